import { Hono } from 'hono';
import { z } from 'zod';
import { AppError } from '@secretaria/shared/errors';
import { msg } from '@secretaria/shared/messages';
import { errorResponse } from '@/lib/http-errors';
import { sanitizeUnstorable } from '@/lib/text-input';
import { readJson } from '@/lib/validate';
import {
  handleEvolutionEvent,
  type EvolutionEventDeps,
} from '@/modules/attendant/handle-evolution-event';
import { findInstanceByWebhookSecret } from './whatsapp.repo';

const EventSchema = z
  .object({
    event: z.string(),
    instance: z.string().optional(),
    data: z.unknown(),
  })
  .loose();

/**
 * POST /webhooks/evolution/:secret — one unguessable secret per instance, so a delivery can only
 * touch the instance it was configured for. The event goes to the attendant's service, which
 * stores it and returns at once: the reply is worked out later by the worker, never here.
 */
export function createEvolutionWebhookRoutes(deps: EvolutionEventDeps) {
  return new Hono().post('/webhooks/evolution/:secret', async (c) => {
    const secret = c.req.param('secret');
    const instance = /^[0-9a-f]{64}$/.test(secret)
      ? await findInstanceByWebhookSecret(deps.db, secret)
      : undefined;
    if (!instance) return errorResponse(c, new AppError('NOT_FOUND', msg.recordNotFound));
    // A gateway's payload carries a customer's text: what cannot be stored is cleaned, never
    // refused, since a refusal would lose the message (docs/decisions/011).
    const parsed = EventSchema.safeParse(sanitizeUnstorable(await readJson(c)));
    if (!parsed.success)
      return errorResponse(c, new AppError('VALIDATION', msg.whatsappEventInvalid));
    await handleEvolutionEvent(deps, instance, parsed.data);
    return c.json({ received: true });
  });
}
