import { sql, type Kysely, type Transaction } from 'kysely';
import { prepared } from '@/db/prepared';
import type { DB } from '@/db/schema';

type Db = Kysely<DB> | Transaction<DB>;
type Autor = DB['mensagens']['autor'];
type Tipo = 'texto' | 'audio' | 'imagem' | 'video' | 'sticker' | 'documento' | 'outro';

// ---------------------------------------------------------------- inbound (the webhook)

/** A chat's last message as the Conversas list shows it: its first 140 characters. */
export const conversaPreview = (texto: string) => texto.slice(0, 140);

/**
 * The chat of (instance, remote_jid), created on its first message; locked until commit. A
 * chat without a contact (the owner's own number, for notices) never takes one away.
 */
export async function upsertConversa(
  db: Db,
  values: {
    user_id: string;
    whatsapp_instance_id: string;
    remote_jid: string;
    contato_id: string | null;
  },
) {
  return db
    .insertInto('conversas')
    .values(values)
    .onConflict((oc) =>
      oc.columns(['whatsapp_instance_id', 'remote_jid']).doUpdateSet({
        contato_id: sql<string | null>`coalesce(excluded.contato_id, conversas.contato_id)`,
      }),
    )
    .returning(['id', 'estado', 'paused_until'])
    .executeTakeFirstOrThrow();
}

/**
 * The gateway's word that it sent a text in a chat (send.message): the oldest of our messages
 * still pending there with that text is recorded as sent with the gateway's id, in ONE
 * statement; nothing when the id is already recorded or no such message waits.
 */
export async function markEchoedSent(
  db: Db,
  echo: { instanceId: string; chatKey: string; texto: string; gatewayId: string; at: Date },
) {
  await sql`
    update mensagens set send_status = 'enviada', gateway_message_id = ${echo.gatewayId},
      sent_at = ${echo.at}, locked_by = null, locked_until = null
    where id = (
      select m.id from mensagens m
      join conversas c on c.id = m.conversa_id
      where c.whatsapp_instance_id = ${echo.instanceId} and c.remote_jid = ${echo.chatKey}
        and m.direction = 'out' and m.send_status = 'pendente' and m.texto = ${echo.texto}
      order by m.seq
      limit 1
    )
    and not exists (
      select 1 from mensagens k
      where k.whatsapp_instance_id = ${echo.instanceId} and k.gateway_message_id = ${echo.gatewayId}
    )
  `.execute(db);
}

/** One stored message; undefined when its gateway id is already stored (a repeated delivery). */
export async function insertMensagem(
  db: Db,
  values: {
    user_id: string;
    whatsapp_instance_id: string;
    conversa_id: string;
    direction: 'in' | 'out';
    autor: Autor;
    tipo: Tipo;
    texto: string | null;
    gateway_message_id: string | null;
    quoted_gateway_message_id?: string | null;
    created_at: Date;
    answered_at?: Date | null;
    send_status?: 'pendente' | 'enviada' | 'falhou' | null;
    next_attempt_at?: Date | null;
    sent_at?: Date | null;
    agendamento_id?: string | null;
    client_key?: string | null;
  },
) {
  return db
    .insertInto('mensagens')
    .values(values)
    .onConflict((oc) =>
      oc
        .columns(['whatsapp_instance_id', 'gateway_message_id'])
        .where('gateway_message_id', 'is not', null)
        .doNothing(),
    )
    .returning(['id'])
    .executeTakeFirst();
}

/** Whether a gateway message id is already stored for the instance (ours, or a repeat). */
export async function hasGatewayMessage(db: Db, instanceId: string, gatewayId: string) {
  const row = await db
    .selectFrom('mensagens')
    .select('id')
    .where('whatsapp_instance_id', '=', instanceId)
    .where('gateway_message_id', '=', gatewayId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A reply of this chat sent through the sender (the attendant's, or the owner's from the panel)
 * with this text, being sent or sent moments ago: its echo can arrive before the sender
 * stored the gateway's id of it.
 */
export async function findRecentOwnReply(db: Db, conversaId: string, texto: string, since: Date) {
  return (
    db
      .selectFrom('mensagens')
      .select(['id', 'send_status'])
      .where('conversa_id', '=', conversaId)
      .where('direction', '=', 'out')
      // An owner's message is ours only when the panel sent it through the sender (attempts > 0);
      // one the owner wrote on the phone is stored with none, and a repeat of its text is new.
      .where((eb) => eb.or([eb('autor', '!=', 'dono'), eb('attempts', '>', 0)]))
      .where('texto', '=', texto)
      .where((eb) => eb.or([eb('send_status', '=', 'pendente'), eb('sent_at', '>=', since)]))
      .orderBy('seq')
      .executeTakeFirst()
  );
}

/**
 * The chat's list line after a customer's message, and its turn due from `at`. Returns how many
 * customer messages the chat received since `floodSince` (this one included), for the flood check,
 * in the same round trip.
 */
export async function touchConversaInbound(
  db: Db,
  id: string,
  values: { at: Date; preview: string; floodSince: Date },
): Promise<number> {
  const row = await db
    .updateTable('conversas')
    .set((eb) => ({
      unread_count: eb('unread_count', '+', 1),
      last_message_at: values.at,
      last_message_preview: values.preview,
      last_unanswered_at: values.at,
      updated_at: values.at,
    }))
    .where('id', '=', id)
    .returning((eb) =>
      eb
        .selectFrom('mensagens')
        .select(sql<string>`count(*)`.as('n'))
        .whereRef('mensagens.conversa_id', '=', 'conversas.id')
        .where('mensagens.direction', '=', 'in')
        .where('mensagens.autor', '=', 'cliente')
        .where('mensagens.created_at', '>', values.floodSince)
        .as('recent'),
    )
    .executeTakeFirstOrThrow();
  return Number(row.recent);
}

/** How long the attendant stays quiet after the owner writes, when the instance says nothing. */
const DEFAULT_OWNER_PAUSE_MINUTES = 120;

/**
 * The owner wrote in the chat (from the phone or the panel): the attendant stays quiet in it for
 * the instance's owner_pause_minutes.
 */
export async function pauseConversa(
  db: Db,
  conversa: { id: string; whatsapp_instance_id: string },
  at: Date,
  preview: string,
) {
  const instance = await findInstanceForAttendant(db, conversa.whatsapp_instance_id);
  const minutes = instance?.owner_pause_minutes ?? DEFAULT_OWNER_PAUSE_MINUTES;
  const until = new Date(at.getTime() + minutes * 60_000);
  await db
    .updateTable('conversas')
    .set({
      estado: 'pausado',
      paused_until: until,
      last_message_at: at,
      last_message_preview: preview,
      updated_at: at,
    })
    .where('id', '=', conversa.id)
    .where('estado', '!=', 'aguardando_dono')
    .execute();
  // A chat already waiting for the owner keeps that state; its pause still moves on.
  await db
    .updateTable('conversas')
    .set({
      paused_until: until,
      last_message_at: at,
      last_message_preview: preview,
    })
    .where('id', '=', conversa.id)
    .where('estado', '=', 'aguardando_dono')
    .execute();
}

/** A flooding chat (or a loop with another robot) stops being answered and waits for the owner. */
export async function flagFlood(db: Db, id: string, at: Date) {
  await db
    .updateTable('conversas')
    .set({ estado: 'aguardando_dono', paused_until: null, flood_flagged_at: at, updated_at: at })
    .where('id', '=', id)
    .execute();
}

/** What the attendant needs to know of an instance to answer in it. */
export async function findInstanceForAttendant(db: Db, id: string) {
  return db
    .selectFrom('whatsapp_instances')
    .select([
      'id',
      'full_phone_number',
      'subscription_id',
      'subscription_status',
      'attendant_enabled',
      'owner_pause_minutes',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

// ---------------------------------------------------------------- the worker

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
    update conversas set locked_by = ${args.workerId}, locked_until = ${args.leaseUntil},
      turn_failures = turn_failures + 1
    where id = (
      select id from conversas
      where last_unanswered_at is not null and last_unanswered_at <= ${args.dueBefore}
        and (locked_until is null or locked_until <= ${args.now})
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
  chat: { user_id: string; whatsapp_instance_id: string; conversa_id: string },
  texts: string[],
  at: Date,
) {
  if (texts.length === 0) return;
  await db
    .insertInto('mensagens')
    .values(
      texts.map((texto) => ({
        ...chat,
        direction: 'out' as const,
        autor: 'atendente' as const,
        tipo: 'texto' as const,
        texto,
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
      locked_by: null,
      locked_until: null,
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

// ---------------------------------------------------------------- the sender

// ---- the sender's claims and records, in batches (docs/decisions/046, slice 5): one piece, to be
// moved as a whole when the outbound layer gets its own repository.

/** An outbound message claimed for an attempt, with where it goes. */
export type OutboundClaim = {
  id: string;
  user_id: string;
  whatsapp_instance_id: string;
  conversa_id: string;
  autor: Autor;
  agendamento_id: string | null;
  attempts: number;
  texto: string | null;
  remote_jid: string | null;
  canal: 'whatsapp' | 'painel' | null;
  gateway_name: string | null;
  /** Its chat has a later message due too (it goes once this one is recorded). */
  chat_has_more: boolean;
};

/**
 * Claims up to `limit` outbound messages due for an attempt, oldest first, each the oldest one
 * pending in its chat (replies go out in order, so a batch holds at most one message per chat and
 * no two sends of one chat are ever in flight), counting the attempt, and returns them with where
 * they go (the gateway's instance, the chat's JID). An expired lease (a process that died
 * mid-send) makes a row claimable again.
 */
export async function claimPendingOutboundBatch(
  db: Db,
  args: { workerId: string; now: Date; leaseUntil: Date; limit: number },
): Promise<OutboundClaim[]> {
  const result = await sql<OutboundClaim>`
    update mensagens set locked_by = ${args.workerId}, locked_until = ${args.leaseUntil},
      attempts = attempts + 1
    -- array(): the claim runs once, then the rows are reached by their keys.
    where id = any(array(
      select m.id from mensagens m
      where m.send_status = 'pendente' and m.next_attempt_at <= ${args.now}
        and (m.locked_until is null or m.locked_until <= ${args.now})
        and not exists (
          select 1 from mensagens p
          where p.conversa_id = m.conversa_id and p.send_status = 'pendente' and p.seq < m.seq
            -- A reminder or notice waiting for its number's paced slot (never tried yet) does
            -- not hold back a reply to the customer (docs/decisions/032).
            and not (p.autor in ('lembrete', 'sistema') and p.attempts = 0
              and p.next_attempt_at > ${args.now})
        )
      order by m.next_attempt_at, m.seq
      limit ${args.limit}
      for update skip locked
    ))
    returning id, user_id, whatsapp_instance_id, conversa_id, autor, agendamento_id, attempts, texto,
      (select remote_jid from conversas c where c.id = mensagens.conversa_id) as remote_jid,
      (select canal from conversas c where c.id = mensagens.conversa_id) as canal,
      (select gateway_name from whatsapp_instances i
        where i.id = mensagens.whatsapp_instance_id) as gateway_name,
      exists (select 1 from mensagens n
        where n.conversa_id = mensagens.conversa_id and n.send_status = 'pendente'
          and n.seq > mensagens.seq and n.next_attempt_at <= ${args.now}) as chat_has_more
  `.execute(db);
  return result.rows;
}

/** The oldest outbound message due for an attempt (claimPendingOutboundBatch, one message). */
export async function claimPendingOutbound(
  db: Db,
  args: { workerId: string; now: Date; leaseUntil: Date },
): Promise<OutboundClaim | undefined> {
  return (await claimPendingOutboundBatch(db, { ...args, limit: 1 }))[0];
}

/**
 * Records a batch of this sender's claimed messages as sent, in ONE update; a row no longer held
 * by `workerId` (an echo recorded it first, or its lease was taken over) is left as it is.
 */
export async function markSentBatch(
  db: Db,
  workerId: string,
  sent: Array<{ id: string; gatewayId: string | null }>,
  at: Date,
) {
  if (sent.length === 0) return;
  await sql`
    update mensagens set send_status = 'enviada', gateway_message_id = v.gateway_id,
      sent_at = ${at}, locked_by = null, locked_until = null, last_error = null
    from unnest(${sent.map((s) => s.id)}::uuid[], ${sent.map((s) => s.gatewayId)}::text[])
      as v(id, gateway_id)
    where mensagens.id = v.id and mensagens.locked_by = ${workerId}
  `.execute(db);
}

// ---- end of the sender's batch claims and records

/**
 * Records a reply as sent. `by` says on whose word: the sender holding its claim, or the
 * gateway's echo of a reply still pending here (the process that sent it may have died, or its
 * call timed out, before recording it), so it is never sent again; a sender still holding it
 * then finds the row released and records nothing over it.
 */
export async function markSent(
  db: Db,
  id: string,
  by: { workerId: string } | 'echo',
  values: { gatewayId: string | null; at: Date },
) {
  const update = db
    .updateTable('mensagens')
    .set({
      send_status: 'enviada',
      gateway_message_id: values.gatewayId,
      sent_at: values.at,
      locked_by: null,
      locked_until: null,
      last_error: null,
    })
    .where('id', '=', id);
  await (
    by === 'echo'
      ? update.where('send_status', '=', 'pendente').where('gateway_message_id', 'is', null)
      : update.where('locked_by', '=', by.workerId)
  ).execute();
}

export async function markSendFailure(
  db: Db,
  id: string,
  workerId: string,
  values: { error: string; retryAt: Date | null },
) {
  await db
    .updateTable('mensagens')
    .set({
      send_status: values.retryAt ? 'pendente' : 'falhou',
      next_attempt_at: values.retryAt,
      last_error: values.error.slice(0, 500),
      locked_by: null,
      locked_until: null,
    })
    .where('id', '=', id)
    .where('locked_by', '=', workerId)
    .execute();
}

/**
 * 'Tentar de novo': the chat's failed outbound message back in the sender's queue, due now, its
 * error cleared. Its attempts restart at 1, not 0: the next one asks the gateway first whether an
 * earlier attempt did go out (its reply lost), so it is never sent twice. Undefined when the
 * message is not this chat's failed outbound one.
 */
export async function requeueFailedMensagem(db: Db, conversaId: string, id: string, at: Date) {
  return db
    .updateTable('mensagens')
    .set({
      send_status: 'pendente',
      next_attempt_at: at,
      attempts: 1,
      last_error: null,
      locked_by: null,
      locked_until: null,
    })
    .where('id', '=', id)
    .where('conversa_id', '=', conversaId)
    .where('direction', '=', 'out')
    .where('send_status', '=', 'falhou')
    .returning(MENSAGEM_COLUMNS)
    .executeTakeFirst();
}

/** The owner's message stored under a composer key (docs/decisions/043), with its chat and text. */
export async function findMensagemByClientKey(db: Db, userId: string, clientKey: string) {
  return db
    .selectFrom('mensagens')
    .select(MENSAGEM_COLUMNS)
    .where('user_id', '=', userId)
    .where('client_key', '=', clientKey)
    .executeTakeFirst();
}

/** The status of one message of a chat, to tell 'not there' from 'not failed'. */
export async function findMensagemStatus(db: Db, conversaId: string, id: string) {
  return db
    .selectFrom('mensagens')
    .select(['send_status', 'direction'])
    .where('id', '=', id)
    .where('conversa_id', '=', conversaId)
    .executeTakeFirst();
}

// ---------------------------------------------------------------- the panel's reads

/** A chat as the Conversas page shows it (conversas as c, its contact as ct). */
const CONVERSA_ROW_COLUMNS = [
  'c.id',
  'c.whatsapp_instance_id',
  'c.estado',
  'c.paused_until',
  'c.unread_count',
  'c.last_message_at',
  'c.last_message_preview',
  'c.nao_cliente',
  'ct.id as contato_id',
  'ct.nome as contato_nome',
  'ct.telefone as contato_telefone',
] as const;

/**
 * The owner's chats with customers, as the Conversas page shows them. The panel's test chat
 * (docs/decisions/016) is not a customer's: it has its own endpoints.
 */
function selectConversaRows(db: Db, userId: string) {
  return db
    .selectFrom('conversas as c')
    .leftJoin('contatos as ct', 'ct.id', 'c.contato_id')
    .select(CONVERSA_ROW_COLUMNS)
    .where('c.user_id', '=', userId)
    .where('c.canal', '=', 'whatsapp');
}

type ListShape = {
  filtro: 'todas' | 'nao_lidas' | 'aguardando' | 'pausadas';
  nome: boolean;
  telefone: boolean;
  after: boolean;
  limit: number;
};

/**
 * The list's query for one shape (filter, search, cursor), from string arguments taken in order:
 * owner, instance, [owner, instance, name pattern, [phone pattern]], [instant, id].
 */
function buildConversaList(db: Db, shape: ListShape, args: string[]) {
  let next = 0;
  const arg = () => args[next++] as string;
  const userId = arg();
  const instanceId = arg();
  let query = selectConversaRows(db, userId)
    .where('c.whatsapp_instance_id', '=', instanceId)
    .where('c.last_message_at', 'is not', null);
  if (shape.filtro === 'nao_lidas') query = query.where('c.unread_count', '>', 0);
  if (shape.filtro === 'aguardando') query = query.where('c.estado', '=', 'aguardando_dono');
  if (shape.filtro === 'pausadas') query = query.where('c.estado', '=', 'pausado');
  if (shape.nome) {
    // The instance's matching contacts first: a rare match would otherwise walk every chat.
    const [owner, instance, nome] = [arg(), arg(), arg()];
    const telefone = shape.telefone ? arg() : undefined;
    query = query.where('c.contato_id', 'in', (eb) =>
      eb
        .selectFrom('contatos as m')
        .select('m.id')
        .where('m.user_id', '=', owner)
        .where('m.whatsapp_instance_id', '=', instance)
        .where((w) =>
          w.or([
            w('m.nome', 'ilike', nome),
            ...(telefone === undefined ? [] : [w('m.telefone', 'like', telefone)]),
          ]),
        ),
    );
  }
  if (shape.after) {
    // A row comparison: the index scan starts at the cursor (conversas_list_idx, 0011).
    const [at, id] = [arg(), arg()];
    query = query.where(
      sql<boolean>`(c.last_message_at, c.id) < (${at}::timestamptz, ${id}::uuid)`,
    );
  }
  return query.orderBy('c.last_message_at', 'desc').orderBy('c.id', 'desc').limit(shape.limit);
}

type ConversaListRun = (
  db: Db,
  ...args: string[]
) => Promise<Awaited<ReturnType<ReturnType<typeof buildConversaList>['execute']>>>;
/** One compiled query per shape (at most 4 filters × 3 searches × 2 cursors × page size). */
const conversaListQueries = new Map<string, ConversaListRun>();

export async function listConversaRows(
  db: Db,
  args: {
    userId: string;
    instanceId: string;
    filtro: 'todas' | 'nao_lidas' | 'aguardando' | 'pausadas';
    q?: string;
    after?: { at: Date; id: string };
    limit: number;
  },
) {
  const nome = args.q ? `%${args.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : undefined;
  const digits = args.q ? args.q.replace(/\D/g, '') : '';
  const shape: ListShape = {
    filtro: args.filtro,
    nome: nome !== undefined,
    telefone: digits !== '',
    after: args.after !== undefined,
    limit: args.limit,
  };
  const key = JSON.stringify(shape);
  let run = conversaListQueries.get(key);
  if (!run) {
    run = prepared((d, ...params: string[]) => buildConversaList(d, shape, params));
    conversaListQueries.set(key, run);
  }
  return run(
    db,
    args.userId,
    args.instanceId,
    ...(nome === undefined ? [] : [args.userId, args.instanceId, nome]),
    ...(digits ? [`%${digits}%`] : []),
    ...(args.after ? [args.after.at.toISOString(), args.after.id] : []),
  );
}

const selectConversaId = prepared((db, userId: string, id: string) =>
  db.selectFrom('conversas').select('id').where('user_id', '=', userId).where('id', '=', id),
);

export async function findConversaOwner(db: Db, userId: string, id: string) {
  return (await selectConversaId(db, userId, id))[0];
}

const MENSAGEM_COLUMNS = [
  'id',
  'seq',
  'conversa_id',
  'direction',
  'autor',
  'tipo',
  'texto',
  'send_status',
  'created_at',
] as const;
const newestMensagens = prepared((db, conversaId: string, limit: string) =>
  db
    .selectFrom('mensagens')
    .select(MENSAGEM_COLUMNS)
    .where('conversa_id', '=', conversaId)
    .orderBy('seq', 'desc')
    .limit(sql<number>`${limit}::int`),
);
const olderMensagens = prepared((db, conversaId: string, beforeSeq: string, limit: string) =>
  db
    .selectFrom('mensagens')
    .select(MENSAGEM_COLUMNS)
    .where('conversa_id', '=', conversaId)
    .where('seq', '<', sql<number>`${beforeSeq}::bigint`)
    .orderBy('seq', 'desc')
    .limit(sql<number>`${limit}::int`),
);

export async function listMensagemRows(
  db: Db,
  args: { conversaId: string; beforeSeq?: number; limit: number },
) {
  return args.beforeSeq === undefined
    ? newestMensagens(db, args.conversaId, String(args.limit))
    : olderMensagens(db, args.conversaId, String(args.beforeSeq), String(args.limit));
}

// ---------------------------------------------------------------- the Conversas page's actions

/** One chat of the owner with its contact, as the list shows it; locked when asked (a write). */
export async function findConversaRow(
  db: Db,
  userId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
) {
  const query = selectConversaRows(db, userId).where('c.id', '=', id);
  return (options.forUpdate ? query.forUpdate('c') : query).executeTakeFirst();
}

/** 'IA ativa neste chat': on (and 'Devolver para a IA') is ativo; off is a pause without end. */
export async function setConversaIa(db: Db, id: string, iaAtiva: boolean, at: Date) {
  await db
    .updateTable('conversas')
    .set({ estado: iaAtiva ? 'ativo' : 'pausado', paused_until: null, updated_at: at })
    .where('id', '=', id)
    .execute();
}

/**
 * 'Não é cliente' on or off (docs/decisions/038). The dialog state keeps the same mark for the
 * engine: on, the attendant stays quiet; off ('É cliente'), the chat is the attendant's again.
 */
export async function setConversaNaoCliente(db: Db, id: string, naoCliente: boolean, at: Date) {
  await db
    .updateTable('conversas')
    .set({
      nao_cliente: naoCliente,
      dialog_state: naoCliente
        ? sql`dialog_state || '{"naoCliente":true}'::jsonb`
        : sql`dialog_state - 'naoCliente'`,
      updated_at: at,
    })
    .where('id', '=', id)
    .execute();
}

/** The owner opened the chat. Only a change writes (and so notifies the open panels). */
export async function markConversaRead(db: Db, id: string) {
  await db
    .updateTable('conversas')
    .set({ unread_count: 0 })
    .where('id', '=', id)
    .where('unread_count', '>', 0)
    .execute();
}

/** Chats of an instance waiting for the owner, and chats with unread messages. */
export async function countConversas(db: Db, userId: string, instanceId: string) {
  const row = await db
    .selectFrom('conversas')
    .select([
      sql<string>`count(*) filter (where estado = 'aguardando_dono')`.as('aguardando'),
      sql<string>`count(*) filter (where unread_count > 0)`.as('nao_lidas'),
    ])
    .where('user_id', '=', userId)
    .where('whatsapp_instance_id', '=', instanceId)
    .where('canal', '=', 'whatsapp')
    .where((eb) => eb.or([eb('estado', '=', 'aguardando_dono'), eb('unread_count', '>', 0)]))
    .executeTakeFirstOrThrow();
  return { aguardando: Number(row.aguardando), nao_lidas: Number(row.nao_lidas) };
}
