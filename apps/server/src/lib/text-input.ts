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

type Visit = { value: unknown; key: string; parent: Visit | undefined };

/** How many leading parts of a path the error names: a 100,000-level path is not a field name. */
const MAX_PATH_PARTS = 10;

function pathOf(visit: Visit, last?: string): string {
  const parts: string[] = last === undefined ? [] : [last];
  for (let v: Visit | undefined = visit; v?.parent; v = v.parent) parts.push(v.key);
  parts.reverse();
  const shown = parts.length > MAX_PATH_PARTS ? [...parts.slice(0, MAX_PATH_PARTS), '…'] : parts;
  return shown.join('.') || '_';
}

/**
 * The dotted path of the first string (value or key) that cannot be stored, or undefined. Walks
 * with its own stack, never the call stack: a body nested 100,000 levels deep is read like any
 * other (issue 23 §4).
 */
export function findUnstorable(value: unknown): string | undefined {
  const stack: Visit[] = [{ value, key: '', parent: undefined }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const node = visit.value;
    if (typeof node === 'string') {
      if (!isStorable(node)) return pathOf(visit);
    } else if (Array.isArray(node)) {
      // Pushed last to first, so the first bad item found is the first in reading order.
      for (let i = node.length - 1; i >= 0; i--)
        stack.push({ value: node[i], key: String(i), parent: visit });
    } else if (node && typeof node === 'object') {
      const entries = Object.entries(node);
      for (const [key] of entries) if (!isStorable(key)) return pathOf(visit, key);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i]!;
        stack.push({ value: item, key, parent: visit });
      }
    }
  }
  return undefined;
}

const clean = (text: string) =>
  isStorable(text) ? text : text.replaceAll('\u0000', '').replace(LONE_SURROGATE, '\ufffd');

/** Writes an own property, even one named __proto__ (JSON.parse makes those own properties). */
const setOwn = (target: object, key: string, item: unknown) =>
  Object.defineProperty(target, key, {
    value: item,
    writable: true,
    enumerable: true,
    configurable: true,
  });

/**
 * For machine senders (webhooks): NUL removed, unpaired surrogates made U+FFFD, everywhere. Cleans
 * a freshly parsed payload in place, with its own stack (any depth), and returns it.
 */
export function sanitizeUnstorable<T>(value: T): T {
  if (typeof value === 'string') return clean(value) as T;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        const item: unknown = node[i];
        if (typeof item === 'string') node[i] = clean(item);
        else if (item && typeof item === 'object') stack.push(item);
      }
    } else if (node && typeof node === 'object') {
      const record = node as Record<string, unknown>;
      for (const key of Object.keys(record)) {
        const item = record[key];
        const cleanKey = clean(key);
        const cleanItem = typeof item === 'string' ? clean(item) : item;
        if (cleanKey !== key) delete record[key];
        if (cleanKey !== key || cleanItem !== item) setOwn(record, cleanKey, cleanItem);
        if (cleanItem && typeof cleanItem === 'object') stack.push(cleanItem);
      }
    }
  }
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
