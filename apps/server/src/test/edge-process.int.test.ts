import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startSmtpSink } from './smtp-sink';
import { freePort, spawnServer, waitForHealth, type SpawnedServer } from './spawn-server';
import { openTestDatabase } from './test-server';

/** Issue 23 §2, §3 and §5 on the real entry point, one process as `npm start` runs it. */
const isPglite = process.env.TEST_DB_KIND !== 'postgres';
const started: SpawnedServer[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'secretaria-edge-'));
afterAll(async () => {
  await Promise.all(started.map((s) => s.stop('SIGKILL')));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const MiB = 1024 * 1024;

/** The resident memory of a process, in MiB (Linux). */
const rssMiB = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

/**
 * Streams `total` bytes to `url` in 1 MiB chunks, with Content-Length or chunked, and resolves
 * with the status of the answer, which may come (and the socket close) long before the end.
 */
function postHuge(url: string, total: number, chunked: boolean): Promise<number> {
  return new Promise((resolve, reject) => {
    const chunk = Buffer.alloc(MiB, 'a');
    const req = http.request(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(total) }),
      },
    });
    let status: number | undefined;
    req.on('response', (res) => {
      status = res.statusCode;
      res.resume();
      res.on('end', () => resolve(status!));
    });
    // The server answers 413 and then closes the connection under the rest of the body.
    req.on('error', (error) => (status ? resolve(status) : reject(error)));
    let sent = 0;
    const write = () => {
      while (sent < total && status === undefined) {
        sent += MiB;
        if (!req.write(chunk)) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

describe('start-up configuration', () => {
  it('refuses to start with DATABASE_URL and no SMTP_URL, so no reset link is ever shown', async () => {
    const server = spawnServer(
      { DATABASE_URL: 'postgres://secretaria@127.0.0.1:9/secretaria', SMTP_URL: '' },
      await freePort(),
    );
    started.push(server);
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/SMTP_URL: é obrigatório quando DATABASE_URL está definido/);
    expect(server.output()).not.toMatch(/rodando em/);
  }, 60_000);
});

describe.runIf(!isPglite)('a PostgreSQL server process with SMTP_URL', () => {
  it('sends links by SMTP only: no outbox page, no /api/dev route, nothing advertised', async () => {
    const sink = await startSmtpSink();
    const database = await openTestDatabase();
    const port = await freePort();
    try {
      const server = spawnServer(
        {
          DATABASE_URL: database.url!,
          SMTP_URL: sink.url,
          PUBLIC_URL: `http://127.0.0.1:${port}`,
        },
        port,
      );
      started.push(server);
      await waitForHealth(server);
      expect(server.output()).toMatch(/emails: enviados por SMTP/);
      expect(server.output()).not.toMatch(/dev\/emails/);
      const headers = { 'content-type': 'application/json', origin: server.url };
      const victim = 'vitima@example.com';
      for (const [path, body] of [
        ['/api/auth/sign-up/email', { name: 'Vítima', email: victim, password: 'segredo-1' }],
        ['/api/auth/request-password-reset', { email: victim, redirectTo: '/redefinir-senha' }],
      ] as const) {
        const res = await fetch(server.url + path, {
          method: 'POST',
          headers,
          body: JSON.stringify(body),
        });
        expect(res.status, path).toBe(200);
      }
      expect(sink.messages.filter((m) => m.includes(victim))).toHaveLength(2);
      for (const path of ['/dev/emails', `/api/dev/emails?to=${victim}`]) {
        const res = await fetch(server.url + path);
        expect(res.status, path).toBe(404);
      }
      await server.stop();
    } finally {
      await database.drop();
      await sink.close();
    }
  }, 120_000);
});

describe.runIf(isPglite)('an embedded server process', () => {
  let server: SpawnedServer;
  it('listens on 127.0.0.1 unless HOST says otherwise, and without DEV_ROUTES never mentions the outbox', async () => {
    const port = await freePort();
    // HOST blank is HOST unset: the embedded default.
    server = spawnServer({ DATA_DIR: dataDir, HOST: '', DEV_ROUTES: 'false' }, port);
    started.push(server);
    await waitForHealth(server);
    expect(server.output()).toMatch(/emails: só no log do servidor/);
    expect(server.output()).not.toMatch(/dev\/emails/);
    expect((await fetch(`${server.url}/dev/emails`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/dev/emails?to=a@example.com`)).status).toBe(404);

    const outside = Object.values(os.networkInterfaces())
      .flat()
      .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
    if (outside) {
      const reached = await new Promise<boolean>((resolve) => {
        const socket = net.connect({ host: outside, port }, () => {
          socket.destroy();
          resolve(true);
        });
        socket.on('error', () => resolve(false));
      });
      expect(reached, `connected through ${outside}`).toBe(false);
    }
  }, 120_000);

  it('refuses a 200 MB POST to each webhook with 413, its memory growing by less than 20 MB', async () => {
    const pid = server.child.pid!;
    for (let i = 0; i < 5; i++) await fetch(`${server.url}/api/health`);
    const before = rssMiB(pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 20);
    const results: Array<[string, boolean, number]> = [];
    try {
      for (const target of ['/webhooks/stripe', `/webhooks/evolution/${'ab'.repeat(32)}`])
        for (const chunked of [false, true])
          results.push([target, chunked, await postHuge(server.url + target, 200 * MiB, chunked)]);
    } finally {
      clearInterval(sampler);
    }
    peak = Math.max(peak, rssMiB(pid));
    for (const [target, chunked, status] of results)
      expect(status, `${target} ${chunked}`).toBe(413);
    console.info(
      `webhook 200 MB POSTs: RSS ${before.toFixed(1)} MiB before, peak ${peak.toFixed(1)} MiB (+${(peak - before).toFixed(1)})`,
    );
    expect(peak - before).toBeLessThan(20);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  }, 180_000);
});
