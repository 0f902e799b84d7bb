import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { AppError } from '@secretaria/shared/errors';
import { IdSchema } from '@secretaria/shared/ids';
import { msg } from '@secretaria/shared/messages';
import { gatewayDigits } from '@secretaria/shared/phone';
import type { MetaTestNumberResponse } from '@secretaria/shared/whatsapp-schemas';
import type { MetaTestNumbers } from '@/adapters/external-services';
import type { DB } from '@/db/schema';
import { instanceNotFound } from '@/lib/not-found';
import type { AuthedEnv } from '@/middleware/require-user';
import { findInstanceGateway } from '@/modules/whatsapp/whatsapp.repo';

/**
 * Embedded mode only (issue 27 item 6): the Cloud API simulator sets up a business number for the
 * owner's instance (its number, new IDs and token), which 'Usar número de teste do simulador'
 * types into the form. The owner then connects it through the same check as a real one. Mounted
 * only with dev routes and the simulator, never against Meta.
 */
export function createDevMetaRoutes(db: Kysely<DB>, simulator: MetaTestNumbers) {
  return new Hono<AuthedEnv>().post('/api/dev/instances/:id/meta-test-number', async (c) => {
    const id = IdSchema.safeParse(c.req.param('id'));
    if (!id.success) throw instanceNotFound();
    const instance = await findInstanceGateway(db, c.var.user.id, id.data);
    if (!instance) throw instanceNotFound();
    if (!instance.full_phone_number) throw new AppError('VALIDATION', msg.phoneNotConfigured);
    const credentials = await simulator.createTestNumber(gatewayDigits(instance.full_phone_number));
    return c.json(credentials satisfies MetaTestNumberResponse, 201);
  });
}
