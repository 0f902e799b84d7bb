import { createRoute } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import {
  ListNotificacoesQuerySchema,
  MarcarNotificacoesLidasRequestSchema,
  NotificacoesLidasSchema,
  NotificacoesPageSchema,
} from '@secretaria/shared/notificacoes-schemas';
import type { DB } from '@/db/schema';
import type { Clock } from '@/lib/clock';
import { createApi, idParams, jsonBody, ownedResponses } from '@/lib/openapi';
import type { AuthedEnv } from '@/middleware/require-user';
import { listNotificacoes } from './list-notificacoes';
import { markNotificacaoLida, markNotificacoesLidas } from './mark-notificacoes-lidas';

const tags = ['Avisos'];
const routes = {
  list: createRoute({
    method: 'get',
    path: '/notificacoes',
    tags,
    summary: 'Avisos do dono (mais recentes primeiro) e quantos não foram lidos',
    description:
      'Cada aviso novo ou lido chega ao vivo por GET /api/realtime como `change` da tabela `notificacoes`.',
    request: { query: ListNotificacoesQuerySchema },
    responses: ownedResponses(NotificacoesPageSchema, 'Uma página de avisos'),
  }),
  lidas: createRoute({
    method: 'post',
    path: '/notificacoes/lidas',
    tags,
    summary: "Marca como lidos os avisos indicados, ou todos ('Marcar todas como lidas')",
    request: { body: jsonBody(MarcarNotificacoesLidasRequestSchema) },
    responses: ownedResponses(NotificacoesLidasSchema, 'Quantos foram marcados e quantos restam'),
  }),
  lida: createRoute({
    method: 'post',
    path: '/notificacoes/{id}/lida',
    tags,
    summary: 'Marca um aviso como lido (o dono o abriu)',
    request: { params: idParams('id') },
    responses: ownedResponses(NotificacoesLidasSchema, 'Quantos foram marcados e quantos restam'),
  }),
};

export function createNotificacaoRoutes(db: Kysely<DB>, clock: Clock) {
  return createApi<AuthedEnv>()
    .openapi(routes.list, async (c) =>
      c.json(await listNotificacoes(db, c.var.user.id, c.req.valid('query')), 200),
    )
    .openapi(routes.lidas, async (c) =>
      c.json(
        await markNotificacoesLidas(db, c.var.user.id, clock.now(), c.req.valid('json').ids),
        200,
      ),
    )
    .openapi(routes.lida, async (c) =>
      c.json(
        await markNotificacaoLida(db, c.var.user.id, clock.now(), c.req.valid('param').id),
        200,
      ),
    );
}
