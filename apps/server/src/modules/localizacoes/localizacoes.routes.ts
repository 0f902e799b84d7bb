import { createRoute, z } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import {
  LocalizacaoRequestSchema,
  LocalizacaoSchema,
} from '@secretaria/shared/localizacoes-schemas';
import type { DB } from '@/db/schema';
import { createApi, idParams, jsonBody, noContentResponses, ownedResponses } from '@/lib/openapi';
import type { AuthedEnv } from '@/middleware/require-user';
import {
  createLocalizacao,
  deleteLocalizacao,
  listLocalizacoes,
  updateLocalizacao,
} from './localizacoes.service';

const tags = ['Localizações'];
const routes = {
  list: createRoute({
    method: 'get',
    path: '/instances/{instanceId}/localizacoes',
    tags,
    summary: 'Localizações da instância',
    request: { params: idParams('instanceId') },
    responses: ownedResponses(z.array(LocalizacaoSchema), 'Lista'),
  }),
  create: createRoute({
    method: 'post',
    path: '/instances/{instanceId}/localizacoes',
    tags,
    summary: 'Nova localização',
    request: { params: idParams('instanceId'), body: jsonBody(LocalizacaoRequestSchema) },
    responses: ownedResponses(LocalizacaoSchema, 'Localização adicionada', 201),
  }),
  update: createRoute({
    method: 'patch',
    path: '/localizacoes/{id}',
    tags,
    summary: 'Edita a localização',
    request: { params: idParams('id'), body: jsonBody(LocalizacaoRequestSchema) },
    responses: ownedResponses(LocalizacaoSchema, 'Localização atualizada'),
  }),
  remove: createRoute({
    method: 'delete',
    path: '/localizacoes/{id}',
    tags,
    summary: 'Remove a localização',
    request: { params: idParams('id') },
    responses: noContentResponses,
  }),
};

export function createLocalizacaoRoutes(db: Kysely<DB>) {
  return createApi<AuthedEnv>()
    .openapi(routes.list, async (c) =>
      c.json(await listLocalizacoes(db, c.var.user.id, c.req.valid('param').instanceId), 200),
    )
    .openapi(routes.create, async (c) =>
      c.json(
        await createLocalizacao(
          db,
          c.var.user.id,
          c.req.valid('param').instanceId,
          c.req.valid('json'),
        ),
        201,
      ),
    )
    .openapi(routes.update, async (c) =>
      c.json(
        await updateLocalizacao(db, c.var.user.id, c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
    )
    .openapi(routes.remove, async (c) => {
      await deleteLocalizacao(db, c.var.user.id, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
