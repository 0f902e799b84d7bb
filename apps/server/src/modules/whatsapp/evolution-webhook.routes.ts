import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { AppError } from '@secretaria/shared/errors';
import { msg } from '@secretaria/shared/messages';
import { toConnectionState } from '@/adapters/evolution/evolution-client';
import type { DB } from '@/db/schema';
import { errorResponse } from '@/lib/http-errors';
import { sanitizeUnstorable } from '@/lib/text-input';
import { readJson } from '@/lib/validate';
import { findInstanceByWebhookSecret, setInstanceStatus } from './whatsapp.repo';

const EventSchema = z
  .object({
    event: z.string(),
    instance: z.string().optional(),
    data: z.unknown(),
  })
  .loose();
const ConnectionUpdateSchema = z.object({ state: z.string() }).loose();

/**
 * POST /webhooks/evolution/:secret — one unguessable secret per instance, so a delivery can only
 * touch the instance it was configured for. connection.update keeps the status badge true;
 * messages.upsert is accepted here and handled by the attendant (next issues).
 */
export function createEvolutionWebhookRoutes(db: Kysely<DB>) {
  return new Hono().post('/webhooks/evolution/:secret', async (c) => {
    const secret = c.req.param('secret');
    const instance = /^[0-9a-f]{64}$/.test(secret)
      ? await findInstanceByWebhookSecret(db, secret)
      : undefined;
    if (!instance) return errorResponse(c, new AppError('NOT_FOUND', msg.recordNotFound));
    // A gateway's payload carries a customer's text: what cannot be stored is cleaned, never
    // refused, since a refusal would lose the message (docs/decisions/011).
    const parsed = EventSchema.safeParse(sanitizeUnstorable(await readJson(c)));
    if (!parsed.success)
      return errorResponse(c, new AppError('VALIDATION', 'Evento do WhatsApp inválido.'));
    const event = parsed.data.event.toLowerCase().replace('_', '.');
    if (event === 'connection.update') {
      const data = ConnectionUpdateSchema.safeParse(parsed.data.data);
      if (!data.success)
        return errorResponse(c, new AppError('VALIDATION', 'Evento do WhatsApp inválido.'));
      if (data.data.state !== 'connecting') {
        await setInstanceStatus(
          db,
          instance.id,
          toConnectionState(data.data.state) === 'CONNECTED' ? 'Ativo' : 'Inativo',
        );
      }
    }
    return c.json({ received: true });
  });
}
