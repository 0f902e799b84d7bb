import type Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestSimulator } from './test-support';
import {
  startTestSimulator,
  startWebhookReceiver,
  subscribeWithCard,
  WEBHOOK_SECRET,
} from './test-support';

type Receiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
const running: { sim?: TestSimulator; receiver?: Receiver } = {};

async function setUp(options: { failures?: number } = {}) {
  const receiver = await startWebhookReceiver(WEBHOOK_SECRET, options);
  const sim = await startTestSimulator({ webhookUrl: receiver.url });
  Object.assign(running, { sim, receiver });
  return { sim, receiver };
}

afterEach(async () => {
  await running.sim?.close();
  await running.receiver?.close();
});

describe('Stripe simulator webhooks', () => {
  it('delivers the checkout events signed so that constructEvent accepts them', async () => {
    const { sim, receiver } = await setUp();
    const { session, subscription } = await subscribeWithCard(sim.stripe, 'start');
    await sim.control.waitForWebhooks();
    expect(receiver.rejected).toEqual([]);
    const types = receiver.types();
    for (const type of [
      'checkout.session.completed',
      'customer.subscription.created',
      'customer.subscription.updated',
      'invoice.paid',
      'invoice.payment_succeeded',
    ]) {
      expect(types).toContain(type);
    }
    const completed = receiver.received.find(
      (item) => item.event.type === 'checkout.session.completed',
    );
    const object = completed?.event.data.object as Stripe.Checkout.Session;
    expect(object).toMatchObject({
      id: session.id,
      status: 'complete',
      subscription: subscription.id,
    });
    expect(completed?.event.api_version).toBe('2026-07-29.dahlia');
    expect(completed?.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const paid = receiver.received.find((item) => item.event.type === 'invoice.paid');
    expect((paid?.event.data.object as Stripe.Invoice).amount_paid).toBe(2700);

    const fetched = await sim.stripe.events.retrieve(completed?.event.id ?? '');
    expect(fetched).toMatchObject({
      id: completed?.event.id,
      type: 'checkout.session.completed',
      pending_webhooks: 0,
    });
  });

  it('retries a delivery the receiver answered with 500, with the same event id', async () => {
    const { sim, receiver } = await setUp({ failures: 2 });
    await sim.stripe.customers.create({ email: 'retry@loja.com.br' });
    await sim.control.waitForWebhooks();
    expect(receiver.types()).toEqual(['customer.created']);
    const attempts = sim.control.deliveries();
    expect(attempts.map((attempt) => [attempt.attempt, attempt.status])).toEqual([
      [1, 500],
      [2, 500],
      [3, 200],
    ]);
    expect(new Set(attempts.map((attempt) => attempt.eventId)).size).toBe(1);
    const [first, , third] = attempts;
    expect((third?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(60); // 20 ms, then 40 ms
  });

  it('gives up after the last attempt and leaves the event pending', async () => {
    const { sim } = await setUp({ failures: 100 });
    const customer = await sim.stripe.customers.create({ email: 'never@loja.com.br' });
    await sim.control.waitForWebhooks();
    expect(sim.control.deliveries()).toHaveLength(4);
    const [event] = (await sim.stripe.events.list({ type: 'customer.created' })).data;
    expect((event?.data.object as Stripe.Customer).id).toBe(customer.id);
    expect(event?.pending_webhooks).toBe(1);
  });

  it('sends every event twice with the same id when duplicates are on', async () => {
    const { sim, receiver } = await setUp();
    sim.control.duplicateWebhooks(true);
    await sim.stripe.customers.create({ email: 'twice@loja.com.br' });
    await sim.control.waitForWebhooks();
    expect(receiver.received).toHaveLength(2);
    const [first, second] = receiver.received;
    expect(first?.event.id).toBe(second?.event.id);
    expect(first?.rawBody).toBe(second?.rawBody);
  });

  it('delivers a batch in reverse order when reordering is on', async () => {
    const { sim, receiver } = await setUp();
    await subscribeWithCard(sim.stripe, 'pro');
    await sim.control.waitForWebhooks();
    const inOrder = receiver.types();
    expect(inOrder.indexOf('customer.subscription.created')).toBeLessThan(
      inOrder.indexOf('checkout.session.completed'),
    );

    receiver.received.length = 0;
    sim.control.reorderWebhooks(true);
    await subscribeWithCard(sim.stripe, 'pro');
    await sim.control.waitForWebhooks();
    const reordered = receiver.types();
    expect(reordered[0]).toBe('checkout.session.completed');
    expect(reordered.indexOf('customer.subscription.updated')).toBeLessThan(
      reordered.indexOf('customer.subscription.created'),
    );
  });

  it('signs for an endpoint registered by API with the secret returned on creation', async () => {
    let secret = '';
    const receiver = await startWebhookReceiver(() => secret);
    const sim = await startTestSimulator();
    Object.assign(running, { sim, receiver });
    const endpoint = await sim.stripe.webhookEndpoints.create({
      url: receiver.url,
      enabled_events: ['invoice.paid'],
    });
    secret = endpoint.secret ?? '';
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(WEBHOOK_SECRET);
    await subscribeWithCard(sim.stripe, 'start');
    await sim.control.waitForWebhooks();
    expect(receiver.rejected).toEqual([]);
    expect(receiver.types()).toEqual(['invoice.paid']);
    const retrieved = await sim.stripe.webhookEndpoints.retrieve(endpoint.id);
    expect(retrieved.secret).toBeUndefined();
  });

  it('is rejected by a receiver holding another secret', async () => {
    const receiver = await startWebhookReceiver('whsec_someone_else');
    const sim = await startTestSimulator({ webhookUrl: receiver.url });
    Object.assign(running, { sim, receiver });
    await sim.stripe.customers.create({ email: 'wrong@loja.com.br' });
    await sim.control.waitForWebhooks();
    expect(receiver.received).toEqual([]);
    expect(receiver.rejected[0]).toMatch(/No signatures found matching the expected signature/);
    expect(sim.control.deliveries().map((attempt) => attempt.status)).toEqual([400, 400, 400, 400]);
  });
});
