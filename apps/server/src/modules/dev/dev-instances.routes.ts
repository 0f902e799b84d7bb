import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '@/db/schema';
import { parseJsonBody } from '@/lib/validate';
import type { AuthedEnv } from '@/middleware/require-user';
import { getInstance } from '@/modules/instances/get-instance';
import { numberTakenOnConflict, resolveInstanceNumber } from '@/modules/instances/instance-number';
import { findBrasilId, insertInstance } from '@/modules/instances/instances.repo';

const DevInstanceSchema = z.strictObject({
  name: z.string().max(100).nullable().optional(),
  phoneNumber: z
    .string()
    .regex(/^\d{10,20}$/)
    .optional(),
  assistantName: z.string().max(100).optional(),
  price_id: z.enum(['start', 'pro', 'ultra']).optional(),
  status: z.enum(['Ativo', 'Inativo', 'Erro']).optional(),
});

/**
 * Embedded mode only: creates an instance for the signed-in owner without checkout, so the panel
 * can be tried and tested before billing is configured. Never mounted with DEV_ROUTES=false.
 */
export function createDevInstanceRoutes(db: Kysely<DB>) {
  return new Hono<AuthedEnv>().post('/api/dev/instances', async (c) => {
    const input = await parseJsonBody(c, DevInstanceSchema);
    const phone =
      input.phoneNumber ?? `119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const userId = c.var.user.id;
    const number = { countryId: await findBrasilId(db), phoneNumber: phone };
    const numberOptions = { field: 'phoneNumber' } as const;
    const { paisId, fullPhoneNumber } = await resolveInstanceNumber(
      db,
      userId,
      number,
      numberOptions,
    );
    const id = await insertInstance(db, {
      user_id: userId,
      name: input.name === undefined ? 'Minha empresa' : input.name,
      phone_number: phone,
      full_phone_number: fullPhoneNumber,
      pais_id: paisId,
      assistant_name: input.assistantName ?? 'Ana',
      price_id: input.price_id ?? 'pro',
      status: input.status ?? 'Inativo',
      evolution_status: 'criado',
    }).catch((error: unknown) =>
      numberTakenOnConflict(db, error, userId, fullPhoneNumber, numberOptions),
    );
    return c.json(await getInstance(db, c.var.user.id, id), 201);
  });
}
