// The server first: it loads @hono/zod-openapi before any shared schema is built.
import { createTestServer, ENGLISH_WORDS, type TestServer } from '@/test/test-server';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assinaturaUi } from '@secretaria/shared/assinatura-schemas';
import { msg } from '@secretaria/shared/messages';
import { startTestServices, TEST_WEBHOOK_SECRET } from '@/test/test-services';

let services: Awaited<ReturnType<typeof startTestServices>>;
let stripe: Stripe;
let server: TestServer;
let owner: Awaited<ReturnType<TestServer['createUser']>>;
let other: Awaited<ReturnType<TestServer['createUser']>>;
let phoneSeq = 0;

const call = (cookie: string, method: string, path: string, json?: unknown) =>
  server.request(path, { method, cookie, ...(json === undefined ? {} : { json }) });

/** An instance bought through the real checkout: its subscription lives in the simulator. */
async function buyInstance(planId: 'start' | 'pro' | 'ultra', cookie = owner.cookie) {
  phoneSeq += 1;
  const res = await call(cookie, 'POST', '/api/billing/checkout', {
    planId,
    promoCode: `${planId.toUpperCase()}27`,
    instance: {
      name: 'Salão Bela',
      phoneNumber: `1196${String(Date.now()).slice(-5)}${phoneSeq}`.slice(0, 11),
      countryId: server.brasilId,
      assistantName: 'Ana',
      timezone: 'America/Sao_Paulo',
      timezone_offset: -3,
    },
  });
  expect(res.status).toBe(200);
  const sessionId = new URL((await res.json()).url).pathname.split('/').pop() as string;
  services.stripeSim.control.completeCheckout(sessionId, { cardNumber: '4242424242424242' });
  const done = await call(cookie, 'POST', '/api/billing/checkout/complete', {
    session_id: sessionId,
  });
  expect(done.status).toBe(201);
  return (await done.json()) as { instanceId: string; subscription_id: string };
}

async function addProfissionais(instanceId: string, count: number) {
  for (let i = 0; i < count; i += 1) {
    const res = await call(owner.cookie, 'POST', `/api/instances/${instanceId}/profissionais`, {
      nome: `Profissional ${i + 1}`,
      especialidade: 'Cabelo',
    });
    expect(res.status).toBe(201);
  }
}

const row = (id: string) =>
  server.db.selectFrom('whatsapp_instances').selectAll().where('id', '=', id).executeTakeFirst();

/** Delivers the simulator's newest event of `type` for the subscription, signed, as Stripe. */
async function deliverLast(type: string, subscriptionId: string) {
  const event = services.stripeSim.control
    .events()
    .filter(
      (candidate) =>
        candidate.type === type && (candidate.data.object as { id?: string }).id === subscriptionId,
    )
    .at(-1);
  expect(event).toBeDefined();
  const payload = JSON.stringify(event);
  const signature = stripe.webhooks.generateTestHeaderString({
    payload,
    secret: TEST_WEBHOOK_SECRET,
  });
  const res = await server.request('/webhooks/stripe', {
    method: 'POST',
    headers: { 'stripe-signature': signature, 'content-type': 'application/json' },
    body: payload,
  });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  services = await startTestServices();
  ({ stripe } = services);
  server = await createTestServer({}, services.deps);
  owner = await server.createUser();
  other = await server.createUser();
});
afterAll(async () => {
  await server.close();
  await services.close();
});

describe('Alterar plano', () => {
  it('says before confirming that 6 professionals do not fit START, refuses it, and prorates ULTRA → PRO → ULTRA as Stripe does', async () => {
    const { instanceId, subscription_id } = await buyInstance('ultra');
    await addProfissionais(instanceId, 6);

    const tooSmall = await call(
      owner.cookie,
      'GET',
      `/api/instances/${instanceId}/subscription/plan-change?plano=start`,
    );
    expect(tooSmall.status).toBe(200);
    const startPreview = await tooSmall.json();
    expect(startPreview).toMatchObject({ allowed: false, profissionais: 6, max_profissionais: 5 });
    expect(startPreview.message).toBe(assinaturaUi.professionalsOver(6, 5, 'Plano START'));
    const refused = await call(
      owner.cookie,
      'POST',
      `/api/instances/${instanceId}/subscription/plan`,
      {
        plano: 'start',
      },
    );
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toBe(startPreview.message);
    expect((await row(instanceId))?.price_id).toBe('ultra');
    expect(
      (await stripe.subscriptions.retrieve(subscription_id)).items.data[0]?.price.lookup_key,
    ).toBe('ultra');

    // A downgrade: nothing charged now, the unused difference left as credit.
    const down = await (
      await call(
        owner.cookie,
        'GET',
        `/api/instances/${instanceId}/subscription/plan-change?plano=pro`,
      )
    ).json();
    expect(down).toMatchObject({ allowed: true, amount_due_cents: 0, monthly_price_cents: 24700 });
    expect(down.credit_cents).toBeGreaterThan(0);
    const changed = await call(
      owner.cookie,
      'POST',
      `/api/instances/${instanceId}/subscription/plan`,
      {
        plano: 'pro',
        proration_date: down.proration_date,
      },
    );
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ price_id: 'pro', planLabel: 'Plano PRO' });
    expect((await row(instanceId))?.price_id).toBe('pro');
    const [downInvoice] = (await stripe.invoices.list({ subscription: subscription_id })).data;
    expect(downInvoice).toMatchObject({ billing_reason: 'subscription_update', amount_due: 0 });
    expect(-(downInvoice?.total ?? 0)).toBe(down.credit_cents);

    // An upgrade: the prorated difference, less the credit, charged at once, as previewed.
    const up = await (
      await call(
        owner.cookie,
        'GET',
        `/api/instances/${instanceId}/subscription/plan-change?plano=ultra`,
      )
    ).json();
    const upgraded = await call(
      owner.cookie,
      'POST',
      `/api/instances/${instanceId}/subscription/plan`,
      {
        plano: 'ultra',
        proration_date: up.proration_date,
      },
    );
    expect(upgraded.status).toBe(200);
    const [upInvoice] = (await stripe.invoices.list({ subscription: subscription_id })).data;
    expect(upInvoice).toMatchObject({
      billing_reason: 'subscription_update',
      status: 'paid',
      amount_paid: up.amount_due_cents,
    });
    // The webhook that follows converges on the same plan.
    await deliverLast('customer.subscription.updated', subscription_id);
    expect((await row(instanceId))?.price_id).toBe('ultra');
  });

  it('refuses an unknown plan, the current plan and a stale preview in pt-BR', async () => {
    const { instanceId } = await buyInstance('pro');
    const unknown = await call(
      owner.cookie,
      'GET',
      `/api/instances/${instanceId}/subscription/plan-change?plano=gold`,
    );
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error.message).toBe(msg.planRequired);
    const missing = await call(
      owner.cookie,
      'POST',
      `/api/instances/${instanceId}/subscription/plan`,
      {},
    );
    expect(missing.status).toBe(400);
    const same = await call(
      owner.cookie,
      'POST',
      `/api/instances/${instanceId}/subscription/plan`,
      {
        plano: 'pro',
      },
    );
    expect(same.status).toBe(409);
    expect((await same.json()).error.message).toBe(assinaturaUi.samePlan);
    const stale = await call(
      owner.cookie,
      'POST',
      `/api/instances/${instanceId}/subscription/plan`,
      {
        plano: 'ultra',
        proration_date: Math.floor(Date.now() / 1000) - 7200,
      },
    );
    expect(stale.status).toBe(400);
    const body = await stale.json();
    expect(body.error.message).toBe(assinaturaUi.prorationDateInvalid);
    expect(body.error.message).not.toMatch(ENGLISH_WORDS);
  });
});

describe('Cancelar assinatura / Reativar assinatura', () => {
  it('cancels at the period end with the date, refuses a plan change meanwhile, reactivates, and the end arrives by webhook', async () => {
    const { instanceId, subscription_id } = await buyInstance('start');
    const cancel = await call(
      owner.cookie,
      'POST',
      `/api/instances/${instanceId}/subscription/cancel`,
    );
    expect(cancel.status).toBe(200);
    const cancelled = await cancel.json();
    expect(cancelled.cancel_at).toBe(cancelled.subscription_renewal_date);
    expect(cancelled.cancel_at).not.toBeNull();
    expect((await stripe.subscriptions.retrieve(subscription_id)).cancel_at_period_end).toBe(true);
    const twice = await call(
      owner.cookie,
      'POST',
      `/api/instances/${instanceId}/subscription/cancel`,
    );
    expect(twice.status).toBe(409);
    expect((await twice.json()).error.message).toBe(assinaturaUi.alreadyCancelled);
    const change = await call(
      owner.cookie,
      'POST',
      `/api/instances/${instanceId}/subscription/plan`,
      {
        plano: 'pro',
      },
    );
    expect(change.status).toBe(409);
    expect((await change.json()).error.message).toBe(assinaturaUi.cancelPending);

    const back = await call(
      owner.cookie,
      'POST',
      `/api/instances/${instanceId}/subscription/reactivate`,
    );
    expect(back.status).toBe(200);
    expect((await back.json()).cancel_at).toBeNull();
    expect((await stripe.subscriptions.retrieve(subscription_id)).cancel_at_period_end).toBe(false);
    const again = await call(
      owner.cookie,
      'POST',
      `/api/instances/${instanceId}/subscription/reactivate`,
    );
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe(assinaturaUi.notCancelled);

    // Cancelled once more, the period ends: Stripe's customer.subscription.deleted ends it.
    await call(owner.cookie, 'POST', `/api/instances/${instanceId}/subscription/cancel`);
    await deliverLast('customer.subscription.updated', subscription_id);
    expect((await row(instanceId))?.subscription_cancel_at).not.toBeNull();
    services.stripeSim.control.advanceBilling(subscription_id);
    await deliverLast('customer.subscription.deleted', subscription_id);
    expect(await row(instanceId)).toMatchObject({
      subscription_status: 'canceled',
      subscription_cancel_at: null,
    });
    const ended = await call(
      owner.cookie,
      'POST',
      `/api/instances/${instanceId}/subscription/reactivate`,
    );
    expect(ended.status).toBe(409);
    expect((await ended.json()).error.message).toBe(assinaturaUi.subscriptionEnded);
  });
});

describe('Excluir instância', () => {
  it('keeps the data: subscription cancelled, gateway instance gone, number freed, records kept; then erases them', async () => {
    const { instanceId, subscription_id } = await buyInstance('pro');
    await addProfissionais(instanceId, 2);
    const before = await row(instanceId);
    expect(services.evolution.getInstance(before?.gateway_name ?? '')).toBeDefined();

    const noChoice = await call(owner.cookie, 'DELETE', `/api/instances/${instanceId}`);
    expect(noChoice.status).toBe(400);
    expect((await noChoice.json()).error.message).toBe(assinaturaUi.dadosRequired);

    const kept = await call(owner.cookie, 'DELETE', `/api/instances/${instanceId}?dados=manter`);
    expect(kept.status).toBe(200);
    expect(await kept.json()).toEqual({
      excluida: true,
      dados: 'manter',
      assinatura_cancelada: true,
      whatsapp_removido: true,
    });
    expect((await stripe.subscriptions.retrieve(subscription_id)).status).toBe('canceled');
    expect(services.evolution.getInstance(before?.gateway_name ?? '')).toBeUndefined();
    const closed = await row(instanceId);
    expect(closed).toMatchObject({ status: 'Encerrada', full_phone_number: null });
    expect(closed?.closed_at).not.toBeNull();
    const profs = await call(owner.cookie, 'GET', `/api/instances/${instanceId}/profissionais`);
    expect((await profs.json()).items).toHaveLength(2);
    const subscription = await (
      await call(owner.cookie, 'GET', `/api/instances/${instanceId}/subscription`)
    ).json();
    expect(subscription.closed).toBe(true);
    // Nothing restarts it: no plan change, no WhatsApp connection, no new number.
    const qr = await call(owner.cookie, 'GET', `/api/instances/${instanceId}/whatsapp`);
    expect(qr.status).toBe(409);
    expect((await qr.json()).error.message).toBe(assinaturaUi.closedInstance);
    const plan = await call(
      owner.cookie,
      'POST',
      `/api/instances/${instanceId}/subscription/plan`,
      {
        plano: 'ultra',
      },
    );
    expect(plan.status).toBe(409);

    const erased = await call(owner.cookie, 'DELETE', `/api/instances/${instanceId}?dados=apagar`);
    expect(erased.status).toBe(200);
    expect(await erased.json()).toMatchObject({ dados: 'apagar', assinatura_cancelada: false });
    expect(await row(instanceId)).toBeUndefined();
    const left = await server.db
      .selectFrom('profissionais')
      .select('id')
      .where('whatsapp_instance_id', '=', instanceId)
      .execute();
    expect(left).toHaveLength(0);
  });

  it('a gateway failure deletes nothing (503 in pt-BR); the retry finishes', async () => {
    const { instanceId } = await buyInstance('start');
    services.evolution.faults.failNext('delete', { status: 500, times: 5 });
    try {
      const refused = await call(
        owner.cookie,
        'DELETE',
        `/api/instances/${instanceId}?dados=apagar`,
      );
      expect(refused.status).toBe(503);
      expect((await refused.json()).error.message).toBe(assinaturaUi.gatewayUnavailable);
    } finally {
      services.evolution.faults.reset();
    }
    expect(await row(instanceId)).toBeDefined();
    const done = await call(owner.cookie, 'DELETE', `/api/instances/${instanceId}?dados=apagar`);
    expect(done.status).toBe(200);
    expect(await row(instanceId)).toBeUndefined();
  });
});

describe('tenant isolation', () => {
  it("another owner gets 404 on every action on the first owner's instance, and nothing changes", async () => {
    const { instanceId, subscription_id } = await buyInstance('pro');
    const paths: [string, string, unknown?][] = [
      ['GET', `/api/instances/${instanceId}/subscription/plan-change?plano=ultra`],
      ['POST', `/api/instances/${instanceId}/subscription/plan`, { plano: 'ultra' }],
      ['POST', `/api/instances/${instanceId}/subscription/cancel`],
      ['POST', `/api/instances/${instanceId}/subscription/reactivate`],
      ['DELETE', `/api/instances/${instanceId}?dados=apagar`],
    ];
    for (const [method, path, json] of paths) {
      const res = await call(other.cookie, method, path, json);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect((await res.json()).error.message).toBe(msg.instanceNotFound);
    }
    const subscription = await stripe.subscriptions.retrieve(subscription_id);
    expect(subscription).toMatchObject({ status: 'active', cancel_at_period_end: false });
    expect(subscription.items.data[0]?.price.lookup_key).toBe('pro');
    expect(await row(instanceId)).toMatchObject({ price_id: 'pro', closed_at: null });
  });
});
