import type { Context, MiddlewareHandler } from 'hono';
import { withLogContext } from '@/lib/log-context';
import type { Metrics, WebhookOutcome } from '@/lib/metrics';

const REQUEST_ID_HEADER = 'X-Request-Id';

/** The provider of a webhook route pattern, if it is one. */
export function webhookProvider(route: string): string | undefined {
  return /^\/webhooks\/([a-z]+)/.exec(route)?.[1];
}

/** A delivery's outcome by the status we answered: the provider retries the failed ones. */
export function webhookOutcome(status: number): WebhookOutcome {
  if (status >= 500) return 'failed';
  return status >= 400 ? 'rejected' : 'accepted';
}

/**
 * A handler that returns its own Response (better-auth's) drops the header requestId() prepared:
 * set it on the response, copied first when its headers are immutable.
 */
function carryRequestId(c: Context) {
  if (c.res.headers.has(REQUEST_ID_HEADER)) return;
  try {
    c.res.headers.set(REQUEST_ID_HEADER, c.var.requestId);
  } catch {
    const copy = new Response(c.res.body, c.res);
    copy.headers.set(REQUEST_ID_HEADER, c.var.requestId);
    c.res = copy;
  }
}

/**
 * Runs after hono's requestId(): the request's log lines carry its id, and with metrics on its
 * duration is observed by the route pattern Hono matched (`/api/instances/:id`, never the URL
 * with its ids), webhooks counted by outcome.
 */
export function observeRequests(metrics: Metrics | undefined): MiddlewareHandler {
  return (c, next) =>
    withLogContext({ reqId: c.var.requestId }, async () => {
      const started = performance.now();
      await next();
      carryRequestId(c);
      if (!metrics) return;
      const seconds = (performance.now() - started) / 1000;
      const route = c.req.routePath;
      const status = c.res.status;
      metrics.observeRequest(c.req.method, route, status, seconds);
      const provider = webhookProvider(route);
      if (provider) metrics.countWebhook(provider, webhookOutcome(status));
    });
}
