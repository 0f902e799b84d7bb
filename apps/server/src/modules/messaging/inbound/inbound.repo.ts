import { sql, type Kysely, type Transaction } from 'kysely';
import { lease } from '@/db/lease';
import type { DB } from '@/db/schema';
import { notifyAboutConversa } from '@/modules/avisos/notify-owner';

type Db = Kysely<DB> | Transaction<DB>;
type Autor = DB['mensagens']['autor'];
type Tipo = 'texto' | 'audio' | 'imagem' | 'video' | 'sticker' | 'documento' | 'outro';

/**
 * The inbound layer's queries (issue 26): a gateway's events stored once — the chat, the message
 * (unique per instance and gateway id), the chat's counters and pause — and our echoed sends.
 */

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
      sent_at = ${echo.at}, ${lease.released}
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
    choice_id?: string | null;
    media_ref?: string | null;
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

/**
 * What the gateway reports of one of our sends (issue 27 item 2, migration 0031), matched by its
 * gateway id within the instance only (another owner's line never changes this one's messages).
 * A status only moves a message up (`entrega_ordem`: sent, delivered, read, failed last and
 * final). One that comes before the sender stored the gateway id waits in entregas_antecipadas
 * until the id is written (the trigger of 0031), under the same advisory lock, so neither side
 * misses the other; waiting statuses older than `forgetBefore` (another integration's sends,
 * never ours) are dropped on the way.
 */
export async function recordDeliveryStatus(
  db: Kysely<DB>,
  s: {
    instanceId: string;
    gatewayId: string;
    status: 'enviado' | 'entregue' | 'lido' | 'falhou';
    errorCode: number | null;
    at: Date;
    forgetBefore: Date;
  },
): Promise<'mensagem' | 'antecipada' | 'sem efeito'> {
  return db.transaction().execute(async (tx) => {
    await sql`
      select pg_advisory_xact_lock(hashtextextended(${s.instanceId}::text || ':' || ${s.gatewayId}::text, 0))
    `.execute(tx);
    const updated = await sql<{
      id: string;
      autor: string;
      user_id: string;
      conversa_id: string;
      agendamento_id: string | null;
    }>`
      update mensagens set delivery_status = ${s.status}, delivery_error_code = ${s.errorCode},
        delivery_at = ${s.at}
      where whatsapp_instance_id = ${s.instanceId} and gateway_message_id = ${s.gatewayId}
        and direction = 'out'
        and entrega_ordem(delivery_status) < entrega_ordem(${s.status}::text)
      returning id, autor, user_id, conversa_id, agendamento_id
    `.execute(tx);
    const [row] = updated.rows;
    if (row) {
      // A reminder or notice WhatsApp could not deliver (outside the window, a number not on
      // WhatsApp…): the owner is told, so the customer can be called — never a silent failure.
      if (s.status === 'falhou' && (row.autor === 'lembrete' || row.autor === 'sistema'))
        await notifyAboutConversa(
          tx,
          {
            kind: 'envio_falhou',
            user_id: row.user_id,
            whatsapp_instance_id: s.instanceId,
            conversa_id: row.conversa_id,
            agendamento_id: row.agendamento_id,
            chave: row.id,
          },
          s.at,
        );
      return 'mensagem';
    }
    if (await hasGatewayMessage(tx, s.instanceId, s.gatewayId)) return 'sem efeito';
    await sql`
      insert into entregas_antecipadas (whatsapp_instance_id, gateway_message_id, status, error_code, at)
      values (${s.instanceId}, ${s.gatewayId}, ${s.status}, ${s.errorCode}, ${s.at})
      on conflict (whatsapp_instance_id, gateway_message_id) do update
        set status = excluded.status, error_code = excluded.error_code, at = excluded.at
        where entrega_ordem(entregas_antecipadas.status) < entrega_ordem(excluded.status)
    `.execute(tx);
    await sql`delete from entregas_antecipadas where at < ${s.forgetBefore}`.execute(tx);
    return 'antecipada';
  });
}
