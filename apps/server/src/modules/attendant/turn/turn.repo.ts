import { sql, type Kysely, type Transaction } from 'kysely';
import { lease } from '@/db/lease';
import type { DB } from '@/db/schema';
import type { MessageChoice } from '@/modules/messaging/message-types';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * The turn's queries (issue 26): the worker's claim and lease of a chat, what a turn reads of it
 * and what it writes (replies, answered marks, the dialog state), the transcript of a voice note.
 */

/**
 * Claims the chat whose turn is due the longest (its newest unanswered message older than the
 * burst window) and whose lease is free or expired. SKIP LOCKED lets replicas claim different
 * chats at once; the conditional UPDATE makes a claim an all-or-nothing step. Each claim counts
 * in `turn_failures` until a finished turn sets it back to 0: a turn that failed, or whose
 * process died, is counted in the database, across restarts (docs/decisions/032).
 */
export async function claimDueConversa(
  db: Db,
  args: { workerId: string; dueBefore: Date; now: Date; leaseUntil: Date },
) {
  const result = await sql<{ id: string; turn_failures: number }>`
    update conversas set ${lease.take(args.workerId, args.leaseUntil)},
      turn_failures = turn_failures + 1
    where id = (
      select id from conversas
      where last_unanswered_at is not null and last_unanswered_at <= ${args.dueBefore}
        and ${lease.isFree(args.now)}
      order by last_unanswered_at
      limit 1
      for update skip locked
    )
    returning id, turn_failures
  `.execute(db);
  const row = result.rows[0];
  // Claims before this one that did not finish their turn.
  return row && { id: row.id, failures: Number(row.turn_failures) - 1 };
}

/**
 * Inside the turn's transaction: the chat again, locked, if this worker still holds it, with what
 * the attendant needs to know of its instance (on, paid, the owner's pause) and how many replies
 * it sent in the chat since `repliesSince` (a loop with another robot). Only the chat's row is
 * locked.
 */
/**
 * The chat this process claimed, with what a turn needs, locked for the turn's transaction; or
 * read without a lock (`lock: false`) by the slow part of a turn that runs before it.
 */
export async function lockClaimedConversa(
  db: Db,
  id: string,
  workerId: string,
  repliesSince: Date,
  options: { lock?: boolean } = {},
) {
  const query = db
    .selectFrom('conversas as c')
    .innerJoin('whatsapp_instances as i', 'i.id', 'c.whatsapp_instance_id')
    .select((eb) => [
      'c.id',
      'c.user_id',
      'c.whatsapp_instance_id',
      'c.contato_id',
      'c.remote_jid',
      'c.canal',
      'c.estado',
      'c.paused_until',
      'c.dialog_state',
      'c.nao_cliente',
      'i.subscription_id',
      'i.subscription_status',
      'i.attendant_enabled',
      'i.owner_pause_minutes',
      eb
        .selectFrom('mensagens as m')
        .select(sql<string>`count(*)`.as('n'))
        .whereRef('m.conversa_id', '=', 'c.id')
        .where('m.direction', '=', 'out')
        .where('m.autor', '=', 'atendente')
        .where('m.created_at', '>', repliesSince)
        .as('recent_replies'),
    ])
    .where('c.id', '=', id)
    .where('c.locked_by', '=', workerId);
  const row = await (options.lock === false ? query : query.forUpdate('c')).executeTakeFirst();
  return row && { ...row, recent_replies: Number(row.recent_replies) };
}

/** The attendant's replies of one turn, pending for the sender, in their order (one insert). */
export async function insertReplies(
  db: Db,
  conversa: { user_id: string; whatsapp_instance_id: string; conversa_id: string },
  texts: string[],
  at: Date,
  /** The choices the last reply offers (its question's options). */
  choices?: MessageChoice[],
) {
  if (texts.length === 0) return;
  await db
    .insertInto('mensagens')
    .values(
      texts.map((texto, i) => ({
        ...conversa,
        direction: 'out' as const,
        autor: 'atendente' as const,
        tipo: 'texto' as const,
        texto,
        choices: i === texts.length - 1 && choices?.length ? JSON.stringify(choices) : null,
        created_at: at,
        send_status: 'pendente' as const,
        next_attempt_at: at,
      })),
    )
    .execute();
}

export async function listUnansweredInbound(db: Db, conversaId: string) {
  return db
    .selectFrom('mensagens')
    .select([
      'id',
      'tipo',
      'texto',
      'created_at',
      'quoted_gateway_message_id',
      'gateway_message_id',
      'choice_id',
    ])
    .where('conversa_id', '=', conversaId)
    .where('direction', '=', 'in')
    .where('answered_at', 'is', null)
    .orderBy('seq')
    .execute();
}

export async function markAnswered(db: Db, ids: string[], at: Date) {
  if (ids.length === 0) return;
  await db
    .updateTable('mensagens')
    .set({ answered_at: at })
    .where('id', 'in', ids)
    .where('answered_at', 'is', null)
    .execute();
}

/**
 * The chat after a turn: state, pause, last line, the turn due again only if more came, and the
 * lease of `releasedBy` let go, in one statement.
 */
export async function finishTurn(
  db: Db,
  id: string,
  values: {
    dialogState?: unknown;
    estado?: 'ativo' | 'pausado' | 'aguardando_dono';
    pausedUntil?: Date | null;
    lastMessage?: { at: Date; preview: string };
    at: Date;
    releasedBy: string;
  },
) {
  await db
    .updateTable('conversas')
    .set((eb) => ({
      ...(values.dialogState === undefined
        ? {}
        : { dialog_state: JSON.stringify(values.dialogState ?? {}) }),
      ...(values.estado ? { estado: values.estado } : {}),
      ...(values.pausedUntil === undefined ? {} : { paused_until: values.pausedUntil }),
      ...(values.lastMessage
        ? {
            last_message_at: values.lastMessage.at,
            last_message_preview: values.lastMessage.preview,
          }
        : {}),
      last_unanswered_at: eb
        .selectFrom('mensagens')
        .select((m) => m.fn.max('mensagens.created_at').as('at'))
        .where('mensagens.conversa_id', '=', id)
        .where('mensagens.direction', '=', 'in')
        .where('mensagens.answered_at', 'is', null),
      updated_at: values.at,
      ...lease.releasedValues,
      turn_failures: 0,
    }))
    .where('id', '=', id)
    .where('locked_by', '=', values.releasedBy)
    .execute();
}

/** Lets the chat go; `retryAt` keeps it from being claimed again before then (after a failure). */
/**
 * Keeps a claimed chat for a slow turn (a model, a transcription) until at least `until` (never
 * shortened: a heartbeat does not undo the deadline's extension); false if it was lost.
 */
export async function extendConversaLease(db: Db, id: string, workerId: string, until: Date) {
  const result = await db
    .updateTable('conversas')
    .set({ locked_until: sql<Date>`greatest(locked_until, ${until})` })
    .where('id', '=', id)
    .where('locked_by', '=', workerId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A voice note's transcript becomes its text, for both engines and for the panel. */
/**
 * A voice note's media reference for the gateway's media endpoint (0031: Meta's media id), or its
 * gateway id where none was stored (older rows, and Evolution's, which are the same thing).
 */
export async function findMediaRef(db: Db, mensagemId: string): Promise<string | null> {
  const row = await db
    .selectFrom('mensagens')
    .select(['media_ref', 'gateway_message_id'])
    .where('id', '=', mensagemId)
    .executeTakeFirst();
  return row?.media_ref ?? row?.gateway_message_id ?? null;
}

export async function setTranscript(db: Db, mensagemId: string, texto: string) {
  await db
    .updateTable('mensagens')
    .set({ texto })
    .where('id', '=', mensagemId)
    .where('tipo', '=', 'audio')
    .where('texto', 'is', null)
    .execute();
}

export async function releaseConversa(db: Db, id: string, workerId: string, retryAt?: Date) {
  await db
    .updateTable('conversas')
    .set({ locked_by: null, locked_until: retryAt ?? null })
    .where('id', '=', id)
    .where('locked_by', '=', workerId)
    .execute();
}
