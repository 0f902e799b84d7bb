import { sql, type Kysely, type Transaction } from 'kysely';
import { lease } from '@/db/lease';
import type { DB } from '@/db/schema';
import type {
  MessageChoice,
  MessageTemplateRef,
  TemplatePurpose,
} from '@/modules/messaging/message-types';

type Db = Kysely<DB> | Transaction<DB>;
type Autor = DB['mensagens']['autor'];

/**
 * The outbound layer's queries (issue 26): the sender's claims and records of pending messages,
 * and the panel's retry of a failed one.
 */

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
  /** The choices offered with it (0030), sent as buttons or a list where the gateway has them. */
  choices: MessageChoice[] | null;
  /** A proactive message's template (0032): how it goes outside the official API's window. */
  template: MessageTemplateRef | null;
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
  // outbound_claim_candidates (migration 0028): which messages, with bitmap scans off.
  const result = await sql<OutboundClaim>`
    update mensagens set ${lease.take(args.workerId, args.leaseUntil)},
      attempts = attempts + 1
    -- array(): the claim runs once, then the rows are reached by their keys.
    where id = any(array(select outbound_claim_candidates(${args.now}, ${args.limit})))
    returning id, user_id, whatsapp_instance_id, conversa_id, autor, agendamento_id, attempts, texto,
      choices, template,
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
  sent: Array<{ id: string; gatewayId: string | null; asTemplate?: boolean }>,
  at: Date,
) {
  if (sent.length === 0) return;
  await sql`
    update mensagens set send_status = 'enviada', gateway_message_id = v.gateway_id,
      sent_at = ${at}, ${lease.released}, last_error = null, sent_as_template = v.as_template
    from unnest(${sent.map((s) => s.id)}::uuid[], ${sent.map((s) => s.gatewayId)}::text[],
        ${sent.map((s) => s.asTemplate === true)}::boolean[])
      as v(id, gateway_id, as_template)
    where mensagens.id = v.id and mensagens.locked_by = ${workerId}
  `.execute(db);
}

/**
 * Extends this sender's lease on those of `ids` it still holds unrecorded (a send slower than the
 * lease is not taken over and sent twice); how many it still holds.
 */
export async function renewOutboundLease(
  db: Db,
  workerId: string,
  ids: string[],
  until: Date,
): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .updateTable('mensagens')
    .set({ locked_until: until })
    .where('id', 'in', ids)
    .where('locked_by', '=', workerId)
    .where('send_status', '=', 'pendente')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** When the customer last wrote in this chat (the official API's 24-hour window runs from it). */
export async function lastCustomerMessageAt(db: Db, conversaId: string): Promise<Date | null> {
  const row = await db
    .selectFrom('mensagens')
    .select('created_at')
    .where('conversa_id', '=', conversaId)
    .where('direction', '=', 'in')
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? new Date(row.created_at) : null;
}

/** The instance's template for this purpose, if Meta approved it (0032). */
export async function findApprovedTemplate(db: Db, instanceId: string, purpose: TemplatePurpose) {
  return db
    .selectFrom('whatsapp_templates')
    .select(['name', 'language', 'body'])
    .where('whatsapp_instance_id', '=', instanceId)
    .where('purpose', '=', purpose)
    .where('status', '=', 'APPROVED')
    .executeTakeFirst();
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
  values: { gatewayId: string | null; at: Date; asTemplate?: boolean },
) {
  const update = db
    .updateTable('mensagens')
    .set({
      send_status: 'enviada',
      gateway_message_id: values.gatewayId,
      ...(values.asTemplate ? { sent_as_template: true } : {}),
      sent_at: values.at,
      ...lease.releasedValues,
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
      ...lease.releasedValues,
    })
    .where('id', '=', id)
    .where('locked_by', '=', workerId)
    .execute();
}
