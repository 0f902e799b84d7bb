import type { Kysely } from 'kysely';
import type { DB } from '@/db/schema';

/** Records a Stripe event id; false when it was already seen (a duplicate delivery). */
export async function recordStripeEvent(
  db: Kysely<DB>,
  id: string,
  type: string,
): Promise<boolean> {
  const row = await db
    .insertInto('stripe_events')
    .values({ id, type })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function forgetStripeEvent(db: Kysely<DB>, id: string): Promise<void> {
  await db.deleteFrom('stripe_events').where('id', '=', id).execute();
}

export async function updateSubscriptionState(
  db: Kysely<DB>,
  subscriptionId: string,
  state: {
    subscription_status: string;
    price_id: 'start' | 'pro' | 'ultra' | null;
    subscription_renewal_date: Date | null;
  },
): Promise<number> {
  const rows = await db
    .updateTable('whatsapp_instances')
    // A price without a known plan keeps the instance's current plan.
    .set({
      subscription_status: state.subscription_status,
      subscription_renewal_date: state.subscription_renewal_date,
      ...(state.price_id ? { price_id: state.price_id } : {}),
    })
    .where('subscription_id', '=', subscriptionId)
    .returning('id')
    .execute();
  return rows.length;
}
