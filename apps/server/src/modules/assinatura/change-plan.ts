import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import {
  assinaturaUi,
  professionalsFit,
  type ChangePlanRequest,
  type PlanChangePreview,
} from '@secretaria/shared/assinatura-schemas';
import { AppError } from '@secretaria/shared/errors';
import { PLANS, type PlanId } from '@secretaria/shared/plans';
import type { DB } from '@/db/schema';
import { asProviderError } from '@/modules/billing/provider-error';
import { countInstanceProfissionais } from './assinatura.repo';
import { liveSubscription, saveSubscription } from './provider-subscription';

type Deps = { db: Kysely<DB>; stripe: Stripe };

/** Stripe's own proration, invoiced and charged at once (docs/decisions/040). */
const PRORATION = 'always_invoice' as const;

async function priceOf(stripe: Stripe, plano: PlanId) {
  const prices = await stripe.prices.list({ lookup_keys: [plano], active: true, limit: 1 });
  const price = prices.data[0];
  if (!price) throw new AppError('UNAVAILABLE', assinaturaUi.previewError);
  return price;
}

async function prepare(deps: Deps, userId: string, instanceId: string, plano: PlanId) {
  const { instance, subscription } = await liveSubscription(
    deps.db,
    deps.stripe,
    userId,
    instanceId,
  );
  const item = subscription.items.data[0];
  if (!item) throw new AppError('CONFLICT', assinaturaUi.noSubscription);
  if (item.price.lookup_key === plano) throw new AppError('CONFLICT', assinaturaUi.samePlan);
  if (subscription.cancel_at_period_end) throw new AppError('CONFLICT', assinaturaUi.cancelPending);
  const count = await countInstanceProfissionais(deps.db, userId, instance.id);
  return { subscription, item, count, fit: professionalsFit(plano, count) };
}

/**
 * What 'Alterar plano' would do, said before the owner confirms: the provider's proration
 * preview (charge now or credit) and whether the instance's professionals fit the new plan.
 */
export async function previewPlanChange(
  deps: Deps,
  userId: string,
  instanceId: string,
  plano: PlanId,
): Promise<PlanChangePreview> {
  const { subscription, item, count, fit } = await prepare(deps, userId, instanceId, plano);
  const prorationDate = Math.floor(Date.now() / 1000);
  try {
    const price = await priceOf(deps.stripe, plano);
    const invoice = await deps.stripe.invoices.createPreview({
      subscription: subscription.id,
      subscription_details: {
        items: [{ id: item.id, price: price.id }],
        proration_behavior: PRORATION,
        proration_date: prorationDate,
      },
    });
    return {
      plano,
      planLabel: PLANS[plano].label,
      proration_date: prorationDate,
      amount_due_cents: invoice.amount_due,
      credit_cents: Math.max(0, -(invoice.total + (invoice.starting_balance ?? 0))),
      monthly_price_cents: price.unit_amount ?? PLANS[plano].priceCents,
      renewal_date: item.current_period_end
        ? new Date(item.current_period_end * 1000).toISOString()
        : null,
      profissionais: count,
      max_profissionais: fit.max,
      allowed: fit.allowed,
      message: fit.message,
    };
  } catch (error) {
    throw asProviderError(error, assinaturaUi.previewError);
  }
}

/**
 * 'Alterar plano': the subscription's item moves to the new plan's price with Stripe's
 * proration, at the preview's instant when the owner saw one. A plan the professionals do not
 * fit is refused (409) and nothing is removed.
 */
export async function changePlan(
  deps: Deps,
  userId: string,
  instanceId: string,
  input: ChangePlanRequest,
): Promise<void> {
  const { subscription, item, fit } = await prepare(deps, userId, instanceId, input.plano);
  if (!fit.allowed) throw new AppError('CONFLICT', fit.message);
  const now = Math.floor(Date.now() / 1000);
  // A preview older than an hour (or from the future) is not the amount the owner agreed to.
  if (input.proration_date !== undefined && Math.abs(now - input.proration_date) > 3600)
    throw new AppError('VALIDATION', assinaturaUi.prorationDateInvalid, {
      proration_date: assinaturaUi.prorationDateInvalid,
    });
  try {
    const price = await priceOf(deps.stripe, input.plano);
    const updated = await deps.stripe.subscriptions.update(subscription.id, {
      items: [{ id: item.id, price: price.id }],
      proration_behavior: PRORATION,
      proration_date: input.proration_date ?? now,
    });
    await saveSubscription(deps.db, updated);
  } catch (error) {
    throw asProviderError(error);
  }
}
