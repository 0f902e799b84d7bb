import { sql, type Kysely } from 'kysely';

/**
 * Choices with a message (issue 27, docs/decisions/047): an outbound message's offered choices
 * (reply buttons or list rows on a gateway that has them, the numbered text on one that has not),
 * and the id of the choice an inbound message tapped, read before its text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table mensagens add column choices jsonb, add column choice_id text`.execute(db);
}
