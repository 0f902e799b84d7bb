import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink } from '@/test/smtp-sink';
import { createTestServer, type TestServer } from '@/test/test-server';
import { listOutboxEmails } from '@/modules/email/outbox.repo';

/**
 * Issue 23 §2: with DATABASE_URL the outbox, and every other /dev page and /api/dev route, is
 * gone unless DEV_ROUTES=true says this is a development server (docs/decisions/029).
 */
describe('the reset-link path in PostgreSQL mode', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let server: TestServer;
  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await createTestServer({
      DATABASE_URL: 'postgres://secretaria@db.example.com:5432/secretaria',
      SMTP_URL: sink.url,
    });
  });
  afterAll(async () => {
    await server?.close();
    await sink?.close();
  });

  it('gives an anonymous client no way to read a victim’s new-password link', async () => {
    const victim = 'vitima@example.com';
    const signUp = await server.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { name: 'Vítima', email: victim, password: 'segredo-da-vitima' },
    });
    expect(signUp.status).toBe(200);
    const asked = await server.request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: victim, redirectTo: '/redefinir-senha' },
    });
    expect(asked.status).toBe(200);
    // The link left by SMTP (confirmation + new password), and nowhere else.
    expect(sink.messages.filter((m) => m.includes(victim))).toHaveLength(2);
    expect(await listOutboxEmails(server.db, victim)).toEqual([]);

    for (const path of [
      `/api/dev/emails?to=${victim}`,
      `/dev/emails?to=${victim}`,
      '/dev/emails',
    ]) {
      const res = await server.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toMatch(/reset-password|redefinir/);
    }
  });

  it('has no other /api/dev route for a signed-in owner either', async () => {
    const { cookie } = await server.createUser();
    for (const [method, path] of [
      ['GET', '/api/dev/clock'],
      ['PUT', '/api/dev/clock'],
      ['POST', '/api/dev/instances'],
      ['POST', '/api/dev/notificacoes'],
    ] as const) {
      const res = await server.request(path, {
        method,
        cookie,
        json: method === 'GET' ? undefined : {},
      });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
  });
});

describe('embedded mode with DEV_ROUTES=false and no SMTP_URL', () => {
  it('keeps e-mail links out of the database and off every page', async () => {
    const server = await createTestServer({ DEV_ROUTES: 'false' });
    try {
      expect(server.mailer.kind).toBe('log');
      const email = 'alguem@example.com';
      await server.request('/api/auth/sign-up/email', {
        method: 'POST',
        json: { name: 'Alguém', email, password: 'segredo-1234' },
      });
      expect(await listOutboxEmails(server.db, email)).toEqual([]);
      expect((await server.request(`/api/dev/emails?to=${email}`)).status).toBe(404);
      expect((await server.request('/dev/emails')).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
