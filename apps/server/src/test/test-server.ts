import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { withDatabase } from './database-url';
import { inject } from 'vitest';
import { createServer, type ServerDeps } from '@/app';
import { loadConfig } from '@/config/env';
import { openPglite, openPostgres, type Database } from '@/db/database';
import { createLogger } from '@/lib/logger';
import { listOutboxEmails } from '@/modules/email/outbox.repo';
import { insertInstance, type NewInstance } from '@/modules/instances/instances.repo';

export const TEST_ORIGIN = 'http://localhost:3000';

/** A fresh database cloned from the migrated template, on the back end this run targets. */
export async function openTestDatabase(): Promise<{
  database: Database;
  url?: string;
  drop(): Promise<void>;
}> {
  const pgTemplate = inject('postgresTemplate');
  if (pgTemplate) {
    const adminUrl = process.env.TEST_DATABASE_URL as string;
    const name = `secretaria_t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${pgTemplate}`);
    const url = withDatabase(adminUrl, name);
    const database = await openPostgres(url);
    return {
      database,
      url,
      async drop() {
        await database.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const blob = new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
  const database = await openPglite({ loadDataDir: blob });
  return { database, drop: () => database.close() };
}

export type TestServer = Awaited<ReturnType<typeof createTestServer>>;

/** Test bodies are asserted field by field, so `json()` is loosely typed here only. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TestResponse = Omit<Response, 'json'> & { json(): Promise<any> };

/** The whole server around a throwaway database, driven in-process with app.request(). */
export async function createTestServer(
  env: Record<string, string> = {},
  extra: Pick<ServerDeps, 'billing' | 'gateway' | 'clock' | 'runTurn' | 'startAttendant'> = {},
) {
  const { database, drop, url } = await openTestDatabase();
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    PUBLIC_URL: TEST_ORIGIN,
    BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    // The attendant answers as soon as a message is stored unless a test asks for a burst.
    ATTENDANT_BURST_MS: '0',
    ...env,
  });
  const server = await createServer({ config, database, logger: createLogger('silent'), ...extra });
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
      server.app.request(`${TEST_ORIGIN}${path}`, { ...init, headers, body }, { incoming }),
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
    const verify = await request(await latestLink(email));
    if (verify.status !== 302) throw new Error(`verify failed: ${verify.status}`);
    const cookie = await signIn(email, password);
    const session = await (await request('/api/auth/get-session', { cookie })).json();
    return { id: session.user.id as string, email, password, name, cookie };
  };

  /** An instance as checkout would leave it (the billing issue creates them for real). */
  const createInstance = (userId: string, values: Partial<NewInstance> = {}) =>
    insertInstance(database.db, {
      user_id: userId,
      name: 'Barbearia do Zé',
      phone_number: '11987654321',
      full_phone_number: '5511987654321',
      pais_id: brasilId,
      assistant_name: 'Ana',
      price_id: 'pro',
      ...values,
    });

  return {
    ...server,
    db: database.db,
    database,
    databaseUrl: url,
    request,
    latestLink,
    signIn,
    createUser,
    createInstance,
    brasilId,
    async close() {
      await server.close();
      await drop();
    },
  };
}

/** The session cookie better-auth set, ready for a Cookie header. */
export function sessionCookie(res: Pick<Response, 'headers'>): string {
  const cookies = res.headers.getSetCookie();
  const session = cookies.find((c) => c.includes('session_token='));
  if (!session) throw new Error('no session cookie in the response');
  return session.split(';')[0] as string;
}

/** pt-BR check for error messages: none of the English words a library would write. */
export const ENGLISH_WORDS =
  /\b(the|is|are|must|invalid|required|expected|received|failed|not found|error|unauthorized|too many|request)\b/i;
