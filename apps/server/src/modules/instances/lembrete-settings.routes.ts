import { createRoute } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import {
  LembreteSettingsSchema,
  UpdateLembreteSettingsRequestSchema,
} from '@secretaria/shared/lembrete-settings-schemas';
import type { DB } from '@/db/schema';
import { createApi, idParams, jsonBody, ownedResponses } from '@/lib/openapi';
import type { AuthedEnv } from '@/middleware/require-user';
import type { Clock } from '@/lib/clock';
import { getLembreteSettings, updateLembreteSettings } from './lembrete-settings';

const tags = ['Instâncias'];
const routes = {
  get: createRoute({
    method: 'get',
    path: '/instances/{id}/lembretes',
    tags,
    summary:
      'Lembretes e avisos (lembretes ligados, antecedências em minutos, horário das mensagens automáticas, textos, confirmação e avisos de mudança, avisos no WhatsApp do dono)',
    request: { params: idParams('id') },
    responses: ownedResponses(LembreteSettingsSchema, 'Configurações de lembretes e avisos'),
  }),
  update: createRoute({
    method: 'patch',
    path: '/instances/{id}/lembretes',
    tags,
    summary:
      'Altera os lembretes e avisos (só os campos enviados; texto em branco volta ao texto padrão)',
    request: { params: idParams('id'), body: jsonBody(UpdateLembreteSettingsRequestSchema) },
    responses: ownedResponses(LembreteSettingsSchema, 'Configurações atualizadas'),
  }),
};

export function createLembreteSettingsRoutes(db: Kysely<DB>, clock: Clock) {
  return createApi<AuthedEnv>()
    .openapi(routes.get, async (c) =>
      c.json(await getLembreteSettings(db, c.var.user.id, c.req.valid('param').id), 200),
    )
    .openapi(routes.update, async (c) =>
      c.json(
        await updateLembreteSettings(
          db,
          c.var.user.id,
          c.req.valid('param').id,
          c.req.valid('json'),
          clock.now(c.var.user.id),
        ),
        200,
      ),
    );
}
