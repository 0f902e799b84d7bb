import { createRoute } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import {
  ApagarContatoRequestSchema,
  ApagarContatoResultSchema,
  ContatoExportSchema,
} from '@secretaria/shared/lgpd-schemas';
import { eraseWithScrub, type ErasedDataScrub } from '@/db/erased-data-scrub';
import type { DB } from '@/db/schema';
import type { Clock } from '@/lib/clock';
import { createApi, idParams, jsonBody, ownedResponses } from '@/lib/openapi';
import type { AuthedEnv } from '@/middleware/require-user';
import { eraseContato } from './erase-contato';
import { exportContato } from './export-contato';

const tags = ['Contatos'];
const routes = {
  export: createRoute({
    method: 'get',
    path: '/contatos/{id}/export',
    tags,
    summary:
      'Exporta tudo o que está guardado sobre o contato (LGPD): dados, agendamentos, conversas e mensagens, lembretes e avisos; como download (Content-Disposition)',
    request: { params: idParams('id') },
    responses: ownedResponses(ContatoExportSchema, 'Dados do contato em JSON'),
  }),
  erase: createRoute({
    method: 'post',
    path: '/contatos/{id}/apagar',
    tags,
    summary:
      'Apaga os dados pessoais do contato (LGPD): mensagens e conversas removidas, nome e telefone substituídos, agendamentos passados mantidos sem o nome, futuros cancelados sem aviso a ninguém. Exige { confirmar: true }',
    request: { params: idParams('id'), body: jsonBody(ApagarContatoRequestSchema) },
    responses: ownedResponses(ApagarContatoResultSchema, 'Contato apagado'),
  }),
};

/** `erasures`: the embedded database's scrub, so an erase leaves no copy in its files. */
export function createContatoLgpdRoutes(
  db: Kysely<DB>,
  clock: Clock,
  erasures: ErasedDataScrub | undefined,
) {
  return createApi<AuthedEnv>()
    .openapi(routes.export, async (c) => {
      const { id } = c.req.valid('param');
      const { data, filename } = await exportContato(
        db,
        c.var.user.id,
        id,
        clock.now(c.var.user.id),
      );
      c.header('Content-Disposition', `attachment; filename="${filename}"`);
      c.header('Cache-Control', 'no-store');
      return c.json(data, 200);
    })
    .openapi(routes.erase, async (c) => {
      const { id } = c.req.valid('param');
      const erase = () => eraseContato(db, c.var.user.id, id, clock.now(c.var.user.id));
      return c.json(await eraseWithScrub(erasures, erase), 200);
    });
}
