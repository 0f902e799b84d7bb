import { createRoute } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import {
  IaSettingsSchema,
  UpdateIaSettingsRequestSchema,
} from '@secretaria/shared/ia-settings-schemas';
import type { DB } from '@/db/schema';
import type { Clock } from '@/lib/clock';
import { createApi, idParams, jsonBody, ownedResponses } from '@/lib/openapi';
import type { AuthedEnv } from '@/middleware/require-user';
import { getIaSettings, updateIaSettings } from './ia-settings';

const tags = ['Instâncias'];
const routes = {
  get: createRoute({
    method: 'get',
    path: '/instances/{id}/ia',
    tags,
    summary:
      "Modo de atendimento ('regras' ou 'ia'), instruções para a IA, se o servidor tem um modelo, o modo em uso agora e o motivo, o uso da IA no mês (fuso da instância) e o limite do plano",
    request: { params: idParams('id') },
    responses: ownedResponses(IaSettingsSchema, 'Modo de atendimento e uso da IA'),
  }),
  update: createRoute({
    method: 'patch',
    path: '/instances/{id}/ia',
    tags,
    summary:
      "Altera o modo de atendimento e as instruções para a IA (só os campos enviados; 'ia' sem modelo configurado no servidor: 400)",
    request: { params: idParams('id'), body: jsonBody(UpdateIaSettingsRequestSchema) },
    responses: ownedResponses(IaSettingsSchema, 'Modo de atendimento atualizado'),
  }),
};

export function createIaRoutes({
  db,
  clock,
  aiModelConfigured,
}: {
  db: Kysely<DB>;
  clock: Clock;
  aiModelConfigured: boolean;
}) {
  // The month's usage is counted in the owner's business time, as the turns count it.
  const context = (ownerId: string) => ({
    modelConfigured: aiModelConfigured,
    now: clock.now(ownerId),
  });
  return createApi<AuthedEnv>()
    .openapi(routes.get, async (c) =>
      c.json(
        await getIaSettings(db, c.var.user.id, c.req.valid('param').id, context(c.var.user.id)),
        200,
      ),
    )
    .openapi(routes.update, async (c) =>
      c.json(
        await updateIaSettings(
          db,
          c.var.user.id,
          c.req.valid('param').id,
          c.req.valid('json'),
          context(c.var.user.id),
        ),
        200,
      ),
    );
}
