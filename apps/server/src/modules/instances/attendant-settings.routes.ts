import { createRoute } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import {
  AttendantSettingsSchema,
  UpdateAttendantSettingsRequestSchema,
} from '@secretaria/shared/attendant-settings-schemas';
import type { DB } from '@/db/schema';
import { createApi, idParams, jsonBody, ownedResponses } from '@/lib/openapi';
import type { AuthedEnv } from '@/middleware/require-user';
import { getAttendantSettings, updateAttendantSettings } from './attendant-settings';

const tags = ['Instâncias'];
const routes = {
  get: createRoute({
    method: 'get',
    path: '/instances/{id}/attendant-settings',
    tags,
    summary:
      'Configurações da atendente (ligada, nome, saudação, base de conhecimento, regras de agendamento, ações permitidas, política de cancelamento, pausa do dono)',
    request: { params: idParams('id') },
    responses: ownedResponses(AttendantSettingsSchema, 'Configurações'),
  }),
  update: createRoute({
    method: 'patch',
    path: '/instances/{id}/attendant-settings',
    tags,
    summary: 'Altera as configurações da atendente (só os campos enviados)',
    request: { params: idParams('id'), body: jsonBody(UpdateAttendantSettingsRequestSchema) },
    responses: ownedResponses(AttendantSettingsSchema, 'Configurações atualizadas'),
  }),
};

export function createAttendantSettingsRoutes(db: Kysely<DB>) {
  return createApi<AuthedEnv>()
    .openapi(routes.get, async (c) =>
      c.json(await getAttendantSettings(db, c.var.user.id, c.req.valid('param').id), 200),
    )
    .openapi(routes.update, async (c) =>
      c.json(
        await updateAttendantSettings(
          db,
          c.var.user.id,
          c.req.valid('param').id,
          c.req.valid('json'),
        ),
        200,
      ),
    );
}
