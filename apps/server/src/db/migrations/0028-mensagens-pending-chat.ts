import { sql, type Kysely } from 'kysely';

/**
 * The sender's claim (docs/decisions/046, slice 5; messaging/outbound/outbound.repo.ts).
 *
 * - An index of the pending messages by chat, for the per-chat order check (an older message
 *   still pending in the chat, whether the chat has another one due): through (conversa_id, seq)
 *   on every message it walked the chat's whole history.
 * - The choice of the messages to claim as a function, only so that it can run with bitmap scans
 *   off. The pending index keeps an entry for every message sent since the table's last vacuum
 *   (never, on PGlite); a bitmap scan visits all of them at each claim (16–22 ms a claim once
 *   10,000 were sent), a plain index scan marks each dead the first time it meets it and skips
 *   it after. With few messages due, the planner picks the bitmap; a SET on the statement would
 *   cost a transaction and three more statements per claim.
 *
 * The choice: messages due for an attempt, free (no lease, or an expired one), each the oldest
 * one pending in its chat, except that a reminder or notice waiting for its number's paced slot
 * (never tried yet) does not hold back a reply (docs/decisions/032); oldest first, SKIP LOCKED.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index mensagens_pending_chat_idx on mensagens (conversa_id, seq) where send_status = 'pendente'`.execute(
    db,
  );
  await sql`
    create function outbound_claim_candidates(due_at timestamptz, max_rows integer) returns setof uuid
    language sql volatile
    set enable_bitmapscan = off
    as $$
      select m.id from mensagens m
      where m.send_status = 'pendente' and m.next_attempt_at <= due_at
        and (m.locked_until is null or m.locked_until <= due_at)
        and not exists (
          select 1 from mensagens p
          where p.conversa_id = m.conversa_id and p.send_status = 'pendente' and p.seq < m.seq
            and not (p.autor in ('lembrete', 'sistema') and p.attempts = 0
              and p.next_attempt_at > due_at)
        )
      order by m.next_attempt_at, m.seq
      limit max_rows
      for update of m skip locked
    $$
  `.execute(db);
}
