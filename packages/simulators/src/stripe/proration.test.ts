import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSimulator } from './test-support';
import { startTestSimulator, subscribeWithCard } from './test-support';

let sim: TestSimulator;
beforeAll(async () => {
  sim = await startTestSimulator();
});
afterAll(() => sim.close());

const priceOf = async (plan: string) =>
  (await sim.stripe.prices.list({ lookup_keys: [plan] })).data[0] as Stripe.Price;

describe('Stripe simulator prorations (proration_behavior, create_preview)', () => {
  it('previews and then charges an upgrade at once with always_invoice, half a period = half the difference', async () => {
    const { subscription } = await subscribeWithCard(sim.stripe, 'start');
    const item = subscription.items.data[0] as Stripe.SubscriptionItem;
    const middle = Math.round((item.current_period_start + item.current_period_end) / 2);
    const pro = await priceOf('pro');
    const preview = await sim.stripe.invoices.createPreview({
      customer: String(subscription.customer),
      subscription: subscription.id,
      subscription_details: {
        items: [{ id: item.id, price: pro.id }],
        proration_behavior: 'always_invoice',
        proration_date: middle,
      },
    });
    expect(preview.id).toMatch(/^upcoming_in_/);
    expect(preview.billing_reason).toBe('subscription_update');
    const [credit, charge] = preview.lines.data;
    expect(credit?.description).toMatch(/^Unused time on Plano START after /);
    expect(charge?.description).toMatch(/^Remaining time on Plano PRO after /);
    const expected = Math.round(24700 / 2) - Math.round(14700 / 2);
    expect(Math.abs(preview.amount_due - expected)).toBeLessThanOrEqual(1);
    // Nothing was saved by the preview.
    const before = await sim.stripe.invoices.list({ subscription: subscription.id });

    const updated = await sim.stripe.subscriptions.update(subscription.id, {
      items: [{ id: item.id, price: pro.id }],
      proration_behavior: 'always_invoice',
      proration_date: middle,
    });
    expect(updated.items.data[0]?.price.lookup_key).toBe('pro');
    const invoices = await sim.stripe.invoices.list({ subscription: subscription.id });
    expect(invoices.data).toHaveLength(before.data.length + 1);
    expect(invoices.data[0]).toMatchObject({
      billing_reason: 'subscription_update',
      status: 'paid',
      amount_paid: preview.amount_due,
    });
    expect(updated.latest_invoice).toBe(invoices.data[0]?.id);
  });

  it('leaves a downgrade as credit on the balance, which the next renewal spends', async () => {
    const { subscription } = await subscribeWithCard(sim.stripe, 'ultra');
    const item = subscription.items.data[0] as Stripe.SubscriptionItem;
    const middle = Math.round((item.current_period_start + item.current_period_end) / 2);
    await sim.stripe.subscriptions.update(subscription.id, {
      items: [{ id: item.id, price: (await priceOf('start')).id }],
      proration_behavior: 'always_invoice',
      proration_date: middle,
    });
    const [downgrade] = (await sim.stripe.invoices.list({ subscription: subscription.id })).data;
    expect(downgrade).toMatchObject({ status: 'paid', amount_due: 0 });
    expect(downgrade?.total).toBeLessThan(0);
    const customer = (await sim.stripe.customers.retrieve(
      String(subscription.customer),
    )) as Stripe.Customer;
    expect(customer.balance).toBe(downgrade?.total);
    const { invoice } = sim.control.advanceBilling(subscription.id);
    expect(invoice?.amount_paid).toBe(Math.max(0, 14700 + (downgrade?.total ?? 0)));
  });

  it('takes a scheduled cancellation back with cancel_at_period_end=false, with the updated event', async () => {
    const { subscription } = await subscribeWithCard(sim.stripe, 'start');
    await sim.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    const back = await sim.stripe.subscriptions.update(subscription.id, {
      cancel_at_period_end: false,
    });
    expect(back).toMatchObject({ cancel_at_period_end: false, cancel_at: null, status: 'active' });
    const last = sim.control
      .events()
      .filter((event) => event.type === 'customer.subscription.updated')
      .at(-1);
    expect(last?.data.previous_attributes).toMatchObject({ cancel_at_period_end: true });
    const renewal = sim.control.advanceBilling(subscription.id);
    expect(renewal.subscription.status).toBe('active');
  });
});
