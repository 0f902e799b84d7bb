import { createRoute, z } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import { DevNotificacaoRequestSchema } from '@secretaria/shared/notificacoes-schemas';
import type { DB } from '@/db/schema';
import type { Clock } from '@/lib/clock';
import { createApi, errorResponses, jsonBody, jsonResponse } from '@/lib/openapi';
import type { AuthedEnv } from '@/middleware/require-user';
import { insertNotificacao } from '@/modules/notificacoes/insert-notificacao';

const route = createRoute({
  method: 'post',
  path: '/dev/notificacoes',
  tags: ['Desenvolvimento'],
  summary: 'Modo embutido: cria um aviso do dono, como a atendente o criaria',
  description:
    'Só existe com DEV_ROUTES (modo embutido). A instância, a conversa e o agendamento devem ser do dono.',
  request: { body: jsonBody(DevNotificacaoRequestSchema) },
  responses: {
    201: jsonResponse(z.object({ id: z.string() }), 'O aviso criado'),
    400: errorResponses[400],
    401: errorResponses[401],
    404: errorResponses[404],
  },
});

/**
 * Embedded mode only (DEV_ROUTES): writes a notice for the signed-in owner through the same
 * insertNotificacao the attendant uses, so the panel's bell can be tried and tested live.
 */
export function createDevNotificacaoRoutes(db: Kysely<DB>, clock: Clock) {
  return createApi<AuthedEnv>().openapi(route, async (c) => {
    const input = c.req.valid('json');
    const created = await insertNotificacao(db, {
      ...input,
      user_id: c.var.user.id,
      created_at: clock.now(),
    });
    return c.json(created, 201);
  });
}
