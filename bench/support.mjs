// Helpers shared by the benchmarks: free ports, the built server as a child process, latency stats.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

export const freePort = () =>
  new Promise((resolve, reject) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });

/** Starts `node <args>` from the repository root and waits for `healthPath` to answer 200. */
export async function startProcess(args, env, healthPath = '/api/health') {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((r) => child.on('exit', r));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}${healthPath}`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (i > 3000) throw new Error(`${args.join(' ')} did not start`);
    await new Promise((r) => setTimeout(r, 10));
  }
  return {
    url,
    port,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const BUILT_SERVER = 'apps/server/dist/main.mjs';

/** Exits with a hint when `npm run build` has not left the server's bundle. */
export function requireBuiltServer() {
  if (fs.existsSync(path.join(root, BUILT_SERVER))) return;
  console.error(`${BUILT_SERVER} não existe: rode \`npm run build\` antes do benchmark.`);
  process.exit(1);
}

/** The built server on `databaseUrl` (it migrates the schema as it starts). */
export const startBuiltServer = (databaseUrl, env = {}) =>
  startProcess([BUILT_SERVER], {
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: 'http://127.0.0.1',
    // No SMTP here: PostgreSQL without SMTP_URL starts only as a development server (decision 029).
    DEV_ROUTES: 'true',
    ...env,
  });

export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** A throwaway database on the benchmark's PostgreSQL server; `drop()` removes it. */
export async function createBenchDatabase(prefix) {
  const { default: pg } = await import('pg');
  const adminUrl =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/test';
  const name = `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Registers and confirms an owner through the product's real API; returns its session cookie. */
export async function registerBenchOwner(productUrl, db, email) {
  const headers = { 'content-type': 'application/json', origin: 'http://127.0.0.1' };
  await fetch(`${productUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Bench', email, password: 'bench-bench' }),
  });
  await db.query(`update "user" set "emailVerified" = true where email = $1`, [email]);
  const signIn = await fetch(`${productUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: 'bench-bench' }),
  });
  return signIn.headers
    .getSetCookie()
    .find((c) => c.includes('session_token='))
    .split(';')[0];
}

/** `concurrency` keep-alive clients hitting `url` for `seconds`: median, p99 and requests/s. */
export async function loadTest(url, { seconds, concurrency, cookie }) {
  const { default: http } = await import('node:http');
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const get = () =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      http
        .get(url, { agent, headers: { cookie } }, (res) => {
          res.resume();
          res.on('end', () =>
            res.statusCode === 200
              ? resolve(performance.now() - started)
              : reject(new Error(`${url} → ${res.statusCode}`)),
          );
        })
        .on('error', reject);
    });
  const latencies = [];
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) latencies.push(await get());
    }),
  );
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    median: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    rps: latencies.length / seconds,
  };
}

/**
 * `endpoint` on our server and on the bare-pg baseline: a 1-second warm-up of each, then
 * `rounds` alternating short rounds so a burst of load from elsewhere hits both sides alike;
 * the median of the rounds' medians, p99s and requests/s.
 */
export async function compareLoad(
  ours,
  baseline,
  endpoint,
  { seconds, rounds, concurrency, cookie },
) {
  const load = (server, s) =>
    loadTest(`${server.url}${endpoint}`, { seconds: s, concurrency, cookie });
  await load(ours, 1);
  await load(baseline, 1);
  const runs = { ours: [], baseline: [] };
  for (let r = 0; r < rounds; r++) {
    runs.baseline.push(await load(baseline, seconds / rounds));
    runs.ours.push(await load(ours, seconds / rounds));
  }
  const pick = (xs) => ({
    median: median(xs.map((x) => x.median)),
    p99: median(xs.map((x) => x.p99)),
    rps: median(xs.map((x) => x.rps)),
  });
  return { ours: pick(runs.ours), baseline: pick(runs.baseline) };
}

/** A row of an endpoint table: ours next to the baseline, and the ratio of medians. */
export const comparisonRow = (endpoint, { ours, baseline }) => ({
  endpoint,
  oursMedianMs: +ours.median.toFixed(2),
  oursP99Ms: +ours.p99.toFixed(2),
  oursRps: Math.round(ours.rps),
  baselineMedianMs: +baseline.median.toFixed(2),
  baselineP99Ms: +baseline.p99.toFixed(2),
  baselineRps: Math.round(baseline.rps),
  medianRatio: +(ours.median / baseline.median).toFixed(2),
});

/** The scans of a query's plan ("Index Scan using x on t"), to show which indexes it uses. */
export async function explainScans(db, sql, params) {
  const { rows } = await db.query(`explain (format json) ${sql}`, params);
  const scans = [];
  const walk = (node) => {
    if (/Scan/.test(node['Node Type']))
      scans.push(
        `${node['Node Type']}${node['Index Name'] ? ` using ${node['Index Name']}` : ''}${node['Relation Name'] ? ` on ${node['Relation Name']}` : ''}`,
      );
    (node.Plans ?? []).forEach(walk);
  };
  walk(rows[0]['QUERY PLAN'][0].Plan);
  return scans;
}
