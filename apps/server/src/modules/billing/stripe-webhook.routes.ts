import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import { AppError } from '@secretaria/shared/errors';
import type { DB } from '@/db/schema';
import { errorResponse } from '@/lib/http-errors';
import type { Logger } from '@/lib/logger';
import type { WhatsappGateway } from '@/adapters/external-services';
import { forgetStripeEvent, recordStripeEvent } from './billing.repo';
import { completeCheckout } from './complete-checkout';
import { handleStripeEvent } from './handle-stripe-event';

/**
 * POST /webhooks/stripe: the signature is verified on the raw body, each event id takes effect
 * once, and a failure un-records the event so Stripe's retry can succeed later.
 */
export function createStripeWebhookRoutes(deps: {
  db: Kysely<DB>;
  stripe: Stripe;
  webhookSecret: string;
  logger: Logger;
  /** With a gateway, a completed checkout creates its instance even if the browser never returns. */
  gateway?: WhatsappGateway;
}) {
  const { gateway } = deps;
  const onCheckoutCompleted = gateway
    ? async (sessionId: string) => {
        await completeCheckout({ ...deps, gateway }, sessionId).catch((error: unknown) => {
          // A checkout of another product, or one the browser is completing right now.
          if (error instanceof AppError && error.code === 'NOT_FOUND') return;
          throw error;
        });
      }
    : undefined;
  return new Hono().post('/webhooks/stripe', async (c) => {
    const raw = await c.req.text();
    let event: Stripe.Event;
    try {
      event = deps.stripe.webhooks.constructEvent(
        raw,
        c.req.header('stripe-signature') ?? '',
        deps.webhookSecret,
      );
    } catch {
      return errorResponse(c, new AppError('VALIDATION', 'Assinatura do webhook inválida.'));
    }
    if (!(await recordStripeEvent(deps.db, event.id, event.type)))
      return c.json({ received: true, duplicate: true });
    try {
      await handleStripeEvent(deps.db, deps.stripe, event, onCheckoutCompleted);
    } catch (error) {
      await forgetStripeEvent(deps.db, event.id);
      deps.logger.error({ err: error, eventId: event.id }, 'falha ao processar evento do Stripe');
      return errorResponse(
        c,
        new AppError('UNAVAILABLE', 'Não foi possível processar o evento agora.'),
      );
    }
    return c.json({ received: true });
  });
}
