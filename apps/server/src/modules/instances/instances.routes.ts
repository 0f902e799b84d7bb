import { createRoute, z } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import { InstanceSchema, UpdateInstanceRequestSchema } from '@secretaria/shared/instances-schemas';
import type { WhatsappGateway } from '@/adapters/external-services';
import type { DB } from '@/db/schema';
import { createApi, errorResponses, idParams, jsonBody, jsonResponse } from '@/lib/openapi';
import type { AuthedEnv } from '@/middleware/require-user';
import { getInstance } from './get-instance';
import { listInstances } from './list-instances';
import { updateInstance } from './update-instance';

const tags = ['Instâncias'];
const params = idParams('id');

const list = createRoute({
  method: 'get',
  path: '/instances',
  tags,
  summary: 'Instâncias do dono',
  responses: { 200: jsonResponse(z.array(InstanceSchema), 'Lista'), 401: errorResponses[401] },
});
const get = createRoute({
  method: 'get',
  path: '/instances/{id}',
  tags,
  summary: 'Uma instância',
  request: { params },
  responses: { 200: jsonResponse(InstanceSchema, 'Instância'), 404: errorResponses[404] },
});
const update = createRoute({
  method: 'patch',
  path: '/instances/{id}',
  tags,
  summary: 'Salva o formulário da instância',
  request: { params, body: jsonBody(UpdateInstanceRequestSchema) },
  responses: {
    200: jsonResponse(InstanceSchema, 'Instância atualizada'),
    400: errorResponses[400],
    404: errorResponses[404],
    409: errorResponses[409],
    503: errorResponses[503],
  },
});

export function createInstanceRoutes(db: Kysely<DB>, gateway?: WhatsappGateway) {
  return createApi<AuthedEnv>()
    .openapi(list, async (c) => c.json(await listInstances(db, c.var.user.id), 200))
    .openapi(get, async (c) =>
      c.json(await getInstance(db, c.var.user.id, c.req.valid('param').id), 200),
    )
    .openapi(update, async (c) =>
      c.json(
        await updateInstance(
          { db, gateway },
          c.var.user.id,
          c.req.valid('param').id,
          c.req.valid('json'),
        ),
        200,
      ),
    );
}
