import { PGlite } from '@electric-sql/pglite';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite, SCRUB_PENDING_FILE } from './database';

const isPglite = process.env.TEST_DB_KIND !== 'postgres';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'secretaria-scrub-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

function filesHolding(dir: string, needle: string): string[] {
  const bytes = Buffer.from(needle);
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && fs.readFileSync(path.join(e.parentPath, e.name)).includes(bytes))
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

describe.runIf(isPglite)('the scrub of erased data', () => {
  it('runs at the next opening when the process stopped before it, WAL segments recycled by an older version included', async () => {
    const dataDir = path.join(work, 'antiga');
    const needle = 'Ondina Perpetua Valadares';
    // An older version: PGlite's defaults, wal_recycle on, so checkpoints rename old segments
    // (with their records) for reuse instead of deleting them.
    fs.mkdirSync(dataDir);
    const old = await PGlite.create(path.join(dataDir, 'pglite'));
    await old.exec(`create table pessoas (id serial primary key, nome text)`);
    await old.query(`insert into pessoas (nome) values ($1)`, [needle]);
    for (let i = 0; i < 4; i++) {
      await old.exec(
        `insert into pessoas (nome) select md5(g::text) from generate_series(1, 60000) g`,
      );
      await old.exec(`delete from pessoas where id > 1`);
      await old.exec('CHECKPOINT');
    }
    await old.exec(`delete from pessoas`);
    await old.exec('CHECKPOINT');
    await old.close();
    const wal = fs.readdirSync(path.join(dataDir, 'pglite', 'pg_wal'));
    expect(wal.filter((f) => /^[0-9A-F]{24}$/.test(f)).length).toBeGreaterThan(1);
    expect(filesHolding(dataDir, needle).length).toBeGreaterThan(0);

    // The erase committed, then the process stopped: the pending file is all that is left.
    fs.writeFileSync(path.join(dataDir, SCRUB_PENDING_FILE), '');
    const database = await openPglite({ dataDir });
    try {
      expect(fs.existsSync(path.join(dataDir, SCRUB_PENDING_FILE))).toBe(false);
      expect(filesHolding(dataDir, needle)).toEqual([]);
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from pg_ls_waldir() where name ~ '^[0-9A-F]{24}$'`.execute(
        database.db,
      );
      expect(rows[0]!.n).toBe(1);
    } finally {
      await database.close();
    }
  }, 120_000);
});
