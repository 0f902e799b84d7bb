import type { MiddlewareHandler } from 'hono';
import { INVALID_BODY, invalidJson, readBody } from './evolution-body';
import type { EvolutionContext, EvolutionEnv } from './evolution-context';
import { nameInUse, notFoundInstance, unauthorized } from './evolution-errors';

type Guard = MiddlewareHandler<EvolutionEnv>;

/** First guard of every `/:instanceName` route: unknown names get 404 before auth is looked at. */
export function instanceExists(ctx: EvolutionContext): Guard {
  return async (c, next) => {
    const name = c.req.param('instanceName') ?? '';
    const instance = ctx.store.get(name);
    if (!instance) return notFoundInstance(name);
    c.set('instance', instance);
    await next();
  };
}

/**
 * Create's name guard, also before auth. A missing name is looked up as `undefined`, which the
 * real database query matches against any row: hence 'This name "undefined" is already in use.'
 */
export function nameAvailable(ctx: EvolutionContext): Guard {
  return async (c, next) => {
    const body = await readBody(c);
    if (body === INVALID_BODY) return invalidJson();
    const name =
      typeof body === 'object' && body !== null && 'instanceName' in body
        ? body.instanceName
        : undefined;
    if (name === undefined && ctx.store.list().length > 0) return nameInUse('undefined');
    if (typeof name === 'string' && ctx.store.get(name)) return nameInUse(name);
    await next();
  };
}

/**
 * `global`: only the global key (create). `instance`: the global key or that instance's token.
 * `fetch`: the global key, or any instance token, which then scopes the listing.
 */
export function apikeyAuth(ctx: EvolutionContext, scope: 'global' | 'instance' | 'fetch'): Guard {
  return async (c, next) => {
    const key = c.req.header('apikey');
    c.set('tokenScope', null);
    if (key && key === ctx.settings.apiKey) return next();
    if (!key || scope === 'global') return unauthorized();
    if (scope === 'instance' && c.var.instance.token === key) return next();
    if (scope === 'fetch' && ctx.store.byToken(key).length > 0) {
      c.set('tokenScope', key);
      return next();
    }
    return unauthorized();
  };
}
