import { sql, type Kysely } from 'kysely';

/**
 * The draft of each checkout, kept beside the provider's session id: the instance is created
 * from it once the payment is confirmed, by the browser's return or by the webhook, whichever
 * comes first, and only once (instance_id and the unique payment_session_id).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table checkout_sessions (
      id text primary key,
      user_id uuid not null references "user" ("id") on delete cascade,
      plan_id text not null check (plan_id in ('start', 'pro', 'ultra')),
      draft jsonb not null,
      instance_id uuid references whatsapp_instances (id) on delete set null,
      created_at timestamptz not null default now(),
      claimed_at timestamptz,
      completed_at timestamptz
    );
    create index checkout_sessions_user_idx on checkout_sessions (user_id);
    create unique index whatsapp_instances_payment_session_key
      on whatsapp_instances (payment_session_id) where payment_session_id is not null;
  `.execute(db);
}
