import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import {
  PendingInstanceSchema,
  type CompleteCheckoutResponse,
} from '@secretaria/shared/billing-schemas';
import { AppError } from '@secretaria/shared/errors';
import { msg } from '@secretaria/shared/messages';
import { gatewayDigits, instanceNumberE164 } from '@secretaria/shared/phone';
import type { WhatsappGateway } from '@/adapters/external-services';
import { createGatewayInstanceWithRetry } from '@/modules/whatsapp/create-with-retry';
import type { DB } from '@/db/schema';
import type { Logger } from '@/lib/logger';
import { isNumberTaken } from '@/modules/instances/instance-number';
import { findNumberHolder, findPaisDdi, insertInstance } from '@/modules/instances/instances.repo';
import { newGatewayName } from '@/modules/whatsapp/gateway-name';
import {
  claimCheckoutSession,
  completeCheckoutSession,
  findCheckoutSession,
  findInstanceByPaymentSession,
  releaseCheckoutSession,
} from './billing.repo';
import { readSubscriptionState } from './handle-stripe-event';
import { asProviderError } from './provider-error';

export type CheckoutDeps = {
  db: Kysely<DB>;
  stripe: Stripe;
  gateway: WhatsappGateway;
  logger: Logger;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Spec §4 "Instance creation after payment": the paid session gives the subscription id, the
 * draft gives the instance, the gateway instance is created (3 attempts, 'already exists' is a
 * success) and the row saved as Inativo/criado or Erro/erro. Runs from the browser's return
 * (`userId` set) and from the checkout.session.completed webhook; whichever comes first creates
 * the instance, the other gets the same instance back.
 */
export async function completeCheckout(
  deps: CheckoutDeps,
  sessionId: string,
  options: { userId?: string; waitForOther?: boolean } = {},
): Promise<CompleteCheckoutResponse | undefined> {
  const { db, stripe, gateway, logger } = deps;
  const checkout = await findCheckoutSession(db, sessionId, options.userId);
  if (!checkout) throw new AppError('NOT_FOUND', msg.pendingInstanceMissing);

  const existing = async () => {
    const row = await findInstanceByPaymentSession(db, sessionId);
    return row?.subscription_id && row.evolution_status
      ? {
          instanceId: row.id,
          subscription_id: row.subscription_id,
          evolution_status: row.evolution_status,
          alreadyExisted: false,
          existing: true,
          numberRefused: row.full_phone_number === null,
        }
      : undefined;
  };
  const done = await existing();
  if (done) return done;

  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.retrieve(sessionId);
  } catch (error) {
    throw asProviderError(error, msg.subscriptionDataError);
  }
  if (session.status !== 'complete' || session.payment_status === 'unpaid')
    throw new AppError('CONFLICT', msg.paymentNotConfirmed);
  const subscriptionId =
    typeof session.subscription === 'string' ? session.subscription : session.subscription?.id;
  if (!subscriptionId) throw new AppError('UNAVAILABLE', msg.subscriptionDataError);

  if (!(await claimCheckoutSession(db, sessionId))) {
    if (!options.waitForOther) return undefined;
    for (let waited = 0; waited < 20_000; waited += 250) {
      await sleep(250);
      const created = await existing();
      if (created) return created;
    }
    throw new AppError('CONFLICT', msg.paymentNotConfirmed);
  }

  try {
    const draft = PendingInstanceSchema.parse(checkout.draft);
    const pais = await findPaisDdi(db, draft.countryId);
    if (!pais) throw new AppError('VALIDATION', msg.countryLookupError);
    // The number was free when the checkout started; another instance may have taken it while
    // the owner paid. The paid instance is then created without it (docs/decisions/028).
    const wanted = instanceNumberE164(pais.ddi, draft.phoneNumber);
    const fullPhoneNumber = wanted && !(await findNumberHolder(db, wanted)) ? wanted : null;
    const webhookSecret = randomBytes(32).toString('hex');
    const gatewayName = newGatewayName();
    const creation = await createGatewayInstanceWithRetry(gateway.client, gatewayName, {
      attempts: gateway.createAttempts,
      delayMs: gateway.createDelayMs,
      webhookUrl: gateway.webhookUrl(webhookSecret),
      ...(fullPhoneNumber ? { number: gatewayDigits(fullPhoneNumber) } : {}),
    });
    if (creation.evolutionStatus === 'erro')
      logger.warn({ sessionId, attempts: creation.attempts }, 'instância não criada no WhatsApp');
    const subscription = await readSubscriptionState(stripe, subscriptionId).catch(
      (error: unknown) => {
        // The webhook keeps these fields true later; the instance must not be lost for them.
        logger.warn({ err: error, subscriptionId }, 'assinatura não lida; o webhook completa');
        return undefined;
      },
    );
    const row = (number: string | null) => ({
      user_id: checkout.user_id,
      name: draft.name,
      phone_number: number ? draft.phoneNumber : null,
      full_phone_number: number,
      pais_id: pais.id,
      assistant_name: draft.assistantName,
      timezone: draft.timezone,
      timezone_offset: draft.timezone_offset,
      status: creation.evolutionStatus === 'criado' ? 'Inativo' : 'Erro',
      evolution_status: creation.evolutionStatus,
      subscription_id: subscriptionId,
      payment_session_id: sessionId,
      price_id: subscription?.price_id ?? checkout.plan_id,
      subscription_status: subscription?.subscription_status ?? null,
      subscription_renewal_date: subscription?.subscription_renewal_date ?? null,
      webhook_secret: webhookSecret,
      gateway_name: gatewayName,
    });
    let numberRefused = wanted !== undefined && fullPhoneNumber === null;
    const instanceId = await insertInstance(db, row(fullPhoneNumber)).catch(
      async (error: unknown) => {
        // Two checkouts for one number completing at once: the unique index lets one have it.
        if (!isNumberTaken(error)) throw error;
        numberRefused = true;
        return insertInstance(db, row(null));
      },
    );
    if (numberRefused)
      logger.warn({ sessionId }, 'número já usado por outra instância: instância criada sem ele');
    await completeCheckoutSession(db, sessionId, instanceId);
    return {
      instanceId,
      subscription_id: subscriptionId,
      evolution_status: creation.evolutionStatus,
      alreadyExisted: creation.alreadyExisted,
      existing: false,
      numberRefused,
    };
  } catch (error) {
    await releaseCheckoutSession(db, sessionId);
    throw error;
  }
}
