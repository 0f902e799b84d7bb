import { sql, type Kysely, type Transaction } from 'kysely';
import type { AgendamentoStatus } from '@secretaria/shared/agendamentos-schemas';
import type { DB } from '@/db/schema';

type Db = Kysely<DB> | Transaction<DB>;

function selectAgendamentos(db: Db, userId: string) {
  return db
    .selectFrom('agendamentos as a')
    .innerJoin('servicos as s', 's.id', 'a.servico_id')
    .innerJoin('contatos as c', 'c.id', 'a.contato_id')
    .select([
      'a.id',
      'a.data_agendamento',
      'a.hora_inicio',
      'a.hora_fim',
      'a.servico_id',
      's.nome as servico_nome',
      'a.profissional_id',
      'a.contato_id',
      'c.nome as contato_nome',
      'c.telefone as contato_telefone',
      'a.localizacao_id',
      'a.whatsapp_instance_id',
      'a.nome_atendido',
      'a.status',
    ])
    .where('a.user_id', '=', userId);
}

export type AgendamentoRow = Awaited<ReturnType<typeof findAgendamentoRow>> & object;

export async function listAgendamentoRows(
  db: Db,
  userId: string,
  profissionalId: string,
  from: string,
  to: string,
) {
  return selectAgendamentos(db, userId)
    .where('a.profissional_id', '=', profissionalId)
    .where('a.data_agendamento', '>=', from)
    .where('a.data_agendamento', '<=', to)
    .orderBy('a.data_agendamento')
    .orderBy('a.hora_inicio')
    .orderBy('a.id')
    .execute();
}

export async function findAgendamentoRow(db: Db, userId: string, id: string) {
  return selectAgendamentos(db, userId).where('a.id', '=', id).executeTakeFirst();
}

/** The professional with its instance and the instance's time zone. */
export async function findSchedulingProfissional(db: Db, userId: string, id: string) {
  return db
    .selectFrom('profissionais as p')
    .innerJoin('whatsapp_instances as i', 'i.id', 'p.whatsapp_instance_id')
    .select(['p.id', 'p.whatsapp_instance_id', 'i.timezone'])
    .where('p.user_id', '=', userId)
    .where('p.id', '=', id)
    .executeTakeFirst();
}

/** The professional's duration for the service (spec: 30 minutes when there is none). */
export async function findTempoExecucao(db: Db, profissionalId: string, servicoId: string) {
  const row = await db
    .selectFrom('profissionais_servicos')
    .select('tempo_execucao')
    .where('profissional_id', '=', profissionalId)
    .where('servico_id', '=', servicoId)
    .executeTakeFirst();
  return row?.tempo_execucao;
}

/** A window of the professional that day, offering the service, holding [inicio, fim] whole. */
export async function findHoldingWindow(
  db: Db,
  args: {
    profissionalId: string;
    servicoId: string;
    dia: string;
    inicio: string;
    fim: string;
    disponibilidadeId?: string;
  },
) {
  let query = db
    .selectFrom('disponibilidades as d')
    .innerJoin('disponibilidades_servicos as ds', 'ds.disponibilidade_id', 'd.id')
    .select(['d.id', 'd.localizacao_id'])
    .where('d.profissional_id', '=', args.profissionalId)
    .where('d.dia', '=', args.dia)
    .where('d.hora_inicio', '<=', args.inicio)
    .where('d.hora_fim', '>=', args.fim)
    .where('ds.servico_id', '=', args.servicoId);
  if (args.disponibilidadeId) query = query.where('d.id', '=', args.disponibilidadeId);
  return query.orderBy('d.hora_inicio').executeTakeFirst();
}

/** Whether the local start, read in the instance's zone, is already past. */
export async function isPast(db: Db, dia: string, hora: string, timeZone: string) {
  const row = await sql<{ past: boolean }>`
    select ((${dia}::date + ${hora}::time) at time zone ${timeZone}) < now() as past`.execute(db);
  return row.rows[0]!.past;
}

/**
 * The instant range is computed here, from the local fields in the instance's zone, by
 * PostgreSQL's own time-zone database; the exclusion constraint refuses an overlap (23P01).
 */
export async function insertAgendamento(
  db: Db,
  values: {
    user_id: string;
    whatsapp_instance_id: string;
    profissional_id: string;
    servico_id: string;
    contato_id: string;
    localizacao_id: string | null;
    data_agendamento: string;
    hora_inicio: string;
    hora_fim: string;
    nome_atendido: string | null;
  },
  timeZone: string,
) {
  const start = sql`((${values.data_agendamento}::date + ${values.hora_inicio}::time) at time zone ${timeZone})`;
  const end = sql`((${values.data_agendamento}::date + ${values.hora_fim}::time) at time zone ${timeZone})`;
  return db
    .insertInto('agendamentos')
    .values({ ...values, periodo: sql<string>`tstzrange(${start}, ${end}, '[)')` })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function updateAgendamentoStatusRow(
  db: Db,
  userId: string,
  id: string,
  from: AgendamentoStatus,
  to: AgendamentoStatus,
) {
  return db
    .updateTable('agendamentos')
    .set({ status: to, status_changed_at: sql<Date>`now()`, status_changed_by: userId })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .where('status', '=', from)
    .returning('id')
    .executeTakeFirst();
}
