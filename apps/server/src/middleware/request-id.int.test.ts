// The server first: it loads @hono/zod-openapi before any shared schema is built.
import { createServer } from '@/app';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/config/env';
import { createLogger } from '@/lib/logger';
import { TEST_ORIGIN } from '@/test/test-client';
import { openTestDatabase } from '@/test/test-server';

const lines: Array<Record<string, unknown>> = [];
let opened: Awaited<ReturnType<typeof openTestDatabase>>;
let server: Awaited<ReturnType<typeof createServer>>;

beforeAll(async () => {
  opened = await openTestDatabase();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  const config = loadConfig({
    PUBLIC_URL: TEST_ORIGIN,
    BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
  });
  server = await createServer({
    config,
    database: opened.database,
    logger: createLogger('info', stream),
  });
});
afterAll(async () => {
  await server?.close();
  await opened?.drop();
});

describe('request ids', () => {
  it('answers with an X-Request-Id and puts it on the log lines of that request', async () => {
    const email = `dono-${Date.now()}@exemplo.com.br`;
    const res = await server.app.request(`${TEST_ORIGIN}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      body: JSON.stringify({ name: 'Dona Log', email, password: 'senha-segura-123' }),
    });
    expect(res.status).toBeLessThan(300);
    // The verification e-mail goes to the outbox and the log, inside the sign-up request.
    const line = lines.find((l) => l.to === email);
    expect(line?.reqId).toEqual(expect.stringMatching(/^[\w-]{8,}$/));
    expect(lines.filter((l) => l.reqId === line?.reqId).length).toBeGreaterThan(0);
    // better-auth answers with its own Response: it carries the id too.
    expect(res.headers.get('x-request-id')).toBe(line?.reqId);
    const other = await server.app.request(`${TEST_ORIGIN}/api/health`);
    expect(other.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
    expect(other.headers.get('x-request-id')).not.toBe(line?.reqId);
  });

  it('gives each request its own id', async () => {
    const ids = new Set<string | null>();
    for (let i = 0; i < 3; i++)
      ids.add((await server.app.request(`${TEST_ORIGIN}/api/health`)).headers.get('x-request-id'));
    expect(ids.size).toBe(3);
  });
});
