import pg from 'pg';

let installed = false;

/**
 * One type-parsing policy for both back ends (stack-notes pitfall 7): a DATE stays 'YYYY-MM-DD'
 * whatever the process time zone, and int8 (count(*), bigint) and numeric become numbers.
 */
export function installPgTypeParsers(): void {
  if (installed) return;
  installed = true;
  pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
  pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
  // numeric columns here are small (time-zone offsets in hours): a JS number is exact enough.
  pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number.parseFloat(value));
}
