// The baseline of bench/slots-http.mjs: the month agenda read of the product (session lookup,
// the professional's ownership, the appointments with service and contact) as the same SQL
// served by bare `pg` + `node:http`, no framework, no validation.
import pg from 'pg';
import { serveBaseline } from './baseline-session.mjs';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

async function monthAgenda(userId, profissionalId, params) {
  const prof = await pool.query(
    `select p.id, p.whatsapp_instance_id, i.timezone from profissionais p
     join whatsapp_instances i on i.id = p.whatsapp_instance_id where p.user_id = $1 and p.id = $2`,
    [userId, profissionalId],
  );
  if (!prof.rowCount) return undefined;
  const { rows } = await pool.query(
    `select a.id, a.data_agendamento, a.hora_inicio, a.hora_fim, a.servico_id, s.nome as servico_nome,
       a.profissional_id, a.contato_id, c.nome as contato_nome, c.telefone as contato_telefone,
       a.localizacao_id, a.whatsapp_instance_id, a.nome_atendido, a.status, c.is_test
     from agendamentos a join servicos s on s.id = a.servico_id join contatos c on c.id = a.contato_id
     where a.user_id = $1 and a.profissional_id = $2 and a.data_agendamento >= $3
       and a.data_agendamento <= $4 order by a.data_agendamento, a.hora_inicio, a.id`,
    [userId, profissionalId, params.get('from'), params.get('to')],
  );
  return rows.map((r) => ({
    id: r.id,
    data_agendamento: r.data_agendamento,
    hora_inicio: r.hora_inicio.slice(0, 5),
    hora_fim: r.hora_fim.slice(0, 5),
    servico_id: r.servico_id,
    servico: { nome: r.servico_nome },
    profissional_id: r.profissional_id,
    contato_id: r.contato_id,
    contato: { nome: r.contato_nome, telefone: r.contato_telefone },
    localizacao_id: r.localizacao_id,
    whatsapp_instance_id: r.whatsapp_instance_id,
    nome_atendido: r.nome_atendido,
    status: r.status,
    teste: r.is_test,
  }));
}

serveBaseline(pool, [
  [
    /^\/api\/profissionais\/([^/]+)\/agendamentos$/,
    (u, [id], params) => monthAgenda(u, id, params),
  ],
]);
