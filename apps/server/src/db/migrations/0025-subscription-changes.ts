import { sql, type Kysely } from 'kysely';

/**
 * Subscriptions the owner manages (issue 25, docs/decisions/040):
 * - `subscription_cancel_at`: when a cancellation scheduled at the period's end takes effect
 *   (Stripe's `cancel_at`), kept true by the webhooks; null when none is scheduled.
 * - `closed_at`: an instance deleted with its data kept. Its subscription is cancelled, its
 *   gateway instance gone and its number released; the records stay readable and exportable
 *   until the owner erases them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table whatsapp_instances add column subscription_cancel_at timestamptz;
    alter table whatsapp_instances add column closed_at timestamptz;
  `.execute(db);
}
