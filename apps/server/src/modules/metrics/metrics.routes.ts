import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { AppError } from '@secretaria/shared/errors';
import { msg } from '@secretaria/shared/messages';
import { errorResponse } from '@/lib/http-errors';
import type { Metrics } from '@/lib/metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether an Authorization header carries `Bearer <token>`, compared in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(.+)$/i.exec(header ?? '')?.[1]?.trim();
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/**
 * GET /metrics in Prometheus' text format, for a scraper holding METRICS_TOKEN. Without the
 * variable there are no metrics and the path is unknown (404), as any other.
 */
export function createMetricsRoutes(deps: { token: string | undefined; metrics?: Metrics }) {
  return new Hono().get('/metrics', async (c) => {
    const { token, metrics } = deps;
    if (!token || !metrics) return errorResponse(c, new AppError('NOT_FOUND', msg.notFound));
    if (!bearerMatches(c.req.header('authorization'), token)) {
      c.header('WWW-Authenticate', 'Bearer');
      return errorResponse(c, new AppError('UNAUTHENTICATED', msg.metricsUnauthorized));
    }
    return c.body(await metrics.scrape(), 200, { 'Content-Type': metrics.contentType });
  });
}
