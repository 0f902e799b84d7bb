// The memory floor of embedded mode: a bare Node process that opens the PGlite folder DATA_DIR
// (with the extension the server loads), reads from a few tables and prints its memory as JSON:
// VmRSS, the WASM memory (an ArrayBuffer: `external`) and the JS heap. PGLITE_START_PARAMS (JSON
// array of `-c name=value` pairs, appended to PGlite's defaults) tries other settings.
// Run by soak.mjs in its own process against the soak's seeded folder.
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import fs from 'node:fs';
import path from 'node:path';

const extra = JSON.parse(process.env.PGLITE_START_PARAMS ?? '[]');
const pglite = await PGlite.create(path.join(process.env.DATA_DIR, 'pglite'), {
  extensions: { btree_gist },
  ...(extra.length ? { startParams: [...PGlite.defaultStartParams, ...extra] } : {}),
});
// The server's first minutes touch every table: read them all once.
const { rows } = await pglite.query(
  `select tablename from pg_tables where schemaname = 'public' order by tablename`,
);
for (const { tablename } of rows) await pglite.query(`select * from "${tablename}" limit 1000`);
const settings = await pglite.query(
  `select name, setting, unit from pg_settings where name in ('shared_buffers', 'work_mem', 'max_connections', 'wal_buffers', 'temp_buffers')`,
);
await new Promise((r) => setTimeout(r, 1000));
globalThis.gc?.();
const rss = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))[1]) / 1024;
const m = process.memoryUsage();
const mb = (b) => +(b / 1048576).toFixed(1);
console.log(
  JSON.stringify({
    rssMb: +rss.toFixed(1),
    externalMb: mb(m.external),
    arrayBuffersMb: mb(m.arrayBuffers),
    heapUsedMb: mb(m.heapUsed),
    settings: Object.fromEntries(
      settings.rows.map((r) => [r.name, `${r.setting}${r.unit ? ` ${r.unit}` : ''}`]),
    ),
  }),
);
await pglite.close();
