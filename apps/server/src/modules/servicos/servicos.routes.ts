import { createRoute, z } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import {
  InstanceServicoRequestSchema,
  ServicoRequestSchema,
  ServicoSchema,
} from '@secretaria/shared/servicos-schemas';
import type { DB } from '@/db/schema';
import { createApi, idParams, jsonBody, noContentResponses, ownedResponses } from '@/lib/openapi';
import type { AuthedEnv } from '@/middleware/require-user';
import { createServico } from './create-servico';
import { deleteServico } from './delete-servico';
import { listServicos } from './list-servicos';
import { updateServico } from './update-servico';

const tags = ['Serviços'];
const SearchQuery = z.object({ q: z.string().max(100, 'Busca muito longa').optional() });

const routes = {
  list: createRoute({
    method: 'get',
    path: '/servicos',
    tags,
    summary: 'Serviços do dono; q busca no nome ou na descrição, sem diferenciar maiúsculas',
    request: { query: SearchQuery },
    responses: ownedResponses(z.array(ServicoSchema), 'Lista'),
  }),
  create: createRoute({
    method: 'post',
    path: '/servicos',
    tags,
    summary: 'Novo serviço numa instância do dono',
    request: { body: jsonBody(ServicoRequestSchema) },
    responses: ownedResponses(ServicoSchema, 'Serviço adicionado', 201),
  }),
  listOfInstance: createRoute({
    method: 'get',
    path: '/instances/{instanceId}/servicos',
    tags,
    summary: 'Serviços da instância',
    request: { params: idParams('instanceId') },
    responses: ownedResponses(z.array(ServicoSchema), 'Lista'),
  }),
  createInInstance: createRoute({
    method: 'post',
    path: '/instances/{instanceId}/servicos',
    tags,
    summary: 'Novo serviço na instância (só o nome é obrigatório)',
    request: { params: idParams('instanceId'), body: jsonBody(InstanceServicoRequestSchema) },
    responses: ownedResponses(ServicoSchema, 'Serviço adicionado', 201),
  }),
  update: createRoute({
    method: 'patch',
    path: '/servicos/{id}',
    tags,
    summary: 'Edita o serviço',
    request: {
      params: idParams('id'),
      body: jsonBody(
        InstanceServicoRequestSchema.extend({
          whatsapp_instance_id: ServicoRequestSchema.shape.whatsapp_instance_id.optional(),
        }),
      ),
    },
    responses: ownedResponses(ServicoSchema, 'Serviço atualizado'),
  }),
  remove: createRoute({
    method: 'delete',
    path: '/servicos/{id}',
    tags,
    summary: 'Exclui o serviço',
    request: { params: idParams('id') },
    responses: noContentResponses,
  }),
};

export function createServicoRoutes(db: Kysely<DB>) {
  return createApi<AuthedEnv>()
    .openapi(routes.list, async (c) =>
      c.json(await listServicos(db, c.var.user.id, { q: c.req.valid('query').q?.trim() }), 200),
    )
    .openapi(routes.create, async (c) =>
      c.json(await createServico(db, c.var.user.id, c.req.valid('json')), 201),
    )
    .openapi(routes.listOfInstance, async (c) =>
      c.json(
        await listServicos(db, c.var.user.id, { instanceId: c.req.valid('param').instanceId }),
        200,
      ),
    )
    .openapi(routes.createInInstance, async (c) =>
      c.json(
        await createServico(db, c.var.user.id, {
          ...c.req.valid('json'),
          whatsapp_instance_id: c.req.valid('param').instanceId,
        }),
        201,
      ),
    )
    .openapi(routes.update, async (c) =>
      c.json(
        await updateServico(db, c.var.user.id, c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
    )
    .openapi(routes.remove, async (c) => {
      await deleteServico(db, c.var.user.id, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
