import { sql, type Kysely, type Transaction } from 'kysely';
import { lease } from '@/db/lease';
import type { DB } from '@/db/schema';

type Db = Kysely<DB> | Transaction<DB>;
type Autor = DB['mensagens']['autor'];

/**
 * The outbound layer's queries (issue 26): the sender's claims and records of pending messages,
 * and the panel's retry of a failed one.
 */

/**
 * Claims the oldest outbound message due for an attempt whose chat has no older one still
 * pending (replies go out in order), counting the attempt, and returns it with where it goes (the
 * gateway's instance, the chat's key). An expired lease (a process that died mid-send) makes the
 * row claimable again.
 */
export async function claimPendingOutbound(
  db: Db,
  args: { workerId: string; now: Date; leaseUntil: Date },
) {
  const result = await sql<{
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
  }>`
    update mensagens set ${lease.take(args.workerId, args.leaseUntil)},
      attempts = attempts + 1
    where id = (
      select m.id from mensagens m
      where m.send_status = 'pendente' and m.next_attempt_at <= ${args.now}
        and ${lease.isFree(args.now, 'm')}
        and not exists (
          select 1 from mensagens p
          where p.conversa_id = m.conversa_id and p.send_status = 'pendente' and p.seq < m.seq
            -- A reminder or notice waiting for its number's paced slot (never tried yet) does
            -- not hold back a reply to the customer (docs/decisions/032).
            and not (p.autor in ('lembrete', 'sistema') and p.attempts = 0
              and p.next_attempt_at > ${args.now})
        )
      order by m.next_attempt_at, m.seq
      limit 1
      for update skip locked
    )
    returning id, user_id, whatsapp_instance_id, conversa_id, autor, agendamento_id, attempts, texto,
      (select remote_jid from conversas c where c.id = mensagens.conversa_id) as remote_jid,
      (select canal from conversas c where c.id = mensagens.conversa_id) as canal,
      (select gateway_name from whatsapp_instances i
        where i.id = mensagens.whatsapp_instance_id) as gateway_name
  `.execute(db);
  return result.rows[0];
}

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
