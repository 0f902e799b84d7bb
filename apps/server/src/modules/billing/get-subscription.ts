import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import type { SubscriptionResponse } from '@secretaria/shared/billing-schemas';
import { planLabel } from '@secretaria/shared/plans';
import type { DB } from '@/db/schema';
import type { Logger } from '@/lib/logger';
import { instanceNotFound } from '@/lib/not-found';
import { findInstanceBilling } from './billing.repo';
import { getPaymentHistory } from './payment-history';

/**
 * The Gerenciar assinatura tab: plan, renewal date (kept true by the webhooks) and the payment
 * history read from the provider. A provider failure empties the list and says so, as the spec's
 * 'Erro ao carregar histórico de pagamentos' does; the rest of the tab still shows.
 */
export async function getSubscription(
  db: Kysely<DB>,
  stripe: Stripe,
  logger: Logger,
  userId: string,
  instanceId: string,
): Promise<SubscriptionResponse> {
  const row = await findInstanceBilling(db, userId, instanceId);
  if (!row) throw instanceNotFound();
  let payments: SubscriptionResponse['payments'] = [];
  let paymentsAvailable = true;
  if (row.subscription_id) {
    try {
      payments = await getPaymentHistory(stripe, row.subscription_id, row.price_id);
    } catch (error) {
      logger.warn({ err: error, instanceId }, 'histórico de pagamentos indisponível');
      paymentsAvailable = false;
    }
  }
  return {
    price_id: row.price_id,
    planLabel: planLabel(row.price_id),
    status: 'Ativo',
    providerStatus: row.subscription_status,
    subscription_renewal_date: row.subscription_renewal_date
      ? new Date(row.subscription_renewal_date).toISOString()
      : null,
    cancel_at: row.subscription_cancel_at
      ? new Date(row.subscription_cancel_at).toISOString()
      : null,
    closed: row.closed_at !== null,
    payments,
    paymentsAvailable,
  };
}
