import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '@/db/schema';
import type { MessageChoice, MessageTemplateRef } from '@/modules/messaging/message-types';
import { conversaPreview } from '@/modules/attendant/conversas.repo';

type Db = Kysely<DB> | Transaction<DB>;

// The writes of one batch of reminder and notice jobs (run-avisos.ts), each ONE statement for the
// whole batch, so a reminder costs a fraction of a query (docs/decisions/046, slice 5).

/**
 * The sending numbers' next slots for a batch of proactive messages (pacing, docs/decisions/032):
 * per instance, one gap per message in order; its `proactive_next_at` (or now when that is past)
 * is the first slot, each gap leads to the next, and the instance keeps the slot after the last.
 * Rows are locked in id order, so two runners never deadlock over the same numbers, and the lock
 * serialises them: two jobs never share a slot. Returns the slots per instance, in order.
 */
export async function takeProactiveSlots(
  db: Db,
  gapsByInstance: Map<string, number[]>,
  now: Date,
): Promise<Map<string, Date[]>> {
  const paced = [...gapsByInstance].filter(([, gaps]) => gaps.some((gap) => gap > 0));
  const slots = new Map<string, Date[]>();
  if (paced.length === 0) return slots; // no pace (PROACTIVE_GAP_MS=0)
  const ids = paced.map(([id]) => id);
  const totals = paced.map(([, gaps]) => gaps.reduce((sum, gap) => sum + Math.max(0, gap), 0));
  const { rows } = await sql<{ id: string; proactive_next_at: Date }>`
    with locked as (
      select id from whatsapp_instances where id = any(${ids}::uuid[]) order by id for update
    )
    update whatsapp_instances i set
      -- A slot taken more than a minute after now: the clock was moved back (the test clock);
      -- the pace starts again from now. (Two runners' now differ by moments: not a move.)
      proactive_next_at = (case
          when i.proactive_next_at is null or i.proactive_next_at < ${now}
            or i.proactive_paced_at > ${now}::timestamptz + interval '1 minute'
            then ${now}::timestamptz
          else i.proactive_next_at end) + v.total_ms * interval '1 millisecond',
      proactive_paced_at = ${now}
    from unnest(${ids}::uuid[], ${totals}::float8[]) as v(id, total_ms)
    where i.id = v.id and i.id in (select id from locked)
    returning i.id, i.proactive_next_at
  `.execute(db);
  for (const row of rows) {
    const gaps = gapsByInstance.get(row.id) ?? [];
    const total = gaps.reduce((sum, gap) => sum + Math.max(0, gap), 0);
    let next = new Date(row.proactive_next_at).getTime() - total;
    slots.set(
      row.id,
      gaps.map((gap) => {
        const slot = new Date(next);
        next += Math.max(0, gap);
        return slot;
      }),
    );
  }
  return slots;
}

export type ProactiveConversa = {
  user_id: string;
  whatsapp_instance_id: string;
  remote_jid: string;
  contato_id: string | null;
  /** The text of the chat's newest message in the batch: its line in the Conversas list. */
  texto: string;
};

/**
 * The chats a batch writes to, in ONE upsert by (instance, remote_jid): created when new, their
 * list line (last message, preview) set to the batch's newest message, and a chat without a
 * contact (the owner's own number) never takes one away. Returns each chat's id by
 * `chatMapKey(instance, remote_jid)`.
 */
export async function upsertProactiveConversas(db: Db, conversas: ProactiveConversa[], at: Date) {
  const byKey = new Map<string, ProactiveConversa>();
  for (const conversa of conversas) {
    const key = chatMapKey(conversa.whatsapp_instance_id, conversa.remote_jid);
    const earlier = byKey.get(key);
    // One row per chat (an upsert cannot touch a row twice): the newest text, the contact kept.
    byKey.set(key, { ...conversa, contato_id: conversa.contato_id ?? earlier?.contato_id ?? null });
  }
  const ids = new Map<string, string>();
  if (byKey.size === 0) return ids;
  // In key order, so two runners lock shared chats in the same order.
  const rows = [...byKey].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const saved = await db
    .insertInto('conversas')
    .values(
      rows.map(([, conversa]) => ({
        user_id: conversa.user_id,
        whatsapp_instance_id: conversa.whatsapp_instance_id,
        remote_jid: conversa.remote_jid,
        contato_id: conversa.contato_id,
        last_message_at: at,
        last_message_preview: conversaPreview(conversa.texto),
      })),
    )
    .onConflict((oc) =>
      oc.columns(['whatsapp_instance_id', 'remote_jid']).doUpdateSet({
        contato_id: sql<string | null>`coalesce(excluded.contato_id, conversas.contato_id)`,
        last_message_at: (eb) => eb.ref('excluded.last_message_at'),
        last_message_preview: (eb) => eb.ref('excluded.last_message_preview'),
      }),
    )
    .returning(['id', 'whatsapp_instance_id', 'remote_jid'])
    .execute();
  for (const row of saved) ids.set(chatMapKey(row.whatsapp_instance_id, row.remote_jid), row.id);
  return ids;
}

export const chatMapKey = (instanceId: string, chatKey: string) => `${instanceId} ${chatKey}`;

/**
 * A batch's proactive messages in ONE insert, pending for the sender from `sendAt` (their paced
 * slot). The ids are made here, so each job learns its message's id without relying on the order
 * of RETURNING; the rows' `seq` follows the list's order (messages in order per chat).
 */
export async function insertProactiveMessages(
  db: Db,
  messages: Array<{
    user_id: string;
    whatsapp_instance_id: string;
    conversa_id: string;
    autor: 'lembrete' | 'sistema';
    texto: string;
    agendamento_id: string | null;
    choices?: MessageChoice[];
    template?: MessageTemplateRef;
    sendAt: Date;
  }>,
  at: Date,
): Promise<string[]> {
  if (messages.length === 0) return [];
  const ids = messages.map(() => randomUUID());
  await db
    .insertInto('mensagens')
    .values(
      messages.map(({ sendAt, choices, template, ...message }, i) => ({
        ...message,
        choices: choices?.length ? JSON.stringify(choices) : null,
        template: template ? JSON.stringify(template) : null,
        id: ids[i],
        direction: 'out' as const,
        tipo: 'texto' as const,
        gateway_message_id: null,
        created_at: at,
        send_status: 'pendente' as const,
        next_attempt_at: sendAt,
      })),
    )
    .execute();
  return ids;
}

/** A batch's jobs done ('feito' with their message, or 'ignorado' with the reason), in ONE update. */
export async function finishAvisos(
  db: Db,
  done: Array<{
    id: string;
    status: 'feito' | 'ignorado';
    mensagemId: string | null;
    error: string | null;
  }>,
  at: Date,
) {
  if (done.length === 0) return;
  await sql`
    update avisos set status = v.status, done_at = ${at}, mensagem_id = v.mensagem_id,
      last_error = v.last_error
    from unnest(${done.map((d) => d.id)}::uuid[], ${done.map((d) => d.status)}::text[],
      ${done.map((d) => d.mensagemId)}::uuid[], ${done.map((d) => d.error)}::text[])
      as v(id, status, mensagem_id, last_error)
    where avisos.id = v.id
  `.execute(db);
}

/** Jobs that run late outside the sending window: due again when it opens, in ONE update. */
export async function postponeAvisos(db: Db, postponed: Array<{ id: string; runAt: Date }>) {
  if (postponed.length === 0) return;
  await sql`
    update avisos set run_at = v.run_at
    from unnest(${postponed.map((p) => p.id)}::uuid[],
      ${postponed.map((p) => p.runAt.toISOString())}::timestamptz[]) as v(id, run_at)
    where avisos.id = v.id
  `.execute(db);
}
