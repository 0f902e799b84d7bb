import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import type { RealtimeChange } from '@secretaria/shared/realtime';
import type { AuthedEnv } from '@/middleware/require-user';
import { createRealtimeRoutes } from './realtime.routes';

type Subscriber = (change: RealtimeChange) => void;

/** The routes over a hub that only records its subscribers, for one signed-in owner 'u1'. */
function setup(queueMax: number, isSessionLive?: (token: string) => Promise<boolean>) {
  const subscribers = new Set<Subscriber>();
  const hub = {
    subscribe(_userId: string, subscriber: Subscriber) {
      subscribers.add(subscriber);
      return () => void subscribers.delete(subscriber);
    },
  };
  const app = new Hono<AuthedEnv>()
    .use(async (c, next) => {
      c.set('user', { id: 'u1', email: 'dono@exemplo.com', name: 'Dono' });
      c.set('sessionToken', 'sessao-1');
      await next();
    })
    .route('/', createRealtimeRoutes(hub, 60_000, queueMax, isSessionLive));
  const publish = (n: number) => {
    for (let i = 0; i < n; i++)
      for (const s of [...subscribers])
        s({ table: 'contatos', op: 'INSERT', id: `c${i}`, user_id: 'u1' });
  };
  return { app, subscribers, publish };
}

const changeEvents = (text: string) => text.match(/^event: change$/gm)?.length ?? 0;

describe('GET /realtime', () => {
  it('delivers every change to a client that reads them', async () => {
    const { app, subscribers, publish } = setup(5);
    const response = await app.request('/realtime');
    await vi.waitFor(() => expect(subscribers.size).toBe(1));
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    publish(3);
    while (changeEvents(text) < 3) text += (await reader.read()).value ?? '';
    expect(text).toMatch(/^event: ready$/m);
    expect(text).toContain('"id":"c2"');
    expect(subscribers.size).toBe(1);
    await reader.cancel();
  });

  it('ends the stream of a client that stopped reading once the queue limit is passed', async () => {
    const { app, subscribers, publish } = setup(5);
    const response = await app.request('/realtime');
    await vi.waitFor(() => expect(subscribers.size).toBe(1));
    // Nobody reads the body: the first write waits, the next changes queue up.
    publish(50);
    expect(subscribers.size).toBe(0);
    const text = await response.text(); // the stream ends instead of waiting for more
    expect(changeEvents(text)).toBeLessThanOrEqual(5);
  });

  it('sends no change once its session has ended, and ends the stream', async () => {
    let live = true;
    const asked: string[] = [];
    const { app, subscribers, publish } = setup(5, async (token) => {
      asked.push(token);
      return live;
    });
    const response = await app.request('/realtime');
    await vi.waitFor(() => expect(subscribers.size).toBe(1));
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    publish(1);
    while (changeEvents(text) < 1) text += (await reader.read()).value ?? '';
    live = false;
    publish(1);
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      text += chunk.value;
    expect(changeEvents(text)).toBe(1);
    expect(asked.every((token) => token === 'sessao-1')).toBe(true);
    expect(subscribers.size).toBe(0);
  });

  it('keeps streaming when the session check itself fails (a database failover)', async () => {
    const { app, subscribers, publish } = setup(5, () =>
      Promise.reject(new Error('conexão perdida')),
    );
    const response = await app.request('/realtime');
    await vi.waitFor(() => expect(subscribers.size).toBe(1));
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    publish(2);
    while (changeEvents(text) < 2) text += (await reader.read()).value ?? '';
    expect(subscribers.size).toBe(1);
    await reader.cancel();
  });
});
