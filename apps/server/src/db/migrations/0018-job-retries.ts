import { sql, type Kysely } from 'kysely';

/**
 * Job loops that survive restarts and pace what they send (issue 23, docs/decisions/032).
 *
 * - `conversas.turn_failures`: turns of the chat claimed and not finished, counted at each claim
 *   and set back to 0 by a finished turn, so a chat whose turn crashes the process (or fails)
 *   reaches the limit across restarts and replicas and goes to the owner.
 * - `avisos.attempts`: a reminder or notice job that failed is tried again later (its `run_at`
 *   moved by a jittered back-off) and is 'falhou' only after the last attempt.
 * - `whatsapp_instances.proactive_next_at`: per sending instance (one WhatsApp number), the
 *   earliest instant of its next proactive message; each reminder or notice takes the next slot
 *   when it is written (pacing); `proactive_paced_at`, when the last slot was taken (a clock
 *   moved back starts the pace again).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table conversas add column turn_failures integer not null default 0;
    alter table avisos add column attempts integer not null default 0;
    alter table whatsapp_instances
      add column proactive_next_at timestamptz,
      add column proactive_paced_at timestamptz;
  `.execute(db);
}
