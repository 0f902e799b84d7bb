import type { Context, MiddlewareHandler } from 'hono';
import { AppError } from '@secretaria/shared/errors';
import { msg } from '@secretaria/shared/messages';

/**
 * Text PostgreSQL cannot store as it was sent: the NUL character (text columns refuse it with
 * 'invalid byte sequence') and unpaired UTF-16 surrogates (the drivers would silently turn them
 * into U+FFFD, so what is stored would not be what was sent).
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
export const isStorable = (text: string) =>
  !text.includes('\u0000') && !new RegExp(LONE_SURROGATE.source).test(text);

/** The dotted path of the first string (value or key) that cannot be stored, or undefined. */
export function findUnstorable(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return isStorable(value) ? undefined : path.join('.') || '_';
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnstorable(value[i], [...path, String(i)]);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!isStorable(key)) return [...path, key].join('.');
      const found = findUnstorable(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/** For machine senders (webhooks): NUL removed, unpaired surrogates made U+FFFD, everywhere. */
export function sanitizeUnstorable<T>(value: T): T {
  if (typeof value === 'string')
    return (
      isStorable(value) ? value : value.replaceAll('\u0000', '').replace(LONE_SURROGATE, '\ufffd')
    ) as T;
  if (Array.isArray(value)) return value.map(sanitizeUnstorable) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [sanitizeUnstorable(k), sanitizeUnstorable(v)]),
    ) as T;
  return value;
}

const refuse = (field: string) =>
  new AppError('VALIDATION', msg.unstorableCharacters(field), {
    [field]: msg.unstorableCharactersField,
  });

// A NUL or a UTF-8-encoded surrogate in a URL is always percent-encoded: skip the decode otherwise.
const SUSPECT_QUERY = /%00|%ed%[ab]/i;

async function checkBody(c: Context) {
  const type = c.req.header('content-type') ?? '';
  if (!type.includes('json')) return;
  const text = await c.req.text(); // cached by Hono: the route reads the same body again
  if (!text.includes('\\u') && !text.includes('\u0000')) return;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return; // malformed JSON is the route's own 400
  }
  const field = findUnstorable(body);
  if (field) throw refuse(field);
}

/**
 * The one edge rule for text that people send (every /api body and query string): text the
 * database cannot store is refused with a pt-BR 400 naming the field, before any route runs.
 */
export function refuseUnstorableText(): MiddlewareHandler {
  return async (c, next) => {
    if (SUSPECT_QUERY.test(c.req.url)) {
      for (const [key, values] of Object.entries(c.req.queries())) {
        if (!isStorable(key)) throw refuse(key);
        if (values.some((v) => !isStorable(v))) throw refuse(key);
      }
    }
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') await checkBody(c);
    await next();
  };
}
