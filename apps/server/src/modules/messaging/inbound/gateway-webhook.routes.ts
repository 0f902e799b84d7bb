import { Hono } from 'hono';
import { AppError } from '@secretaria/shared/errors';
import { msg } from '@secretaria/shared/messages';
import { errorResponse } from '@/lib/http-errors';
import { sanitizeUnstorable } from '@/lib/text-input';
import { readJson } from '@/lib/validate';
import { findInstanceByWebhookSecret } from '@/modules/whatsapp/whatsapp.repo';
import type { GatewayWebhooks } from '../gateway-port';
import { receiveGatewayEvents, type ReceiveDeps } from './receive-events';

/**
 * POST /webhooks/<gateway>/:secret — one unguessable secret per instance, so a delivery can only
 * touch the instance it was configured for. The gateway's adapter reads the body into the
 * product's events; they are stored and the answer goes at once: the reply is worked out later by
 * the worker, never here.
 */
export function createGatewayWebhookRoutes(webhooks: GatewayWebhooks, deps: ReceiveDeps) {
  return new Hono().post(`/webhooks/${webhooks.kind}/:secret`, async (c) => {
    const secret = c.req.param('secret');
    const instance = /^[0-9a-f]{64}$/.test(secret)
      ? await findInstanceByWebhookSecret(deps.db, secret)
      : undefined;
    if (!instance) return errorResponse(c, new AppError('NOT_FOUND', msg.recordNotFound));
    // A gateway's payload carries a customer's text: what cannot be stored is cleaned, never
    // refused, since a refusal would lose the message (docs/decisions/011).
    const events = webhooks.parseWebhook(sanitizeUnstorable(await readJson(c)));
    if (!events) return errorResponse(c, new AppError('VALIDATION', msg.whatsappEventInvalid));
    await receiveGatewayEvents(deps, instance, events);
    return c.json({ received: true });
  });
}
