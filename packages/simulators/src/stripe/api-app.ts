import { Hono } from 'hono';
import { registerBillingRoutes } from './billing.routes';
import { registerCatalogRoutes } from './catalog.routes';
import { registerCheckoutRoutes } from './checkout.routes';
import { registerEventRoutes } from './events.routes';
import type { Faults } from './faults';
import { faultBody } from './faults';
import { parseStripeForm } from './form-encoding';
import type { ApiEnv } from './http-support';
import { idempotencyMiddleware } from './idempotency';
import { newId } from './ids';
import { registerPaymentRoutes } from './payments.routes';
import type { SimContext } from './sim-context';
import { API_VERSION } from './sim-context';
import { StripeSimError } from './stripe-error';

/**
 * The `/v1` API: request id, Bearer (or Basic) secret key, injected faults, form + query
 * parameters, idempotency keys, then the resource routes.
 */
export function createApiApp(ctx: SimContext, options: { secretKey: string; faults: Faults }) {
  const api = new Hono<ApiEnv>();

  api.use('*', async (c, next) => {
    const requestId = newId('req', 14);
    c.set('requestId', requestId);
    c.header('request-id', requestId);
    c.header('stripe-version', c.req.header('stripe-version') ?? API_VERSION);
    await next();
  });

  api.use('*', async (c, next) => {
    const key = apiKey(c.req.header('authorization'));
    if (!key) {
      throw new StripeSimError(401, {
        type: 'invalid_request_error',
        message:
          "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
      });
    }
    if (key !== options.secretKey) {
      throw new StripeSimError(401, {
        type: 'invalid_request_error',
        message: `Invalid API Key provided: ${maskKey(key)}`,
      });
    }
    await next();
  });

  api.use('*', async (c, next) => {
    const fault = options.faults.take(c.req.method, c.req.path);
    const delay = options.faults.delayMs();
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    if (fault) throw new StripeSimError(fault.status, faultBody(fault.status));
    await next();
  });

  api.use('*', async (c, next) => {
    const query = parseStripeForm(new URL(c.req.url).search.slice(1));
    const body = c.req.method === 'POST' ? parseStripeForm(await c.req.text()) : {};
    c.set('params', { ...query, ...body });
    await next();
  });

  api.use('*', idempotencyMiddleware());

  registerCatalogRoutes(api, ctx);
  registerCheckoutRoutes(api, ctx);
  registerBillingRoutes(api, ctx);
  registerPaymentRoutes(api, ctx);
  registerEventRoutes(api, ctx);
  return api;
}

function apiKey(header: string | undefined): string | null {
  if (!header) return null;
  const [scheme, value] = header.split(' ', 2);
  if (!value) return null;
  if (scheme?.toLowerCase() === 'bearer') return value.trim() || null;
  if (scheme?.toLowerCase() === 'basic') {
    // curl -u sk_test_…: the key is the user name, the password is empty.
    return Buffer.from(value, 'base64').toString('utf8').split(':')[0] || null;
  }
  return null;
}

function maskKey(key: string): string {
  if (key.length <= 12) return key.replace(/./g, '*');
  const prefix = key.match(/^[a-z]{2}_(test|live)_/)?.[0] ?? '';
  return `${prefix}${'*'.repeat(key.length - prefix.length - 4)}${key.slice(-4)}`;
}
