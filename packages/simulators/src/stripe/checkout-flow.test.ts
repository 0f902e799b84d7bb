import { formatBRL } from '@secretaria/shared/plans';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSimulator } from './test-support';
import { createPlanCheckout, payOnHostedPage, startTestSimulator } from './test-support';

let sim: TestSimulator;
beforeAll(async () => {
  sim = await startTestSimulator();
});
afterAll(() => sim.close());

describe('Stripe simulator checkout', () => {
  it('creates an open session for a plan with its promotion code, R$ 27,00 due today', async () => {
    const session = await createPlanCheckout(sim.stripe, 'start', 'START27');
    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: 14700,
      amount_total: 2700,
      currency: 'brl',
      total_details: { amount_discount: 12000 },
      client_reference_id: 'user_42',
      customer_email: 'dono@loja.com.br',
      metadata: { instance_name: 'barbearia-centro', plan_id: 'start' },
      subscription: null,
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${sim.url}/checkout/${session.id}`);
    expect(session.discounts?.[0]?.promotion_code).toMatch(/^promo_/);
    expect(session.expires_at - session.created).toBe(24 * 60 * 60);
  });

  it('serves a pt-BR hosted page with the plan, price and discount, and no script', async () => {
    const session = await createPlanCheckout(sim.stripe, 'pro', 'PRO27');
    const response = await fetch(session.url ?? '');
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(html).toContain('lang="pt-BR"');
    expect(html).toContain('Plano PRO');
    expect(html).toContain(`${formatBRL(24700)} por mês`);
    expect(html).toContain('Desconto (PRO27)');
    expect(html).toContain(`−${formatBRL(22000)}`);
    expect(html).toContain(`<p class="total">${formatBRL(2700)}</p>`);
    expect(html).toContain('Número do cartão');
    expect(html).not.toMatch(/<script|https?:\/\/(?!app\.test)/i);
  });

  it('pays with 4242: redirects to success_url with the session id, subscription active, first invoice paid R$ 27,00', async () => {
    const session = await createPlanCheckout(sim.stripe, 'start', 'START27');
    const paid = await payOnHostedPage(session.url ?? '', { card_number: '4242 4242 4242 4242' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `http://app.test/painel/instancias?success=true&session_id=${session.id}`,
    );

    const completed = await sim.stripe.checkout.sessions.retrieve(session.id, {
      expand: ['subscription', 'subscription.latest_invoice'],
    });
    expect(completed).toMatchObject({ status: 'complete', payment_status: 'paid', url: null });
    expect(completed.customer).toMatch(/^cus_/);
    const subscription = completed.subscription as Stripe.Subscription;
    expect(subscription.id).toMatch(/^sub_/);
    expect(subscription.status).toBe('active');
    expect(subscription.metadata).toEqual({ instance_name: 'barbearia-centro', plan_id: 'start' });
    const item = subscription.items.data[0] as Stripe.SubscriptionItem;
    expect(item.price.lookup_key).toBe('start');
    expect(item.current_period_end).toBeGreaterThan(item.current_period_start + 27 * 86_400);
    const invoice = subscription.latest_invoice as Stripe.Invoice;
    expect(invoice).toMatchObject({
      status: 'paid',
      billing_reason: 'subscription_create',
      amount_due: 2700,
      amount_paid: 2700,
      subtotal: 14700,
      total: 2700,
    });
    expect(invoice.parent?.subscription_details?.subscription).toBe(subscription.id);

    // A second submit (double click, back button) pays nothing more: it only redirects.
    const again = await fetch(`${session.url ?? ''}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'card_number=4242424242424242',
      redirect: 'manual',
    });
    expect(again.status).toBe(303);
    const invoices = await sim.stripe.invoices.list({ subscription: subscription.id });
    expect(invoices.data).toHaveLength(1);
  });

  it("declines 4000 0000 0000 0002 with 'Seu cartão foi recusado.' and a way back, creating nothing", async () => {
    const session = await createPlanCheckout(sim.stripe, 'ultra', 'ULTRA27');
    const declined = await payOnHostedPage(session.url ?? '', {
      card_number: '4000 0000 0000 0002',
    });
    const html = await declined.text();
    expect(declined.status).toBe(402);
    expect(html).toContain('Seu cartão foi recusado.');
    expect(html).toContain('href="http://app.test/painel/instancias?canceled=true"');
    const after = await sim.stripe.checkout.sessions.retrieve(session.id);
    expect(after).toMatchObject({
      status: 'open',
      payment_status: 'unpaid',
      subscription: null,
      customer: null,
    });
    const events = sim.control
      .events()
      .filter((event) => (event.data.object as { id: string }).id === session.id);
    expect(events).toEqual([]);
    const retry = await payOnHostedPage(session.url ?? '', { card_number: '4242424242424242' });
    expect(retry.status).toBe(303);
  });

  it("refuses discounts together with allow_promotion_codes with Stripe's text", async () => {
    const error = await createPlanCheckout(sim.stripe, 'start', 'START27', {
      allow_promotion_codes: true,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect((error as Stripe.errors.StripeError).message).toBe(
      'You may only specify one of these parameters: allow_promotion_codes, discounts.',
    );
  });

  it("refuses another plan's promotion code", async () => {
    const error = await createPlanCheckout(sim.stripe, 'pro', 'START27').catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ statusCode: 400, param: 'discounts[0][promotion_code]' });
  });

  it('takes a code typed on the page when allow_promotion_codes is on', async () => {
    const session = await createPlanCheckout(sim.stripe, 'pro', null, {
      allow_promotion_codes: true,
    });
    expect(session.amount_total).toBe(24700);
    const wrong = await payOnHostedPage(session.url ?? '', {
      card_number: '4242424242424242',
      promotion_code: 'XYZ',
    });
    expect(await wrong.text()).toContain('Este código é inválido.');
    const paid = await payOnHostedPage(session.url ?? '', {
      card_number: '4242424242424242',
      promotion_code: 'pro27',
    });
    expect(paid.status).toBe(303);
    const done = await sim.stripe.checkout.sessions.retrieve(session.id);
    expect(done.amount_total).toBe(2700);
  });

  it('expires an open session, after which its page only offers the way back', async () => {
    const session = await createPlanCheckout(sim.stripe, 'start', 'START27');
    const expired = await sim.stripe.checkout.sessions.expire(session.id);
    expect(expired.status).toBe('expired');
    const page = await fetch(`${sim.url}/checkout/${session.id}`);
    expect(page.status).toBe(410);
    await expect(sim.stripe.checkout.sessions.expire(session.id)).rejects.toBeInstanceOf(
      Stripe.errors.StripeInvalidRequestError,
    );
  });

  it("lists a session's line items with the discount per item", async () => {
    const session = await createPlanCheckout(sim.stripe, 'ultra', 'ULTRA27');
    const items = await sim.stripe.checkout.sessions.listLineItems(session.id);
    expect(items.data).toHaveLength(1);
    expect(items.data[0]).toMatchObject({
      amount_subtotal: 44700,
      amount_discount: 42000,
      amount_total: 2700,
      quantity: 1,
    });
  });
});
