import { createMiddleware } from 'hono/factory';
import { AppError } from '@secretaria/shared/errors';
import { msg } from '@secretaria/shared/messages';
import type { Auth } from '@/modules/auth/auth';

export type SessionUserVars = { user: { id: string; email: string; name: string } };
export type AuthedEnv = { Variables: SessionUserVars };

/** Every /api route but auth and health needs a session; a missing one is a 401 in pt-BR. */
export function requireUser(auth: Auth) {
  return createMiddleware<AuthedEnv>(async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) throw new AppError('UNAUTHENTICATED', msg.notAuthenticated);
    c.set('user', { id: session.user.id, email: session.user.email, name: session.user.name });
    await next();
  });
}
