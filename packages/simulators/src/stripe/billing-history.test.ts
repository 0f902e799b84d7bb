import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSimulator } from './test-support';
import { SECRET_KEY, startTestSimulator, subscribeWithCard } from './test-support';

let sim: TestSimulator;
beforeAll(async () => {
  sim = await startTestSimulator();
});
afterAll(() => sim.close());

describe('Stripe simulator billing and payment history', () => {
  it('renews a subscription: the next invoice is paid at the full price and the period moves on', async () => {
    const { subscription } = await subscribeWithCard(sim.stripe, 'pro');
    const firstEnd = subscription.items.data[0]?.current_period_end ?? 0;
    const { invoice } = sim.control.advanceBilling(subscription.id);
    expect(invoice).toMatchObject({
      status: 'paid',
      billing_reason: 'subscription_cycle',
      amount_paid: 24700,
    });
    const renewed = await sim.stripe.subscriptions.retrieve(subscription.id);
    expect(renewed.status).toBe('active');
    expect(renewed.items.data[0]?.current_period_start).toBe(firstEnd);
    expect(renewed.latest_invoice).toBe(invoice?.id);
    const invoices = await sim.stripe.invoices.list({ subscription: subscription.id });
    expect(invoices.data.map((item) => [item.billing_reason, item.amount_paid])).toEqual([
      ['subscription_cycle', 24700],
      ['subscription_create', 2700],
    ]);
    expect(invoices.data[0]?.lines.data[0]?.period).toEqual({
      start: firstEnd,
      end: renewed.items.data[0]?.current_period_end,
    });
  });

  it('fails a renewal: invoice open with a next attempt, subscription past_due, paid later by API', async () => {
    const { subscription } = await subscribeWithCard(sim.stripe, 'start');
    const { invoice } = sim.control.advanceBilling(subscription.id, { fail: true });
    expect(invoice).toMatchObject({
      status: 'open',
      amount_paid: 0,
      amount_remaining: 14700,
      attempt_count: 1,
    });
    expect(invoice?.next_payment_attempt).toBeGreaterThan(Date.now() / 1000);
    expect((await sim.stripe.subscriptions.retrieve(subscription.id)).status).toBe('past_due');
    const types = sim.control.events().map((event) => event.type);
    expect(types).toContain('invoice.payment_failed');
    const charges = await sim.stripe.charges.list({ customer: String(subscription.customer) });
    expect(charges.data[0]).toMatchObject({
      status: 'failed',
      paid: false,
      failure_code: 'card_declined',
    });

    const paid = await sim.stripe.invoices.pay(invoice?.id ?? '');
    expect(paid.status).toBe('paid');
    expect((await sim.stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
  });

  it('refunds a charge by API: the charge shows refunded, the invoice stays paid', async () => {
    const { subscription } = await subscribeWithCard(sim.stripe, 'start');
    const charges = await sim.stripe.charges.list({ customer: String(subscription.customer) });
    const charge = charges.data[0] as Stripe.Charge;
    expect(charge).toMatchObject({
      amount: 2700,
      status: 'succeeded',
      paid: true,
      refunded: false,
    });
    const refund = await sim.stripe.refunds.create({ charge: charge.id });
    expect(refund).toMatchObject({
      object: 'refund',
      amount: 2700,
      status: 'succeeded',
      charge: charge.id,
    });
    expect(refund.id).toMatch(/^re_/);
    const after = await sim.stripe.charges.retrieve(charge.id, { expand: ['refunds'] });
    expect(after).toMatchObject({ refunded: true, amount_refunded: 2700 });
    expect(after.refunds?.data.map((item) => item.id)).toEqual([refund.id]);
    const invoices = await sim.stripe.invoices.list({ subscription: subscription.id });
    expect(invoices.data[0]?.status).toBe('paid');
    const twice = await sim.stripe.refunds
      .create({ charge: charge.id })
      .catch((error: unknown) => error);
    expect(twice).toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'charge_already_refunded',
    });
  });

  it('links an invoice to its payment intent and charge for the history', async () => {
    const { subscription } = await subscribeWithCard(sim.stripe, 'ultra');
    const invoices = await sim.stripe.invoices.list({
      subscription: subscription.id,
      expand: ['data.payments.data.payment.payment_intent'],
    });
    const invoice = invoices.data[0] as Stripe.Invoice;
    const payment = invoice.payments?.data[0];
    expect(payment).toMatchObject({ object: 'invoice_payment', status: 'paid', amount_paid: 2700 });
    const intent = payment?.payment.payment_intent as Stripe.PaymentIntent;
    expect(intent).toMatchObject({ object: 'payment_intent', status: 'succeeded', amount: 2700 });
    const charge = await sim.stripe.charges.retrieve(String(intent.latest_charge));
    expect(charge.payment_intent).toBe(intent.id);
    const listed = await sim.stripe.invoicePayments.list({ invoice: invoice.id });
    expect(listed.data.map((item) => item.id)).toEqual([payment?.id]);
  });

  it('records a dispute on a charge', async () => {
    const { subscription } = await subscribeWithCard(sim.stripe, 'start');
    const charge = (await sim.stripe.charges.list({ customer: String(subscription.customer) }))
      .data[0];
    const dispute = sim.control.dispute(charge?.id ?? '');
    expect(dispute).toMatchObject({ object: 'dispute', status: 'needs_response', amount: 2700 });
    expect((await sim.stripe.charges.retrieve(charge?.id ?? '')).disputed).toBe(true);
    const disputes = await sim.stripe.disputes.list({ charge: charge?.id });
    expect(disputes.data.map((item) => item.id)).toEqual([dispute.id]);
    expect(sim.control.events().some((event) => event.type === 'charge.dispute.created')).toBe(
      true,
    );
  });

  it('lists invoices in every status and filters by status', async () => {
    const { subscription } = await subscribeWithCard(sim.stripe, 'start');
    const draft = sim.control.advanceBilling(subscription.id, { leaveDraft: true }).invoice;
    expect(draft?.status).toBe('draft');
    await sim.stripe.invoices.finalizeInvoice(draft?.id ?? '');
    await sim.stripe.invoices.voidInvoice(draft?.id ?? '');
    const open = sim.control.advanceBilling(subscription.id, { fail: true }).invoice;
    await sim.stripe.invoices.markUncollectible(open?.id ?? '');
    const failed = sim.control.advanceBilling(subscription.id, { fail: true }).invoice;
    const pending = sim.control.advanceBilling(subscription.id, { leaveDraft: true }).invoice;
    const invoices = await sim.stripe.invoices.list({ subscription: subscription.id });
    expect(invoices.data.map((invoice) => invoice.status)).toEqual([
      'draft',
      'open',
      'uncollectible',
      'void',
      'paid',
    ]);
    expect(invoices.data.map((invoice) => invoice.id).slice(0, 2)).toEqual([
      pending?.id,
      failed?.id,
    ]);
    const onlyVoid = await sim.stripe.invoices.list({
      subscription: subscription.id,
      status: 'void',
    });
    expect(onlyVoid.data.map((invoice) => invoice.id)).toEqual([draft?.id]);
  });

  it('changes the plan by API and by control, each with customer.subscription.updated', async () => {
    const { subscription } = await subscribeWithCard(sim.stripe, 'start');
    const item = subscription.items.data[0] as Stripe.SubscriptionItem;
    const [proPrice] = (await sim.stripe.prices.list({ lookup_keys: ['pro'] })).data;
    const updated = await sim.stripe.subscriptions.update(subscription.id, {
      items: [{ id: item.id, price: proPrice?.id }],
      proration_behavior: 'none',
    });
    expect(updated.items.data.map((entry) => entry.price.lookup_key)).toEqual(['pro']);
    const changed = sim.control.changePlan(subscription.id, 'ultra');
    expect(changed.items.data.map((entry) => entry.price.lookup_key)).toEqual(['ultra']);
    const updates = sim.control
      .events()
      .filter(
        (event) =>
          event.type === 'customer.subscription.updated' &&
          (event.data.object as { id: string }).id === subscription.id,
      );
    const planOf = (event: (typeof updates)[number]) =>
      (event.data.object as Stripe.Subscription).items.data[0]?.price.lookup_key;
    expect(updates.map(planOf).slice(-2)).toEqual(['pro', 'ultra']);
    expect(updates.at(-1)?.data.previous_attributes).toHaveProperty('items');
  });

  it('cancels at period end on the next cycle, and at once with DELETE', async () => {
    const { subscription } = await subscribeWithCard(sim.stripe, 'start');
    const scheduled = await sim.stripe.subscriptions.update(subscription.id, {
      cancel_at_period_end: true,
    });
    expect(scheduled.cancel_at).toBe(subscription.items.data[0]?.current_period_end);
    const ended = sim.control.advanceBilling(subscription.id);
    expect(ended.invoice).toBeNull();
    expect(ended.subscription.status).toBe('canceled');

    const other = await subscribeWithCard(sim.stripe, 'pro');
    const canceled = await sim.stripe.subscriptions.cancel(other.subscription.id);
    expect(canceled).toMatchObject({
      status: 'canceled',
      cancellation_details: { reason: 'cancellation_requested' },
    });
    const again = await sim.stripe.subscriptions
      .cancel(other.subscription.id)
      .catch((error: unknown) => error);
    expect(again).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });

  it('runs control actions for out-of-process tests only with the secret key', async () => {
    const { subscription } = await subscribeWithCard(sim.stripe, 'start');
    const post = (auth: string, body: unknown) =>
      fetch(`${sim.url}/__sim/control`, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const denied = await post('Bearer sk_test_wrong', {
      action: 'advanceBilling',
      subscriptionId: subscription.id,
    });
    expect(denied.status).toBe(401);
    const invalid = await post(`Bearer ${SECRET_KEY}`, { action: 'advanceBilling' });
    expect(invalid.status).toBe(400);
    const done = await post(`Bearer ${SECRET_KEY}`, {
      action: 'advanceBilling',
      subscriptionId: subscription.id,
      fail: true,
    });
    expect(done.status).toBe(200);
    expect((await sim.stripe.subscriptions.retrieve(subscription.id)).status).toBe('past_due');
  });
});
