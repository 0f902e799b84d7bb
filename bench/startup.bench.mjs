// Start-up: time from process start to the first 200 on /api/health with an existing data dir,
// and the server's peak RSS (VmHWM). Compared, as a ratio, with a baseline measured in the same
// run: a bare Node process that opens the same PGlite folder and answers HTTP 200.
// Also `npm start` on an unchanged built tree (issue 25: it rebuilt everything, 13.5 s): its
// time to healthy, against starting the built server directly in the same run; target ≤ 3 s.
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

async function measure(args, env, command = process.execPath) {
  const port = await freePort();
  const started = performance.now();
  // Its own process group: `npm start` runs the server under npm and a shell, all stopped at once.
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
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
  process.kill(-child.pid, 'SIGTERM');
  await exited;
  // npm returns before its server child has closed the data folder: wait for the group to end.
  for (let i = 0; i < 500; i++) {
    try {
      process.kill(-child.pid, 0);
    } catch {
      break;
    }
    await new Promise((r) => setTimeout(r, 10));
  }
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
  // `npm start` of this built tree (nothing changed since `npm run build`): it must reuse it.
  const npmStart = [];
  const direct = [];
  if (!process.env.BENCH_TSX) {
    const { buildIsFresh } = await import('../scripts/build-state.mjs');
    if (!buildIsFresh(root).fresh) throw new Error('run `npm run build` first: the tree is stale');
    for (let i = 0; i < RUNS; i++) {
      direct.push(await measure(['--enable-source-maps', 'apps/server/dist/main.mjs'], serverEnv));
      npmStart.push(await measure(['start', '--silent'], serverEnv, 'npm'));
    }
  }
  const oursMs = median(ours.map((r) => r.ms));
  const baseMs = median(base.map((r) => r.ms));
  const oursRss = Math.max(...ours.map((r) => r.rss));
  const baseRss = Math.max(...base.map((r) => r.rss));
  const result = {
    date: new Date().toISOString(),
    loadAverage1m: Number(os.loadavg()[0].toFixed(2)),
    runs: RUNS,
    firstStartFreshDataDirMs: Math.round(fresh.ms),
    startupMs: Math.round(oursMs),
    baselineStartupMs: Math.round(baseMs),
    startupRatio: Number((oursMs / baseMs).toFixed(2)),
    peakRssMb: Math.round(oursRss),
    baselinePeakRssMb: Math.round(baseRss),
    rssRatio: Number((oursRss / baseRss).toFixed(2)),
    ...(npmStart.length
      ? {
          npmStartBuiltTreeMs: Math.round(median(npmStart.map((r) => r.ms))),
          directStartMs: Math.round(median(direct.map((r) => r.ms))),
          npmStartRatio: Number(
            (median(npmStart.map((r) => r.ms)) / median(direct.map((r) => r.ms))).toFixed(2),
          ),
        }
      : {}),
    targets: { startupMs: 3000, peakRssMb: 400, npmStartBuiltTreeMs: 3000 },
  };
  console.log(JSON.stringify(result, null, 2));
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'bench/results/startup.json'),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  const within =
    result.startupMs <= 3000 &&
    result.peakRssMb <= 400 &&
    (result.npmStartBuiltTreeMs ?? 0) <= 3000;
  console.log(
    within ? '✓ dentro das metas (≤ 3 s, ≤ 400 MB)' : '✗ fora das metas (≤ 3 s, ≤ 400 MB)',
  );
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
