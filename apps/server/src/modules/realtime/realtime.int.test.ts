import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '@/test/test-server';
import { collectSse } from '@/test/sse';
import { sessionCookie } from '@/test/test-client';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

async function openStream(cookie: string) {
  const controller = new AbortController();
  const res = await server.request('/api/realtime', { cookie, signal: controller.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
  const stream = collectSse(res.body!);
  await stream.waitFor((e) => e.event === 'ready');
  return {
    ...stream,
    async close() {
      controller.abort();
      await stream.close();
    },
  };
}

describe('live updates over SSE', () => {
  it("reaches the owner's other tab and never another owner's", async () => {
    const owner = await server.createUser();
    const ownerOtherTab = await server.signIn(owner.email, owner.password);
    const stranger = await server.createUser();
    const mine = await openStream(ownerOtherTab);
    const theirs = await openStream(stranger.cookie);

    const res = await server.request('/api/profile', {
      method: 'PATCH',
      cookie: owner.cookie,
      json: { nome: 'Nome Novo' },
    });
    expect(res.status).toBe(200);
    const { id } = await res.json();

    const change = await mine.waitFor((e) => e.event === 'change');
    expect(JSON.parse(change.data)).toEqual({ table: 'profiles', op: 'UPDATE', id, user_id: id });
    await new Promise((r) => setTimeout(r, 300));
    expect(theirs.events.filter((e) => e.event === 'change')).toEqual([]);

    await mine.close();
    await theirs.close();
  });

  it('refuses a visitor without a session', async () => {
    const res = await server.request('/api/realtime');
    expect(res.status).toBe(401);
  });

  it('forgets a tab once its stream is closed', async () => {
    const owner = await server.createUser();
    const before = server.hub.connectionCount;
    const stream = await openStream(owner.cookie);
    expect(server.hub.connectionCount).toBe(before + 1);
    await stream.close();
    for (let i = 0; i < 50 && server.hub.connectionCount > before; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(server.hub.connectionCount).toBe(before);
  });

  it('ends the stream of a session ended by a password change, before any further change', async () => {
    const owner = await server.createUser({ password: 'antiga1' });
    const otherDevice = await server.signIn(owner.email, 'antiga1');
    const stale = await openStream(otherDevice);

    const changed = await server.request('/api/auth/change-password', {
      method: 'POST',
      cookie: owner.cookie,
      json: { currentPassword: 'antiga1', newPassword: 'nova123' },
    });
    expect(changed.status).toBe(200);
    const current = sessionCookie(changed);
    const fresh = await openStream(current);

    const res = await server.request('/api/profile', {
      method: 'PATCH',
      cookie: current,
      json: { nome: 'Depois da Troca' },
    });
    expect(res.status).toBe(200);
    await fresh.waitFor((e) => e.event === 'change');
    for (let i = 0; i < 100 && !stale.finished(); i++) await new Promise((r) => setTimeout(r, 20));
    expect(stale.finished()).toBe(true);
    expect(stale.events.filter((e) => e.event === 'change')).toEqual([]);

    await fresh.close();
    await stale.close();
  });
});
