import fs from 'node:fs';
import type pg from 'pg';
import type { Logger } from '@/lib/logger';

/**
 * What an erase needs so that the erased text leaves the embedded database's files too, not only
 * its live rows (docs/decisions/031). A deleted or updated row stays readable in its table's file
 * (a dead tuple), its indexes, its TOAST table and the WAL until those are rewritten.
 */
export type ErasedDataScrub = {
  /** Runs `erase`; once it has succeeded, the files are scrubbed in the background. */
  around<T>(erase: () => Promise<T>): Promise<T>;
  /** Resolves when no erase is under way and no scrub is pending or running; rejects when it failed. */
  settled(): Promise<void>;
  /** True while an erase is under way or its scrub has not finished. */
  busy(): boolean;
};

type Pool = Pick<pg.Pool, 'connect'>;

/** How many WAL segments one scrub may switch past: a folder keeps at most a few recycled ones. */
const MAX_WAL_SWITCHES = 128;

/**
 * Rewrites every table of the public schema (VACUUM FULL: a new file for the table, its TOAST and
 * its indexes, holding live rows only; the old files are unlinked at the checkpoint), then moves
 * the WAL past everything written so far: CHECKPOINT, then pg_switch_wal + CHECKPOINT until the
 * folder held one segment before the switch. With wal_recycle=off (pgliteStartParams) a segment
 * before the checkpoint's redo point is deleted, not renamed for reuse, and a new one is created
 * zero-filled (wal_init_zero), so the last switch lands on a fresh segment holding nothing older.
 * The loop also consumes segments recycled while older folders ran with wal_recycle=on. Each table
 * takes the single connection on its own, and PGlite runs in this thread: the event loop gets a
 * turn before every statement, so requests are served between two rewrites (without it, the
 * promise chain of the whole scrub ran before any timer or socket).
 */
export async function scrubDatabaseFiles(pool: Pool): Promise<void> {
  const { rows } = await query<{ name: string }>(
    pool,
    `select format('%I.%I', n.nspname, c.relname) as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'm')
      order by c.relname`,
  );
  for (const { name } of rows) await query(pool, `VACUUM FULL ${name}`);
  await query(pool, 'CHECKPOINT');
  for (let i = 0; i < MAX_WAL_SWITCHES; i++) {
    const { rows: segments } = await query<{ n: number }>(
      pool,
      `select count(*)::int as n from pg_ls_waldir() where name ~ '^[0-9A-F]{24}$'`,
    );
    await query(pool, 'SELECT pg_switch_wal()');
    await query(pool, 'CHECKPOINT');
    if ((segments[0]?.n ?? 0) <= 1) return;
  }
  throw new Error('o WAL não voltou a um só segmento');
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

async function query<R extends pg.QueryResultRow>(pool: Pool, text: string) {
  await nextTurn();
  const client = await pool.connect();
  try {
    return await client.query<R>(text);
  } finally {
    client.release();
  }
}

/**
 * The embedded database's scrub. Erases ending while a scrub runs are covered by one more scrub
 * after it. `pendingFile` (in the data folder) exists from an erase's start until its scrub has
 * finished: a process that stops in between scrubs at its next opening (scrubIfPending).
 */
export function createErasedDataScrub(
  pool: Pool,
  pendingFile: string | null,
  logger?: Logger,
): ErasedDataScrub {
  let erasing = 0;
  // A scrub scrubIfPending could not finish: the first snapshot (or erase) runs it again.
  let dirty = pendingFile !== null && fs.existsSync(pendingFile);
  let running: Promise<void> | null = null;
  let failure: unknown = null;
  let waiters: Array<{ resolve: () => void; reject: (error: unknown) => void }> = [];

  const busy = () => erasing > 0 || dirty || running !== null;
  const wake = () => {
    if (erasing > 0 || running) return;
    const ready = waiters;
    waiters = [];
    for (const w of ready) {
      if (dirty && failure) w.reject(failure);
      else if (!dirty) w.resolve();
      else waiters.push(w);
    }
  };
  const start = () => {
    if (running || !dirty) return;
    failure = null;
    running = (async () => {
      // The erase's answer goes out first.
      await nextTurn();
      while (dirty) {
        dirty = false;
        const started = performance.now();
        try {
          await scrubDatabaseFiles(pool);
          logger?.info(
            { ms: Math.round(performance.now() - started) },
            'arquivos do banco reescritos após apagar dados (LGPD)',
          );
        } catch (error) {
          dirty = true;
          failure = error;
          logger?.error(
            { err: error },
            'falha ao reescrever os arquivos do banco após apagar dados',
          );
          return;
        }
      }
      if (erasing === 0 && pendingFile) fs.rmSync(pendingFile, { force: true });
    })().finally(() => {
      running = null;
      // An erase that ended after the loop's last check.
      if (dirty && !failure) start();
      wake();
    });
  };

  return {
    busy,
    async around(erase) {
      erasing++;
      if (pendingFile) fs.writeFileSync(pendingFile, '');
      let erased = false;
      try {
        const result = await erase();
        erased = true;
        return result;
      } finally {
        erasing--;
        // An erase that failed committed nothing (its transaction is its last step): a wrong
        // password or an unknown id costs no rewrite.
        if (erased) dirty = true;
        if (dirty) start();
        else if (!busy() && pendingFile) fs.rmSync(pendingFile, { force: true });
        wake();
      }
    },
    settled() {
      if (!busy()) return Promise.resolve();
      // A scrub that failed earlier is tried again by whoever waits for it.
      start();
      return new Promise((resolve, reject) => {
        waiters.push({ resolve, reject });
        wake();
      });
    },
  };
}

/**
 * Scrubs a folder whose last erase was not followed by its scrub (the process stopped). A failure
 * is logged and does not keep the server from starting: the pending file stays, so the scrub
 * created next starts dirty and no snapshot is taken before it has run.
 */
export async function scrubIfPending(
  pool: Pool,
  pendingFile: string,
  logger?: Logger,
): Promise<void> {
  if (!fs.existsSync(pendingFile)) return;
  try {
    await scrubDatabaseFiles(pool);
  } catch (error) {
    logger?.error({ err: error }, 'falha ao reescrever os arquivos do banco após apagar dados');
    return;
  }
  fs.rmSync(pendingFile, { force: true });
  logger?.info('arquivos do banco reescritos: um apagamento anterior não tinha terminado');
}

/** Runs an erase through the scrub when the database has one (PGlite), as is otherwise. */
export function eraseWithScrub<T>(
  scrub: ErasedDataScrub | undefined,
  erase: () => Promise<T>,
): Promise<T> {
  return scrub ? scrub.around(erase) : erase();
}
