import { createRoute, z } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import {
  MetaCredentialsRequestSchema,
  WhatsappGatewayResetResponseSchema,
  WhatsappQrResponseSchema,
  WhatsappStateResponseSchema,
} from '@secretaria/shared/whatsapp-schemas';
import type { WhatsappGateway } from '@/adapters/external-services';
import type { DB } from '@/db/schema';
import type { Logger } from '@/lib/logger';
import { createApi, errorResponses, idParams, jsonBody, jsonResponse } from '@/lib/openapi';
import type { AuthedEnv } from '@/middleware/require-user';
import { connectMeta, useQrGateway } from './connect-meta';
import { generateWhatsappQr, getWhatsappState, logoutWhatsapp } from './whatsapp-connection';

const tags = ['WhatsApp'];
const request = { params: idParams('id') };
const failures = {
  400: errorResponses[400],
  401: errorResponses[401],
  404: errorResponses[404],
  409: errorResponses[409],
  503: errorResponses[503],
};

const state = createRoute({
  method: 'get',
  path: '/instances/{id}/whatsapp',
  tags,
  summary: 'Estado da conexão do WhatsApp (conectado marca a instância como Ativo)',
  request,
  responses: { 200: jsonResponse(WhatsappStateResponseSchema, 'Estado'), ...failures },
});
const qr = createRoute({
  method: 'post',
  path: '/instances/{id}/whatsapp/qr',
  tags,
  summary: 'Gera o QR Code para conectar o número',
  request,
  responses: {
    200: jsonResponse(WhatsappQrResponseSchema, 'QR Code ou já conectado'),
    ...failures,
  },
});
const logout = createRoute({
  method: 'post',
  path: '/instances/{id}/whatsapp/logout',
  tags,
  summary: 'Desconecta o WhatsApp (a instância volta a Inativo)',
  request,
  responses: {
    200: jsonResponse(
      z.object({ state: z.literal('DISCONNECTED'), status: z.literal('Inativo') }),
      'Desconectado',
    ),
    ...failures,
  },
});

const connectMetaRoute = createRoute({
  method: 'put',
  path: '/instances/{id}/whatsapp/meta',
  tags,
  summary:
    'Conecta pela API oficial do WhatsApp (Meta): confere o ID do número, o ID da conta e o token com a Meta antes de salvar; o token é guardado criptografado e nunca devolvido',
  request: { params: idParams('id'), body: jsonBody(MetaCredentialsRequestSchema) },
  responses: { 200: jsonResponse(WhatsappStateResponseSchema, 'Conectada'), ...failures },
});
const useQrRoute = createRoute({
  method: 'delete',
  path: '/instances/{id}/whatsapp/meta',
  tags,
  summary: 'Volta para o WhatsApp Web (QR Code): apaga as credenciais da API oficial',
  request,
  responses: {
    200: jsonResponse(WhatsappGatewayResetResponseSchema, 'De volta ao QR Code'),
    ...failures,
  },
});

export function createWhatsappRoutes(deps: {
  db: Kysely<DB>;
  gateway: WhatsappGateway;
  logger: Logger;
}) {
  return createApi<AuthedEnv>()
    .openapi(state, async (c) =>
      c.json(await getWhatsappState(deps, c.var.user.id, c.req.valid('param').id), 200),
    )
    .openapi(qr, async (c) =>
      c.json(await generateWhatsappQr(deps, c.var.user.id, c.req.valid('param').id), 200),
    )
    .openapi(logout, async (c) =>
      c.json(await logoutWhatsapp(deps, c.var.user.id, c.req.valid('param').id), 200),
    )
    .openapi(connectMetaRoute, async (c) =>
      c.json(
        await connectMeta(deps, c.var.user.id, c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
    )
    .openapi(useQrRoute, async (c) =>
      c.json(await useQrGateway(deps, c.var.user.id, c.req.valid('param').id), 200),
    );
}
