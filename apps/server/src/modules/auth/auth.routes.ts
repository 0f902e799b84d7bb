import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  ChangePasswordRequestSchema,
  RequestPasswordResetRequestSchema,
  ResetPasswordRequestSchema,
  SendVerificationEmailRequestSchema,
  SignInRequestSchema,
  SignUpRequestSchema,
} from '@secretaria/shared/auth-schemas';
import { AppError } from '@secretaria/shared/errors';
import { msg } from '@secretaria/shared/messages';
import type { DB } from '@/db/schema';
import { createClientAddressResolver, type ResolveClientAddress } from '@/lib/client-address';
import { errorResponse } from '@/lib/http-errors';
import { parseJsonBody } from '@/lib/validate';
import { CLIENT_IP_HEADER, type Auth } from './auth';
import { translateAuthError } from './auth-errors';
import {
  LOGIN_FAILURE_LIMIT,
  clearLoginFailures,
  countRecentLoginFailures,
  recordLoginFailure,
} from './login-throttle.repo';

/** The only better-auth endpoints the product exposes, with the contract each body must meet. */
const endpoints: Array<{ method: 'GET' | 'POST'; path: RegExp; body?: z.ZodType }> = [
  { method: 'POST', path: /^\/sign-up\/email$/, body: SignUpRequestSchema },
  { method: 'POST', path: /^\/sign-in\/email$/, body: SignInRequestSchema },
  { method: 'POST', path: /^\/sign-out$/ },
  { method: 'GET', path: /^\/get-session$/ },
  { method: 'GET', path: /^\/verify-email$/ },
  { method: 'POST', path: /^\/send-verification-email$/, body: SendVerificationEmailRequestSchema },
  { method: 'POST', path: /^\/request-password-reset$/, body: RequestPasswordResetRequestSchema },
  { method: 'POST', path: /^\/reset-password$/, body: ResetPasswordRequestSchema },
  { method: 'GET', path: /^\/reset-password\/[^/]+$/ },
  { method: 'POST', path: /^\/change-password$/, body: ChangePasswordRequestSchema },
];

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // In-process requests (tests) have no socket.
  }
}

/** Session tokens stay in the httpOnly cookie: they are removed from every JSON reply. */
function withoutTokens(body: unknown): unknown {
  if (body === null || typeof body !== 'object') return body;
  const { token: _token, session, ...rest } = body as Record<string, unknown>;
  if (session && typeof session === 'object') {
    const { token: _sessionToken, ...safeSession } = session as Record<string, unknown>;
    return { ...rest, session: safeSession };
  }
  return rest;
}

async function forwardTo(
  auth: Auth,
  clientAddress: ResolveClientAddress,
  c: Context,
  body: unknown,
): Promise<Response> {
  const headers = new Headers(c.req.raw.headers);
  headers.delete(CLIENT_IP_HEADER);
  headers.delete('content-length');
  const ip = clientAddress(socketAddress(c), c.req.header('x-forwarded-for'));
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  const init: RequestInit = { method: c.req.method, headers };
  if (body !== undefined) {
    headers.set('content-type', 'application/json');
    init.body = JSON.stringify(body);
  }
  const response = await auth.handler(new Request(c.req.url, init));
  const isJson = response.headers.get('content-type')?.includes('application/json');
  if (!isJson) return response;
  const payload: unknown = await response.json().catch(() => null);
  if (response.status >= 400) {
    // better-auth's per-address limit says when to come back in a header of its own.
    if (response.status === 429)
      c.header('Retry-After', response.headers.get('x-retry-after') ?? '60');
    return errorResponse(c, translateAuthError(response.status, payload));
  }
  const headersOut = new Headers(response.headers);
  headersOut.delete('content-length');
  return new Response(JSON.stringify(withoutTokens(payload)), {
    status: response.status,
    headers: headersOut,
  });
}

/**
 * better-auth behind our contracts: bodies are validated with the shared zod schemas (pt-BR
 * messages), its errors come back in our envelope, and sign-in is throttled per e-mail across
 * replicas on top of better-auth's own per-IP limit. That limit counts in the database (every
 * replica shares it) by the client's address, taken from X-Forwarded-For only as far as
 * `trustedProxies` wrote it (docs/decisions/030).
 */
export function createAuthRoutes(
  auth: Auth,
  db: Kysely<DB>,
  trustedProxies: readonly string[] = [],
) {
  const clientAddress = createClientAddressResolver(trustedProxies);
  const forward = (c: Context, body: unknown) => forwardTo(auth, clientAddress, c, body);
  const app = new Hono();
  app.all('*', async (c) => {
    const path = c.req.path.replace(/^\/api\/auth/, '');
    const endpoint = endpoints.find((e) => e.method === c.req.method && e.path.test(path));
    if (!endpoint) return errorResponse(c, new AppError('NOT_FOUND', msg.notFound));
    const body = endpoint.body ? await parseJsonBody(c, endpoint.body) : undefined;

    if (path !== '/sign-in/email') return forward(c, body);

    const email = (body as z.infer<typeof SignInRequestSchema>).email.toLowerCase();
    if ((await countRecentLoginFailures(db, email)) >= LOGIN_FAILURE_LIMIT) {
      c.header('Retry-After', '60');
      return errorResponse(c, new AppError('RATE_LIMITED', msg.tooManyAttempts));
    }
    const response = await forward(c, body);
    if (response.status === 401) await recordLoginFailure(db, email);
    else if (response.ok) await clearLoginFailures(db, email);
    return response;
  });
  return app;
}
