import { createRoute } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import {
  RetencaoSettingsSchema,
  UpdateRetencaoRequestSchema,
} from '@secretaria/shared/lgpd-schemas';
import type { DB } from '@/db/schema';
import { createApi, idParams, jsonBody, ownedResponses } from '@/lib/openapi';
import type { AuthedEnv } from '@/middleware/require-user';
import { getRetencaoSettings, updateRetencaoSettings } from './retencao-settings';

const tags = ['Instâncias'];
const routes = {
  get: createRoute({
    method: 'get',
    path: '/instances/{id}/retencao',
    tags,
    summary:
      'Retenção de mensagens (LGPD): meses após os quais as mensagens são apagadas (null: nunca)',
    request: { params: idParams('id') },
    responses: ownedResponses(RetencaoSettingsSchema, 'Retenção de mensagens'),
  }),
  update: createRoute({
    method: 'patch',
    path: '/instances/{id}/retencao',
    tags,
    summary: 'Altera a retenção de mensagens: 3 a 60 meses, ou null para nunca apagar',
    request: { params: idParams('id'), body: jsonBody(UpdateRetencaoRequestSchema) },
    responses: ownedResponses(RetencaoSettingsSchema, 'Retenção de mensagens atualizada'),
  }),
};

export function createRetencaoSettingsRoutes(db: Kysely<DB>) {
  return createApi<AuthedEnv>()
    .openapi(routes.get, async (c) =>
      c.json(await getRetencaoSettings(db, c.var.user.id, c.req.valid('param').id), 200),
    )
    .openapi(routes.update, async (c) =>
      c.json(
        await updateRetencaoSettings(
          db,
          c.var.user.id,
          c.req.valid('param').id,
          c.req.valid('json'),
        ),
        200,
      ),
    );
}
