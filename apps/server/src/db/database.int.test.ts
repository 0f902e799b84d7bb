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
