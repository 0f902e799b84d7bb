import { createRoute } from '@hono/zod-openapi';
import {
  SubmitWhatsappTemplatesRequestSchema,
  WhatsappTemplatesResponseSchema,
} from '@secretaria/shared/whatsapp-templates-schemas';
import { createApi, errorResponses, idParams, jsonBody, jsonResponse } from '@/lib/openapi';
import type { AuthedEnv } from '@/middleware/require-user';
import { listWhatsappTemplates } from './list-whatsapp-templates';
import { submitWhatsappTemplates } from './submit-whatsapp-templates';
import { syncWhatsappTemplates } from './sync-whatsapp-templates';
import type { TemplateDeps } from './template-deps';

const tags = ['WhatsApp'];
const request = { params: idParams('id') };
const failures = {
  400: errorResponses[400],
  401: errorResponses[401],
  404: errorResponses[404],
  409: errorResponses[409],
  503: errorResponses[503],
};

const list = createRoute({
  method: 'get',
  path: '/instances/{id}/whatsapp/templates',
  tags,
  summary:
    'Modelos de mensagem da API oficial (um por lembrete e aviso), com o status conferido com a Meta, e quantas mensagens saíram como modelo neste mês',
  request,
  responses: { 200: jsonResponse(WhatsappTemplatesResponseSchema, 'Modelos'), ...failures },
});
const submit = createRoute({
  method: 'post',
  path: '/instances/{id}/whatsapp/templates',
  tags,
  summary:
    'Envia para aprovação da Meta os modelos que faltam (ou o de um tipo): categoria Utilidade, pt_BR, variáveis nomeadas; um modelo de mesmo nome já existente na conta é aproveitado',
  request: { params: idParams('id'), body: jsonBody(SubmitWhatsappTemplatesRequestSchema) },
  responses: { 200: jsonResponse(WhatsappTemplatesResponseSchema, 'Enviados'), ...failures },
});
const sync = createRoute({
  method: 'post',
  path: '/instances/{id}/whatsapp/templates/sync',
  tags,
  summary: 'Atualiza o status dos modelos com a Meta',
  request,
  responses: { 200: jsonResponse(WhatsappTemplatesResponseSchema, 'Atualizados'), ...failures },
});

/** Issue 27 item 4: an official-API instance's message templates (docs/decisions/047). */
export function createWhatsappTemplateRoutes(deps: TemplateDeps) {
  return createApi<AuthedEnv>()
    .openapi(list, async (c) =>
      c.json(await listWhatsappTemplates(deps, c.var.user.id, c.req.valid('param').id), 200),
    )
    .openapi(submit, async (c) =>
      c.json(
        await submitWhatsappTemplates(
          deps,
          c.var.user.id,
          c.req.valid('param').id,
          c.req.valid('json'),
        ),
        200,
      ),
    )
    .openapi(sync, async (c) =>
      c.json(await syncWhatsappTemplates(deps, c.var.user.id, c.req.valid('param').id), 200),
    );
}
