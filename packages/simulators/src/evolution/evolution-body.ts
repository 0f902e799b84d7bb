import type { Context } from 'hono';
import { evolutionError } from './evolution-errors';

export const INVALID_BODY = Symbol('invalid body');

// Express's body parser rejects bad JSON before any guard runs.
export const invalidJson = () => evolutionError(400, ['Unexpected token in JSON body']);

/** JSON or urlencoded like Evolution's Express parsers; an empty body reads as `{}`. */
export async function readBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    return c.req.parseBody();
  }
  const raw = await c.req.text();
  if (raw.trim() === '') return {};
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return INVALID_BODY;
  }
}
