import { createRoute } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import {
  ChangePlanRequestSchema,
  DeleteInstanceQuerySchema,
  DeleteInstanceResultSchema,
  PlanChangePreviewQuerySchema,
  PlanChangePreviewSchema,
} from '@secretaria/shared/assinatura-schemas';
import { SubscriptionResponseSchema } from '@secretaria/shared/billing-schemas';
import type { Payments, WhatsappGateway } from '@/adapters/external-services';
import type { DB } from '@/db/schema';
import type { Logger } from '@/lib/logger';
import { createApi, errorResponses, idParams, jsonBody, jsonResponse } from '@/lib/openapi';
import type { AuthedEnv } from '@/middleware/require-user';
import { getSubscription } from '@/modules/billing/get-subscription';
import { setCancelAtPeriodEnd } from './cancel-subscription';
import { changePlan, previewPlanChange } from './change-plan';
import { deleteInstance } from './delete-instance';

const tags = ['Assinatura'];
const params = idParams('id');
const failures = {
  400: errorResponses[400],
  401: errorResponses[401],
  404: errorResponses[404],
  409: errorResponses[409],
  503: errorResponses[503],
} as const;
const subscriptionReply = jsonResponse(SubscriptionResponseSchema, 'Assinatura atualizada');

const preview = createRoute({
  method: 'get',
  path: '/instances/{id}/subscription/plan-change',
  tags,
  summary: 'Prévia de Alterar plano: cobrança proporcional ou crédito, e os profissionais',
  request: { params, query: PlanChangePreviewQuerySchema },
  responses: { 200: jsonResponse(PlanChangePreviewSchema, 'Prévia'), ...failures },
});
const change = createRoute({
  method: 'post',
  path: '/instances/{id}/subscription/plan',
  tags,
  summary: 'Alterar plano (proration_behavior always_invoice)',
  request: { params, body: jsonBody(ChangePlanRequestSchema) },
  responses: { 200: subscriptionReply, ...failures },
});
const cancel = createRoute({
  method: 'post',
  path: '/instances/{id}/subscription/cancel',
  tags,
  summary: 'Cancelar assinatura no fim do período (cancel_at_period_end)',
  request: { params },
  responses: { 200: subscriptionReply, ...failures },
});
const reactivate = createRoute({
  method: 'post',
  path: '/instances/{id}/subscription/reactivate',
  tags,
  summary: 'Reativar assinatura antes do fim do período',
  request: { params },
  responses: { 200: subscriptionReply, ...failures },
});
const remove = createRoute({
  method: 'delete',
  path: '/instances/{id}',
  tags: ['Instâncias'],
  summary: 'Excluir instância: cancela a assinatura, remove o WhatsApp, mantém ou apaga os dados',
  request: { params, query: DeleteInstanceQuerySchema },
  responses: { 200: jsonResponse(DeleteInstanceResultSchema, 'Instância excluída'), ...failures },
});

export function createAssinaturaRoutes(deps: {
  db: Kysely<DB>;
  payments: Payments;
  gateway: WhatsappGateway;
  logger: Logger;
}) {
  const { db, payments, logger } = deps;
  const actionDeps = { db, stripe: payments.stripe };
  const current = (userId: string, id: string) =>
    getSubscription(db, payments.stripe, logger, userId, id);
  return createApi<AuthedEnv>()
    .openapi(preview, async (c) =>
      c.json(
        await previewPlanChange(
          actionDeps,
          c.var.user.id,
          c.req.valid('param').id,
          c.req.valid('query').plano,
        ),
        200,
      ),
    )
    .openapi(change, async (c) => {
      const { id } = c.req.valid('param');
      await changePlan(actionDeps, c.var.user.id, id, c.req.valid('json'));
      return c.json(await current(c.var.user.id, id), 200);
    })
    .openapi(cancel, async (c) => {
      const { id } = c.req.valid('param');
      await setCancelAtPeriodEnd(actionDeps, c.var.user.id, id, true);
      return c.json(await current(c.var.user.id, id), 200);
    })
    .openapi(reactivate, async (c) => {
      const { id } = c.req.valid('param');
      await setCancelAtPeriodEnd(actionDeps, c.var.user.id, id, false);
      return c.json(await current(c.var.user.id, id), 200);
    })
    .openapi(remove, async (c) =>
      c.json(
        await deleteInstance(
          { db, logger, payments, gateway: deps.gateway },
          c.var.user.id,
          c.req.valid('param').id,
          c.req.valid('query').dados,
        ),
        200,
      ),
    );
}
