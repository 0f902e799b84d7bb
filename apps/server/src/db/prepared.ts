import type { Compilable, CompiledQuery, Kysely, Transaction } from 'kysely';
import type { DB } from './schema';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * A query built and compiled to SQL once, then run with new string arguments: building and
 * compiling a Kysely query costs more CPU than pg spends sending it (bench/api.bench.mjs), and the
 * hot list queries are the same SQL on every request. `build` is called once with placeholder
 * strings; each must come out as exactly one bound parameter (never inlined into the SQL text),
 * which is checked here, so an argument can never be spliced into SQL. The SQL and its plan are
 * unchanged: pg still sends an unnamed statement with the arguments bound.
 */
export function prepared<A extends string[], R>(build: (db: Db, ...args: A) => Compilable<R>) {
  let compiled: { query: CompiledQuery<R>; slots: (number | undefined)[] } | undefined;
  const compile = (db: Db, arity: number) => {
    const marks = Array.from({ length: arity }, (_, i) => `\u0000prepared-argument-${i}\u0000`);
    const query = build(db, ...(marks as A)).compile();
    const slots = query.parameters.map((p) => {
      const i = marks.indexOf(p as string);
      return i === -1 ? undefined : i;
    });
    for (let i = 0; i < arity; i++) {
      if (slots.filter((s) => s === i).length !== 1 || query.sql.includes(marks[i]!))
        throw new Error(`prepared(): argument ${i} must be exactly one bound parameter`);
    }
    return { query, slots };
  };
  return async (db: Db, ...args: A): Promise<R[]> => {
    compiled ??= compile(db, args.length);
    const { query, slots } = compiled;
    const parameters = query.parameters.map((p, i) => {
      const slot = slots[i];
      return slot === undefined ? p : args[slot];
    });
    return (await db.executeQuery<R>({ ...query, parameters })).rows;
  };
}
