import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { withDatabase } from './database-url';
import { inject } from 'vitest';
import { createServer, type ServerDeps } from '@/app';
import { loadConfig } from '@/config/env';
import { openPglite, openPostgres, type Database } from '@/db/database';
import { createLogger } from '@/lib/logger';
import { createTestClient, TEST_ORIGIN } from './test-client';

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

/** The whole server around a throwaway database, driven in-process with app.request(). */
export async function createTestServer(
  env: Record<string, string> = {},
  extra: Pick<
    ServerDeps,
    | 'billing'
    | 'gateway'
    | 'clock'
    | 'runTurn'
    | 'startAttendant'
    | 'aiModelConfigured'
    | 'llm'
    | 'proactivePacing'
  > = {},
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
  const server = await createServer({
    config,
    database,
    logger: createLogger('silent'),
    // Reminders and notices leave as soon as they are written unless a test asks for the pace
    // (docs/decisions/032): business time here jumps by hours, not seconds.
    proactivePacing: { nextGapMs: () => 0 },
    ...extra,
  });
  const client = await createTestClient(server.app, database, {
    hasOutbox: server.mailer.kind === 'outbox',
  });

  return {
    ...server,
    db: database.db,
    database,
    databaseUrl: url,
    ...client,
    async close() {
      await server.close();
      await drop();
    },
  };
}

/** pt-BR check for error messages: none of the English words a library would write. */
export const ENGLISH_WORDS =
  /\b(the|is|are|must|invalid|required|expected|received|failed|not found|error|unauthorized|too many|request)\b/i;
