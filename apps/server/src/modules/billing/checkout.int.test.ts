import type Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { msg } from '@secretaria/shared/messages';
import { startTestServices, TEST_WEBHOOK_SECRET } from '@/test/test-services';
import { createTestServer, ENGLISH_WORDS, type TestServer } from '@/test/test-server';

let services: Awaited<ReturnType<typeof startTestServices>>;
let stripeSim: typeof services.stripeSim;
let evolution: typeof services.evolution;
let stripe: Stripe;
let server: TestServer;
let owner: Awaited<ReturnType<TestServer['createUser']>>;
let other: Awaited<ReturnType<TestServer['createUser']>>;

const draft = (phoneNumber: string) => ({
  name: 'Clínica Sorriso',
  phoneNumber,
  countryId: server.brasilId,
  assistantName: 'Ana',
  timezone: 'America/Manaus',
  timezone_offset: -4,
});

beforeAll(async () => {
  services = await startTestServices();
  ({ stripeSim, evolution, stripe } = services);
  server = await createTestServer({}, services.deps);
  owner = await server.createUser();
  other = await server.createUser();
});
beforeEach(() => evolution.faults.reset());
afterAll(async () => {
  await server.close();
  await services.close();
});

async function startCheckout(phoneNumber: string, planId = 'pro', cookie = owner.cookie) {
  const res = await server.request('/api/billing/checkout', {
    method: 'POST',
    cookie,
    json: { planId, promoCode: `${planId.toUpperCase()}27`, instance: draft(phoneNumber) },
  });
  expect(res.status).toBe(200);
  const { url } = await res.json();
  return new URL(url).pathname.split('/').pop() as string;
}

const complete = (sessionId: string, cookie = owner.cookie) =>
  server.request('/api/billing/checkout/complete', {
    method: 'POST',
    cookie,
    json: { session_id: sessionId },
  });

const instanceRow = (id: string) =>
  server.db
    .selectFrom('whatsapp_instances')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const deliver = (event: unknown) => {
  const payload = JSON.stringify(event);
  const signature = stripe.webhooks.generateTestHeaderString({
    payload,
    secret: TEST_WEBHOOK_SECRET,
  });
  return server.request('/webhooks/stripe', {
    method: 'POST',
    headers: { 'stripe-signature': signature, 'content-type': 'application/json' },
    body: payload,
  });
};

describe('POST /api/billing/checkout', () => {
  it('opens a subscription checkout for the plan with its R$ 27,00 promotion and keeps the draft', async () => {
    const sessionId = await startCheckout('92981112222', 'ultra');
    const session = await stripe.checkout.sessions.retrieve(sessionId, {
      expand: ['line_items'],
    });
    expect(session.mode).toBe('subscription');
    expect(session.amount_total).toBe(2700);
    expect(session.line_items?.data[0]?.price?.lookup_key).toBe('ultra');
    expect(session.success_url).toContain('/painel/instancias?success=true&session_id=');
    const saved = await server.db
      .selectFrom('checkout_sessions')
      .selectAll()
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(saved).toMatchObject({ user_id: owner.id, plan_id: 'ultra', instance_id: null });
    expect(saved.draft).toMatchObject({ phoneNumber: '92981112222', timezone: 'America/Manaus' });
  });

  it('refuses a missing plan, a short name and a promotion code of another plan in pt-BR', async () => {
    const missingPlan = await server.request('/api/billing/checkout', {
      method: 'POST',
      cookie: owner.cookie,
      json: { instance: { ...draft('11911112222'), name: 'AB' } },
    });
    expect(missingPlan.status).toBe(400);
    const body = await missingPlan.json();
    expect(body.error.fields).toMatchObject({
      planId: msg.planRequired,
      'instance.name': msg.instanceCreateNameMin,
    });
    const wrongCode = await server.request('/api/billing/checkout', {
      method: 'POST',
      cookie: owner.cookie,
      json: { planId: 'start', promoCode: 'ULTRA27', instance: draft('11911112222') },
    });
    expect(wrongCode.status).toBe(400);
    expect((await wrongCode.json()).error.message).toBe(msg.promoCodeInvalid);
  });

  it('answers 401 without a session', async () => {
    const res = await server.request('/api/billing/checkout', {
      method: 'POST',
      json: { planId: 'pro', instance: draft('11911112222') },
    });
    expect(res.status).toBe(401);
  });
});

describe('POST /api/billing/checkout/complete', () => {
  it('refuses to create the instance before the payment is confirmed', async () => {
    const sessionId = await startCheckout('11933334444');
    const res = await complete(sessionId);
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toBe(msg.paymentNotConfirmed);
    expect(evolution.getInstance('5511933334444')).toBeUndefined();
  });

  it('creates the instance after payment as Inativo/criado with the subscription, once', async () => {
    const sessionId = await startCheckout('11955556666');
    stripeSim.control.completeCheckout(sessionId, { cardNumber: '4242424242424242' });
    const res = await complete(sessionId);
    expect(res.status).toBe(201);
    const created = await res.json();
    expect(created).toMatchObject({
      evolution_status: 'criado',
      alreadyExisted: false,
      existing: false,
    });
    const row = await instanceRow(created.instanceId);
    expect(row).toMatchObject({
      user_id: owner.id,
      name: 'Clínica Sorriso',
      full_phone_number: '+5511955556666',
      status: 'Inativo',
      evolution_status: 'criado',
      price_id: 'pro',
      subscription_id: created.subscription_id,
      payment_session_id: sessionId,
      subscription_status: 'active',
      timezone: 'America/Manaus',
    });
    expect(row.subscription_renewal_date).not.toBeNull();
    // The gateway delivers this number's events to this instance's own unguessable secret.
    expect(row.webhook_secret).toMatch(/^[0-9a-f]{64}$/);
    // The gateway instance is named by an id of its own, never by the number (decision 028).
    expect(row.gateway_name).toMatch(/^si-[0-9a-f]{32}$/);
    expect(evolution.getInstance('5511955556666')).toBeUndefined();
    expect(evolution.getInstance(row.gateway_name)?.number).toBe('5511955556666');
    expect(evolution.getInstance(row.gateway_name)?.webhook?.url).toBe(
      `http://127.0.0.1:9/webhooks/evolution/${row.webhook_secret}`,
    );

    const again = await complete(sessionId);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ instanceId: created.instanceId, existing: true });
    const count = await server.db
      .selectFrom('whatsapp_instances')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('payment_session_id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it("gives another owner 404 for someone else's checkout and creates nothing", async () => {
    const sessionId = await startCheckout('11966667777');
    stripeSim.control.completeCheckout(sessionId);
    const res = await complete(sessionId, other.cookie);
    expect(res.status).toBe(404);
    expect((await res.json()).error.message).toBe(msg.pendingInstanceMissing);
    const unknown = await complete('cs_test_desconhecida');
    expect(unknown.status).toBe(404);
    expect(evolution.listInstances().some((i) => i.number === '5511966667777')).toBe(false);
  });

  it('creates the gateway instance on the third attempt when the first two fail', async () => {
    const sessionId = await startCheckout('11977778888');
    stripeSim.control.completeCheckout(sessionId);
    evolution.faults.failNext('create', { status: 500, times: 2 });
    const res = await complete(sessionId);
    expect(res.status).toBe(201);
    const row = await instanceRow((await res.json()).instanceId);
    expect(row).toMatchObject({ status: 'Inativo', evolution_status: 'criado' });
  });

  it('saves the instance as Erro/erro when all three attempts fail, and a QR request recovers it', async () => {
    const sessionId = await startCheckout('11988889999');
    stripeSim.control.completeCheckout(sessionId);
    evolution.faults.failNext('create', { status: 500, times: 3 });
    const res = await complete(sessionId);
    expect(res.status).toBe(201);
    const { instanceId } = await res.json();
    expect(await instanceRow(instanceId)).toMatchObject({
      status: 'Erro',
      evolution_status: 'erro',
    });
    const qr = await server.request(`/api/instances/${instanceId}/whatsapp/qr`, {
      method: 'POST',
      cookie: owner.cookie,
    });
    expect(qr.status).toBe(200);
    expect(await instanceRow(instanceId)).toMatchObject({
      status: 'Inativo',
      evolution_status: 'criado',
    });
  });

  it('counts a lost reply (the number already exists on the retry) as created', async () => {
    const sessionId = await startCheckout('11912121212');
    stripeSim.control.completeCheckout(sessionId);
    evolution.faults.failNext('create', { status: 500, afterEffect: true });
    const res = await complete(sessionId);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ evolution_status: 'criado', alreadyExisted: true });
  });

  it('creates the instance from the checkout.session.completed webhook when the browser never returns', async () => {
    const sessionId = await startCheckout('11913131313');
    stripeSim.control.completeCheckout(sessionId);
    const event = stripeSim.control
      .events()
      .find(
        (e) =>
          e.type === 'checkout.session.completed' &&
          (e.data.object as { id: string }).id === sessionId,
      );
    expect(event).toBeDefined();
    expect((await deliver(event)).status).toBe(200);
    const created = await server.db
      .selectFrom('whatsapp_instances')
      .select(['id', 'status', 'user_id'])
      .where('payment_session_id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(created).toMatchObject({ status: 'Inativo', user_id: owner.id });
    // The browser coming back later gets the same instance.
    const late = await complete(sessionId);
    expect(late.status).toBe(200);
    expect(await late.json()).toMatchObject({ instanceId: created.id, existing: true });
  });

  it('creates the second of two paid checkouts for one number without the number, and says so', async () => {
    const first = await startCheckout('11914141414');
    const second = await startCheckout('11914141414', 'pro', other.cookie);
    stripeSim.control.completeCheckout(first);
    stripeSim.control.completeCheckout(second);
    const [a, b] = await Promise.all([complete(first), complete(second, other.cookie)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    const bodies = [await a.json(), await b.json()];
    expect(bodies.map((x) => x.numberRefused).sort()).toEqual([false, true]);
    const rows = await Promise.all(bodies.map((x) => instanceRow(x.instanceId)));
    expect(rows.map((r) => r.full_phone_number).sort()).toEqual(['+5511914141414', null]);
    expect(rows.find((r) => r.full_phone_number === null)?.phone_number).toBeNull();
    // Completing again reads the same outcome back.
    const refused = bodies.find((x) => x.numberRefused);
    const cookie = refused.instanceId === bodies[0].instanceId ? owner.cookie : other.cookie;
    const session = refused.instanceId === bodies[0].instanceId ? first : second;
    expect(await (await complete(session, cookie)).json()).toMatchObject({
      existing: true,
      numberRefused: true,
    });
  });

  it('answers bad bodies with 400 in pt-BR', async () => {
    for (const json of [{}, { session_id: '' }, { session_id: 5 }, { session_id: 'x', extra: 1 }]) {
      const res = await server.request('/api/billing/checkout/complete', {
        method: 'POST',
        cookie: owner.cookie,
        json,
      });
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).not.toMatch(ENGLISH_WORDS);
    }
  });
});

describe('subscription, payment history and plan limits', () => {
  let instanceId: string;
  let subscriptionId: string;
  beforeAll(async () => {
    const sessionId = await startCheckout('21914141414', 'start');
    stripeSim.control.completeCheckout(sessionId);
    const created = await (await complete(sessionId)).json();
    instanceId = created.instanceId;
    subscriptionId = created.subscription_id;
  });

  it('shows paid, failed and refunded payments with the amounts in cents, newest first', async () => {
    stripeSim.control.advanceBilling(subscriptionId, { fail: true });
    const [firstCharge] = (
      await stripe.charges.list({
        customer: String((await stripe.subscriptions.retrieve(subscriptionId)).customer),
      })
    ).data.filter((c) => c.status === 'succeeded');
    stripeSim.control.refund(firstCharge!.id);
    const res = await server.request(`/api/instances/${instanceId}/subscription`, {
      cookie: owner.cookie,
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      price_id: 'start',
      planLabel: 'Plano START',
      status: 'Ativo',
      paymentsAvailable: true,
    });
    expect(body.subscription_renewal_date).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(
      body.payments.map((p: { status: string; amount: number }) => [p.status, p.amount]),
    ).toEqual([
      ['failed', 14700],
      ['refunded', 2700],
    ]);
    expect(body.payments[1].description).toBe('Plano START – primeiro mês');
  });

  it('gives another owner 404 on the subscription', async () => {
    const res = await server.request(`/api/instances/${instanceId}/subscription`, {
      cookie: other.cookie,
    });
    expect(res.status).toBe(404);
  });

  it('follows a plan change arriving by webhook: the professional limit becomes the new plan', async () => {
    const limitOf = async () =>
      (
        await (
          await server.request(`/api/instances/${instanceId}/profissionais`, {
            cookie: owner.cookie,
          })
        ).json()
      ).limit;
    expect(await limitOf()).toBe(5);
    stripeSim.control.changePlan(subscriptionId, 'ultra');
    const event = stripeSim.control
      .events()
      .filter(
        (e) =>
          e.type === 'customer.subscription.updated' &&
          (e.data.object as { id: string }).id === subscriptionId,
      )
      .at(-1);
    expect((await deliver(event)).status).toBe(200);
    expect(await limitOf()).toBe(20);
  });

  it('says the history is unavailable, without failing the tab, when the provider is down', async () => {
    stripeSim.control.failNext('/v1/invoices', { status: 500 });
    const res = await server.request(`/api/instances/${instanceId}/subscription`, {
      cookie: owner.cookie,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ paymentsAvailable: false, payments: [] });
  });
});
