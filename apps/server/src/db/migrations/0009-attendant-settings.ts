import { sql, type Kysely } from 'kysely';

/**
 * The attendant's settings of issue 12 (the 'Atendente' tab): the first reply's greeting (null:
 * the default one), what customers may do by chat, and the cancellation policy (cancel or
 * reschedule by chat only up to N hours before the appointment; 0: always). The ranges are the
 * shared contract's (attendant-settings-schemas); keep both in step.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table whatsapp_instances
      add column greeting text
        constraint whatsapp_instances_greeting_length check (char_length(greeting) <= 500),
      add column allow_booking boolean not null default true,
      add column allow_reschedule boolean not null default true,
      add column allow_cancel boolean not null default true,
      add column cancel_notice_hours integer not null default 0
        constraint whatsapp_instances_cancel_notice_range
        check (cancel_notice_hours between 0 and 720);
  `.execute(db);
}
