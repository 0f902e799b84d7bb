import type { ServerResponse } from 'node:http';
import { Hono, type MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;

/**
 * hono/secure-headers with the same headers, set cheaply when the app runs under
 * @hono/node-server: the fixed list (worked out once by running hono's middleware) goes onto the
 * Node response before the handler, so a JSON reply keeps @hono/node-server's plain-object
 * headers instead of a WHATWG Headers object rebuilt and re-sorted on every request
 * (bench/api.bench.mjs). Elsewhere (app.request() in tests) hono's middleware runs as is.
 * Static options only (no per-request nonce): the list must be the same for every response. No
 * route sets one of these headers itself; one that did would win over this list on Node.
 */
export async function securityHeaders(options: SecureHeadersOptions): Promise<MiddlewareHandler> {
  const hono = secureHeaders(options);
  const probe = new Hono();
  probe.use(hono);
  probe.get('/', (c) => c.body(null, 204));
  const fixed = [...(await probe.request('/')).headers];
  return async (c, next) => {
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    if (!outgoing || typeof outgoing.setHeader !== 'function') return hono(c, next);
    for (const [name, value] of fixed) outgoing.setHeader(name, value);
    await next();
  };
}
