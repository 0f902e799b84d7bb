import { createRoute } from '@hono/zod-openapi';
import { deleteCookie } from 'hono/cookie';
import {
  ContaExportSchema,
  ExcluirContaRequestSchema,
  ExcluirContaResultSchema,
} from '@secretaria/shared/conta-schemas';
import type { Clock } from '@/lib/clock';
import { createApi, errorResponses, jsonBody, jsonResponse } from '@/lib/openapi';
import type { AuthedEnv } from '@/middleware/require-user';
import { eraseWithScrub, type ErasedDataScrub } from '@/db/erased-data-scrub';
import { deleteConta, type DeleteContaDeps } from './delete-conta';
import { exportConta } from './export-conta';

const tags = ['Conta'];
const routes = {
  export: createRoute({
    method: 'get',
    path: '/conta/export',
    tags,
    summary:
      'Exporta tudo o que a conta guarda (LGPD): dados do dono, acessos sem senha nem tokens, instâncias com as configurações, cadastros, agendamentos, conversas e mensagens, avisos, assinaturas e uso da IA; como download (Content-Disposition)',
    responses: {
      200: jsonResponse(ContaExportSchema, 'Dados da conta em JSON'),
      401: errorResponses[401],
    },
  }),
  delete: createRoute({
    method: 'post',
    path: '/conta/excluir',
    tags,
    summary:
      'Exclui a conta e todos os dados dela (LGPD), confirmada pela senha: assinaturas canceladas no provedor de pagamentos, instâncias desconectadas e removidas do WhatsApp, todas as linhas apagadas e a sessão encerrada. Com o provedor ou o WhatsApp fora do ar, nada é apagado (503)',
    request: { body: jsonBody(ExcluirContaRequestSchema) },
    responses: {
      200: jsonResponse(ExcluirContaResultSchema, 'Conta excluída; o cookie de sessão é apagado'),
      400: errorResponses[400],
      401: errorResponses[401],
      403: errorResponses[403],
      429: errorResponses[429],
      503: errorResponses[503],
    },
  }),
};

/** better-auth's cookies (session, its cache, 'remember me'), with the prefix HTTPS gives them. */
const AUTH_COOKIES = ['session_token', 'session_data', 'dont_remember'];

/** `erasures`: the embedded database's scrub, so a deleted account leaves no copy in its files. */
export function createContaRoutes(
  deps: DeleteContaDeps & {
    clock: Clock;
    secureCookies: boolean;
    erasures?: ErasedDataScrub | undefined;
  },
) {
  return createApi<AuthedEnv>()
    .openapi(routes.export, async (c) => {
      const data = await exportConta(deps.db, c.var.user.id, deps.clock.now(c.var.user.id));
      c.header('Content-Disposition', 'attachment; filename="secretaria-ia-meus-dados.json"');
      c.header('Cache-Control', 'no-store');
      return c.json(data, 200);
    })
    .openapi(routes.delete, async (c) => {
      const { senha } = c.req.valid('json');
      const result = await eraseWithScrub(deps.erasures, () =>
        deleteConta(deps, c.var.user, senha),
      );
      for (const name of AUTH_COOKIES) {
        deleteCookie(
          c,
          `${deps.secureCookies ? '__Secure-' : ''}better-auth.${name}`,
          deps.secureCookies ? { path: '/', secure: true } : { path: '/' },
        );
      }
      return c.json(result, 200);
    });
}
