import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeSdkConfig } from '@secretaria/simulators/stripe/sdk-config';
import { startStripeSimulator } from '@secretaria/simulators/stripe/stripe-simulator';
import { createTestServer, type TestServer } from '@/test/test-server';

const SECRET_KEY = 'sk_test_simulador';
const WEBHOOK_SECRET = 'whsec_teste_simulador';
let sim: Awaited<ReturnType<typeof startStripeSimulator>>;
let stripe: Stripe;
let server: TestServer;
let ownerId: string;

beforeAll(async () => {
  sim = await startStripeSimulator({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  stripe = new Stripe(SECRET_KEY, stripeSdkConfig(sim.url));
  server = await createTestServer({}, { billing: { stripe, webhookSecret: WEBHOOK_SECRET } });
  ownerId = (await server.createUser()).id;
});
afterAll(async () => {
  await server.close();
  await sim.close();
});

/** A paid subscription on `plan`, made through the SDK and the simulator's checkout. */
async function subscribe(plan: 'start' | 'pro' | 'ultra') {
  const [price] = (await stripe.prices.list({ lookup_keys: [plan] })).data;
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    line_items: [{ price: price!.id, quantity: 1 }],
    success_url: 'http://localhost/ok?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://localhost/cancel',
  });
  sim.control.completeCheckout(session.id);
  const done = await stripe.checkout.sessions.retrieve(session.id);
  return done.subscription as string;
}

const deliver = (event: unknown, secret = WEBHOOK_SECRET) => {
  const payload = JSON.stringify(event);
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret });
  return server.request('/webhooks/stripe', {
    method: 'POST',
    headers: { 'stripe-signature': signature, 'content-type': 'application/json' },
    body: payload,
  });
};
const eventsOf = (subscriptionId: string) =>
  sim.control.events().filter((e) => JSON.stringify(e.data.object).includes(subscriptionId));
const instanceOf = async (id: string) =>
  server.db
    .selectFrom('whatsapp_instances')
    .select(['price_id', 'subscription_status', 'subscription_renewal_date'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('POST /webhooks/stripe', () => {
  it('refuses a bad signature with 400', async () => {
    const res = await deliver(
      { id: 'evt_x', type: 'invoice.paid', data: { object: {} } },
      'whsec_outro',
    );
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe('Assinatura do webhook inválida.');
  });

  it('answers 200 to an unknown event type and changes nothing', async () => {
    const subscriptionId = await subscribe('start');
    const instanceId = await server.createInstance(ownerId, {
      price_id: 'start',
      subscription_id: subscriptionId,
    });
    const res = await deliver({
      id: 'evt_desconhecido',
      object: 'event',
      type: 'customer.tax_id.created',
      data: { object: { object: 'subscription', id: subscriptionId } },
    });
    expect(res.status).toBe(200);
    expect((await instanceOf(instanceId)).subscription_status).toBeNull();
  });

  it('keeps status, plan and renewal date true, one effect per event id', async () => {
    const subscriptionId = await subscribe('pro');
    const instanceId = await server.createInstance(ownerId, {
      price_id: 'pro',
      subscription_id: subscriptionId,
    });
    const [first] = eventsOf(subscriptionId).filter((e) =>
      e.type.startsWith('customer.subscription'),
    );
    expect((await deliver(first)).status).toBe(200);
    const synced = await instanceOf(instanceId);
    expect(synced.subscription_status).toBe('active');
    expect(synced.subscription_renewal_date).not.toBeNull();

    // A plan change arrives; the same event delivered twice has one effect.
    sim.control.changePlan(subscriptionId, 'ultra');
    const updated = eventsOf(subscriptionId)
      .filter((e) => e.type === 'customer.subscription.updated')
      .at(-1)!;
    expect(await (await deliver(updated)).json()).toEqual({ received: true });
    expect((await instanceOf(instanceId)).price_id).toBe('ultra');
    sim.control.changePlan(subscriptionId, 'start'); // Stripe moved on; a replay must not apply anything
    expect(await (await deliver(updated)).json()).toEqual({ received: true, duplicate: true });
    expect((await instanceOf(instanceId)).price_id).toBe('ultra');
  });

  it('converges on the current state whatever order the events arrive in', async () => {
    const subscriptionId = await subscribe('start');
    const instanceId = await server.createInstance(ownerId, {
      price_id: 'start',
      subscription_id: subscriptionId,
    });
    sim.control.changePlan(subscriptionId, 'pro');
    sim.control.advanceBilling(subscriptionId, { fail: true });
    const events = eventsOf(subscriptionId).filter(
      (e) => e.type.startsWith('customer.subscription') || e.type.startsWith('invoice.'),
    );
    for (const event of [...events].reverse()) expect((await deliver(event)).status).toBe(200);
    const current = await stripe.subscriptions.retrieve(subscriptionId);
    const row = await instanceOf(instanceId);
    expect(row.subscription_status).toBe(current.status);
    expect(row.subscription_status).toBe('past_due');
    expect(row.price_id).toBe('pro');
  });

  it('un-records an event it could not process, so the retry takes effect', async () => {
    const subscriptionId = await subscribe('pro');
    const instanceId = await server.createInstance(ownerId, {
      price_id: 'pro',
      subscription_id: subscriptionId,
    });
    const [event] = eventsOf(subscriptionId).filter((e) =>
      e.type.startsWith('customer.subscription'),
    );
    sim.control.failNext('/v1/subscriptions', { status: 500, times: 1 });
    expect((await deliver(event)).status).toBe(503);
    expect((await instanceOf(instanceId)).subscription_status).toBeNull();
    expect((await deliver(event)).status).toBe(200);
    expect((await instanceOf(instanceId)).subscription_status).toBe('active');
  });
});
