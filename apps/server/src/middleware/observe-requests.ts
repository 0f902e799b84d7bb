import type { MiddlewareHandler } from 'hono';
import { withLogContext } from '@/lib/log-context';
import type { Metrics, WebhookOutcome } from '@/lib/metrics';

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
 * Runs after hono's requestId(): the request's log lines carry its id, and with metrics on its
 * duration is observed by the route pattern Hono matched (`/api/instances/:id`, never the URL
 * with its ids), webhooks counted by outcome.
 */
export function observeRequests(metrics: Metrics | undefined): MiddlewareHandler {
  return (c, next) =>
    withLogContext({ reqId: c.var.requestId }, async () => {
      if (!metrics) return next();
      const started = performance.now();
      await next();
      const seconds = (performance.now() - started) / 1000;
      const route = c.req.routePath;
      const status = c.res.status;
      metrics.observeRequest(c.req.method, route, status, seconds);
      const provider = webhookProvider(route);
      if (provider) metrics.countWebhook(provider, webhookOutcome(status));
    });
}
