import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { markNothingApplied } from './db-errors';
import { createErrorHandler } from './http-errors';
import { createLogger } from './logger';
import { noteCommitted, REPLAY_HEADER, replayOnConnectionLoss } from './replay-on-connection-loss';

const terminated = () =>
  Object.assign(new Error('terminating connection due to administrator command'), {
    code: '57P01',
  });

/** A route whose database connection is ended by the server the first `losses` times. */
function appLosing(losses: number, mark: boolean) {
  const effects: string[] = [];
  let calls = 0;
  const app = new Hono();
  app.onError(createErrorHandler(createLogger('silent')));
  app.post('/api/contatos', async (c) => {
    const { nome } = await c.req.json<{ nome: string }>();
    if (++calls <= losses) throw mark ? markNothingApplied(terminated()) : terminated();
    effects.push(nome);
    return c.json({ nome }, 201);
  });
  app.get('/api/falha', () => {
    throw new Error('read ECONNRESET');
  });
  return { fetch: replayOnConnectionLoss(app.fetch), effects, calls: () => calls };
}

const post = (fetch: (r: Request) => Response | Promise<Response>) =>
  fetch(
    new Request('http://127.0.0.1/api/contatos', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': '14' },
      body: JSON.stringify({ nome: 'Ana' }),
    }),
  );

describe('a database connection lost during a request', () => {
  it('runs the request again when nothing was committed: one 201, one effect, no 5xx', async () => {
    const app = appLosing(1, true);
    const res = await post(app.fetch);
    expect(res.status).toBe(201);
    expect(app.effects).toEqual(['Ana']);
    expect(app.calls()).toBe(2);
  });

  it('answers 503 with Retry-After, never 500, when the outcome cannot be known', async () => {
    const app = appLosing(1, false);
    const res = await post(app.fetch);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('1');
    expect(res.headers.has(REPLAY_HEADER)).toBe(false);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('UNAVAILABLE');
    expect(app.calls()).toBe(1);
  });

  it('never runs again a request that committed something before its connection was lost', async () => {
    const committed: string[] = [];
    const app = new Hono();
    app.onError(createErrorHandler(createLogger('silent')));
    app.post('/api/contatos', () => {
      // The first transaction (the contact) committed; the second one's connection was ended.
      committed.push('contato');
      noteCommitted();
      throw markNothingApplied(terminated());
    });
    const res = await post(replayOnConnectionLoss(app.fetch));
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('1');
    expect(res.headers.has(REPLAY_HEADER)).toBe(false);
    expect(committed).toEqual(['contato']);
  });

  it('keeps other failures unexpected (500)', async () => {
    const app = appLosing(0, false);
    const res = await app.fetch(new Request('http://127.0.0.1/api/falha'));
    expect(res.status).toBe(500);
  });
});
