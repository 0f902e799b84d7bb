import { sql, type Kysely } from 'kysely';
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
    subscription_cancel_at: Date | null;
  },
): Promise<number> {
  const rows = await db
    .updateTable('whatsapp_instances')
    // A price without a known plan keeps the instance's current plan.
    .set({
      subscription_status: state.subscription_status,
      subscription_renewal_date: state.subscription_renewal_date,
      subscription_cancel_at: state.subscription_cancel_at,
      ...(state.price_id ? { price_id: state.price_id } : {}),
    })
    .where('subscription_id', '=', subscriptionId)
    .returning('id')
    .execute();
  return rows.length;
}

export async function insertCheckoutSession(
  db: Kysely<DB>,
  values: { id: string; user_id: string; plan_id: 'start' | 'pro' | 'ultra'; draft: unknown },
): Promise<void> {
  await db
    .insertInto('checkout_sessions')
    .values({ ...values, draft: JSON.stringify(values.draft) })
    .execute();
}

/** The checkout draft; with `userId` only the owner's own (another owner's reads as missing). */
export async function findCheckoutSession(db: Kysely<DB>, id: string, userId?: string) {
  let query = db
    .selectFrom('checkout_sessions')
    .select(['id', 'user_id', 'plan_id', 'draft', 'instance_id'])
    .where('id', '=', id);
  if (userId) query = query.where('user_id', '=', userId);
  return query.executeTakeFirst();
}

/**
 * Claims a checkout for instance creation: the browser's return and the webhook may arrive
 * together; one claims it, the other waits for its result. A claim older than two minutes is
 * considered abandoned (a crash mid-way) and can be taken again.
 */
export async function claimCheckoutSession(db: Kysely<DB>, id: string): Promise<boolean> {
  const row = await db
    .updateTable('checkout_sessions')
    .set({ claimed_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('instance_id', 'is', null)
    .where((eb) =>
      eb.or([
        eb('claimed_at', 'is', null),
        eb('claimed_at', '<', sql<Date>`now() - interval '2 minutes'`),
      ]),
    )
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function releaseCheckoutSession(db: Kysely<DB>, id: string): Promise<void> {
  await db
    .updateTable('checkout_sessions')
    .set({ claimed_at: null })
    .where('id', '=', id)
    .execute();
}

export async function completeCheckoutSession(
  db: Kysely<DB>,
  id: string,
  instanceId: string,
): Promise<void> {
  await db
    .updateTable('checkout_sessions')
    .set({ instance_id: instanceId, completed_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

export async function findInstanceByPaymentSession(db: Kysely<DB>, sessionId: string) {
  return db
    .selectFrom('whatsapp_instances')
    .select(['id', 'user_id', 'subscription_id', 'evolution_status', 'full_phone_number'])
    .where('payment_session_id', '=', sessionId)
    .executeTakeFirst();
}

export async function findInstanceBilling(db: Kysely<DB>, userId: string, id: string) {
  return db
    .selectFrom('whatsapp_instances')
    .select([
      'id',
      'subscription_id',
      'subscription_status',
      'price_id',
      'subscription_renewal_date',
      'subscription_cancel_at',
      'closed_at',
    ])
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}
