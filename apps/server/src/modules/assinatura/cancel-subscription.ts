import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import { assinaturaUi } from '@secretaria/shared/assinatura-schemas';
import { AppError } from '@secretaria/shared/errors';
import type { DB } from '@/db/schema';
import { asProviderError } from '@/modules/billing/provider-error';
import { liveSubscription, saveSubscription } from './provider-subscription';

type Deps = { db: Kysely<DB>; stripe: Stripe };

/**
 * 'Cancelar assinatura' (at the period's end) and 'Reativar assinatura' (before it ends):
 * `cancel_at_period_end` at the provider, as its customer portal does. The instance keeps
 * working until then; `customer.subscription.deleted` ends it.
 */
export async function setCancelAtPeriodEnd(
  deps: Deps,
  userId: string,
  instanceId: string,
  cancel: boolean,
): Promise<void> {
  const { subscription } = await liveSubscription(deps.db, deps.stripe, userId, instanceId);
  if (subscription.cancel_at_period_end === cancel)
    throw new AppError(
      'CONFLICT',
      cancel ? assinaturaUi.alreadyCancelled : assinaturaUi.notCancelled,
    );
  try {
    const updated = await deps.stripe.subscriptions.update(subscription.id, {
      cancel_at_period_end: cancel,
    });
    await saveSubscription(deps.db, updated);
  } catch (error) {
    throw asProviderError(error);
  }
}
