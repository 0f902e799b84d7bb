import type { Hono } from 'hono';
import { createCheckoutSession, expireCheckoutSession } from './checkout-sessions';
import type { ApiContext, ApiEnv } from './http-support';
import { eventOrigin, newestFirst, respond, respondList } from './http-support';
import { assertKnownParams, optionalEnum, optionalString } from './params';
import type { SimContext } from './sim-context';
import { resourceMissing } from './stripe-error';

export function registerCheckoutRoutes(api: Hono<ApiEnv>, ctx: SimContext) {
  const { store } = ctx;
  const findSession = (c: ApiContext) => {
    const id = c.req.param('id') ?? '';
    const session = store.sessions.get(id);
    if (!session) throw resourceMissing('checkout.session', id, 'session', 404);
    return session;
  };

  api.post('/checkout/sessions', (c) =>
    respond(c, ctx, createCheckoutSession(ctx, c.get('params'))),
  );

  api.get('/checkout/sessions', (c) => {
    const params = c.get('params');
    assertKnownParams(params, [
      'limit',
      'starting_after',
      'ending_before',
      'expand',
      'customer',
      'status',
      'subscription',
      'payment_intent',
      'created',
    ]);
    const customer = optionalString(params, 'customer');
    const subscription = optionalString(params, 'subscription');
    const status = optionalEnum(params, 'status', ['open', 'complete', 'expired']);
    return respondList(
      c,
      ctx,
      newestFirst(
        store.sessions,
        (session) =>
          (!customer || session.customer === customer) &&
          (!subscription || session.subscription === subscription) &&
          (!status || session.status === status),
      ),
      '/v1/checkout/sessions',
    );
  });

  api.get('/checkout/sessions/:id', (c) => {
    assertKnownParams(c.get('params'), ['expand']);
    return respond(c, ctx, findSession(c));
  });

  api.get('/checkout/sessions/:id/line_items', (c) => {
    const session = findSession(c);
    const lineItems = store.sessionDetails.get(session.id)?.lineItems ?? [];
    return respondList(c, ctx, lineItems, `/v1/checkout/sessions/${session.id}/line_items`);
  });

  api.post('/checkout/sessions/:id/expire', (c) => {
    const session = findSession(c);
    expireCheckoutSession(ctx, session, eventOrigin(c));
    return respond(c, ctx, session);
  });
}
