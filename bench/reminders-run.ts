// One back end of `npm run bench -- reminders` (reminders.bench.mjs runs it once per back end):
//   node --import tsx bench/reminders-run.ts <pglite|postgres> <out.json> [database url]
// The whole server in process (createServer; the avisos runner and the sender started with
// their real concurrency, the attendant's worker left idle), the Evolution simulator answering
// at once (no echo webhooks).
// The load (apps/server/src/test/lembrete-load.ts): REMINDERS_INSTANCES instances (1,000) ×
// REMINDERS_PER_INSTANCE appointments (10), booked through createAgendamento, every reminder
// due at the same instant. The server clock is moved to that instant and the bench waits for
// the last sendText. Figures:
// - drain: real time from moving the clock to the last reminder handed to the gateway;
// - pacing: per instance, real time from its first reminder to its last, and the gaps between
//   two sends of one number (PROACTIVE_GAP_MS, docs/decisions/032);
// - lag per reminder: the server clock at its sendText minus its due time (median/p90/p99/max);
// - database time per reminder: the time every query of the server spent in pg's Client.query
//   (from the call to the answer, both back ends go through pg) while the reminders drained,
//   divided by their number; the baseline is a bare claim loop, `update … where id in (select …
//   for update skip locked limit 100)`, over an equivalent jobs table on the same back end
//   (bare pg.Pool / bare PGlite), timed the same way per statement, in the same run.
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { startEvolutionSimulator } from '@secretaria/simulators/evolution/evolution-simulator';
import { createEvolutionGateway } from '@/adapters/evolution/evolution-gateway';
import { createEvolutionClient } from '@/adapters/evolution/evolution-client';
import type { WhatsappGateway } from '@/adapters/external-services';
import { createServer } from '@/app';
import { loadConfig } from '@/config/env';
import { openPglite, openPostgres } from '@/db/database';
import { migrateToLatest } from '@/db/migrate';
import { createSettableClock } from '@/lib/clock';
import { createLogger } from '@/lib/logger';
import { runTurn } from '@/modules/attendant/engine/run-turn';
import { createLembreteLoad, DUE_AT } from '@/test/lembrete-load';
import { createTestClient } from '@/test/test-client';

const [backend, outPath, databaseUrl] = process.argv.slice(2);
if (backend !== 'pglite' && backend !== 'postgres') throw new Error(`back end? ${backend}`);
const INSTANCES = Number(process.env.REMINDERS_INSTANCES ?? 1000);
const PER_INSTANCE = Number(process.env.REMINDERS_PER_INSTANCE ?? 10);
const TOTAL = INSTANCES * PER_INSTANCE;
const BATCH = 100;

// ---- every query's time in pg's Client.query, while `measuring` --------------------------------
// Two measures: the sum of the queries' times, and the time the database was busy (at least one
// query in flight). PGlite runs one query at a time whatever the pool's clients, so there the
// sum counts a query's wait behind another one; the busy time counts each instant once.
let measuring = false;
const spent = { ms: 0, queries: 0, busyMs: 0 };
let inFlight = 0;
let busySince = 0;
/** Wraps a query's promise into both measures. */
function timed<T>(result: Promise<T>, into: typeof spent): Promise<T> {
  const start = performance.now();
  if (inFlight++ === 0) busySince = start;
  const done = () => {
    const end = performance.now();
    into.ms += end - start;
    into.queries += 1;
    if (--inFlight === 0) into.busyMs += end - busySince;
  };
  result.then(done, done);
  return result;
}
type QueryFn = (...args: unknown[]) => unknown;
const proto = pg.Client.prototype as unknown as { query: QueryFn };
const originalQuery = proto.query;
/** Per statement (its first words), the time and count: where the database time goes. */
const byStatement = new Map<string, { ms: number; n: number }>();
proto.query = function (this: unknown, ...args: unknown[]) {
  const result = originalQuery.apply(this, args);
  if (measuring && result && typeof (result as Promise<unknown>).then === 'function') {
    const first = args[0] as string | { text?: string };
    const text = (typeof first === 'string' ? first : (first?.text ?? '')).replace(/\s+/g, ' ');
    const key = text.slice(0, 70);
    const start = performance.now();
    const entry = byStatement.get(key) ?? { ms: 0, n: 0 };
    byStatement.set(key, entry);
    const done = () => {
      entry.ms += performance.now() - start;
      entry.n += 1;
    };
    timed(result as Promise<unknown>, spent).then(done, done);
  }
  return result;
};

// ---- PostgreSQL's own count of its time --------------------------------------------------------
// The measures above are taken in this process, from a query's call to its answer: under load they
// also count the wait for this process's event loop (the simulator's HTTP, the other runners). On
// PostgreSQL the server's own `pg_stat_database.active_time` (time its backends spent executing
// statements) is the database time alone; read after the backends had a second idle to report it.
const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function serverActiveMs(): Promise<number | undefined> {
  if (backend !== 'postgres') return undefined;
  await settle(1500);
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ active_time: number }>(
      'select active_time from pg_stat_database where datname = current_database()',
    );
    return Number(rows[0]?.active_time);
  } finally {
    await admin.end();
  }
}
const minus = (after: number | undefined, before: number | undefined) =>
  after === undefined || before === undefined ? undefined : after - before;

// ---- server -----------------------------------------------------------------------------------
const database =
  backend === 'postgres'
    ? await openPostgres(databaseUrl as string)
    : await openPglite({ memory: true });
await migrateToLatest(database.db);
const evolution = await startEvolutionSimulator({ apiKey: 'chave' });
const realClient = createEvolutionClient({ baseUrl: evolution.url, apiKey: 'chave' });
const clock = createSettableClock();
/** Per sendText: the server clock's time (lag) and the real time (drain). */
const handed: Array<{ businessAt: number; realAt: number; instance: string }> = [];
let onHanded: (() => void) | undefined;
const sendErrors: string[] = [];
const gateway: WhatsappGateway = {
  client: createEvolutionGateway({
    ...realClient,
    async sendText(instance, number, text) {
      handed.push({ businessAt: clock.now().getTime(), realAt: performance.now(), instance });
      onHanded?.();
      try {
        return await realClient.sendText(instance, number, text);
      } catch (error) {
        sendErrors.push(String(error));
        throw error;
      }
    },
  }),
  webhookUrl: (secret) => `http://127.0.0.1:9/webhooks/evolution/${secret}`,
  phoneUrl: (name) => evolution.phoneUrl(name),
  createAttempts: 3,
  createDelayMs: 20,
};
const config = loadConfig({
  LOG_LEVEL: 'silent',
  PUBLIC_URL: 'http://localhost:3000',
  BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
  DEV_ROUTES: 'true',
  ...(backend === 'postgres' ? { DATABASE_URL: databaseUrl } : {}),
});
const server = await createServer({
  config,
  database,
  logger: createLogger('silent'),
  gateway,
  clock,
  runTurn,
  // Only the reminders' loops: the attendant's worker would poll for chats to answer (none
  // here) and its idle claims would count as reminder time.
  startAttendant: false,
});
const attendant = server.attendant;
if (!attendant) throw new Error('no attendant');
attendant.avisos.start();
attendant.sender.start();

// ---- the load ---------------------------------------------------------------------------------
const setupStarted = performance.now();
const client = await createTestClient(server.app, database);
const owner = await client.createUser();
const load = await createLembreteLoad(database.db, {
  userId: owner.id,
  instances: INSTANCES,
  perInstance: PER_INSTANCE,
  parallel: backend === 'postgres' ? 8 : 1,
});
for (const instance of load.instances) {
  await realClient.createInstance(instance.gatewayName);
  await realClient.connect(instance.gatewayName);
  evolution.scanQr(instance.gatewayName);
}
const setupSeconds = (performance.now() - setupStarted) / 1000;
console.log(`${backend}: ${TOTAL} agendamentos prontos em ${setupSeconds.toFixed(1)} s`);

// ---- the reminders, due now -------------------------------------------------------------------
const allHanded = new Promise<void>((resolve) => {
  onHanded = () => {
    if (handed.length >= TOTAL) resolve();
  };
});
const activeBefore = await serverActiveMs();
Object.assign(spent, { ms: 0, queries: 0, busyMs: 0 });
measuring = true;
const started = performance.now();
clock.set(DUE_AT);
attendant.avisos.wake();
await allHanded;
const lastHanded = performance.now();
// The last sends' markSent: the sender runs dry, then the measure stops.
const pendingLeft = async () =>
  Number(
    (
      await database.db
        .selectFrom('mensagens')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('send_status', '=', 'pendente')
        .executeTakeFirstOrThrow()
    ).n,
  );
while ((await pendingLeft()) > 0) await new Promise((r) => setTimeout(r, 20));
measuring = false;
const ours = { ...spent };
await server.close();
const oursActiveMs = minus(await serverActiveMs(), activeBefore);

const [jobs, sent] = await Promise.all([
  database.db
    .selectFrom('avisos')
    .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy('status')
    .execute(),
  database.db
    .selectFrom('mensagens')
    .select(['send_status', (eb) => eb.fn.countAll<string>().as('n')])
    .where('autor', '=', 'lembrete')
    .groupBy('send_status')
    .execute(),
]);
const delivered = load.instances.reduce(
  (n, i) => n + evolution.sentMessages(i.gatewayName).length,
  0,
);

// ---- baseline: a bare claim loop over an equivalent jobs table --------------------------------
type Bare = {
  query(
    text: string,
    params?: unknown[],
  ): Promise<{ rowCount?: number | null; affectedRows?: number }>;
  close(): Promise<void>;
};
async function openBare(): Promise<Bare> {
  if (backend === 'postgres') {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    return { query: (t, p) => pool.query(t, p), close: () => pool.end() };
  }
  const pglite = await PGlite.create();
  return { query: (t, p) => pglite.query(t, p), close: () => pglite.close() };
}
const bare = await openBare();
await bare.query(`create table bench_jobs (
  id uuid primary key default gen_random_uuid(),
  status text not null default 'pendente',
  run_at timestamptz not null,
  mensagem text,
  done_at timestamptz)`);
await bare.query(`create index bench_jobs_due on bench_jobs (run_at) where status = 'pendente'`);
await bare.query(
  `insert into bench_jobs (run_at) select $1::timestamptz from generate_series(1, $2::int)`,
  [DUE_AT.toISOString(), TOTAL],
);
await bare.query('analyze bench_jobs');
const baselineActiveBefore = await serverActiveMs();
const baseline = { ms: 0, queries: 0, busyMs: 0 };
let claimed = 0;
const baselineStarted = performance.now();
// The runner's concurrency on each back end (app.ts): 2 on PostgreSQL, 1 on PGlite.
await Promise.all(
  Array.from({ length: backend === 'postgres' ? 2 : 1 }, async () => {
    for (;;) {
      const result = await timed(
        bare.query(
          `update bench_jobs set status = 'feito', done_at = $1
         where id in (select id from bench_jobs where status = 'pendente' and run_at <= $1
                      order by run_at limit ${BATCH} for update skip locked)`,
          [new Date(DUE_AT.getTime() + 1000).toISOString()],
        ),
        baseline,
      );
      const n = result.rowCount ?? result.affectedRows ?? 0;
      claimed += n;
      if (n === 0) return;
    }
  }),
);
const baselineWallMs = performance.now() - baselineStarted;
await bare.close();
const baselineActiveMs = minus(await serverActiveMs(), baselineActiveBefore);

// ---- figures ----------------------------------------------------------------------------------
const lags = handed.map((h) => h.businessAt - DUE_AT.getTime()).sort((a, b) => a - b);
const at = (p: number) => lags[Math.min(lags.length - 1, Math.floor((p / 100) * lags.length))]!;
// The pace per number (docs/decisions/032): each instance's sends, first to last, and the gaps
// between two sends of one number.
const byInstance = new Map<string, number[]>();
for (const h of handed)
  byInstance.set(h.instance, [...(byInstance.get(h.instance) ?? []), h.realAt]);
const spans: number[] = [];
const gaps: number[] = [];
for (const times of byInstance.values()) {
  times.sort((a, b) => a - b);
  spans.push(times[times.length - 1]! - times[0]!);
  for (let i = 1; i < times.length; i++) gaps.push(times[i]! - times[i - 1]!);
}
const pct = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return Math.round(
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0,
  );
};
const round = (x: number, d = 2) => +x.toFixed(d);
const perReminder = (x: number) => round(x / TOTAL, 3);
const perJob = (x: number) => round(x / claimed, 4);
fs.writeFileSync(
  outPath as string,
  JSON.stringify({
    backend,
    instances: INSTANCES,
    appointments: TOTAL,
    setupSeconds: round(setupSeconds, 1),
    drainSeconds: round((lastHanded - started) / 1000),
    remindersPerSecond: Math.round(TOTAL / ((lastHanded - started) / 1000)),
    lagMs: { median: at(50), p90: at(90), p99: at(99), max: lags[lags.length - 1] },
    pacing: {
      gapMs: config.PROACTIVE_GAP_MS,
      perInstanceFirstToLastMs: {
        median: pct(spans, 50),
        p90: pct(spans, 90),
        max: pct(spans, 100),
      },
      gapBetweenSendsOfOneNumberMs: {
        min: pct(gaps, 0),
        median: pct(gaps, 50),
        max: pct(gaps, 100),
      },
    },
    database: {
      oursBusyMsPerReminder: perReminder(ours.busyMs),
      oursQueryMsPerReminder: perReminder(ours.ms),
      oursQueriesPerReminder: round(ours.queries / TOTAL, 1),
      baselineBusyMsPerJob: perJob(baseline.busyMs),
      baselineQueryMsPerJob: perJob(baseline.ms),
      baselineStatements: baseline.queries,
      baselineWallSeconds: round(baselineWallMs / 1000),
      busyRatio: round(ours.busyMs / TOTAL / (baseline.busyMs / claimed), 1),
      queryTimeRatio: round(ours.ms / TOTAL / (baseline.ms / claimed), 1),
      // PostgreSQL only: the server's own time (pg_stat_database.active_time), above.
      ...(oursActiveMs !== undefined && baselineActiveMs !== undefined
        ? {
            serverActiveMsPerReminder: perReminder(oursActiveMs),
            baselineServerActiveMsPerJob: perJob(baselineActiveMs),
            serverActiveRatio: round(oursActiveMs / TOTAL / (baselineActiveMs / claimed), 1),
          }
        : {}),
    },
    topStatements: [...byStatement.entries()]
      .sort((a, b) => b[1].ms - a[1].ms)
      .slice(0, 8)
      .map(([statement, { ms, n }]) => ({
        statement,
        count: n,
        msPerCall: round(ms / n, 3),
        msPerReminder: round(ms / TOTAL, 3),
      })),
    check: {
      handedToGateway: handed.length,
      deliveredBySimulator: delivered,
      jobs: Object.fromEntries(jobs.map((j) => [j.status, Number(j.n)])),
      messages: Object.fromEntries(sent.map((m) => [m.send_status, Number(m.n)])),
      baselineClaimed: claimed,
      sendErrors: sendErrors.slice(0, 5),
    },
  }),
);
await evolution.close();
await database.close();
