import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import type { RealtimeChange } from '@secretaria/shared/realtime';
import type { AuthedEnv } from '@/middleware/require-user';
import { createRealtimeRoutes } from './realtime.routes';

type Subscriber = (change: RealtimeChange) => void;

/** The routes over a hub that only records its subscribers, for one signed-in owner 'u1'. */
function setup(queueMax: number) {
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
      await next();
    })
    .route('/', createRealtimeRoutes(hub, 60_000, queueMax));
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
});
