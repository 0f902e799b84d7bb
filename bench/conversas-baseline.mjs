// The baseline of the Conversas list in `npm run bench -- web` (conversas.mjs): the same SQL as
// GET /api/instances/{id}/conversas (session lookup, owner check, filter, search, cursor) and
// GET /api/conversas/{id}/mensagens, served by bare `pg` + `node:http`, no framework, no validation.
import pg from 'pg';
import { serveBaseline } from './baseline-session.mjs';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const PAGE = 30;
const MESSAGES_PAGE = 50;

async function listConversas(userId, instanceId, params) {
  const inst = await pool.query(
    'select id from whatsapp_instances where user_id = $1 and id = $2',
    [userId, instanceId],
  );
  if (!inst.rowCount) return undefined;
  const where = ['c.user_id = $1', 'c.whatsapp_instance_id = $2', 'c.last_message_at is not null'];
  const args = [userId, instanceId];
  const filtro = params.get('filtro') ?? 'todas';
  if (filtro === 'nao_lidas') where.push('c.unread_count > 0');
  if (filtro === 'aguardando') where.push(`c.estado = 'aguardando_dono'`);
  if (filtro === 'pausadas') where.push(`c.estado = 'pausado'`);
  const q = params.get('q')?.trim();
  if (q) {
    args.push(`%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
    const digits = q.replace(/\D/g, '');
    let match = `m.nome ilike $${args.length}`;
    if (digits) {
      args.push(`%${digits}%`);
      match = `(${match} or m.telefone like $${args.length})`;
    }
    where.push(
      `c.contato_id in (select m.id from contatos m where m.user_id = $1 and m.whatsapp_instance_id = $2 and ${match})`,
    );
  }
  const cursor = params.get('cursor');
  if (cursor) {
    const [ms, id] = cursor.split('_');
    args.push(new Date(Number(ms)), id);
    where.push(
      `(c.last_message_at, c.id) < ($${args.length - 1}::timestamptz, $${args.length}::uuid)`,
    );
  }
  const { rows } = await pool.query(
    `select c.id, c.whatsapp_instance_id, c.estado, c.paused_until, c.unread_count,
       c.last_message_at, c.last_message_preview, ct.id as contato_id, ct.nome, ct.telefone
     from conversas c left join contatos ct on ct.id = c.contato_id
     where ${where.join(' and ')}
     order by c.last_message_at desc, c.id desc limit ${PAGE + 1}`,
    args,
  );
  const page = rows.slice(0, PAGE);
  const last = page.at(-1);
  return {
    items: page.map((r) => ({
      id: r.id,
      whatsapp_instance_id: r.whatsapp_instance_id,
      contato: r.contato_id ? { id: r.contato_id, nome: r.nome, telefone: r.telefone } : null,
      estado: r.estado,
      paused_until: r.paused_until,
      unread_count: r.unread_count,
      last_message_at: r.last_message_at,
      last_message_preview: r.last_message_preview,
    })),
    nextCursor:
      rows.length > PAGE && last ? `${new Date(last.last_message_at).getTime()}_${last.id}` : null,
  };
}

async function listMensagens(userId, conversaId) {
  const owned = await pool.query('select id from conversas where user_id = $1 and id = $2', [
    userId,
    conversaId,
  ]);
  if (!owned.rowCount) return undefined;
  const { rows } = await pool.query(
    `select id, seq, conversa_id, direction, autor, tipo, texto, send_status, created_at
     from mensagens where conversa_id = $1 order by seq desc limit ${MESSAGES_PAGE + 1}`,
    [conversaId],
  );
  const page = rows.slice(0, MESSAGES_PAGE);
  return {
    items: page.map(({ seq: _seq, ...r }) => r),
    nextCursor: rows.length > MESSAGES_PAGE ? String(page.at(-1).seq) : null,
  };
}

serveBaseline(pool, [
  [/^\/api\/instances\/([^/]+)\/conversas$/, (u, [id], params) => listConversas(u, id, params)],
  [/^\/api\/conversas\/([^/]+)\/mensagens$/, (u, [id]) => listMensagens(u, id)],
]);
