import type { Context } from 'hono';
import { expandObject } from './expand';
import type { FormObject } from './form-encoding';
import { apiList } from './objects';
import { optionalInteger, optionalString, stringArray } from './params';
import type { EventOrigin, SimContext } from './sim-context';
import { invalidRequest } from './stripe-error';

export type ApiEnv = {
  Variables: { params: FormObject; requestId: string; idempotencyKey: string | null };
};

export type ApiContext = Context<ApiEnv>;

export function eventOrigin(c: ApiContext): EventOrigin {
  return { id: c.get('requestId'), idempotency_key: c.get('idempotencyKey') };
}

export function respond(c: ApiContext, ctx: SimContext, object: object) {
  const expand = stringArray(c.get('params'), 'expand') ?? [];
  return c.json(expandObject(ctx.store, object, expand));
}

/**
 * A list page, newest first (Stripe's order), with `limit` (1–100, default 10),
 * `starting_after` / `ending_before` cursors and `expand[]` over `data.*`.
 */
export function respondList<T extends { id: string }>(
  c: ApiContext,
  ctx: SimContext,
  newestFirst: T[],
  url: string,
) {
  const params = c.get('params');
  const limit = optionalInteger(params, 'limit') ?? 10;
  if (limit < 1 || limit > 100) {
    throw invalidRequest('This value must be between 1 and 100.', 'limit');
  }
  const startingAfter = optionalString(params, 'starting_after');
  const endingBefore = optionalString(params, 'ending_before');
  let items = newestFirst;
  if (startingAfter) {
    const index = items.findIndex((item) => item.id === startingAfter);
    if (index === -1)
      throw invalidRequest(
        `No such object: '${startingAfter}'`,
        'starting_after',
        'resource_missing',
      );
    items = items.slice(index + 1);
  } else if (endingBefore) {
    const index = items.findIndex((item) => item.id === endingBefore);
    if (index === -1)
      throw invalidRequest(
        `No such object: '${endingBefore}'`,
        'ending_before',
        'resource_missing',
      );
    items = items.slice(Math.max(0, index - limit), index);
  }
  const page = items.slice(0, limit);
  const list = apiList(page, url, items.length > limit);
  const expand = stringArray(params, 'expand') ?? [];
  return c.json(expandObject(ctx.store, list, expand));
}

export function newestFirst<T>(map: Map<string, T>, keep: (item: T) => boolean = () => true): T[] {
  return [...map.values()].filter(keep).reverse();
}
