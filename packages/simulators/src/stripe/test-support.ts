import { Hono } from 'hono';
import Stripe from 'stripe';
import { startLoopbackServer } from '../loopback-server';
import { stripeSdkConfig } from './sdk-config';
import type { RunningStripeSimulator, StripeSimulatorOptions } from './stripe-simulator';
import { startStripeSimulator } from './stripe-simulator';

export const SECRET_KEY = 'sk_test_simulator_51Secretaria';
export const WEBHOOK_SECRET = 'whsec_simulator_test_secret';

export type TestSimulator = RunningStripeSimulator & { stripe: Stripe };

/** A simulator on a free port and the official SDK pointed at it, as the server will do. */
export async function startTestSimulator(
  options: Partial<StripeSimulatorOptions> = {},
): Promise<TestSimulator> {
  const simulator = await startStripeSimulator({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    webhookRetry: { baseDelayMs: 20, maxAttempts: 4, timeoutMs: 2000 },
    ...options,
  });
  const stripe = new Stripe(SECRET_KEY, stripeSdkConfig(simulator.url));
  return { ...simulator, stripe };
}

export type ReceivedWebhook = { event: Stripe.Event; rawBody: string; signature: string };

/**
 * The product's side of a webhook: verifies each delivery with the SDK's constructEvent on the
 * raw body (a bad one gets 400) and answers `failures` 500s before accepting.
 */
export async function startWebhookReceiver(
  secret: string | (() => string),
  options: { failures?: number } = {},
) {
  const verifier = new Stripe('sk_test_unused');
  const received: ReceivedWebhook[] = [];
  const rejected: string[] = [];
  let failuresLeft = options.failures ?? 0;
  let attempts = 0;
  const app = new Hono().post('/webhooks/stripe', async (c) => {
    attempts += 1;
    const rawBody = await c.req.text();
    const signature = c.req.header('stripe-signature') ?? '';
    let event: Stripe.Event;
    try {
      event = verifier.webhooks.constructEvent(
        rawBody,
        signature,
        typeof secret === 'string' ? secret : secret(),
      );
    } catch (error) {
      rejected.push(error instanceof Error ? error.message : String(error));
      return c.text('bad signature', 400);
    }
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      return c.text('boom', 500);
    }
    received.push({ event, rawBody, signature });
    return c.json({ received: true });
  });
  const server = await startLoopbackServer(app);
  return {
    url: `${server.url}/webhooks/stripe`,
    received,
    rejected,
    attempts: () => attempts,
    types: () => received.map((item) => item.event.type),
    close: () => server.close(),
  };
}

/** What a browser does on the hosted page: load it, then submit its form (no redirects followed). */
export async function payOnHostedPage(
  sessionUrl: string,
  fields: {
    card_number: string;
    email?: string;
    cardholder_name?: string;
    promotion_code?: string;
  },
) {
  const page = await fetch(sessionUrl);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`No payment form on ${sessionUrl}: ${page.status}`);
  const body = new URLSearchParams(
    Object.entries(fields).filter(([, value]) => value !== undefined) as [string, string][],
  );
  return fetch(new URL(action, sessionUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
    redirect: 'manual',
  });
}

/** The server's checkout creation: price by lookup key, promo code by its text. */
export async function createPlanCheckout(
  stripe: Stripe,
  planId: 'start' | 'pro' | 'ultra',
  promoCode: string | null,
  extra: Partial<Stripe.Checkout.SessionCreateParams> = {},
) {
  const prices = await stripe.prices.list({ lookup_keys: [planId], active: true });
  const price = prices.data[0];
  if (!price) throw new Error(`No price for ${planId}`);
  let discounts: Stripe.Checkout.SessionCreateParams.Discount[] | undefined;
  if (promoCode) {
    const codes = await stripe.promotionCodes.list({ code: promoCode, active: true });
    const promotion = codes.data[0];
    if (!promotion) throw new Error(`No promotion code ${promoCode}`);
    discounts = [{ promotion_code: promotion.id }];
  }
  return stripe.checkout.sessions.create({
    mode: 'subscription',
    line_items: [{ price: price.id, quantity: 1 }],
    discounts,
    success_url: 'http://app.test/painel/instancias?success=true&session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://app.test/painel/instancias?canceled=true',
    client_reference_id: 'user_42',
    customer_email: 'dono@loja.com.br',
    metadata: { instance_name: 'barbearia-centro', plan_id: planId },
    subscription_data: { metadata: { instance_name: 'barbearia-centro', plan_id: planId } },
    ...extra,
  });
}

/** Checkout paid with 4242: the subscription and its first invoice, as the server would read them. */
export async function subscribeWithCard(
  stripe: Stripe,
  planId: 'start' | 'pro' | 'ultra' = 'start',
) {
  const session = await createPlanCheckout(stripe, planId, `${planId.toUpperCase()}27`);
  const paid = await payOnHostedPage(session.url ?? '', { card_number: '4242 4242 4242 4242' });
  if (paid.status !== 303) throw new Error(`Payment failed with ${paid.status}`);
  const completed = await stripe.checkout.sessions.retrieve(session.id, {
    expand: ['subscription'],
  });
  const subscription = completed.subscription as Stripe.Subscription;
  return { session: completed, subscription };
}
