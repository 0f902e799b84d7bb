// Start-up: time from process start to the first 200 on /api/health with an existing data dir,
// and the server's peak RSS (VmHWM). Compared, as a ratio, with a baseline measured in the same
// run: a bare Node process that opens the same PGlite folder and answers HTTP 200.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, median, root } from './support.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const peakRssMb = (pid) => {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmHWM:\s+(\d+)/.exec(status)[1]) / 1024;
  } catch {
    return NaN;
  }
};

async function measure(args, env) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((r) => child.on('exit', r));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`process exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.status === 200) break;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  const ms = performance.now() - started;
  const rss = peakRssMb(child.pid);
  child.kill('SIGTERM');
  await exited;
  return { ms, rss };
}

const baselineScript = `
  import { PGlite } from '@electric-sql/pglite';
  import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
  import http from 'node:http';
  const db = await PGlite.create(process.env.DATA_DIR + '/pglite', { extensions: { btree_gist } });
  http.createServer(async (req, res) => { await db.query('select 1'); res.end('ok'); })
    .listen(Number(process.env.PORT), '127.0.0.1');
  process.on('SIGTERM', async () => { await db.close(); process.exit(0); });
`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-startup-'));
const serverArgs = process.env.BENCH_TSX
  ? ['--import', 'tsx', 'apps/server/src/main.ts']
  : ['apps/server/dist/main.mjs'];
const serverEnv = { DATA_DIR: dataDir, TSX_TSCONFIG_PATH: 'apps/server/tsconfig.json' };
try {
  const fresh = await measure(serverArgs, serverEnv); // initdb + migrations: not the measured case
  const ours = [];
  const base = [];
  for (let i = 0; i < RUNS; i++) {
    base.push(await measure(['--input-type=module', '-e', baselineScript], { DATA_DIR: dataDir }));
    ours.push(await measure(serverArgs, serverEnv));
  }
  const oursMs = median(ours.map((r) => r.ms));
  const baseMs = median(base.map((r) => r.ms));
  const oursRss = Math.max(...ours.map((r) => r.rss));
  const baseRss = Math.max(...base.map((r) => r.rss));
  const result = {
    runs: RUNS,
    firstStartFreshDataDirMs: Math.round(fresh.ms),
    startupMs: Math.round(oursMs),
    baselineStartupMs: Math.round(baseMs),
    startupRatio: Number((oursMs / baseMs).toFixed(2)),
    peakRssMb: Math.round(oursRss),
    baselinePeakRssMb: Math.round(baseRss),
    rssRatio: Number((oursRss / baseRss).toFixed(2)),
    targets: { startupMs: 3000, peakRssMb: 400 },
  };
  console.log(JSON.stringify(result, null, 2));
  const within = result.startupMs <= 3000 && result.peakRssMb <= 400;
  console.log(
    within ? '✓ dentro das metas (≤ 3 s, ≤ 400 MB)' : '✗ fora das metas (≤ 3 s, ≤ 400 MB)',
  );
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
