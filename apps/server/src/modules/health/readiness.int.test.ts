// The server first: it loads @hono/zod-openapi before any shared schema is built.
import { createServer } from '@/app';
import { createTestServer } from '@/test/test-server';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { msg } from '@secretaria/shared/messages';
import { loadConfig } from '@/config/env';
import { openPglite, openPostgres, type Database } from '@/db/database';
import { migrateToLatest } from '@/db/migrate';
import { createLogger } from '@/lib/logger';
import { createStartupGate } from '@/startup-gate';
import { withDatabase } from '@/test/database-url';

const onPostgres = process.env.TEST_DB_KIND === 'postgres';
const ask = (fetch: (r: Request) => Response | Promise<Response>, path: string) =>
  fetch(new Request(`http://localhost${path}`));

/** An empty database (no schema yet) on the back end this run targets. */
async function emptyDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  if (!onPostgres) {
    const database = await openPglite({ memory: true });
    return { database, drop: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `secretaria_r_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const database = await openPostgres(withDatabase(adminUrl, name));
  return {
    database,
    async drop() {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

describe('GET /api/ready', () => {
  it('answers 503 in pt-BR while the migrations run, then 200 once the server is built', async () => {
    const { database, drop } = await emptyDatabase();
    try {
      const gate = createStartupGate(database.kind);
      let migrated = false;
      const migrating = migrateToLatest(database.db).then(() => (migrated = true));
      const ready = await ask(gate.fetch, '/api/ready');
      const health = await ask(gate.fetch, '/api/health');
      const other = await ask(gate.fetch, '/api/instances');
      expect(migrated).toBe(false);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'starting', message: msg.serverStarting });
      expect(health.status).toBe(503);
      expect(other.status).toBe(503);
      expect(other.headers.get('retry-after')).toBe('5');
      expect(await other.json()).toEqual({
        error: { code: 'UNAVAILABLE', message: msg.serverStarting },
      });

      await migrating;
      const config = loadConfig({
        LOG_LEVEL: 'silent',
        BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      });
      const server = await createServer({ config, database, logger: createLogger('silent') });
      try {
        gate.open(server.app);
        const after = await ask(gate.fetch, '/api/ready');
        expect(after.status).toBe(200);
        expect(await after.json()).toEqual({ status: 'ready' });
      } finally {
        await server.close();
      }
    } finally {
      await drop();
    }
  }, 60_000);

  it('answers 503 in pt-BR when the database is closed', async () => {
    const server = await createTestServer();
    expect((await server.request('/api/ready')).status).toBe(200);
    await server.database.close();
    const res = await server.request('/api/ready');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'unavailable', message: msg.databaseUnreachable });
    // /api/health, the liveness check, is unchanged: it says 'degraded'.
    expect((await server.request('/api/health')).status).toBe(503);
    await server.close().catch(() => undefined);
  });

  it.runIf(onPostgres)('answers 503 when the PostgreSQL database is dropped', async () => {
    const server = await createTestServer();
    try {
      expect((await server.request('/api/ready')).status).toBe(200);
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const name = new URL(server.databaseUrl as string).pathname.slice(1);
      await admin.query(`drop database ${name} with (force)`);
      await admin.end();
      const res = await server.request('/api/ready');
      expect(res.status).toBe(503);
      expect((await res.json()).message).toBe(msg.databaseUnreachable);
    } finally {
      await server.close().catch(() => undefined);
    }
  });
});
