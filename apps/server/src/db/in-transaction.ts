import type { Kysely, Transaction } from 'kysely';

/**
 * Runs `fn` in a transaction: the caller's when `db` already is one (the attendant runs a whole
 * turn in one, and Kysely refuses to nest), a new one otherwise. Inside, use only the executor
 * handed to `fn`: on PGlite (one connection) a query sent through the outer `db` while a
 * transaction is open never runs (stack-notes pitfall 3).
 */
export async function inTransaction<DB, T>(
  db: Kysely<DB>,
  fn: (tx: Transaction<DB> | Kysely<DB>) => Promise<T>,
): Promise<T> {
  if (db.isTransaction) return fn(db);
  return db.transaction().execute((tx) => fn(tx));
}
