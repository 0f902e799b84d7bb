import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import { isPlanId } from '@secretaria/shared/plans';
import type { DB } from '@/db/schema';
import { updateSubscriptionState } from './billing.repo';

/** The events that can change what the product knows about a subscription. */
export const HANDLED_STRIPE_EVENTS = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
]);

function subscriptionIdOf(event: Stripe.Event): string | undefined {
  const object = event.data.object as unknown as Record<string, unknown>;
  if (object.object === 'subscription') return object.id as string;
  if (typeof object.subscription === 'string') return object.subscription;
  // Invoices of API version dahlia carry the subscription under parent.subscription_details.
  const parent = object.parent as { subscription_details?: { subscription?: unknown } } | undefined;
  const nested = parent?.subscription_details?.subscription;
  return typeof nested === 'string' ? nested : undefined;
}

/**
 * The payload is only a hint: the subscription is fetched again and its current state saved, so
 * duplicate or out-of-order deliveries converge on Stripe's truth.
 */
export async function handleStripeEvent(
  db: Kysely<DB>,
  stripe: Stripe,
  event: Stripe.Event,
  onCheckoutCompleted?: (sessionId: string) => Promise<void>,
): Promise<void> {
  if (!HANDLED_STRIPE_EVENTS.has(event.type)) return;
  const subscriptionId = subscriptionIdOf(event);
  if (!subscriptionId) return;
  await updateSubscriptionState(
    db,
    subscriptionId,
    await readSubscriptionState(stripe, subscriptionId),
  );
  if (event.type === 'checkout.session.completed' && onCheckoutCompleted)
    await onCheckoutCompleted((event.data.object as Stripe.Checkout.Session).id);
}

/** What the product keeps of a subscription: its status, plan, renewal and cancellation dates. */
export async function readSubscriptionState(stripe: Stripe, subscriptionId: string) {
  return subscriptionState(await stripe.subscriptions.retrieve(subscriptionId));
}

export function subscriptionState(subscription: Stripe.Subscription) {
  const item = subscription.items.data[0];
  const planId = item?.price.lookup_key ?? item?.price.metadata?.plan_id;
  return {
    subscription_status: subscription.status,
    price_id: isPlanId(planId) ? planId : null,
    subscription_renewal_date: item?.current_period_end
      ? new Date(item.current_period_end * 1000)
      : null,
    subscription_cancel_at:
      subscription.status !== 'canceled' && subscription.cancel_at
        ? new Date(subscription.cancel_at * 1000)
        : null,
  };
}
