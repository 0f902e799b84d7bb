import { randomUUID } from 'node:crypto';
import type { createServer } from '@/app';
import type { Database } from '@/db/database';
import { listOutboxEmails } from '@/modules/email/outbox.repo';
import { insertInstance, type NewInstance } from '@/modules/instances/instances.repo';

export const TEST_ORIGIN = 'http://localhost:3000';

/** Test bodies are asserted field by field, so `json()` is loosely typed here only. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TestResponse = Omit<Response, 'json'> & { json(): Promise<any> };

/**
 * What the tests (and the attendant's latency bench, which runs outside vitest) do through the
 * app in process: requests, an owner registered and signed in as the panel does it, an instance
 * as checkout would leave it.
 */
export async function createTestClient(
  app: Awaited<ReturnType<typeof createServer>>['app'],
  database: Database,
  /**
   * Whether sign-up links land in the outbox (development); without it (DEV_ROUTES=false, the
   * links in the log or sent by SMTP) createUser confirms the e-mail in the database instead.
   */
  { hasOutbox = true }: { hasOutbox?: boolean } = {},
) {
  const { id: brasilId } = await database.db
    .selectFrom('paises_ddi')
    .select('id')
    .where('iso', '=', 'BR')
    .executeTakeFirstOrThrow();

  /**
   * In-process request. Each one comes from a random client address unless `ip` is given, so
   * better-auth's per-IP limit only trips in the tests that aim at it.
   */
  const request = (
    path: string,
    init: RequestInit & { cookie?: string; json?: unknown; ip?: string } = {},
  ): Promise<TestResponse> => {
    const headers = new Headers(init.headers);
    if (!headers.has('origin')) headers.set('origin', TEST_ORIGIN);
    if (init.cookie) headers.set('cookie', init.cookie);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const ip = init.ip ?? `198.51.100.${Math.floor(Math.random() * 254) + 1}`;
    const incoming = { socket: { remoteAddress: ip, remotePort: 40000, remoteFamily: 'IPv4' } };
    return Promise.resolve(
      app.request(`${TEST_ORIGIN}${path}`, { ...init, headers, body }, { incoming }),
    );
  };

  const latestLink = async (email: string) => {
    const [latest] = await listOutboxEmails(database.db, email);
    if (!latest?.link) throw new Error(`no e-mail with a link for ${email}`);
    return latest.link.replace(TEST_ORIGIN, '');
  };

  const signIn = async (email: string, password: string) => {
    const res = await request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email, password },
    });
    if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
    return sessionCookie(res);
  };

  /** Registers, confirms through the outbox link and signs in; returns the session cookie. */
  const createUser = async (
    overrides: { email?: string; password?: string; name?: string } = {},
  ) => {
    const email = overrides.email ?? `dono-${randomUUID().slice(0, 8)}@example.com`;
    const password = overrides.password ?? 'senha-secreta';
    const name = overrides.name ?? 'Dona Maria';
    const res = await request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { name, email, password, callbackURL: '/auth?verified=1' },
    });
    if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    if (hasOutbox) {
      const verify = await request(await latestLink(email));
      if (verify.status !== 302) throw new Error(`verify failed: ${verify.status}`);
    } else {
      await database.db
        .updateTable('user')
        .set({ emailVerified: true })
        .where('email', '=', email)
        .execute();
    }
    const cookie = await signIn(email, password);
    const session = await (await request('/api/auth/get-session', { cookie })).json();
    return { id: session.user.id as string, email, password, name, cookie };
  };

  /**
   * An instance as checkout would leave it (the billing issue creates them for real). Each gets
   * a number of its own unless one is given (one number, one instance: docs/decisions/028); a
   * number given as digits is stored in E.164, and the gateway instance is named by those digits
   * unless a name is given, so a test can drive the Evolution simulator by the number.
   */
  const createInstance = (userId: string, values: Partial<NewInstance> = {}) => {
    const local = `119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const given = 'full_phone_number' in values ? values.full_phone_number : `55${local}`;
    const full = given && !given.startsWith('+') ? `+${given}` : (given ?? null);
    return insertInstance(database.db, {
      user_id: userId,
      name: 'Barbearia do Zé',
      phone_number: local,
      pais_id: brasilId,
      assistant_name: 'Ana',
      price_id: 'pro',
      ...values,
      full_phone_number: full,
      gateway_name: values.gateway_name ?? (full ? full.slice(1) : undefined),
    });
  };

  return { request, latestLink, signIn, createUser, createInstance, brasilId };
}

/** The session cookie better-auth set, ready for a Cookie header. */
export function sessionCookie(res: Pick<Response, 'headers'>): string {
  const cookies = res.headers.getSetCookie();
  const session = cookies.find((c) => c.includes('session_token='));
  if (!session) throw new Error('no session cookie in the response');
  return session.split(';')[0] as string;
}
