import type { MiddlewareHandler } from 'hono';
import type { ApiEnv } from './http-support';
import { StripeSimError } from './stripe-error';

type SavedResponse = { fingerprint: string; status: number; body: string; contentType: string };

/**
 * `Idempotency-Key` on POST/DELETE: the same key with the same request replays the first reply
 * (`Idempotent-Replayed: true`); with other parameters it is an `idempotency_error`; while the
 * first is still running it is a 409. As with Stripe, only requests that ran are saved — an
 * injected 5xx is not, so the SDK's retry with the same key really runs.
 */
export function idempotencyMiddleware(): MiddlewareHandler<ApiEnv> {
  const saved = new Map<string, SavedResponse>();
  const running = new Set<string>();
  return async (c, next) => {
    const key = c.req.header('idempotency-key');
    c.set('idempotencyKey', key ?? null);
    if (!key || (c.req.method !== 'POST' && c.req.method !== 'DELETE')) return next();
    const fingerprint = `${c.req.method} ${c.req.path} ${JSON.stringify(c.get('params'))}`;
    const previous = saved.get(key);
    if (previous) {
      if (previous.fingerprint !== fingerprint) {
        throw new StripeSimError(400, {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        });
      }
      c.header('idempotent-replayed', 'true');
      c.header('content-type', previous.contentType);
      return c.body(previous.body, previous.status as 200);
    }
    if (running.has(key)) {
      throw new StripeSimError(409, {
        type: 'idempotency_error',
        message:
          'There is currently another in-progress request using this Stripe-Idempotency-Key, please try again later.',
      });
    }
    running.add(key);
    try {
      await next();
    } finally {
      running.delete(key);
    }
    const status = c.res.status;
    if ((status >= 200 && status < 300) || status === 402) {
      saved.set(key, {
        fingerprint,
        status,
        body: await c.res.clone().text(),
        contentType: c.res.headers.get('content-type') ?? 'application/json',
      });
    }
  };
}
