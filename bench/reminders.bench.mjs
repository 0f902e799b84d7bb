// Reminders due all at once (issue 13, docs/decisions/018): 10,000 appointments across 1,000
// instances whose reminders fall due in the same minute; the server (avisos runner + sender,
// the Evolution simulator answering at once) drains them. Per back end (reminders-run.ts, one
// process each, never side by side): the time until the last reminder is handed to the gateway,
// the lag of each (server clock at its sendText minus its due time: median, p90, p99, max), and
// the database time per reminder against a bare `UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP
// LOCKED LIMIT 100)` claim loop over an equivalent jobs table, measured in the same run.
// PGlite always, PostgreSQL when BENCH_DATABASE_URL / TEST_DATABASE_URL / 127.0.0.1:5432
// answers (REMINDERS_POSTGRES=0 skips it). REMINDERS_INSTANCES and REMINDERS_PER_INSTANCE
// scale the load (1,000 × 10). On PostgreSQL also the server's own statement time
// (pg_stat_database.active_time), which leaves out this process's event loop. Writes bench/results/reminders.json; reports, never gates.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import { createBenchDatabase, root } from './support.mjs';

function runBackend(backend, url) {
  const out = path.join(os.tmpdir(), `reminders-${backend}-${process.pid}.json`);
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'bench/reminders-run.ts', backend, out, ...(url ? [url] : [])],
    {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, TSX_TSCONFIG_PATH: 'apps/server/tsconfig.json', LOG_LEVEL: 'silent' },
    },
  );
  if (run.status !== 0) throw new Error(`reminders-run ${backend} exited with ${run.status}`);
  const result = JSON.parse(fs.readFileSync(out, 'utf8'));
  fs.rmSync(out);
  return result;
}

const adminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const reachable = (url) =>
  new Promise((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = net.connect({ host: hostname, port: Number(port || 5432) });
    socket.setTimeout(1000);
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.on('connect', () => done(true));
    socket.on('error', () => done(false));
    socket.on('timeout', () => done(false));
  });

const loadBefore = +os.loadavg()[0].toFixed(2);
const backends = {};
console.log('lembretes: PGlite…');
backends.pglite = runBackend('pglite');
if (process.env.REMINDERS_POSTGRES !== '0' && (await reachable(adminUrl))) {
  console.log('lembretes: PostgreSQL…');
  const database = await createBenchDatabase('bench_reminders');
  try {
    backends.postgres = runBackend('postgres', database.url);
  } finally {
    await database.drop();
  }
} else {
  console.log('PostgreSQL não acessível: só PGlite.');
}

const report = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  loadAverage1mBefore: loadBefore,
  loadAverage1mAfter: +os.loadavg()[0].toFixed(2),
  backends,
};
const file = path.join(root, 'bench/results/reminders.json');
const options = (await prettier.resolveConfig(file)) ?? {};
fs.writeFileSync(
  file,
  await prettier.format(JSON.stringify(report), { ...options, parser: 'json' }),
);

const rows = {};
for (const [backend, r] of Object.entries(backends)) {
  rows[backend] = {
    lembretes: r.appointments,
    'até o último s': r.drainSeconds,
    'por s': r.remindersPerSecond,
    'atraso mediana ms': r.lagMs.median,
    'atraso p90 ms': r.lagMs.p90,
    'atraso p99 ms': r.lagMs.p99,
    'atraso máx ms': r.lagMs.max,
    'banco ms/lembrete': r.database.oursBusyMsPerReminder,
    'base ms/job': r.database.baselineBusyMsPerJob,
    razão: r.database.busyRatio,
    'consultas/lembrete': r.database.oursQueriesPerReminder,
    // PostgreSQL: the server's own time (pg_stat_database.active_time), without our event loop.
    'servidor ms/lembrete': r.database.serverActiveMsPerReminder ?? '',
    'servidor razão': r.database.serverActiveRatio ?? '',
  };
}
console.table(rows);
console.log(`Resultados em ${path.relative(root, file)}`);
