import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeSdkConfig } from './sdk-config';
import type { TestSimulator } from './test-support';
import { SECRET_KEY, startTestSimulator } from './test-support';

let sim: TestSimulator;
beforeAll(async () => {
  sim = await startTestSimulator();
});
afterAll(() => sim.close());

describe('Stripe simulator catalog', () => {
  it('lists the monthly BRL price of each plan by lookup key', async () => {
    const prices = await sim.stripe.prices.list({
      lookup_keys: ['start', 'pro', 'ultra'],
      expand: ['data.product'],
    });
    expect(prices.object).toBe('list');
    expect(prices.url).toBe('/v1/prices');
    const byKey = Object.fromEntries(prices.data.map((price) => [price.lookup_key, price]));
    expect(byKey['start']?.unit_amount).toBe(14700);
    expect(byKey['pro']?.unit_amount).toBe(24700);
    expect(byKey['ultra']?.unit_amount).toBe(44700);
    for (const price of prices.data) {
      expect(price.id).toMatch(/^price_/);
      expect(price.currency).toBe('brl');
      expect(price.recurring?.interval).toBe('month');
      expect(price.metadata['plan_id']).toBe(price.lookup_key);
      expect((price.product as Stripe.Product).metadata['plan_id']).toBe(price.lookup_key);
    }
    const onlyPro = await sim.stripe.prices.list({ lookup_keys: ['pro'] });
    expect(onlyPro.data.map((price) => price.lookup_key)).toEqual(['pro']);
  });

  it('finds a promotion code by its text, case-insensitively, wrapping a once coupon', async () => {
    const codes = await sim.stripe.promotionCodes.list({ code: 'pro27', active: true });
    expect(codes.data).toHaveLength(1);
    const promotion = codes.data[0] as Stripe.PromotionCode;
    expect(promotion.id).toMatch(/^promo_/);
    expect(promotion.code).toBe('PRO27');
    const coupon = await sim.stripe.coupons.retrieve(String(promotion.promotion.coupon));
    expect(coupon).toMatchObject({ duration: 'once', amount_off: 22000, currency: 'brl' });
    const none = await sim.stripe.promotionCodes.list({ code: 'NOPE27' });
    expect(none.data).toEqual([]);
  });

  it('pages through a list with limit and starting_after', async () => {
    const first = await sim.stripe.prices.list({ limit: 2 });
    expect(first.data).toHaveLength(2);
    expect(first.has_more).toBe(true);
    const rest = await sim.stripe.prices.list({ limit: 2, starting_after: first.data[1]?.id });
    expect(rest.data).toHaveLength(1);
    expect(rest.has_more).toBe(false);
    const all = await sim.stripe.prices.list({ limit: 1 }).autoPagingToArray({ limit: 10 });
    expect(new Set(all.map((price) => price.id)).size).toBe(3);
  });
});

describe('Stripe simulator errors', () => {
  it('rejects a wrong secret key with StripeAuthenticationError', async () => {
    const wrong = new Stripe('sk_test_wrong_key_1234', stripeSdkConfig(sim.url));
    const error = await wrong.prices.list().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect((error as Stripe.errors.StripeError).statusCode).toBe(401);
    expect((error as Stripe.errors.StripeError).message).toMatch(
      /^Invalid API Key provided: sk_test_\*+1234$/,
    );
    const anonymous = await fetch(`${sim.url}/v1/prices`);
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { error: { type: string } }).error.type).toBe(
      'invalid_request_error',
    );
  });

  it('rejects bad params with StripeInvalidRequestError naming the param', async () => {
    const missing = await sim.stripe.checkout.sessions
      .create({ mode: 'subscription', success_url: 'http://app.test/ok' })
      .catch((caught: unknown) => caught);
    expect(missing).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(missing).toMatchObject({
      statusCode: 400,
      code: 'parameter_missing',
      param: 'line_items',
    });

    const unknown = await sim.stripe.prices
      .list({ lookup_key: 'start' } as Stripe.PriceListParams)
      .catch((caught: unknown) => caught);
    expect(unknown).toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'parameter_unknown',
      param: 'lookup_key',
    });

    const badPrice = await sim.stripe.checkout.sessions
      .create({ mode: 'subscription', line_items: [{ price: 'price_nope', quantity: 1 }] })
      .catch((caught: unknown) => caught);
    expect(badPrice).toMatchObject({
      statusCode: 400,
      code: 'resource_missing',
      param: 'line_items[0][price]',
      message: "No such price: 'price_nope'",
    });
  });

  it('answers 404 resource_missing for an unknown id and an unknown URL', async () => {
    const error = await sim.stripe.checkout.sessions
      .retrieve('cs_test_nope')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 404, code: 'resource_missing' });
    expect((error as Stripe.errors.StripeError).requestId).toMatch(/^req_/);
    const url = await fetch(`${sim.url}/v1/nothing_here`, {
      headers: { authorization: `Bearer ${SECRET_KEY}` },
    });
    expect(url.status).toBe(404);
    expect(((await url.json()) as { error: { message: string } }).error.message).toMatch(
      /^Unrecognized request URL \(GET: \/v1\/nothing_here\)/,
    );
  });

  it('replays a request with the same idempotency key and refuses it with other params', async () => {
    const send = (name: string) =>
      fetch(`${sim.url}/v1/customers`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${SECRET_KEY}`,
          'content-type': 'application/x-www-form-urlencoded',
          'idempotency-key': 'key-customer-1',
        },
        body: new URLSearchParams({ name, email: 'a@b.com' }),
      });
    const first = await send('Ana');
    const again = await send('Ana');
    const firstBody = (await first.json()) as { id: string };
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(((await again.json()) as { id: string }).id).toBe(firstBody.id);
    const other = await send('Bia');
    expect(other.status).toBe(400);
    expect(((await other.json()) as { error: { type: string } }).error.type).toBe(
      'idempotency_error',
    );
  });

  it('fails the next requests under a path as told, then recovers', async () => {
    sim.control.failNext('/v1/prices', { status: 500, times: 1 });
    const error = await sim.stripe.prices.list().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Stripe.errors.StripeAPIError);
    expect((error as Stripe.errors.StripeError).statusCode).toBe(500);
    await expect(sim.stripe.prices.list()).resolves.toMatchObject({ object: 'list' });

    sim.control.failNext('/v1/customers', { status: 429, times: 1 });
    await expect(sim.stripe.customers.create({ email: 'x@y.com' })).rejects.toBeInstanceOf(
      Stripe.errors.StripeRateLimitError,
    );
    // The SDK retries with the same idempotency key; the injected failure was not saved under it.
    const retrying = new Stripe(SECRET_KEY, stripeSdkConfig(sim.url, { maxNetworkRetries: 2 }));
    sim.control.failNext('/v1/customers', { status: 503, times: 1 });
    await expect(retrying.customers.create({ email: 'y@z.com' })).resolves.toMatchObject({
      email: 'y@z.com',
    });
  });

  it('delays replies while a delay is set', async () => {
    sim.control.delay(150);
    const started = Date.now();
    await sim.stripe.prices.list();
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    sim.control.delay(0);
  });
});
