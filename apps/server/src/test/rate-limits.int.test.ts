import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '@secretaria/shared/messages';
import { freePort, spawnServer, waitForHealth, type SpawnedServer } from './spawn-server';
import { openTestDatabase } from './test-server';

/**
 * Issue 23 (6): the sign-in, sign-up and reset limits hold behind a load balancer and across
 * replicas. The servers are real processes; the test's requests leave from chosen loopback
 * addresses (Linux routes all of 127/8 to lo), so one address plays the load balancer named in
 * TRUSTED_PROXIES and another a client that reaches the servers directly.
 */
const isPostgres = process.env.TEST_DB_KIND === 'postgres';
const LOAD_BALANCER = '127.0.0.2';
const DIRECT_CLIENT = '127.0.0.3';
const SIGNINS_PER_MINUTE = 6;
const SIGNUPS_PER_MINUTE = 4;
/** better-auth's rule in auth.ts, not configurable. */
const RESETS_PER_MINUTE = 5;
const ORIGIN = 'http://localhost:8080';

const cleanups: Array<() => Promise<unknown>> = [];
let servers: SpawnedServer[] = [];

beforeAll(async () => {
  const env: Record<string, string> = {
    PUBLIC_URL: ORIGIN,
    TRUSTED_PROXIES: `${LOAD_BALANCER}, fd00::/8`,
    AUTH_SIGNINS_PER_MINUTE: String(SIGNINS_PER_MINUTE),
    AUTH_SIGNUPS_PER_MINUTE: String(SIGNUPS_PER_MINUTE),
    // The e-mails go to the outbox, as in the other replica tests.
    DEV_ROUTES: 'true',
    LOG_LEVEL: 'warn',
  };
  if (isPostgres) {
    const opened = await openTestDatabase();
    cleanups.push(opened.drop);
    env.DATABASE_URL = opened.url as string;
  } else {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'secretaria-limits-'));
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    env.DATA_DIR = dataDir;
  }
  // PGlite is one process's database: there the same checks run against the one server.
  const count = isPostgres ? 2 : 1;
  for (let i = 0; i < count; i++) {
    const server = spawnServer(env, await freePort());
    cleanups.push(() => server.stop('SIGKILL'));
    servers.push(server);
  }
  await Promise.all(servers.map((s) => waitForHealth(s, 120_000)));
}, 180_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  servers = [];
});

type Reply = { status: number; message?: string; retryAfter?: string };

/** A JSON POST sent from `from` (a loopback address), as a load balancer or a client would. */
function post(
  server: SpawnedServer,
  route: string,
  json: unknown,
  { from, forwardedFor }: { from: string; forwardedFor?: string },
): Promise<Reply> {
  const url = new URL(route, server.url);
  const body = JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          origin: ORIGIN,
          ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => {
          const parsed = text ? (JSON.parse(text) as { error?: { message?: string } }) : {};
          resolve({
            status: res.statusCode ?? 0,
            message: parsed.error?.message,
            retryAfter: res.headers['retry-after'] as string | undefined,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The n-th request goes to the n-th server, round robin, as the load balancer spreads them. */
const serverFor = (n: number) => servers[n % servers.length] as SpawnedServer;

let emailCounter = 0;
/** A fresh address per attempt, so the per-e-mail throttle (10 failures) never answers instead. */
const nextEmail = () => `tentativa-${++emailCounter}@example.com`;

const signIn = (n: number, via: { from: string; forwardedFor?: string }) =>
  post(serverFor(n), '/api/auth/sign-in/email', { email: nextEmail(), password: 'errada1' }, via);

describe(`sign-in limit on ${isPostgres ? 'two server processes sharing PostgreSQL' : 'the embedded server'}`, () => {
  it('refuses the attempt past the limit, whichever process it reaches, with the pt-BR message', async () => {
    const client = { from: LOAD_BALANCER, forwardedFor: '203.0.113.10' };
    const statuses: number[] = [];
    for (let n = 0; n < SIGNINS_PER_MINUTE; n++) statuses.push((await signIn(n, client)).status);
    expect(statuses).toEqual(Array(SIGNINS_PER_MINUTE).fill(401));

    for (let n = SIGNINS_PER_MINUTE; n < SIGNINS_PER_MINUTE + servers.length; n++) {
      const refused = await signIn(n, client);
      expect(refused).toMatchObject({ status: 429, message: msg.tooManyAttempts });
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    }
  });

  it('lets exactly the limit through when a client fires all its attempts at once at every process', async () => {
    const client = { from: LOAD_BALANCER, forwardedFor: '203.0.113.20' };
    const attempts = SIGNINS_PER_MINUTE * 3;
    const replies = await Promise.all(
      Array.from({ length: attempts }, (_, n) => signIn(n, client)),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(SIGNINS_PER_MINUTE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(attempts - SIGNINS_PER_MINUTE);
  });

  it('counts two clients behind the trusted load balancer apart', async () => {
    const first = { from: LOAD_BALANCER, forwardedFor: '203.0.113.30' };
    const second = { from: LOAD_BALANCER, forwardedFor: '198.51.100.1, 203.0.113.31' };
    for (let n = 0; n < SIGNINS_PER_MINUTE; n++) await signIn(n, first);
    expect((await signIn(0, first)).status).toBe(429);
    for (let n = 0; n < SIGNINS_PER_MINUTE; n++) expect((await signIn(n, second)).status).toBe(401);
    expect((await signIn(1, second)).status).toBe(429);
    // IPv6 clients behind it are counted apart too (by /64, as better-auth keys them).
    // A second trusted hop (fd00::/8, an inner proxy) is skipped on the way to the client.
    const ipv6 = { from: LOAD_BALANCER, forwardedFor: '2001:db8:0:1::7, fd00::1' };
    for (let n = 0; n < SIGNINS_PER_MINUTE; n++) expect((await signIn(n, ipv6)).status).toBe(401);
    expect((await signIn(0, ipv6)).status).toBe(429);
    expect((await signIn(1, { from: LOAD_BALANCER, forwardedFor: '2001:db8:0:2::7' })).status).toBe(
      401,
    );
  });

  it("ignores X-Forwarded-For from a peer that is not a trusted proxy: it neither escapes nor borrows another's count", async () => {
    const exhausted = { from: LOAD_BALANCER, forwardedFor: '203.0.113.40' };
    for (let n = 0; n < SIGNINS_PER_MINUTE; n++) await signIn(n, exhausted);
    expect((await signIn(0, exhausted)).status).toBe(429);

    // Claiming the exhausted client's address does not get the direct client refused…
    expect((await signIn(0, { from: DIRECT_CLIENT, forwardedFor: '203.0.113.40' })).status).toBe(
      401,
    );
    // …and a new forged address on every attempt does not give it a new count.
    const statuses: number[] = [];
    for (let n = 1; n < SIGNINS_PER_MINUTE + 2; n++) {
      statuses.push(
        (await signIn(n, { from: DIRECT_CLIENT, forwardedFor: `192.0.2.${n}` })).status,
      );
    }
    expect(statuses).toEqual([...Array(SIGNINS_PER_MINUTE - 1).fill(401), 429, 429]);
  });
});

describe(`sign-up and password-reset limits on ${isPostgres ? 'two processes' : 'the embedded server'}`, () => {
  it('counts sign-ups from one client once across processes', async () => {
    const client = { from: LOAD_BALANCER, forwardedFor: '203.0.113.50' };
    const signUp = (n: number) =>
      post(
        serverFor(n),
        '/api/auth/sign-up/email',
        { name: 'Robô', email: nextEmail(), password: 'segredo1' },
        client,
      );
    const statuses: number[] = [];
    for (let n = 0; n < SIGNUPS_PER_MINUTE + 1; n++) statuses.push((await signUp(n)).status);
    expect(statuses).toEqual([...Array(SIGNUPS_PER_MINUTE).fill(200), 429]);
    expect(await signUp(SIGNUPS_PER_MINUTE + 1)).toMatchObject({
      status: 429,
      message: msg.tooManyAttempts,
    });
  });

  it('counts reset requests from one client once across processes', async () => {
    const client = { from: LOAD_BALANCER, forwardedFor: '203.0.113.60' };
    const reset = (n: number) =>
      post(serverFor(n), '/api/auth/request-password-reset', { email: nextEmail() }, client);
    const statuses: number[] = [];
    for (let n = 0; n < RESETS_PER_MINUTE + 2; n++) statuses.push((await reset(n)).status);
    expect(statuses).toEqual([...Array(RESETS_PER_MINUTE).fill(200), 429, 429]);
  });
});
