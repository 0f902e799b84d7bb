import type { Hono } from 'hono';
import type { ApiEnv } from './http-support';
import { eventOrigin, newestFirst, respond, respondList } from './http-support';
import {
  assertKnownParams,
  metadataParam,
  optionalEnum,
  optionalInteger,
  optionalString,
} from './params';
import { refundCharge } from './refunds-disputes';
import type { SimContext } from './sim-context';
import { invalidRequest, resourceMissing } from './stripe-error';

const LIST_PARAMS = ['limit', 'starting_after', 'ending_before', 'expand', 'created'];

export function registerPaymentRoutes(api: Hono<ApiEnv>, ctx: SimContext) {
  const { store } = ctx;

  api.get('/charges', (c) => {
    const params = c.get('params');
    assertKnownParams(params, [...LIST_PARAMS, 'customer', 'payment_intent', 'transfer_group']);
    const customer = optionalString(params, 'customer');
    const paymentIntent = optionalString(params, 'payment_intent');
    return respondList(
      c,
      ctx,
      newestFirst(
        store.charges,
        (charge) =>
          (!customer || charge.customer === customer) &&
          (!paymentIntent || charge.payment_intent === paymentIntent),
      ),
      '/v1/charges',
    );
  });

  api.get('/charges/:id', (c) => {
    const charge = store.charges.get(c.req.param('id'));
    if (!charge) throw resourceMissing('charge', c.req.param('id'), 'charge', 404);
    return respond(c, ctx, charge);
  });

  api.get('/payment_intents/:id', (c) => {
    const intent = store.paymentIntents.get(c.req.param('id'));
    if (!intent) throw resourceMissing('payment_intent', c.req.param('id'), 'intent', 404);
    return respond(c, ctx, intent);
  });

  api.get('/payment_intents', (c) => {
    const params = c.get('params');
    assertKnownParams(params, [...LIST_PARAMS, 'customer']);
    const customer = optionalString(params, 'customer');
    return respondList(
      c,
      ctx,
      newestFirst(store.paymentIntents, (intent) => !customer || intent.customer === customer),
      '/v1/payment_intents',
    );
  });

  api.post('/refunds', (c) => {
    const params = c.get('params');
    assertKnownParams(params, [
      'charge',
      'payment_intent',
      'amount',
      'reason',
      'metadata',
      'expand',
    ]);
    const chargeId = optionalString(params, 'charge');
    const paymentIntentId = optionalString(params, 'payment_intent');
    if (chargeId && paymentIntentId) {
      throw invalidRequest('You may only specify one of these parameters: charge, payment_intent.');
    }
    let charge;
    if (chargeId) {
      charge = store.charges.get(chargeId);
      if (!charge) throw resourceMissing('charge', chargeId, 'charge');
    } else if (paymentIntentId) {
      const intent = store.paymentIntents.get(paymentIntentId);
      if (!intent) throw resourceMissing('payment_intent', paymentIntentId, 'payment_intent');
      charge = intent.latest_charge ? store.charges.get(intent.latest_charge) : undefined;
      if (!charge) {
        throw invalidRequest(
          `This PaymentIntent (${paymentIntentId}) does not have a successful charge to refund.`,
          'payment_intent',
        );
      }
    } else {
      throw invalidRequest(
        'One of the following params should be provided for this request: payment_intent or charge.',
      );
    }
    const refund = refundCharge(ctx, charge, {
      amount: optionalInteger(params, 'amount'),
      reason:
        optionalEnum(params, 'reason', [
          'duplicate',
          'fraudulent',
          'requested_by_customer',
        ] as const) ?? null,
      metadata: metadataParam(params),
      origin: eventOrigin(c),
    });
    return respond(c, ctx, refund);
  });

  api.get('/refunds', (c) => {
    const params = c.get('params');
    assertKnownParams(params, [...LIST_PARAMS, 'charge', 'payment_intent']);
    const charge = optionalString(params, 'charge');
    const paymentIntent = optionalString(params, 'payment_intent');
    return respondList(
      c,
      ctx,
      newestFirst(
        store.refunds,
        (refund) =>
          (!charge || refund.charge === charge) &&
          (!paymentIntent || refund.payment_intent === paymentIntent),
      ),
      '/v1/refunds',
    );
  });

  api.get('/refunds/:id', (c) => {
    const refund = store.refunds.get(c.req.param('id'));
    if (!refund) throw resourceMissing('refund', c.req.param('id'), 'refund', 404);
    return respond(c, ctx, refund);
  });

  api.get('/disputes', (c) => {
    const params = c.get('params');
    assertKnownParams(params, [...LIST_PARAMS, 'charge', 'payment_intent']);
    const charge = optionalString(params, 'charge');
    const paymentIntent = optionalString(params, 'payment_intent');
    return respondList(
      c,
      ctx,
      newestFirst(
        store.disputes,
        (dispute) =>
          (!charge || dispute.charge === charge) &&
          (!paymentIntent || dispute.payment_intent === paymentIntent),
      ),
      '/v1/disputes',
    );
  });

  api.get('/disputes/:id', (c) => {
    const dispute = store.disputes.get(c.req.param('id'));
    if (!dispute) throw resourceMissing('dispute', c.req.param('id'), 'dispute', 404);
    return respond(c, ctx, dispute);
  });
}
