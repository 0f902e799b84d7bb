import { createRoute, z } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import { ContatoRequestSchema, ContatoSchema } from '@secretaria/shared/contatos-schemas';
import type { DB } from '@/db/schema';
import { createApi, idParams, jsonBody, noContentResponses, ownedResponses } from '@/lib/openapi';
import type { AuthedEnv } from '@/middleware/require-user';
import { createContato, deleteContato, listContatos, updateContato } from './contatos.service';

const tags = ['Contatos'];
const routes = {
  list: createRoute({
    method: 'get',
    path: '/instances/{instanceId}/contatos',
    tags,
    summary: 'Contatos da instância',
    request: { params: idParams('instanceId') },
    responses: ownedResponses(z.array(ContatoSchema), 'Lista'),
  }),
  create: createRoute({
    method: 'post',
    path: '/instances/{instanceId}/contatos',
    tags,
    summary: 'Novo contato',
    request: { params: idParams('instanceId'), body: jsonBody(ContatoRequestSchema) },
    responses: ownedResponses(ContatoSchema, 'Contato adicionado', 201),
  }),
  update: createRoute({
    method: 'patch',
    path: '/contatos/{id}',
    tags,
    summary: 'Edita o contato',
    request: { params: idParams('id'), body: jsonBody(ContatoRequestSchema) },
    responses: ownedResponses(ContatoSchema, 'Contato atualizado'),
  }),
  remove: createRoute({
    method: 'delete',
    path: '/contatos/{id}',
    tags,
    summary: 'Remove o contato',
    request: { params: idParams('id') },
    responses: noContentResponses,
  }),
};

export function createContatoRoutes(db: Kysely<DB>) {
  return createApi<AuthedEnv>()
    .openapi(routes.list, async (c) =>
      c.json(await listContatos(db, c.var.user.id, c.req.valid('param').instanceId), 200),
    )
    .openapi(routes.create, async (c) =>
      c.json(
        await createContato(
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
        await updateContato(db, c.var.user.id, c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
    )
    .openapi(routes.remove, async (c) => {
      await deleteContato(db, c.var.user.id, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
