import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import pg from 'pg';
import path from 'node:path';
import type { Logger } from '@/lib/logger';
import { isConnectionLoss, markNothingApplied } from '@/lib/db-errors';
import { noteCommitted } from '@/lib/replay-on-connection-loss';
import { acquireDataDirLock } from './data-dir-lock';
import { createErasedDataScrub, scrubIfPending, type ErasedDataScrub } from './erased-data-scrub';
import { initPgliteDir } from './init-pglite-dir';
import { installPgTypeParsers } from './pg-types';
import type { DB } from './schema';

export type Listener = (payload: string) => void;

/** The database handle the rest of the server sees, whatever the back end. */
export type Database = {
  kind: 'pglite' | 'postgres';
  db: Kysely<DB>;
  /** Receives NOTIFY payloads on `channel`; returns the unsubscribe function. */
  listen(channel: string, listener: Listener): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** The pool's connections now (metrics): PGlite has one, PostgreSQL up to `max`. */
  poolStats(): { total: number; idle: number; waiting: number; max: number };
  /** PGlite only: the whole data folder as a tarball (test templates). */
  dumpDataDir?: () => Promise<Blob>;
  /**
   * PGlite only: a gzipped tarball of the data folder at one instant between transactions, taken
   * after any erase's scrub has finished (no copy holds erased text, docs/decisions/031).
   */
  snapshot?: () => Promise<Blob>;
  /**
   * PGlite on a data folder only: erases run through it so their text leaves the files too
   * (docs/decisions/031).
   */
  erasures?: ErasedDataScrub;
};

type PGliteSource = { dataDir: string } | { loadDataDir: Blob } | { memory: true };

export const pgliteExtensions = { btree_gist };

/**
 * PGlite's own start-up flags plus a 32 MB buffer cache. The folder's postgresql.conf (written by
 * initdb) says shared_buffers = 128MB, and PGlite touches all of it at start: ~100 MB of RSS that
 * a small business's database (a few MB to tens of MB, read through the OS page cache past the
 * buffers) never needs. Measured in docs/decisions/026: a bare PGlite on the demo folder drops
 * from ~300 to ~200 MB RSS. A `-c` flag wins over the file, so existing folders get it too.
 */
export const PGLITE_SHARED_BUFFERS = '32MB';
export const pgliteStartParams = () => [
  ...PGlite.defaultStartParams,
  '-c',
  `shared_buffers=${PGLITE_SHARED_BUFFERS}`,
  // A WAL segment no longer needed is deleted, not renamed for reuse with its old records still
  // in it: what an erase removed must not stay readable there (docs/decisions/031).
  '-c',
  'wal_recycle=off',
];

/** In the data folder from an erase's start until its scrub has finished (docs/decisions/031). */
export const SCRUB_PENDING_FILE = 'scrub-pending';

const POSTGRES_POOL_MAX = 10;

const poolStats = (pool: pg.Pool, max: number) => ({
  total: pool.totalCount,
  idle: pool.idleCount,
  waiting: pool.waitingCount,
  max,
});

/** Opens PGlite (on disk with a lock file, or in memory for tests) behind a pg.Pool. */
export async function openPglite(source: PGliteSource, logger?: Logger): Promise<Database> {
  installPgTypeParsers();
  const release = 'dataDir' in source ? acquireDataDirLock(source.dataDir) : () => {};
  try {
    if ('dataDir' in source) await initPgliteDir(path.join(source.dataDir, 'pglite'));
    const pglite =
      'dataDir' in source
        ? await PGlite.create(path.join(source.dataDir, 'pglite'), {
            extensions: pgliteExtensions,
            startParams: pgliteStartParams(),
          })
        : await PGlite.create({
            extensions: pgliteExtensions,
            startParams: pgliteStartParams(),
            ...('loadDataDir' in source ? { loadDataDir: source.loadDataDir } : {}),
          });
    const pool = new pg.Pool(createPgConfig(pglite) as unknown as pg.PoolConfig);
    const pendingFile = 'dataDir' in source ? path.join(source.dataDir, SCRUB_PENDING_FILE) : null;
    if (pendingFile) await scrubIfPending(pool, pendingFile, logger);
    const erasures = createErasedDataScrub(pool, pendingFile, logger);
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return {
      kind: 'pglite',
      db,
      poolStats: () => poolStats(pool, 1),
      async listen(channel, listener) {
        const unsubscribe = await pglite.listen(channel, listener);
        return async () => unsubscribe();
      },
      // Only a database with files has anything to scrub: in memory (tests), erases run as is.
      ...(pendingFile ? { erasures } : {}),
      async close() {
        // A scrub that fails here runs at the next opening (the pending file stays).
        await erasures.settled().catch(() => {});
        await db.destroy();
        await pglite.close();
        release();
      },
      dumpDataDir: () => pglite.dumpDataDir('gzip'),
      async snapshot() {
        // The pool has one connection and a Kysely transaction holds it from BEGIN to COMMIT:
        // holding it here means no transaction is open while the files are read. The
        // checkpoint writes every committed page into the data files, so the copy opens
        // without replaying WAL. An erase's scrub finishes first; an erase that began before
        // the connection was ours is waited for too (its scrub then runs before the copy).
        let client = await erasures.settled().then(() => pool.connect());
        while (erasures.busy()) {
          client.release();
          client = await erasures.settled().then(() => pool.connect());
        }
        try {
          await client.query('CHECKPOINT');
          return await pglite.dumpDataDir('gzip');
        } finally {
          client.release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** A statement that changes nothing when it fails, so it may run again on another connection. */
const SAFE_TO_REPEAT = /^\s*(begin|start transaction|select)\b/i;

/**
 * The pool Kysely sees. A connection the server ended while it sat idle in the pool may still be
 * handed out before its error event arrives (pg_terminate_backend ends them all at once, as does
 * a failover). When the first statement on it fails for that reason and the statement had no
 * effect (BEGIN, a SELECT), it runs once more on a fresh connection instead of failing the request
 * with a 500. Anything else (a write, a statement inside a transaction) fails as before: whether
 * it took effect cannot be known here.
 */
export function retryingPool(pool: Pick<pg.Pool, 'connect' | 'end'>): PostgresPool {
  return {
    async connect() {
      let client = await pool.connect();
      let first = true;
      let lost = false;
      let inTransaction = false;
      const run = async (text: string, values: ReadonlyArray<unknown>) => {
        const isFirst = first;
        first = false;
        try {
          const result = await client.query(text, [...values]);
          if (COMMIT.test(text) || (!inTransaction && !SAFE_TO_REPEAT.test(text))) noteCommitted();
          return result;
        } catch (error) {
          if (lost) throw markNothingApplied(error);
          if (!isConnectionLoss(error)) throw error;
          if (isFirst && SAFE_TO_REPEAT.test(text)) {
            client.release(error as Error);
            client = await pool.connect();
            try {
              return await client.query(text, [...values]);
            } catch (again) {
              // The fresh connection was ended too (they all are, at once): the request runs again.
              if (isConnectionLoss(again)) {
                lost = true;
                throw markNothingApplied(again);
              }
              throw again;
            }
          }
          // Ended before a COMMIT was sent: the transaction (or the read) had no effect, and the
          // rollback that follows fails the same way.
          if (!COMMIT.test(text) && (SAFE_TO_REPEAT.test(text) || inTransaction)) {
            lost = true;
            throw markNothingApplied(error);
          }
          throw error;
        } finally {
          if (BEGINS.test(text)) inTransaction = true;
          else if (ENDS.test(text)) inTransaction = false;
        }
      };
      // Kysely's overloads: (sql, parameters), whose result is pg's own, and the cursor form,
      // which this server never uses (no .stream()); PostgresDialect hands pg's results over too.
      const query = run as unknown as PostgresPoolClient['query'];
      return { query, release: () => client.release() };
    },
    end: () => pool.end(),
  };
}

const BEGINS = /^\s*(begin|start transaction)\b/i;
const ENDS = /^\s*(commit|rollback|end)\b/i;
const COMMIT = /^\s*(commit|end)\b/i;
/**
 * PostgreSQL over a pg.Pool; LISTEN runs on one dedicated client per channel subscription,
 * re-established after a connection loss so notifications keep crossing replicas.
 */
export async function openPostgres(url: string, logger?: Logger): Promise<Database> {
  installPgTypeParsers();
  const pool = new pg.Pool({ connectionString: url, max: POSTGRES_POOL_MAX });
  pool.on('error', (error) =>
    logger?.error({ err: error }, 'erro em conexão ociosa do PostgreSQL'),
  );
  // A connection checked out of the pool (a transaction between two statements, a query on its
  // way) has no pool listener: its 'error' event, when the server ends it (pg_terminate_backend,
  // a restart, a failover), would be an uncaught exception that takes the whole process down.
  // With this one the caller's query fails instead, and the pool drops the dead client on release.
  pool.on('connect', (client) => {
    client.on('error', (error) =>
      logger?.warn({ err: error }, 'conexão do PostgreSQL encerrada durante o uso'),
    );
  });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: retryingPool(pool) }) });
  const listeners = new Set<() => Promise<void>>();
  return {
    kind: 'postgres',
    db,
    poolStats: () => poolStats(pool, POSTGRES_POOL_MAX),
    async listen(channel, listener) {
      let client: pg.Client | undefined;
      let closed = false;
      let retry: NodeJS.Timeout | undefined;
      const reconnectSoon = () => {
        if (!closed) retry = setTimeout(() => void connect().catch(reconnectSoon), 1000);
      };
      const connect = async (): Promise<void> => {
        const next = new pg.Client({ connectionString: url });
        next.on('notification', (message) => {
          if (message.channel === channel && message.payload !== undefined)
            listener(message.payload);
        });
        next.on('error', (error) => {
          logger?.warn({ err: error }, 'conexão LISTEN perdida; reconectando');
          next.end().catch(() => {});
          reconnectSoon();
        });
        try {
          await next.connect();
          await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        } catch (error) {
          await next.end().catch(() => {});
          throw error;
        }
        client = next;
      };
      await connect();
      const unsubscribe = async () => {
        closed = true;
        clearTimeout(retry);
        listeners.delete(unsubscribe);
        await client?.end().catch(() => {});
      };
      listeners.add(unsubscribe);
      return unsubscribe;
    },
    async close() {
      await Promise.all([...listeners].map((stop) => stop()));
      await db.destroy();
    },
  };
}
