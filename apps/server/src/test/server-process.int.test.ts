import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, spawnServer, waitForHealth, type SpawnedServer } from './spawn-server';
import { createTestServer } from './test-server';

const isPglite = process.env.TEST_DB_KIND !== 'postgres';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'secretaria-data-'));
const started: SpawnedServer[] = [];
afterAll(async () => {
  await Promise.all(started.map((s) => s.stop('SIGKILL')));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/**
 * The served app sends the headers the in-process app sends (security headers, Vary): on Node
 * they are set on the response by a faster path than hono's middleware (lib/security-headers.ts).
 */
async function expectSameHeadersAsInProcess(url: string) {
  const inProcess = await createTestServer();
  // Each response has its own date and request id.
  const pick = (headers: Headers) =>
    [...headers].filter(
      ([name]) =>
        !['date', 'content-length', 'connection', 'keep-alive', 'x-request-id'].includes(name),
    );
  for (const route of ['/api/instances', '/api/health', '/timezones.json']) {
    // node:http sends no Accept-Encoding (fetch would add gzip): the uncompressed path.
    const overHttp = await new Promise<{ status: number; headers: Headers }>((resolve, reject) =>
      http
        .get(`${url}${route}`, (res) => {
          res.resume();
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers))
            if (typeof value === 'string') headers.set(name, value);
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers }));
        })
        .on('error', reject),
    );
    const direct = await inProcess.request(route);
    expect(overHttp.status).toBe(direct.status);
    expect(pick(overHttp.headers)).toEqual(pick(direct.headers as Headers));
    expect(overHttp.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(overHttp.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
  }
  await inProcess.close();
}

describe.runIf(isPglite)('the embedded server process', () => {
  it('refuses a second process on the same data folder while the first keeps serving its data', async () => {
    const port = await freePort();
    const first = spawnServer({ DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${port}` }, port);
    started.push(first);
    await waitForHealth(first);
    expect(first.output()).toContain(`Secretária IA rodando em http://127.0.0.1:${port}`);
    expect(first.output()).toContain(`caixa de saída local em http://127.0.0.1:${port}/dev/emails`);
    await expectSameHeadersAsInProcess(first.url);

    const headers = { 'content-type': 'application/json', origin: first.url };
    const signUp = await fetch(`${first.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        name: 'Primeira',
        email: 'primeira@example.com',
        password: 'segredo1',
      }),
    });
    expect(signUp.status).toBe(200);

    const second = spawnServer({ DATA_DIR: dataDir }, await freePort());
    started.push(second);
    const code = await second.exited;
    expect(code).not.toBe(0);
    expect(second.output()).toMatch(/já está em uso pelo processo \d+/);

    const health = await fetch(`${first.url}/api/health`);
    expect(health.status).toBe(200);
    const emails = (await (
      await fetch(`${first.url}/api/dev/emails?to=primeira@example.com`)
    ).json()) as unknown[];
    expect(emails).toHaveLength(1);

    // Graceful shutdown: SIGTERM ends with 0 and releases the folder for the next start.
    expect(await first.stop('SIGTERM')).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    const third = spawnServer({ DATA_DIR: dataDir }, await freePort());
    started.push(third);
    await waitForHealth(third);
    const again = (await (
      await fetch(`${third.url}/api/dev/emails?to=primeira@example.com`)
    ).json()) as unknown[];
    expect(again).toHaveLength(1);
  }, 120_000);

  it('exits with one clear line per bad variable', async () => {
    const bad = spawnServer({ PORT: 'abc', DATABASE_URL: 'mysql://x' }, 0);
    started.push(bad);
    const code = await bad.exited;
    expect(code).toBe(1);
    expect(bad.output()).toMatch(/Configuração inválida/);
    expect(bad.output()).toMatch(/PORT: /);
    expect(bad.output()).toMatch(/DATABASE_URL: deve começar com postgres/);
  }, 60_000);
});
