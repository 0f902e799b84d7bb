import type { Context, MiddlewareHandler } from 'hono';
import type { MetaContext } from './meta-context';
import { ERRORS, graphError } from './meta-errors';
import type { FaultRoute } from './meta-faults';
import type { BusinessNumber } from './meta-types';

export type MetaEnv = { Variables: { number: BusinessNumber; token: string } };

export const bearer = (c: Context) =>
  /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? null;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Meta's order: a token it can't read (190) before an object it can't show (100/33). */
export function tokenFor(
  ctx: MetaContext,
  c: Context,
  wabaId: string | undefined,
  method: string,
  id: string,
): { token: string } | { response: Response } {
  const token = bearer(c);
  if (!token) return { response: graphError(ERRORS.noToken()) };
  if (!ctx.store.isKnownToken(token)) return { response: graphError(ERRORS.invalidToken()) };
  const access = wabaId === undefined ? 'none' : ctx.store.tokenInWaba(wabaId, token);
  if (access === 'expired') return { response: graphError(ERRORS.expiredToken()) };
  if (access === 'none') return { response: graphError(ERRORS.unknownObject(method, id)) };
  return { token };
}

/** The phone number in the path, reachable with the bearer token. */
export function phoneNumberAuth(ctx: MetaContext): MiddlewareHandler<MetaEnv> {
  return async (c, next) => {
    const id = c.req.param('phoneNumberId') ?? '';
    const number = ctx.store.number(id);
    const auth = tokenFor(ctx, c, number?.wabaId, c.req.method, id);
    if ('response' in auth) return auth.response;
    c.set('number', number as BusinessNumber);
    c.set('token', auth.token);
    await next();
  };
}

/** Injected delay and failures, after auth like Meta's own runtime failures. */
export function faultGate(ctx: MetaContext, route: FaultRoute): MiddlewareHandler {
  return async (_c, next) => {
    const wait = ctx.faults.delayMs();
    if (wait > 0) await sleep(wait);
    const failure = ctx.faults.take(route);
    if (failure) return graphError(failure);
    await next();
  };
}

export const validVersion = (version: string | undefined) => /^v\d+\.\d+$/.test(version ?? '');
