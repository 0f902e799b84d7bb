import { sql, type Kysely, type Transaction } from 'kysely';
import {
  OPEN_STATUSES,
  type AgendamentoActor,
  type AgendamentoStatus,
} from '@secretaria/shared/agendamentos-schemas';
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
      'c.is_test as contato_teste',
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

/** When the appointment starts, as an instant (the lower bound of its stored `periodo`). */
export async function findAgendamentoStart(db: Db, userId: string, id: string) {
  const row = await db
    .selectFrom('agendamentos')
    .select(sql<Date>`lower(periodo)`.as('inicio'))
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? new Date(row.inicio) : undefined;
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

/** The professional's duration for the service; undefined when they do not perform it. */
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
export async function findHoldingDisponibilidade(
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

/**
 * The instant of a local day and time in the instance's zone, by PostgreSQL's time-zone database
 * (the one the stored `periodo` uses). Compared by the caller with the server clock's `now`.
 */
export async function localStartInstant(db: Db, dia: string, hora: string, timeZone: string) {
  const row = await sql<{ at: Date }>`
    select ((${dia}::date + ${hora}::time) at time zone ${timeZone}) as at`.execute(db);
  return new Date(row.rows[0]!.at);
}

const instantRange = (dia: string, inicio: string, fim: string, timeZone: string) => {
  const start = sql`((${dia}::date + ${inicio}::time) at time zone ${timeZone})`;
  const end = sql`((${dia}::date + ${fim}::time) at time zone ${timeZone})`;
  return sql<string>`tstzrange(${start}, ${end}, '[)')`;
};

/**
 * Active appointments of the professional whose instants overlap the slot's, read under the
 * professional's scheduling lock: found here, a clash is refused as a 409 without a failed
 * statement, so a caller's surrounding transaction stays usable (the exclusion constraint is
 * the net under it).
 */
export async function findClashingAgendamento(
  db: Db,
  args: {
    profissionalId: string;
    dia: string;
    inicio: string;
    fim: string;
    timeZone: string;
    exceptId?: string;
  },
) {
  let query = db
    .selectFrom('agendamentos')
    .select('id')
    .where('profissional_id', '=', args.profissionalId)
    .where('status', '!=', 'cancelado')
    .where(
      sql<boolean>`periodo && ${instantRange(args.dia, args.inicio, args.fim, args.timeZone)}`,
    );
  if (args.exceptId) query = query.where('id', '!=', args.exceptId);
  return query.limit(1).executeTakeFirst();
}

/**
 * The contact's row, locked for a booking or a move (FOR NO KEY UPDATE: it queues the contact's
 * other bookings, yet lets foreign keys to the contact be checked by other writers). Taken last,
 * after the professionals' scheduling locks (docs/decisions/037). Undefined for another owner's.
 */
export async function lockContatoForBooking(db: Db, userId: string, contatoId: string) {
  return db
    .selectFrom('contatos')
    .select('id')
    .where('user_id', '=', userId)
    .where('id', '=', contatoId)
    .forNoKeyUpdate()
    .executeTakeFirst();
}

/**
 * An active appointment (agendado, confirmado) of the contact for the same person served
 * (`nome_atendido`, trimmed and case-folded; null is the contact themselves) whose instants
 * overlap the slot's, with any professional: one person is never in two chairs at once.
 */
export async function findContatoClash(
  db: Db,
  args: {
    userId: string;
    contatoId: string;
    nomeAtendido: string | null;
    dia: string;
    inicio: string;
    fim: string;
    timeZone: string;
    exceptId?: string;
  },
) {
  const person = (args.nomeAtendido ?? '').trim();
  let query = db
    .selectFrom('agendamentos')
    .select('id')
    .where('user_id', '=', args.userId)
    .where('contato_id', '=', args.contatoId)
    .where('status', 'in', OPEN_STATUSES)
    .where(sql<boolean>`lower(btrim(coalesce(nome_atendido, ''))) = lower(${person})`)
    .where(
      sql<boolean>`periodo && ${instantRange(args.dia, args.inicio, args.fim, args.timeZone)}`,
    );
  if (args.exceptId) query = query.where('id', '!=', args.exceptId);
  return query
    .orderBy(sql`lower(periodo)`)
    .limit(1)
    .executeTakeFirst();
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
    created_by: AgendamentoActor;
  },
  timeZone: string,
) {
  const periodo = instantRange(
    values.data_agendamento,
    values.hora_inicio,
    values.hora_fim,
    timeZone,
  );
  return db
    .insertInto('agendamentos')
    .values({ ...values, periodo })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** The appointment's professional and status, locked for a reschedule. */
export async function lockAgendamento(db: Db, userId: string, id: string) {
  return db
    .selectFrom('agendamentos')
    .select([
      'id',
      'profissional_id',
      'servico_id',
      'contato_id',
      'nome_atendido',
      'whatsapp_instance_id',
      'status',
    ])
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Moves the same row: day, times, professional, location and instants. */
export async function updateAgendamentoSlot(
  db: Db,
  userId: string,
  id: string,
  values: {
    profissional_id: string;
    localizacao_id: string | null;
    data_agendamento: string;
    hora_inicio: string;
    hora_fim: string;
    changedBy: AgendamentoActor;
    changedAt: Date;
  },
  timeZone: string,
) {
  return db
    .updateTable('agendamentos')
    .set({
      profissional_id: values.profissional_id,
      localizacao_id: values.localizacao_id,
      data_agendamento: values.data_agendamento,
      hora_inicio: values.hora_inicio,
      hora_fim: values.hora_fim,
      periodo: instantRange(values.data_agendamento, values.hora_inicio, values.hora_fim, timeZone),
      status_changed_at: values.changedAt,
      status_changed_by: values.changedBy,
    })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .where('status', 'in', OPEN_STATUSES)
    .returning('id')
    .executeTakeFirst();
}

export async function updateAgendamentoStatusRow(
  db: Db,
  userId: string,
  id: string,
  change: {
    from: AgendamentoStatus;
    to: AgendamentoStatus;
    changedBy: AgendamentoActor;
    changedAt: Date;
  },
) {
  return db
    .updateTable('agendamentos')
    .set({
      status: change.to,
      status_changed_at: change.changedAt,
      status_changed_by: change.changedBy,
    })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .where('status', '=', change.from)
    .returning('id')
    .executeTakeFirst();
}

/** A contact's active appointments starting at or after `now`, with the names a reply needs. */
export async function listContatoAgendamentoRows(
  db: Db,
  userId: string,
  contatoId: string,
  now: Date,
) {
  return contatoAgendamentoRowsQuery(db, userId, contatoId, now).execute();
}

/**
 * The query of listContatoAgendamentoRows, unexecuted: the attendant's turn snapshot reads it as
 * one of its JSON columns, so a turn does not spend a round trip on it.
 */
export function contatoAgendamentoRowsQuery(db: Db, userId: string, contatoId: string, now: Date) {
  return db
    .selectFrom('agendamentos as a')
    .innerJoin('servicos as s', 's.id', 'a.servico_id')
    .innerJoin('profissionais as p', 'p.id', 'a.profissional_id')
    .leftJoin('localizacoes as l', 'l.id', 'a.localizacao_id')
    .select([
      'a.id',
      'a.data_agendamento',
      'a.hora_inicio',
      'a.hora_fim',
      'a.servico_id',
      's.nome as servico_nome',
      'a.profissional_id',
      'p.nome as profissional_nome',
      'a.localizacao_id',
      'l.nome as localizacao_nome',
      'a.whatsapp_instance_id',
      'a.nome_atendido',
      'a.status',
    ])
    .where('a.user_id', '=', userId)
    .where('a.contato_id', '=', contatoId)
    .where('a.status', 'in', OPEN_STATUSES)
    .where(sql<boolean>`lower(a.periodo) >= ${now}::timestamptz`)
    .orderBy(sql`lower(a.periodo)`)
    .orderBy('a.id');
}

/** Open appointments still to come, of an instance or of a contact, in id order. */
export async function listFutureOpenAgendamentoIds(
  db: Db,
  scope: { instanceId: string } | { contatoId: string },
  now: Date,
): Promise<string[]> {
  const rows = await db
    .selectFrom('agendamentos')
    .select('id')
    .where((eb) =>
      'instanceId' in scope
        ? eb('whatsapp_instance_id', '=', scope.instanceId)
        : eb('contato_id', '=', scope.contatoId),
    )
    .where('status', 'in', OPEN_STATUSES)
    .where(sql<boolean>`lower(periodo) > ${now}`)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}
