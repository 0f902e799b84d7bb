import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '@secretaria/shared/messages';
import { createTestServer, type TestServer } from '@/test/test-server';
import { sessionCookie } from '@/test/test-client';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const signUp = (json: unknown) =>
  server.request('/api/auth/sign-up/email', { method: 'POST', json });
const signIn = (json: unknown) =>
  server.request('/api/auth/sign-in/email', { method: 'POST', json });
const session = async (cookie: string) =>
  (await server.request('/api/auth/get-session', { cookie })).json() as Promise<{
    user: { email: string };
    session: Record<string, unknown>;
  } | null>;

describe('registration and e-mail confirmation', () => {
  it('refuses to log in until the e-mail is confirmed, then lets the user in', async () => {
    const email = 'joana@example.com';
    const res = await signUp({
      name: 'Joana',
      email,
      password: 'segredo1',
      callbackURL: '/auth?verified=1',
    });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => c.includes('session_token='))).toBe(false);

    const early = await signIn({ email, password: 'segredo1' });
    expect(early.status).toBe(403);
    expect(await early.json()).toEqual({
      error: { code: 'EMAIL_NOT_VERIFIED', message: msg.emailNotConfirmed },
    });

    const link = await server.latestLink(email);
    expect(link).toMatch(/^\/api\/auth\/verify-email\?token=/);
    const verified = await server.request(link);
    expect(verified.status).toBe(302);
    expect(verified.headers.get('location')).toBe('/auth?verified=1');

    const ok = await signIn({ email, password: 'segredo1' });
    expect(ok.status).toBe(200);
    const setCookie = ok.headers.getSetCookie().find((c) => c.includes('session_token='));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const body = (await ok.json()) as Record<string, unknown>;
    expect(body).not.toHaveProperty('token');

    const current = await session(sessionCookie(ok));
    expect(current?.user.email).toBe(email);
    expect(current?.session).not.toHaveProperty('token');
  });

  it('creates the profile with the name given at registration', async () => {
    const user = await server.createUser({ name: 'Clínica Sorriso' });
    const res = await server.request('/api/profile', { cookie: user.cookie });
    expect(await res.json()).toMatchObject({
      nome: 'Clínica Sorriso',
      phone: null,
      email: user.email,
    });
  });

  it('does not reveal whether an e-mail is registered, and warns its owner instead', async () => {
    const user = await server.createUser();
    const again = await signUp({ name: 'Outra', email: user.email, password: 'qualquer1' });
    expect(again.status).toBe(200);
    const [latest] = await (await server.request(`/api/dev/emails?to=${user.email}`)).json();
    expect(latest.subject).toMatch(/Tentativa de cadastro/);
  });

  it('answers a bad confirmation link with a redirect carrying the error', async () => {
    const res = await server.request(
      '/api/auth/verify-email?token=abc&callbackURL=%2Fauth%3Fverified%3D1',
    );
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/auth?verified=1&error=INVALID_TOKEN');
  });

  it('refuses a wrong password with the spec message', async () => {
    const user = await server.createUser();
    const res = await signIn({ email: user.email, password: 'errada123' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: { code: 'INVALID_CREDENTIALS', message: msg.loginErrorFallback },
    });
  });
});

describe('sessions and passwords', () => {
  it('logs out: the cookie no longer opens a session', async () => {
    const user = await server.createUser();
    const out = await server.request('/api/auth/sign-out', { method: 'POST', cookie: user.cookie });
    expect(out.status).toBe(200);
    expect(await session(user.cookie)).toBeNull();
    const profile = await server.request('/api/profile', { cookie: user.cookie });
    expect(profile.status).toBe(401);
    expect((await profile.json()).error.message).toBe(msg.notAuthenticated);
  });

  it('refuses a session cookie whose signature was tampered with, or whose session expired', async () => {
    const user = await server.createUser();
    const [name, value] = user.cookie.split('=') as [string, string];
    const [token, signature] = decodeURIComponent(value).split('.') as [string, string];
    const forged = `${name}=${encodeURIComponent(`${token}.${signature.slice(0, -4)}AAAA`)}`;
    expect((await server.request('/api/profile', { cookie: forged })).status).toBe(401);
    expect((await server.request('/api/profile', { cookie: `${name}=${token}` })).status).toBe(401);
    expect((await server.request('/api/profile', { cookie: user.cookie })).status).toBe(200);
    await server.db
      .updateTable('session')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('token', '=', token)
      .execute();
    expect((await server.request('/api/profile', { cookie: user.cookie })).status).toBe(401);
  });

  it('changes the password only with the right current one and ends the other sessions', async () => {
    const user = await server.createUser({ password: 'antiga1' });
    const other = await server.signIn(user.email, 'antiga1');

    const wrong = await server.request('/api/auth/change-password', {
      method: 'POST',
      cookie: user.cookie,
      json: { currentPassword: 'nao-e-essa', newPassword: 'nova123', revokeOtherSessions: true },
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.message).toBe(msg.currentPasswordWrong);

    const changed = await server.request('/api/auth/change-password', {
      method: 'POST',
      cookie: user.cookie,
      json: { currentPassword: 'antiga1', newPassword: 'nova123', revokeOtherSessions: true },
    });
    expect(changed.status).toBe(200);
    expect(await session(other)).toBeNull();
    expect((await signIn({ email: user.email, password: 'antiga1' })).status).toBe(401);
    expect((await signIn({ email: user.email, password: 'nova123' })).status).toBe(200);
  });

  it('ends the other sessions by default when the password changes, keeping this one', async () => {
    const user = await server.createUser({ password: 'antiga1' });
    const other = await server.signIn(user.email, 'antiga1');
    expect((await server.request('/api/profile', { cookie: other })).status).toBe(200);

    // No revokeOtherSessions: what a client gets when it leaves the option out.
    const changed = await server.request('/api/auth/change-password', {
      method: 'POST',
      cookie: user.cookie,
      json: { currentPassword: 'antiga1', newPassword: 'nova123' },
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).not.toHaveProperty('token');

    const ended = await server.request('/api/profile', { cookie: other });
    expect(ended.status).toBe(401);
    expect((await ended.json()).error.message).toBe(msg.notAuthenticated);
    // This browser's session was renewed in the reply's cookie; the old token went with the rest.
    const renewed = sessionCookie(changed);
    expect(renewed).not.toBe(user.cookie);
    expect((await server.request('/api/profile', { cookie: renewed })).status).toBe(200);
    expect((await session(renewed))?.user.email).toBe(user.email);
    const live = await server.db
      .selectFrom('session')
      .innerJoin('user', 'user.id', 'session.userId')
      .select('session.id')
      .where('user.email', '=', user.email)
      .execute();
    expect(live).toHaveLength(1);
  });

  it('resets a forgotten password through the e-mailed link', async () => {
    const user = await server.createUser({ password: 'esqueci1' });
    const asked = await server.request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: user.email, redirectTo: '/redefinir-senha' },
    });
    expect(asked.status).toBe(200);
    const link = await server.latestLink(user.email);
    const landing = await server.request(link);
    expect(landing.status).toBe(302);
    const location = new URL(landing.headers.get('location') as string, 'http://x');
    expect(location.pathname).toBe('/redefinir-senha');
    const token = location.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await server.request('/api/auth/reset-password', {
      method: 'POST',
      json: { newPassword: 'lembrei1', token },
    });
    expect(reset.status).toBe(200);
    expect(await session(user.cookie)).toBeNull();
    expect((await signIn({ email: user.email, password: 'lembrei1' })).status).toBe(200);

    const reused = await server.request('/api/auth/reset-password', {
      method: 'POST',
      json: { newPassword: 'outra123', token },
    });
    expect(reused.status).toBe(400);
    expect((await reused.json()).error.message).toBe(msg.resetLinkInvalid);
  });

  it('asks for a reset without revealing whether the e-mail exists', async () => {
    const res = await server.request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: 'ninguem@example.com', redirectTo: '/redefinir-senha' },
    });
    expect(res.status).toBe(200);
  });

  it('does not expose better-auth endpoints the product does not use', async () => {
    const user = await server.createUser();
    const res = await server.request('/api/auth/update-user', {
      method: 'POST',
      cookie: user.cookie,
      json: { name: 'x' },
    });
    expect(res.status).toBe(404);
    expect((await res.json()).error.message).toBe(msg.notFound);
  });
});

describe('throttling', () => {
  it('throttles 20 wrong passwords for one e-mail within a minute, even the right one', async () => {
    const user = await server.createUser({ password: 'correta1' });
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      statuses.push((await signIn({ email: user.email, password: `errada-${i}` })).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    const right = await signIn({ email: user.email.toUpperCase(), password: 'correta1' });
    expect(right.status).toBe(429);
    expect(right.headers.get('retry-after')).toBe('60');
    expect((await right.json()).error.message).toBe(msg.tooManyAttempts);

    const otherUser = await server.createUser({ password: 'correta1' });
    expect((await signIn({ email: otherUser.email, password: 'correta1' })).status).toBe(200);
  });

  it('sweeps the failure counts of e-mails whose window ended over an hour ago', async () => {
    await server.db
      .insertInto('auth_login_failures')
      .values({
        email: 'antiga-falha@example.com',
        window_started_at: new Date(Date.now() - 2 * 60 * 60 * 1000),
        failures: 3,
      })
      .execute();
    expect((await signIn({ email: 'nova-falha@example.com', password: 'errada1' })).status).toBe(
      401,
    );
    const left = await server.db
      .selectFrom('auth_login_failures')
      .select('email')
      .where('email', 'in', ['antiga-falha@example.com', 'nova-falha@example.com'])
      .execute();
    expect(left.map((row) => row.email)).toEqual(['nova-falha@example.com']);
  });

  it('limits sign-ups from one client address (better-auth per-IP rule)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await server.request('/api/auth/sign-up/email', {
        method: 'POST',
        ip: '192.0.2.77',
        json: { name: 'Robô', email: `robo-${i}@example.com`, password: 'segredo1' },
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('limits sign-ins from one client address to 30 a minute, whatever the accounts', async () => {
    const users = await Promise.all(
      Array.from({ length: 4 }, () => server.createUser({ password: 'correta1' })),
    );
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      const user = users[i % users.length];
      const res = await server.request('/api/auth/sign-in/email', {
        method: 'POST',
        ip: '192.0.2.78',
        json: { email: user?.email, password: 'correta1' },
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });
});
