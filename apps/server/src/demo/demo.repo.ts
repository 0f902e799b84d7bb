import { sql, type Kysely } from 'kysely';
import type { DB } from '@/db/schema';

/** Raw inserts for the demo data set; the agenda's own services arrive with the agenda issue. */
export async function deleteUserByEmail(db: Kysely<DB>, email: string): Promise<void> {
  await db.deleteFrom('user').where('email', '=', email).execute();
}

export async function markEmailVerified(db: Kysely<DB>, userId: string): Promise<void> {
  await db.updateTable('user').set({ emailVerified: true }).where('id', '=', userId).execute();
}

export async function insertDisponibilidade(
  db: Kysely<DB>,
  v: {
    user_id: string;
    profissional_id: string;
    localizacao_id: string;
    dia: string;
    hora_inicio: string;
    hora_fim: string;
    servicos: string[];
  },
): Promise<void> {
  const { rows } = await sql<{ id: string }>`
    insert into disponibilidades (user_id, profissional_id, localizacao_id, dia, hora_inicio, hora_fim)
    values (${v.user_id}, ${v.profissional_id}, ${v.localizacao_id}, ${v.dia}, ${v.hora_inicio}, ${v.hora_fim})
    returning id`.execute(db);
  for (const servico of v.servicos) {
    await sql`insert into disponibilidades_servicos (user_id, disponibilidade_id, servico_id)
      values (${v.user_id}, ${rows[0]!.id}, ${servico})`.execute(db);
  }
}

export async function insertAgendamento(
  db: Kysely<DB>,
  v: {
    user_id: string;
    whatsapp_instance_id: string;
    profissional_id: string;
    servico_id: string;
    contato_id: string;
    localizacao_id: string;
    data: string;
    hora_inicio: string;
    hora_fim: string;
    timezone: string;
    status: string;
    nome_atendido: string | null;
  },
): Promise<void> {
  await sql`
    insert into agendamentos (user_id, whatsapp_instance_id, profissional_id, servico_id, contato_id,
      localizacao_id, data_agendamento, hora_inicio, hora_fim, nome_atendido, status, periodo)
    values (${v.user_id}, ${v.whatsapp_instance_id}, ${v.profissional_id}, ${v.servico_id}, ${v.contato_id},
      ${v.localizacao_id}, ${v.data}, ${v.hora_inicio}, ${v.hora_fim}, ${v.nome_atendido}, ${v.status},
      tstzrange((${v.data}::date + ${v.hora_inicio}::time) at time zone ${v.timezone},
                (${v.data}::date + ${v.hora_fim}::time) at time zone ${v.timezone}))`.execute(db);
}
