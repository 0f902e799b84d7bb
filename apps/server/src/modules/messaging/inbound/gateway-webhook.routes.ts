import { Hono, type Context } from 'hono';
import { AppError } from '@secretaria/shared/errors';
import { msg } from '@secretaria/shared/messages';
import { errorResponse } from '@/lib/http-errors';
import { sanitizeUnstorable } from '@/lib/text-input';
import { findInstanceByWebhookSecret } from '@/modules/whatsapp/whatsapp.repo';
import type { GatewayWebhooks, WebhookDelivery, WebhookRead } from '../gateway-port';
import { receiveGatewayEvents, type ReceiveDeps, type ReceivingInstance } from './receive-events';

/** The raw bytes of a request, its headers and query, for the adapter (port change 1). */
async function deliveryOf(c: Context): Promise<WebhookDelivery> {
  return {
    rawBody: new Uint8Array(await c.req.arrayBuffer()),
    header: (name) => c.req.header(name),
    query: c.req.query(),
  };
}

/** A delivery that is not read: forged (401), not JSON, or no event of this gateway (400). */
function refusal(c: Context, read: Extract<WebhookRead, { ok: false }>) {
  if (read.reason === 'assinatura')
    return errorResponse(c, new AppError('UNAUTHENTICATED', msg.whatsappSignatureInvalid));
  if (read.reason === 'json')
    return errorResponse(c, new AppError('INVALID_JSON', msg.invalidBody));
  return errorResponse(c, new AppError('VALIDATION', msg.whatsappEventInvalid));
}

/**
 * A gateway's webhooks (docs/decisions/046, 047). 'path' addressing: POST
 * /webhooks/<gateway>/:secret, one unguessable secret per instance, so a delivery can only touch
 * the instance it was configured for. 'app' addressing (the Cloud API): GET /webhooks/<gateway>
 * answers the verification handshake; POST is signed with the app's secret (checked by the
 * adapter on the raw bytes before anything is parsed) and each event names its line, found by
 * `findLine` (an unknown line is logged and skipped). Either way the events are stored and the
 * answer goes at once: the reply is worked out later by the worker, never here.
 */
export function createGatewayWebhookRoutes(
  webhooks: GatewayWebhooks,
  deps: ReceiveDeps & {
    /** The instance of a line the gateway names (Meta: its phone number ID). */
    findLine?: (lineId: string) => Promise<ReceivingInstance | undefined>;
  },
) {
  // A gateway's payload carries a customer's text: what cannot be stored is cleaned, never
  // refused, since a refusal would lose the message (docs/decisions/011).
  const read = async (c: Context) => {
    const result = webhooks.parseWebhook(await deliveryOf(c));
    return result.ok ? { ...result, lines: sanitizeUnstorable(result.lines) } : result;
  };

  if (webhooks.addressing === 'path') {
    return new Hono().post(`/webhooks/${webhooks.kind}/:secret`, async (c) => {
      const secret = c.req.param('secret');
      const instance = /^[0-9a-f]{64}$/.test(secret)
        ? await findInstanceByWebhookSecret(deps.db, secret)
        : undefined;
      if (!instance) return errorResponse(c, new AppError('NOT_FOUND', msg.recordNotFound));
      const result = await read(c);
      if (!result.ok) return refusal(c, result);
      for (const line of result.lines) await receiveGatewayEvents(deps, instance, line.events);
      return c.json({ received: true });
    });
  }

  const path = `/webhooks/${webhooks.kind}`;
  return new Hono()
    .get(path, (c) => {
      const answer = webhooks.answerHandshake?.(c.req.query()) ?? { status: 403 as const };
      if (answer.status !== 200) {
        deps.logger.warn({ gateway: webhooks.kind }, 'verificação do webhook recusada');
        return errorResponse(c, new AppError('FORBIDDEN', msg.whatsappVerifyTokenInvalid));
      }
      return c.text(answer.body, 200);
    })
    .post(path, async (c) => {
      const result = await read(c);
      if (!result.ok) {
        deps.logger.warn({ gateway: webhooks.kind, reason: result.reason }, 'webhook recusado');
        return refusal(c, result);
      }
      for (const line of result.lines) {
        const instance = line.lineId ? await deps.findLine?.(line.lineId) : undefined;
        if (!instance) {
          // A number no instance has (any more): Meta keeps sending until the WABA is unsubscribed.
          deps.logger.info(
            { gateway: webhooks.kind, lineId: line.lineId, events: line.events.length },
            'webhook de uma linha sem instância ignorado',
          );
          continue;
        }
        await receiveGatewayEvents(deps, instance, line.events);
      }
      return c.json({ received: true });
    });
}
