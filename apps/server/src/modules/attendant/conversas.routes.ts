import { createRoute } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import {
  ConversasPageSchema,
  ListConversasQuerySchema,
  ListMensagensQuerySchema,
  MensagensPageSchema,
} from '@secretaria/shared/conversas-schemas';
import type { DB } from '@/db/schema';
import { createApi, idParams, ownedResponses } from '@/lib/openapi';
import type { AuthedEnv } from '@/middleware/require-user';
import { listConversas } from './list-conversas';
import { listMensagens } from './list-mensagens';

const tags = ['Conversas'];
const routes = {
  list: createRoute({
    method: 'get',
    path: '/instances/{instanceId}/conversas',
    tags,
    summary: 'Conversas do WhatsApp da instância (atividade mais recente primeiro)',
    request: { params: idParams('instanceId'), query: ListConversasQuerySchema },
    responses: ownedResponses(ConversasPageSchema, 'Uma página de conversas'),
  }),
  mensagens: createRoute({
    method: 'get',
    path: '/conversas/{id}/mensagens',
    tags,
    summary: 'Mensagens da conversa (mais recentes primeiro)',
    request: { params: idParams('id'), query: ListMensagensQuerySchema },
    responses: ownedResponses(MensagensPageSchema, 'Uma página de mensagens'),
  }),
};

export function createConversaRoutes(db: Kysely<DB>) {
  return createApi<AuthedEnv>()
    .openapi(routes.list, async (c) =>
      c.json(
        await listConversas(
          db,
          c.var.user.id,
          c.req.valid('param').instanceId,
          c.req.valid('query'),
        ),
        200,
      ),
    )
    .openapi(routes.mensagens, async (c) =>
      c.json(
        await listMensagens(db, c.var.user.id, c.req.valid('param').id, c.req.valid('query')),
        200,
      ),
    );
}
