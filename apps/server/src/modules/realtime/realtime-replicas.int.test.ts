import { afterAll, describe, expect, it } from 'vitest';
import { collectSse } from '@/test/sse';
import { freePort, spawnServer, waitForHealth, type SpawnedServer } from '@/test/spawn-server';
import { openTestDatabase } from '@/test/test-server';
import { sessionCookie } from '@/test/test-client';

const isPostgres = process.env.TEST_DB_KIND === 'postgres';
const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function startReplica(databaseUrl: string): Promise<SpawnedServer> {
  const port = await freePort();
  const server = spawnServer(
    {
      DATABASE_URL: databaseUrl,
      DEV_ROUTES: 'true',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
    },
    port,
  );
  cleanups.push(() => server.stop('SIGKILL'));
  await waitForHealth(server);
  return server;
}

async function createUser(via: SpawnedServer, email: string) {
  const headers = { 'content-type': 'application/json', origin: via.url };
  await fetch(`${via.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Dono', email, password: 'segredo1' }),
  });
  const [mail] = (await (await fetch(`${via.url}/api/dev/emails?to=${email}`)).json()) as Array<{
    link: string;
  }>;
  await fetch(mail!.link, { redirect: 'manual' });
  return async (at: SpawnedServer) => {
    const res = await fetch(`${at.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: at.url },
      body: JSON.stringify({ email, password: 'segredo1' }),
    });
    expect(res.status).toBe(200);
    return sessionCookie(res);
  };
}

async function stream(at: SpawnedServer, cookie: string) {
  const controller = new AbortController();
  const res = await fetch(`${at.url}/api/realtime`, {
    headers: { cookie },
    signal: controller.signal,
  });
  const sse = collectSse(res.body!);
  await sse.waitFor((e) => e.event === 'ready');
  cleanups.push(async () => controller.abort());
  return sse;
}

describe.runIf(isPostgres)('live updates across server processes on one PostgreSQL', () => {
  it("a change made through one replica reaches the owner's tab on the other, and nobody else's", async () => {
    const { url, drop } = await openTestDatabase();
    cleanups.push(drop);
    const a = await startReplica(url!);
    const b = await startReplica(url!);

    const ownerAt = await createUser(a, 'replica-dono@example.com');
    const strangerAt = await createUser(a, 'replica-outro@example.com');
    const ownerOnA = await ownerAt(a);
    const ownerOnB = await ownerAt(b);
    const strangerOnB = await strangerAt(b);

    const ownerTab = await stream(b, ownerOnB);
    const strangerTab = await stream(b, strangerOnB);

    const res = await fetch(`${a.url}/api/profile`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie: ownerOnA, origin: a.url },
      body: JSON.stringify({ nome: 'Mudou em A' }),
    });
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: string };

    const change = await ownerTab.waitFor((e) => e.event === 'change');
    expect(JSON.parse(change.data)).toEqual({ table: 'profiles', op: 'UPDATE', id, user_id: id });
    await new Promise((r) => setTimeout(r, 300));
    expect(strangerTab.events.filter((e) => e.event === 'change')).toEqual([]);
  }, 120_000);
});
