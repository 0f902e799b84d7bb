import type { MiddlewareHandler } from 'hono';
import { AppError } from '@secretaria/shared/errors';
import { msg } from '@secretaria/shared/messages';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Sec-Fetch-Site values of a request a page of our own origin (or the user) started. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

/**
 * Whether a write may go on (docs/decisions/029): a browser sends Origin on every POST, PUT, PATCH
 * and DELETE, so a foreign one (or 'null', a sandboxed or privacy-stripped page) is another site's
 * page using our visitor's cookies. Without Origin, a Sec-Fetch-Site naming another site is the
 * same; with neither header the caller is no browser (curl, a server, the tests) and carries no
 * visitor's cookies, so the session check alone decides.
 */
export function isOwnOriginWrite(
  trustedOrigins: readonly string[],
  origin: string | undefined,
  fetchSite: string | undefined,
): boolean {
  if (origin !== undefined) return trustedOrigins.includes(origin);
  return fetchSite === undefined || OWN_FETCH_SITES.has(fetchSite);
}

/** /api writes from another site's page are refused with 403 before any route runs. */
export function refuseForeignOrigin(trustedOrigins: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    if (
      WRITES.has(c.req.method) &&
      !isOwnOriginWrite(trustedOrigins, c.req.header('origin'), c.req.header('sec-fetch-site'))
    )
      throw new AppError('FORBIDDEN', msg.foreignOrigin);
    await next();
  };
}
