import { sql, type Kysely } from 'kysely';

/**
 * A message that went out as a Meta template (issue 27 items 4 and 7, docs/decisions/047): the
 * sender marks it when the official API's 24-hour window made it send the approved template
 * instead of the text. Meta charges per template message, so the panel counts them per calendar
 * month in the instance's zone; the partial index keeps that count off the rest of `mensagens`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table mensagens add column sent_as_template boolean not null default false;
    create index mensagens_sent_as_template
      on mensagens (whatsapp_instance_id, sent_at) where sent_as_template;
  `.execute(db);
}
