import { sql, type Kysely } from 'kysely';
import type { DB } from '@/db/schema';
import type { QueueSnapshot } from '@/lib/metrics';

type Row = {
  chats: number;
  chats_oldest: Date | null;
  outbound: number;
  outbound_oldest: Date | null;
  avisos: number;
  avisos_oldest: Date | null;
};

/**
 * The three queues in one round trip, each on its own index (conversas_due_idx, the partial
 * index on pending messages, avisos_due): chats with unanswered messages, pending outbound
 * messages (the oldest already due), avisos due by `now`.
 */
export async function readQueues(db: Kysely<DB>, now: Date): Promise<QueueSnapshot> {
  const { rows } = await sql<Row>`
    select
      (select count(*) from conversas where last_unanswered_at is not null) as chats,
      (select min(last_unanswered_at) from conversas) as chats_oldest,
      (select count(*) from mensagens where send_status = 'pendente') as outbound,
      (select min(next_attempt_at) from mensagens
        where send_status = 'pendente' and next_attempt_at <= ${now}) as outbound_oldest,
      (select count(*) from avisos where status = 'pendente' and run_at <= ${now}) as avisos,
      (select min(run_at) from avisos where status = 'pendente' and run_at <= ${now}) as avisos_oldest
  `.execute(db);
  const row = rows[0] as Row;
  return {
    attendant_chats: { depth: Number(row.chats), oldestDueAt: row.chats_oldest },
    outbound_messages: { depth: Number(row.outbound), oldestDueAt: row.outbound_oldest },
    avisos: { depth: Number(row.avisos), oldestDueAt: row.avisos_oldest },
  };
}
