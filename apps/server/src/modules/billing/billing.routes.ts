import { createRoute } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import {
  CompleteCheckoutRequestSchema,
  CompleteCheckoutResponseSchema,
  CreateCheckoutRequestSchema,
  CreateCheckoutResponseSchema,
  SubscriptionResponseSchema,
} from '@secretaria/shared/billing-schemas';
import { AppError } from '@secretaria/shared/errors';
import { msg } from '@secretaria/shared/messages';
import type { Payments, WhatsappGateway } from '@/adapters/external-services';
import type { DB } from '@/db/schema';
import type { Logger } from '@/lib/logger';
import { createApi, errorResponses, idParams, jsonBody, jsonResponse } from '@/lib/openapi';
import type { AuthedEnv } from '@/middleware/require-user';
import { completeCheckout } from './complete-checkout';
import { createCheckout } from './create-checkout';
import { getSubscription } from './get-subscription';

const tags = ['Assinatura'];

const checkout = createRoute({
  method: 'post',
  path: '/billing/checkout',
  tags,
  summary: 'Cria a sessão de pagamento do plano (create-checkout)',
  request: { body: jsonBody(CreateCheckoutRequestSchema) },
  responses: {
    200: jsonResponse(CreateCheckoutResponseSchema, 'URL da página de pagamento'),
    400: errorResponses[400],
    401: errorResponses[401],
    409: errorResponses[409],
    503: errorResponses[503],
  },
});
const complete = createRoute({
  method: 'post',
  path: '/billing/checkout/complete',
  tags,
  summary: 'Cria a instância depois do pagamento (get-subscription-id + criação)',
  request: { body: jsonBody(CompleteCheckoutRequestSchema) },
  responses: {
    200: jsonResponse(CompleteCheckoutResponseSchema, 'A instância já existia para este pagamento'),
    201: jsonResponse(CompleteCheckoutResponseSchema, 'Instância criada'),
    400: errorResponses[400],
    401: errorResponses[401],
    404: errorResponses[404],
    409: errorResponses[409],
    503: errorResponses[503],
  },
});
const subscription = createRoute({
  method: 'get',
  path: '/instances/{id}/subscription',
  tags,
  summary: 'Plano, renovação e histórico de pagamentos (get-payment-history)',
  request: { params: idParams('id') },
  responses: {
    200: jsonResponse(SubscriptionResponseSchema, 'Assinatura'),
    401: errorResponses[401],
    404: errorResponses[404],
  },
});

export function createBillingRoutes(deps: {
  db: Kysely<DB>;
  payments: Payments;
  gateway: WhatsappGateway;
  publicUrl: string;
  logger: Logger;
}) {
  const { db, payments, logger } = deps;
  return createApi<AuthedEnv>()
    .openapi(checkout, async (c) =>
      c.json(
        await createCheckout(db, payments.stripe, deps.publicUrl, c.var.user, c.req.valid('json')),
        200,
      ),
    )
    .openapi(complete, async (c) => {
      const result = await completeCheckout(
        { db, stripe: payments.stripe, gateway: deps.gateway, logger },
        c.req.valid('json').session_id,
        { userId: c.var.user.id, waitForOther: true },
      );
      if (!result) throw new AppError('CONFLICT', msg.paymentNotConfirmed);
      return result.existing ? c.json(result, 200) : c.json(result, 201);
    })
    .openapi(subscription, async (c) =>
      c.json(
        await getSubscription(db, payments.stripe, logger, c.var.user.id, c.req.valid('param').id),
        200,
      ),
    );
}
