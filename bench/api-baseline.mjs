// The baseline of bench/api.bench.mjs: the same SQL as the product's list endpoints (session
// lookup included), served by bare `pg` + `node:http`, no framework, no validation.
import pg from 'pg';
import { serveBaseline } from './baseline-session.mjs';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

const instanceExists = async (userId, id) =>
  (
    await pool.query('select id from whatsapp_instances where user_id = $1 and id = $2', [
      userId,
      id,
    ])
  ).rowCount > 0;

const INSTANCE_COLUMNS = `i.id, i.name, i.phone_number, i.full_phone_number, i.pais_id, i.assistant_name,
  i.knowledge_base, i.timezone, i.timezone_offset, i.status, i.price_id, i.subscription_renewal_date,
  i.evolution_status, i.updated_at, p.pais, p.ddi, p.img`;

const routes = [
  [
    /^\/api\/instances$/,
    async (u) =>
      (
        await pool.query(
          `select ${INSTANCE_COLUMNS} from whatsapp_instances i left join paises_ddi p on p.id = i.pais_id
      where i.user_id = $1 order by i.created_at, i.id`,
          [u],
        )
      ).rows,
  ],
  [
    /^\/api\/instances\/([^/]+)\/profissionais$/,
    async (u, [id]) => {
      const inst = await pool.query(
        `select ${INSTANCE_COLUMNS} from whatsapp_instances i left join paises_ddi p on p.id = i.pais_id
      where i.user_id = $1 and i.id = $2`,
        [u, id],
      );
      if (!inst.rowCount) return undefined;
      const rows = (
        await pool.query(
          `select id, nome, especialidade, whatsapp_instance_id, created_at from profissionais
      where user_id = $1 and whatsapp_instance_id = $2 order by nome, id`,
          [u, id],
        )
      ).rows;
      return { items: rows, limit: 10, plan: 'Plano PRO' };
    },
  ],
  [
    /^\/api\/instances\/([^/]+)\/servicos$/,
    async (u, [id]) =>
      (await instanceExists(u, id))
        ? (
            await pool.query(
              `select id, nome, descricao, whatsapp_instance_id, updated_at from servicos
      where user_id = $1 and whatsapp_instance_id = $2 order by nome, id`,
              [u, id],
            )
          ).rows
        : undefined,
  ],
  [
    /^\/api\/instances\/([^/]+)\/contatos$/,
    async (u, [id]) =>
      (await instanceExists(u, id))
        ? (
            await pool.query(
              `select id, nome, telefone, whatsapp_instance_id, updated_at from contatos
      where user_id = $1 and whatsapp_instance_id = $2 order by nome, id`,
              [u, id],
            )
          ).rows
        : undefined,
  ],
  [
    /^\/api\/instances\/([^/]+)\/localizacoes$/,
    async (u, [id]) =>
      (await instanceExists(u, id))
        ? (
            await pool.query(
              `select id, nome, cep, logradouro, numero, bairro, cidade, estado,
      ponto_referencia, whatsapp_instance_id, updated_at from localizacoes
      where user_id = $1 and whatsapp_instance_id = $2 order by nome, id`,
              [u, id],
            )
          ).rows
        : undefined,
  ],
  [
    /^\/api\/servicos$/,
    async (u) =>
      (
        await pool.query(
          `select id, nome, descricao, whatsapp_instance_id, updated_at from servicos
      where user_id = $1 order by nome, id`,
          [u],
        )
      ).rows,
  ],
];

serveBaseline(pool, routes);
