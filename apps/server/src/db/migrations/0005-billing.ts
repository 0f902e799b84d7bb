import { sql, type Kysely } from 'kysely';

/** Stripe event de-duplication and the subscription's own status (the instance status is the WhatsApp connection). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table stripe_events (
      id text primary key,
      type text not null,
      received_at timestamptz not null default now()
    );
    alter table whatsapp_instances add column subscription_status text;
    create index whatsapp_instances_subscription_idx on whatsapp_instances (subscription_id);
  `.execute(db);
}
