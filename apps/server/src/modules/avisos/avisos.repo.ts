import { sql, type Kysely, type Transaction } from 'kysely';
import type { AvisoKind, DB } from '@/db/schema';
import type { ClockScope } from '@/lib/clock';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Appointments with everything a reminder or notice needs: the instance's settings, the
 * contact, the names and the start instant (lower(periodo), from the instance's zone).
 */
function selectAvisoSubjects(db: Db) {
  return db
    .selectFrom('agendamentos as a')
    .innerJoin('whatsapp_instances as i', 'i.id', 'a.whatsapp_instance_id')
    .innerJoin('contatos as c', 'c.id', 'a.contato_id')
    .innerJoin('servicos as s', 's.id', 'a.servico_id')
    .innerJoin('profissionais as p', 'p.id', 'a.profissional_id')
    .leftJoin('localizacoes as l', 'l.id', 'a.localizacao_id')
    .select([
      'a.id',
      'a.user_id',
      'a.whatsapp_instance_id',
      'a.contato_id',
      'a.status',
      'a.data_agendamento',
      'a.hora_inicio',
      'a.nome_atendido',
      sql<Date>`lower(a.periodo)`.as('starts_at'),
      'i.timezone',
      'i.reminders_enabled',
      'i.reminder_offsets_minutes',
      'i.attendant_enabled',
      'i.allow_reschedule',
      'i.allow_cancel',
      'i.proactive_window_start',
      'i.proactive_window_end',
      'i.reminder_text',
      'i.booking_confirmation_enabled',
      'i.booking_confirmation_text',
      'i.change_notices_enabled',
      'i.cancel_notice_text',
      'i.reschedule_notice_text',
      'i.owner_whatsapp_notices',
      'i.full_phone_number as instance_phone',
      'c.nome as contato_nome',
      'c.telefone as contato_telefone',
      'c.is_test as contato_teste',
      'c.opted_out_at',
      's.nome as servico_nome',
      'p.nome as profissional_nome',
      'l.nome as local_nome',
      'l.logradouro as local_logradouro',
      'l.numero as local_numero',
      'l.bairro as local_bairro',
      'l.cidade as local_cidade',
      'l.estado as local_estado',
      'l.cep as local_cep',
    ]);
}

/** One appointment with everything a reminder or notice needs (selectAvisoSubjects). */
export async function findAvisoSubject(db: Db, agendamentoId: string) {
  return selectAvisoSubjects(db).where('a.id', '=', agendamentoId).executeTakeFirst();
}

/**
 * The subjects of a batch of jobs in ONE query, each with the contact's WhatsApp chat on the
 * instance when there is one (the one they wrote in last: its id may carry the number as WhatsApp
 * has it, without Brazil's ninth digit).
 */
export async function findAvisoSubjects(db: Db, agendamentoIds: string[]) {
  if (agendamentoIds.length === 0) return [];
  return selectAvisoSubjects(db)
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('conversas as cv')
          .select(['cv.remote_jid'])
          .whereRef('cv.whatsapp_instance_id', '=', 'a.whatsapp_instance_id')
          .whereRef('cv.contato_id', '=', 'a.contato_id')
          .where('cv.canal', '=', 'whatsapp')
          .orderBy('cv.last_message_at', (ob) => ob.desc().nullsLast())
          .limit(1)
          .as('chat'),
      (join) => join.onTrue(),
    )
    .select('chat.remote_jid as chat_remote_jid')
    .where('a.id', 'in', agendamentoIds)
    .execute();
}
export type AvisoSubject = NonNullable<Awaited<ReturnType<typeof findAvisoSubject>>>;
export type AvisoBatchSubject = Awaited<ReturnType<typeof findAvisoSubjects>>[number];

export type NewAviso = {
  user_id: string;
  whatsapp_instance_id: string;
  agendamento_id: string | null;
  kind: AvisoKind;
  chave: string;
  run_at: Date;
  texto?: string | null;
};

/**
 * Creates the jobs; one whose key exists stays as it is, except a cancelled one, which comes
 * back (an appointment moved away and back to the same start): a job already done never runs
 * again, so nothing is sent twice.
 */
export async function upsertAvisos(db: Db, avisos: NewAviso[]) {
  if (avisos.length === 0) return;
  await db
    .insertInto('avisos')
    .values(avisos)
    .onConflict((oc) =>
      oc
        .column('chave')
        .doUpdateSet({
          status: 'pendente',
          run_at: (eb) => eb.ref('excluded.run_at'),
          texto: (eb) => eb.ref('excluded.texto'),
          last_error: null,
        })
        .where('avisos.status', '=', 'cancelado'),
    )
    .execute();
}

/**
 * Drops the appointment's pending jobs of these kinds whose key is not among `keep`; returns
 * the kinds dropped.
 */
export async function cancelPendingAvisos(
  db: Db,
  agendamentoId: string,
  kinds: AvisoKind[],
  keep: string[],
) {
  let query = db
    .updateTable('avisos')
    .set({ status: 'cancelado' })
    .where('agendamento_id', '=', agendamentoId)
    .where('status', '=', 'pendente')
    .where('kind', 'in', kinds);
  if (keep.length) query = query.where('chave', 'not in', keep);
  return (await query.returning('kind').execute()).map((r) => r.kind);
}

/**
 * Due jobs, claimed with SKIP LOCKED. `owners` narrows them to the owners a clock scope covers
 * (lib/clock.ts clockScopes: only the embedded mode's test clock ever sets it).
 */
/**
 * Whether any job is due, without a lock or a transaction: the idle poll's one statement instead
 * of a claiming transaction's three (a job another runner holds counts; its claim then finds none).
 */
export async function hasDueAvisos(db: Db, now: Date, owners?: ClockScope['owners']) {
  const row = await db
    .selectFrom('avisos')
    .select('id')
    .where('status', '=', 'pendente')
    .where('run_at', '<=', now)
    .$if(owners !== undefined && 'only' in owners, (q) =>
      q.where('user_id', '=', (owners as { only: string }).only),
    )
    .$if(owners !== undefined && 'except' in owners, (q) =>
      q.where('user_id', 'not in', (owners as { except: string[] }).except),
    )
    .orderBy('run_at')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function claimDueAvisos(
  db: Transaction<DB>,
  now: Date,
  limit: number,
  owners?: ClockScope['owners'],
) {
  return db
    .selectFrom('avisos')
    .selectAll()
    .where('status', '=', 'pendente')
    .where('run_at', '<=', now)
    .$if(owners !== undefined && 'only' in owners, (q) =>
      q.where('user_id', '=', (owners as { only: string }).only),
    )
    .$if(owners !== undefined && 'except' in owners, (q) =>
      q.where('user_id', 'not in', (owners as { except: string[] }).except),
    )
    .orderBy('run_at')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
}
export type AvisoRow = Awaited<ReturnType<typeof claimDueAvisos>>[number];

/**
 * A job whose attempt failed: tried again at `retryAt` (its failures counted), or 'falhou' when
 * `retryAt` is null (no attempt left). Returns the failures counted so far.
 */
export async function recordAvisoFailure(
  db: Db,
  id: string,
  values: { at: Date; error: string; retryAt: Date | null },
) {
  const row = await db
    .updateTable('avisos')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      last_error: values.error.slice(0, 500),
      ...(values.retryAt
        ? { run_at: values.retryAt }
        : { status: 'falhou' as const, done_at: values.at }),
    }))
    .where('id', '=', id)
    .where('status', '=', 'pendente')
    .returning('attempts')
    .executeTakeFirst();
  return row?.attempts;
}

/** How many attempts of the job failed so far (read before deciding its next one). */
export async function countAvisoFailures(db: Db, id: string) {
  const row = await db
    .selectFrom('avisos')
    .select('attempts')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.attempts ?? 0;
}

/** What an owner's WhatsApp copy of a notice needs: their phone, the instance's number and window. */
export async function findAvisoDonoTarget(db: Db, instanceId: string) {
  return db
    .selectFrom('whatsapp_instances as i')
    .innerJoin('profiles as p', 'p.id', 'i.user_id')
    .select([
      'p.phone',
      'i.full_phone_number',
      'i.owner_whatsapp_notices',
      'i.timezone',
      'i.proactive_window_start',
      'i.proactive_window_end',
    ])
    .where('i.id', '=', instanceId)
    .executeTakeFirst();
}

/** The name of a chat's contact; undefined for a chat without one (the owner's own number). */
export async function findConversaContatoNome(db: Db, conversaId: string) {
  return db
    .selectFrom('conversas as c')
    .innerJoin('contatos as ct', 'ct.id', 'c.contato_id')
    .select('ct.nome')
    .where('c.id', '=', conversaId)
    .executeTakeFirst();
}
