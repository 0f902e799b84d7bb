import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '@/test/test-server';

/** Embedded mode (no PUBLIC_URL) on the default port 3000, and a server with PUBLIC_URL set. */
let embedded: TestServer;
let hosted: TestServer;
beforeAll(async () => {
  [embedded, hosted] = await Promise.all([
    createTestServer({ PUBLIC_URL: '' }),
    createTestServer({ PUBLIC_URL: 'https://agenda.example.com.br' }),
  ]);
});
afterAll(() => Promise.all([embedded.close(), hosted.close()]));

// better-auth checks the origin of requests that carry cookies, as a browser's do.
const browserCookie = 'visitou=1';
let n = 0;
const signUp = (server: TestServer, origin: string) =>
  server.request('/api/auth/sign-up/email', {
    method: 'POST',
    headers: { origin },
    cookie: browserCookie,
    json: { name: 'Dona Ana', email: `origem-${n++}@example.com`, password: 'segredo1' },
  });
const signIn = (server: TestServer, origin: string, email: string) =>
  server.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { origin },
    cookie: browserCookie,
    json: { email, password: 'segredo1' },
  });

describe('trusted origins', () => {
  it('in embedded mode trusts every loopback name of its own port for sign-up and sign-in', async () => {
    const { email } = await embedded.createUser({ password: 'segredo1' });
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) {
      expect((await signUp(embedded, origin)).status, origin).toBe(200);
      expect((await signIn(embedded, origin, email)).status, origin).toBe(200);
    }
  });

  it('in embedded mode refuses other ports and other hosts in pt-BR', async () => {
    for (const origin of [
      'http://127.0.0.1:4000',
      'http://192.168.0.10:3000',
      'https://evil.example',
    ]) {
      const res = await signUp(embedded, origin);
      expect(res.status, origin).toBe(403);
      expect((await res.json()).error.message).toBe('Origem da requisição não permitida.');
    }
  });

  it('with PUBLIC_URL set trusts only that origin', async () => {
    expect((await signUp(hosted, 'https://agenda.example.com.br')).status).toBe(200);
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000']) {
      const res = await signUp(hosted, origin);
      expect(res.status, origin).toBe(403);
      expect((await res.json()).error.message).toBe('Origem da requisição não permitida.');
    }
  });
});
