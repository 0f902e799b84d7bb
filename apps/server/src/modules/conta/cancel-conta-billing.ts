import Stripe from 'stripe';
import { AppError } from '@secretaria/shared/errors';
import { contaUi } from '@secretaria/shared/messages';
import type { Logger } from '@/lib/logger';

/** Statuses in which a subscription will never charge again. */
const ENDED = new Set<Stripe.Subscription.Status>(['canceled', 'incomplete_expired']);

const isMissing = (error: unknown) =>
  error instanceof Stripe.errors.StripeError &&
  (error.statusCode === 404 || error.code === 'resource_missing');

/**
 * Stops every charge of the account at the provider before anything is deleted
 * (docs/decisions/025): each subscription still running is cancelled at once, and each checkout
 * never turned into an instance is expired while open, or, when it was paid, its subscription is
 * cancelled too. Already ended or unknown ones count as done, so a second try after a failure
 * finishes the job. Any other provider failure refuses the deletion with a 503.
 */
export async function cancelContaBilling(
  stripe: Stripe,
  logger: Logger,
  input: { subscriptionIds: string[]; checkoutIds: string[] },
): Promise<number> {
  try {
    const subscriptionIds = new Set(input.subscriptionIds);
    for (const id of input.checkoutIds) {
      const session = await stripe.checkout.sessions.retrieve(id).catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      if (session?.status === 'open') await stripe.checkout.sessions.expire(id);
      const paid = session?.subscription;
      if (paid) subscriptionIds.add(typeof paid === 'string' ? paid : paid.id);
    }
    let cancelled = 0;
    for (const id of subscriptionIds) {
      const subscription = await stripe.subscriptions.retrieve(id).catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      if (!subscription || ENDED.has(subscription.status)) continue;
      await stripe.subscriptions.cancel(id);
      cancelled += 1;
    }
    return cancelled;
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    logger.warn({ err: error }, 'exclusão de conta: assinatura não cancelada no provedor');
    throw new AppError('UNAVAILABLE', contaUi.paymentsUnavailable);
  }
}
