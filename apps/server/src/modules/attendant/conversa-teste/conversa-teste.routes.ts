import { createRoute } from '@hono/zod-openapi';
import {
  DeletedTestDataSchema,
  SendTestMessageRequestSchema,
  SentTestMessageSchema,
  ConversaTesteSchema,
} from '@secretaria/shared/conversa-teste-schemas';
import { createApi, idParams, jsonBody, ownedResponses } from '@/lib/openapi';
import type { AuthedEnv } from '@/middleware/require-user';
import {
  deleteConversaTesteData,
  getConversaTeste,
  sendTestMessage,
  type ConversaTesteDeps,
} from './conversa-teste';

const tags = ['Testar atendente'];
const params = idParams('instanceId');
const routes = {
  get: createRoute({
    method: 'get',
    path: '/instances/{instanceId}/teste',
    tags,
    summary: 'A conversa de teste da instância (o dono como cliente de teste)',
    request: { params },
    responses: ownedResponses(ConversaTesteSchema, 'A conversa de teste e suas mensagens'),
  }),
  send: createRoute({
    method: 'post',
    path: '/instances/{instanceId}/teste/mensagens',
    tags,
    summary: 'Envia uma mensagem de teste à atendente, pelo mesmo caminho do WhatsApp',
    request: { params, body: jsonBody(SendTestMessageRequestSchema) },
    responses: ownedResponses(
      SentTestMessageSchema,
      'Mensagem gravada; a resposta vem depois',
      201,
    ),
  }),
  delete: createRoute({
    method: 'delete',
    path: '/instances/{instanceId}/teste',
    tags,
    summary: 'Apagar dados de teste: agendamentos, conversa e contato de teste',
    request: { params },
    responses: ownedResponses(DeletedTestDataSchema, 'O que foi apagado'),
  }),
};

export function createConversaTesteRoutes(deps: ConversaTesteDeps) {
  return createApi<AuthedEnv>()
    .openapi(routes.get, async (c) =>
      c.json(await getConversaTeste(deps.db, c.var.user.id, c.req.valid('param').instanceId), 200),
    )
    .openapi(routes.send, async (c) =>
      c.json(
        await sendTestMessage(
          deps,
          c.var.user.id,
          c.req.valid('param').instanceId,
          c.req.valid('json'),
        ),
        201,
      ),
    )
    .openapi(routes.delete, async (c) =>
      c.json(
        await deleteConversaTesteData(deps.db, c.var.user.id, c.req.valid('param').instanceId),
        200,
      ),
    );
}
