import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import type { CreateCheckoutRequest } from '@secretaria/shared/billing-schemas';
import { AppError } from '@secretaria/shared/errors';
import { msg } from '@secretaria/shared/messages';
import { PLANS } from '@secretaria/shared/plans';
import type { DB } from '@/db/schema';
import { resolveInstanceNumber } from '@/modules/instances/instance-number';
import { insertCheckoutSession } from './billing.repo';
import { asProviderError } from './provider-error';

/**
 * Spec §7 create-checkout: a subscription checkout for the plan's monthly price with the plan's
 * promotion code (R$ 27,00 for the first 30 days). The instance draft is kept with the session
 * so the instance can be created from the payment alone (spec §4, DESIGN.md §5). A number that
 * another instance holds is refused before the provider is called.
 */
export async function createCheckout(
  db: Kysely<DB>,
  stripe: Stripe,
  publicUrl: string,
  user: { id: string; email: string },
  input: CreateCheckoutRequest,
): Promise<{ url: string }> {
  const plan = PLANS[input.planId];
  if (input.promoCode !== undefined && input.promoCode.toUpperCase() !== plan.promoCode)
    throw new AppError('VALIDATION', msg.promoCodeInvalid, { promoCode: msg.promoCodeInvalid });
  // A number another instance holds is refused here, before any payment (docs/decisions/028).
  await resolveInstanceNumber(db, user.id, input.instance, { field: 'instance.phoneNumber' });

  let session: Stripe.Checkout.Session;
  try {
    const prices = await stripe.prices.list({ lookup_keys: [plan.id], active: true, limit: 1 });
    const price = prices.data[0];
    if (!price) throw new AppError('UNAVAILABLE', msg.paymentErrorFallback);
    const promotions = await stripe.promotionCodes.list({
      code: input.promoCode ?? plan.promoCode,
      active: true,
      limit: 1,
    });
    const promotion = promotions.data[0];
    const metadata = { user_id: user.id, plan_id: plan.id };
    session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: price.id, quantity: 1 }],
      ...(promotion ? { discounts: [{ promotion_code: promotion.id }] } : {}),
      success_url: `${publicUrl}/painel/instancias?success=true&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${publicUrl}/painel/instancias?checkout=cancelado`,
      client_reference_id: user.id,
      customer_email: user.email,
      metadata,
      subscription_data: { metadata },
    });
  } catch (error) {
    throw asProviderError(error, msg.paymentErrorFallback);
  }
  if (!session.url) throw new AppError('UNAVAILABLE', msg.checkoutNoUrl);
  await insertCheckoutSession(db, {
    id: session.id,
    user_id: user.id,
    plan_id: plan.id,
    draft: input.instance,
  });
  return { url: session.url };
}
