import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@/test/test-server';
import type { Database } from './database';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(() => drop());

async function eventually(check: () => boolean, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('PGlite settings', () => {
  it.runIf(process.env.TEST_DB_KIND !== 'postgres')(
    'runs with a 32 MB buffer cache instead of the 128 MB initdb writes',
    async () => {
      const { rows } = await sql<{ shared_buffers: string }>`show shared_buffers`.execute(
        database.db,
      );
      expect(rows[0]?.shared_buffers).toBe('32MB');
    },
  );
});

describe('listen', () => {
  it('delivers notifications of its channel only, and stops after unsubscribing', async () => {
    const got: string[] = [];
    const stop = await database.listen('canal_a', (p) => got.push(p));
    await sql`select pg_notify('canal_b', 'outro')`.execute(database.db);
    await sql`select pg_notify('canal_a', 'um')`.execute(database.db);
    await eventually(() => got.length === 1);
    await stop();
    await sql`select pg_notify('canal_a', 'dois')`.execute(database.db);
    await new Promise((r) => setTimeout(r, 200));
    expect(got).toEqual(['um']);
  });

  it.runIf(process.env.TEST_DB_KIND === 'postgres')(
    'reconnects after the LISTEN connection is killed and keeps delivering',
    async () => {
      const got: string[] = [];
      const stop = await database.listen('canal_c', (p) => got.push(p));
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query ilike 'LISTEN%'`.execute(database.db);
      await eventually(() => {
        void sql`select pg_notify('canal_c', 'depois')`.execute(database.db);
        return got.length > 0;
      }, 10_000);
      expect(got[0]).toBe('depois');
      await stop();
    },
  );
});

describe.runIf(process.env.TEST_DB_KIND === 'postgres')('terminated connections', () => {
  it('survives a connection terminated while a transaction holds it, and serves the next query', async () => {
    const errors: unknown[] = [];
    const onUncaught = (error: unknown) => errors.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      // Between two statements of a transaction the connection is checked out of the pool and
      // idle on the wire: the pool's own error listener is not on it (found by the chaos test).
      const outcome = await database.db
        .transaction()
        .execute(async (tx) => {
          const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(tx);
          await sql`select pg_terminate_backend(${rows[0]!.pid}::int)`.execute(database.db);
          await new Promise((r) => setTimeout(r, 300));
          await sql`select 1`.execute(tx);
          return 'committed';
        })
        .catch((error: { code?: string }) => error.code ?? 'failed');
      expect(outcome).not.toBe('committed');
      await new Promise((r) => setTimeout(r, 100));
      expect(errors).toEqual([]);
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(database.db);
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });
});
