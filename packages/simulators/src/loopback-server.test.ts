import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { startLoopbackServer } from './loopback-server';

describe('startLoopbackServer', () => {
  it('serves the app on a free loopback port until closed', async () => {
    const app = new Hono().get('/ping', (c) => c.text('pong'));
    const server = await startLoopbackServer(app);
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(await (await fetch(`${server.url}/ping`)).text()).toBe('pong');
    await server.close();
    await expect(fetch(`${server.url}/ping`)).rejects.toThrow();
  });
});
