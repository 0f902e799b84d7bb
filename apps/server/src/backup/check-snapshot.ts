import type { PGlite } from '@electric-sql/pglite';
import { amcheck } from '@electric-sql/pglite/contrib/amcheck';
import { pageinspect } from '@electric-sql/pglite/contrib/pageinspect';

/** The extensions the check needs, loaded into the PGlite that opens the copy. */
export const snapshotCheckExtensions = { amcheck, pageinspect };

/** A relation of the copy that could not be read whole, and the database's own reason. */
export class DamagedRelationError extends Error {
  constructor(
    readonly relation: string,
    readonly reason: string,
  ) {
    super(`${relation}: ${reason}`);
    this.name = 'DamagedRelationError';
  }
}

type Relation = { oid: number; name: string };

const WITH_STORAGE = `c.relkind in ('r', 't', 'm', 'i', 'S') and c.relpersistence <> 't'`;
const TABLES = `c.relkind in ('r', 't', 'm') and c.relpersistence <> 't'`;
const BTREES = `c.relkind = 'i' and c.relpersistence <> 't'
  and c.relam = (select oid from pg_am where amname = 'btree')`;
const pagesOf = (rel: string) =>
  `select count(get_raw_page(${rel}::regclass::text, 'main', b))
     from generate_series(0, (pg_relation_size(${rel}) / current_setting('block_size')::int)::int - 1) b`;

/**
 * Reads the whole copy before it is accepted (docs/decisions/031):
 * - every page of every relation with storage (catalogs, tables, TOAST, indexes of every kind,
 *   sequences) through the buffer manager, which checks each page's header and, as initdb turns
 *   data checksums on, its checksum: one changed byte anywhere is an 'invalid page' error;
 * - amcheck: verify_heapam on every table and TOAST table (tuple headers, TOAST pointers
 *   followed) and bt_index_check on every B-tree index.
 * Each pass is one statement; only when one fails are the relations tried one by one, to name
 * the damaged one. The extensions are created in a transaction that is rolled back: the copy is
 * left as it was.
 */
export async function checkSnapshot(pglite: PGlite): Promise<void> {
  await pglite.exec('BEGIN');
  try {
    await pglite.exec('CREATE EXTENSION amcheck; CREATE EXTENSION pageinspect;');
    await pass(
      pglite,
      `select sum((${pagesOf('c.oid')})) from pg_class c where ${WITH_STORAGE}`,
      WITH_STORAGE,
      (rel) => pglite.query(pagesOf('$1::oid'), [rel.oid]),
    );
    await pass(
      pglite,
      `select c.oid::regclass::text as name, v.msg from pg_class c
         cross join lateral verify_heapam(c.oid, check_toast => true) v where ${TABLES} limit 1`,
      TABLES,
      async (rel) => {
        const { rows } = await pglite.query<{ msg: string }>(
          'select msg from verify_heapam($1::oid::regclass, check_toast => true) limit 1',
          [rel.oid],
        );
        if (rows[0]) throw new DamagedRelationError(rel.name, rows[0].msg);
      },
    );
    await pass(
      pglite,
      `select count(bt_index_check(c.oid, false)) from pg_class c where ${BTREES}`,
      BTREES,
      (rel) => pglite.query('select bt_index_check($1::oid::regclass, false)', [rel.oid]),
    );
  } finally {
    await pglite.exec('ROLLBACK').catch(() => {});
  }
}

/** Runs `allAtOnce`; when it fails or reports a problem, finds the relation with `one`. */
async function pass(
  pglite: PGlite,
  allAtOnce: string,
  which: string,
  one: (rel: Relation) => Promise<unknown>,
): Promise<void> {
  await pglite.exec('SAVEPOINT pass');
  let failure: string;
  try {
    const { rows } = await pglite.query<{ name?: string; msg?: string }>(allAtOnce);
    const problem = rows[0];
    if (!problem?.msg) return;
    throw new DamagedRelationError(problem.name ?? 'o banco', problem.msg);
  } catch (error) {
    if (error instanceof DamagedRelationError) throw error;
    failure = error instanceof Error ? error.message : String(error);
  }
  await pglite.exec('ROLLBACK TO SAVEPOINT pass');
  const { rows } = await pglite.query<Relation>(
    `select c.oid::int as oid, c.oid::regclass::text as name from pg_class c
      where ${which} order by c.oid`,
  );
  for (const rel of rows) {
    try {
      await one(rel);
    } catch (error) {
      if (error instanceof DamagedRelationError) throw error;
      throw new DamagedRelationError(
        rel.name,
        error instanceof Error ? error.message : String(error),
      );
    }
  }
  throw new DamagedRelationError('o banco', failure);
}
