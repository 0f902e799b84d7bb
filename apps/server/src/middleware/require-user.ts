import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { Kysely } from 'kysely';
import { AppError } from '@secretaria/shared/errors';
import { msg } from '@secretaria/shared/messages';
import type { DB } from '@/db/schema';
import { createSignedCookieVerifier } from '@/lib/signed-cookie';
import { findSessionUser } from '@/modules/auth/session.repo';

export type SessionUserVars = {
  user: { id: string; email: string; name: string };
  /** The session behind the request, for what outlives it (an SSE stream re-checks it). */
  sessionToken: string;
};
export type AuthedEnv = { Variables: SessionUserVars };

/**
 * Every /api route but auth and health needs a session; a missing one is a 401 in pt-BR.
 * better-auth creates, refreshes and revokes sessions; here a request only needs to know whose
 * it is: the signed cookie is checked, then one indexed join (bench/api.bench.mjs: better-auth's
 * getSession costs two queries per request). A cookie whose signature was already verified is
 * not hashed again; its session is still looked up every time, so a revoked or expired session
 * fails at once.
 */
export function requireUser(
  db: Kysely<DB>,
  options: { secret: string; secureCookies: boolean; unless?: (path: string) => boolean },
) {
  const cookieName = `${options.secureCookies ? '__Secure-' : ''}better-auth.session_token`;
  const verifyCookie = createSignedCookieVerifier(options.secret);
  return createMiddleware<AuthedEnv>(async (c, next) => {
    if (c.get('user') || options.unless?.(c.req.path)) return next();
    const token = verifyCookie(getCookie(c, cookieName));
    const user = token ? await findSessionUser(db, token) : undefined;
    if (!user) throw new AppError('UNAUTHENTICATED', msg.notAuthenticated);
    c.set('user', user);
    c.set('sessionToken', token as string);
    await next();
  });
}
