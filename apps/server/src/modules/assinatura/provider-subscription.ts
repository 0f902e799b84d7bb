import type { Kysely } from 'kysely';
import Stripe from 'stripe';
import { assinaturaUi } from '@secretaria/shared/assinatura-schemas';
import { AppError } from '@secretaria/shared/errors';
import type { DB } from '@/db/schema';
import { updateSubscriptionState } from '@/modules/billing/billing.repo';
import { subscriptionState } from '@/modules/billing/handle-stripe-event';
import { asProviderError } from '@/modules/billing/provider-error';
import { orInstanceNotFound } from '@/lib/not-found';
import { findOwnedInstance } from './assinatura.repo';

/** Statuses in which a subscription will never charge again. */
export const ENDED = new Set<Stripe.Subscription.Status>(['canceled', 'incomplete_expired']);

/**
 * The owner's open instance and its subscription as the provider has it now. A closed instance,
 * one without a subscription, or one whose subscription has ended is a 409 in pt-BR.
 */
export async function liveSubscription(
  db: Kysely<DB>,
  stripe: Stripe,
  userId: string,
  instanceId: string,
) {
  const instance = orInstanceNotFound(await findOwnedInstance(db, userId, instanceId));
  if (instance.closed_at) throw new AppError('CONFLICT', assinaturaUi.closedInstance);
  if (!instance.subscription_id) throw new AppError('CONFLICT', assinaturaUi.noSubscription);
  const subscription = await stripe.subscriptions
    .retrieve(instance.subscription_id)
    .catch((error: unknown) => {
      throw asProviderError(error);
    });
  if (ENDED.has(subscription.status))
    throw new AppError('CONFLICT', assinaturaUi.subscriptionEnded);
  return { instance, subscription };
}

/** Saves what the provider answered at once; the webhook that follows converges on the same. */
export async function saveSubscription(db: Kysely<DB>, subscription: Stripe.Subscription) {
  await updateSubscriptionState(db, subscription.id, subscriptionState(subscription));
}

export const isMissing = (error: unknown) =>
  error instanceof Stripe.errors.StripeError &&
  (error.statusCode === 404 || error.code === 'resource_missing');
