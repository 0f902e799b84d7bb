// The turn-latency half of `npm run bench -- attendant`, run by attendant.bench.mjs once per back
// end in its own process (node --import tsx, TSX_TSCONFIG_PATH=apps/server/tsconfig.json):
//   node --import tsx bench/attendant-latency.ts <pglite|postgres> <out.json> [database url]
// The whole server (createServer with the real runTurn, startAttendant: the worker and sender
// loops with their wake-on-inbound, ATTENDANT_BURST_MS=0) listens on loopback; the barbershop of
// business-fixture.ts is set up through the API and connected on the Evolution simulator.
// Customers post the simulator's messages.upsert records to /webhooks/evolution/:secret over
// HTTP. A turn's latency runs from the request's arrival (the HTTP listener's first line) to the
// first sendText of its reply (the gateway port's client, wrapped). The baseline is the same
// webhook with attendant_enabled = false (stored only): arrival → response finished.
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import fs from 'node:fs';
import { getRequestListener } from '@hono/node-server';
import { addDays } from '@secretaria/shared/civil-time';
import { startEvolutionSimulator } from '@secretaria/simulators/evolution/evolution-simulator';
import { createEvolutionGateway } from '@/adapters/evolution/evolution-gateway';
import { createEvolutionClient } from '@/adapters/evolution/evolution-client';
import type { WhatsappGateway } from '@/adapters/external-services';
import { createServer } from '@/app';
import { loadConfig } from '@/config/env';
import { openPglite, openPostgres } from '@/db/database';
import { migrateToLatest } from '@/db/migrate';
import { createLogger } from '@/lib/logger';
import { runTurn } from '@/modules/attendant/engine/run-turn';
import type { RunTurn } from '@/modules/attendant/engine/turn-types';
import { createBusiness, TEST_TODAY } from '@/modules/attendant/test/business-fixture';
import { connectOnSimulator } from '@/modules/attendant/test/gateway-conversa';
import { createTestClient } from '@/test/test-client';
import type { TestServer } from '@/test/test-server';
import { openDays } from '@/test/test-shop';

const [backend, outPath, databaseUrl] = process.argv.slice(2);

/**
 * The measured scenarios. 'chats50' is 50 conversations in progress at once as people hold them:
 * each customer starts within the first 4 s and, after the attendant's replies, reads and types
 * for 2–6 s before the next message (a seeded draw, the same every run). 'chats50Saturated' is
 * the stress figure: 50 customers who answer the instant a reply lands, all starting together
 * (every turn queued behind the others on 2 cores); docs/decisions/017.
 */
type Scenario = {
  key: string;
  concurrency: number;
  /** Conversations per chat slot in one round. */
  perSlot: number;
  rounds: number;
  thinkMs?: [number, number];
  staggerMs?: number;
};
const SCENARIOS: Scenario[] = [
  { key: 'chats1', concurrency: 1, perSlot: 12, rounds: 2 },
  {
    key: 'chats50',
    concurrency: 50,
    perSlot: 1,
    rounds: 2,
    thinkMs: [2000, 6000],
    staggerMs: 4000,
  },
  { key: 'chats50Saturated', concurrency: 50, perSlot: 1, rounds: 2 },
];
/** A small seeded generator (mulberry32): the same think times on every run. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seeded(20261124);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** A person's pause before each message but the first (none in the scenarios without one). */
const pauseFor = (scenario: Scenario | undefined) => {
  if (!scenario?.thinkMs) return Promise.resolve();
  const [min, max] = scenario.thinkMs;
  return sleep(min + random() * (max - min));
};
const ORIGIN = 'http://127.0.0.1';
/** A turn whose replies have not all arrived by then is counted as incomplete. */
const TURN_TIMEOUT_MS = 40_000;

const script = (booking: string) => [booking, 'sim', 'quanto custa a barba?', 'onde fica?'];

// ---- server ---------------------------------------------------------------------------------
if (backend !== 'pglite' && backend !== 'postgres') throw new Error(`back end? ${backend}`);
const database =
  backend === 'postgres'
    ? await openPostgres(databaseUrl as string)
    : await openPglite({ memory: true });
await migrateToLatest(database.db);

const evolution = await startEvolutionSimulator({ apiKey: 'chave' });
const realClient = createEvolutionClient({ baseUrl: evolution.url, apiKey: 'chave' });

/** Per customer number: when its pending webhook arrived, and its sendText calls since. */
type Pending = { arrivedAt: number; firstSendAt?: number; sends: number; onSend?: () => void };
const pendingByNumber = new Map<string, Pending>();
const arrivals = new Map<string, { arrivedAt: number; ackAt?: number }>();
/** The engine's share: every runTurn call's start and end (the worker runs one at a time). */
const engineSpans: { start: number; end: number }[] = [];
const timedRunTurn: RunTurn = async (tx, input) => {
  const start = performance.now();
  try {
    return await runTurn(tx, input);
  } finally {
    engineSpans.push({ start, end: performance.now() });
  }
};
const gateway: WhatsappGateway = {
  client: createEvolutionGateway({
    ...realClient,
    async sendText(instance, number, text) {
      const at = performance.now();
      const pending = pendingByNumber.get(number);
      if (pending) {
        pending.firstSendAt ??= at;
        pending.sends += 1;
        pending.onSend?.();
      }
      return realClient.sendText(instance, number, text);
    },
  }),
  webhookUrl: (secret) => `${ORIGIN}:9/webhooks/evolution/${secret}`,
  phoneUrl: (name) => evolution.phoneUrl(name),
  createAttempts: 3,
  createDelayMs: 20,
};

const config = loadConfig({
  LOG_LEVEL: 'silent',
  PUBLIC_URL: 'http://localhost:3000',
  BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
  ATTENDANT_BURST_MS: '0',
  DEV_ROUTES: 'true',
  ...(backend === 'postgres' ? { DATABASE_URL: databaseUrl } : {}),
});
const server = await createServer({
  config,
  database,
  logger: createLogger('silent'),
  gateway,
  runTurn: timedRunTurn,
  startAttendant: true,
});

// The webhook's arrival is taken before anything else reads the request; the customer names its
// request in a header so the arrival is known without reading the body first.
const listener = getRequestListener(server.app.fetch);
const storeOnly: number[] = [];
let recordStoreOnly = false;
const httpServer = http.createServer((req, res) => {
  const arrivedAt = performance.now();
  const key = req.headers['x-bench-message'];
  if (typeof key === 'string') {
    const arrival: { arrivedAt: number; ackAt?: number } = { arrivedAt };
    arrivals.set(key, arrival);
    res.on('finish', () => {
      arrival.ackAt = performance.now();
      if (recordStoreOnly) storeOnly.push(arrival.ackAt - arrivedAt);
    });
  }
  void listener(req, res);
});
await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
const port = (httpServer.address() as { port: number }).port;
const webhookBase = `${ORIGIN}:${port}`;

// ---- the business (business-fixture.ts, through the API in process) ---------------------------
// createBusiness asks for a TestServer; it uses the database and the in-process client only.
const fixtureServer = {
  db: database.db,
  ...(await createTestClient(server.app, database)),
} as unknown as TestServer;
const shop = await createBusiness(fixtureServer);
const { name: gatewayName, secret } = await connectOnSimulator(
  fixtureServer,
  { deps: { gateway }, evolution } as unknown as Parameters<typeof connectOnSimulator>[1],
  shop,
);
const setAttendant = (enabled: boolean) =>
  database.db
    .updateTable('whatsapp_instances')
    .set({ attendant_enabled: enabled })
    .where('id', '=', shop.instanceId)
    .execute();

// Each booking asks for its own free hour (weekdays 9h–17h in the fixture's four weeks), so
// every conversation takes the same path: offer, 'sim', booked.
const slots: string[] = [];
for (const day of openDays(TEST_TODAY).weekdays) {
  if (day === TEST_TODAY) continue;
  const [, month, dd] = day.split('-');
  const when =
    day === addDays(TEST_TODAY, 1)
      ? 'amanhã'
      : `dia ${Number(dd)}${month === '03' ? '' : ' de abril'}`;
  for (let h = 9; h <= 17; h++) slots.push(`quero marcar um corte ${when} às ${h}h`);
}
// Spread over the days so neighbouring chats do not compete for one professional's day.
const bookings = slots
  .map((s, i) => ({ s, k: (i % 9) * 100 + Math.floor(i / 9) }))
  .sort((a, b) => a.k - b.k)
  .map((x) => x.s);
let nextBooking = 0;
let nextPhone = 0;
const newCustomer = () => {
  nextPhone += 1;
  return { telefone: `119${String(70000000 + nextPhone)}`, nome: `Cliente ${nextPhone}` };
};

/** Posts one customer message as the gateway would; resolves with the acknowledgement. */
async function post(from: string, nome: string, text: string, key: string) {
  const record = evolution.receiveMessage(gatewayName, { from, name: nome, text });
  const res = await fetch(`${webhookBase}/webhooks/evolution/${secret}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-bench-message': key },
    body: JSON.stringify({ event: 'messages.upsert', instance: gatewayName, data: record }),
  });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`webhook: ${res.status}`);
}

type Turn = {
  latencyMs: number;
  replies: number;
  complete: boolean;
  /** With one chat only, where the time went: arrival → ack, → runTurn, runTurn, → sendText. */
  phases?: { ackMs: number; toEngineMs: number; engineMs: number; toSendMs: number };
};

/**
 * One customer's conversation with the attendant on: each message waits for all the replies
 * of the previous one (`expected` per step, learnt from the calibration chat; until they stop
 * for 300 ms when not known).
 */
async function converse(booking: string, expected?: number[], trace = false, scenario?: Scenario) {
  const customer = newCustomer();
  const from = `55${customer.telefone}`;
  const turns: Turn[] = [];
  const texts = script(booking);
  for (const [step, text] of texts.entries()) {
    if (step > 0) await pauseFor(scenario);
    const pending: Pending = { arrivedAt: 0, sends: 0 };
    pendingByNumber.set(from, pending);
    const key = randomUUID();
    const done = new Promise<boolean>((resolve) => {
      let quiet: NodeJS.Timeout | undefined;
      const timeout = setTimeout(() => resolve(false), TURN_TIMEOUT_MS);
      pending.onSend = () => {
        const want = expected?.[step];
        if (want !== undefined && pending.sends >= want) {
          clearTimeout(timeout);
          resolve(true);
        } else if (want === undefined) {
          clearTimeout(quiet);
          quiet = setTimeout(() => {
            clearTimeout(timeout);
            resolve(true);
          }, 300);
        }
      };
    });
    await post(from, customer.nome, text, key);
    const complete = await done;
    pendingByNumber.delete(from);
    const { arrivedAt, ackAt = NaN } = arrivals.get(key) as { arrivedAt: number; ackAt?: number };
    arrivals.delete(key);
    const sentAt = pending.firstSendAt ?? NaN;
    const turn: Turn = { latencyMs: sentAt - arrivedAt, replies: pending.sends, complete };
    const spans = engineSpans.filter((e) => e.start >= arrivedAt && e.end <= sentAt);
    if (trace && spans.length === 1) {
      const [span] = spans as [{ start: number; end: number }];
      turn.phases = {
        ackMs: ackAt - arrivedAt,
        toEngineMs: span.start - arrivedAt,
        engineMs: span.end - span.start,
        toSendMs: sentAt - span.end,
      };
    }
    turns.push(turn);
  }
  return { customer, turns };
}

/** The same four messages with the attendant off: each waits only for the acknowledgement. */
async function storeOnlyConversation(booking: string, scenario?: Scenario) {
  const customer = newCustomer();
  for (const [step, text] of script(booking).entries()) {
    if (step > 0) await pauseFor(scenario);
    const key = randomUUID();
    await post(`55${customer.telefone}`, customer.nome, text, key);
    arrivals.delete(key);
  }
}

const stats = (xs: number[]) => {
  const sorted = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
  return {
    samples: sorted.length,
    medianMs: +(at(0.5) as number).toFixed(2),
    p99Ms: +(at(0.99) as number).toFixed(2),
  };
};

// ---- calibration and warm-up ------------------------------------------------------------------
await setAttendant(true);
const calibration = await converse(bookings[nextBooking++] as string);
const expected = calibration.turns.map((t) => t.replies);
const sample = evolution
  .sentMessages(gatewayName)
  .map((m) => (m.message as { conversation?: string }).conversation ?? '');
for (let i = 0; i < 3; i++) await converse(bookings[nextBooking++] as string, expected);
await setAttendant(false);
for (let i = 0; i < 3; i++) await storeOnlyConversation('quero marcar um corte amanhã às 15h');

// ---- measured rounds: store-only and turns alternate, at each concurrency ------------------------
const results: Record<string, unknown> = {};
engineSpans.length = 0;
const started = performance.now();
for (const scenario of SCENARIOS) {
  const { concurrency, perSlot } = scenario;
  const stagger = () => sleep(random() * (scenario.staggerMs ?? 0));
  const turns: Turn[] = [];
  const base: number[] = [];
  for (let round = 0; round < scenario.rounds; round++) {
    await setAttendant(false);
    storeOnly.length = 0;
    recordStoreOnly = true;
    const runStoreOnly = async () => {
      await stagger();
      for (let c = 0; c < perSlot; c++)
        await storeOnlyConversation('quero marcar um corte amanhã às 15h', scenario);
    };
    await Promise.all(Array.from({ length: concurrency }, runStoreOnly));
    recordStoreOnly = false;
    base.push(...storeOnly);
    // Let the worker finish the quiet turns of the stored messages before the attendant is on.
    await sleep(500);

    await setAttendant(true);
    const runTurns = async () => {
      await stagger();
      for (let c = 0; c < perSlot; c++) {
        const booking = bookings[nextBooking++ % bookings.length] as string;
        turns.push(...(await converse(booking, expected, concurrency === 1, scenario)).turns);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, runTurns));
  }
  const turn = stats(turns.map((t) => t.latencyMs));
  const baseline = stats(base);
  const traced = turns.flatMap((t) => (t.phases ? [t.phases] : []));
  const phase = (name: keyof NonNullable<Turn['phases']>) =>
    stats(traced.map((p) => p[name])).medianMs;
  const engineMs = engineSpans.splice(0).map((e) => e.end - e.start);
  results[scenario.key] = {
    concurrentChats: concurrency,
    ...(scenario.thinkMs
      ? { thinkMs: scenario.thinkMs, staggerMs: scenario.staggerMs }
      : { thinkMs: [0, 0] }),
    conversations: perSlot * concurrency * scenario.rounds,
    turn,
    storeOnly: baseline,
    ratio: {
      median: +(turn.medianMs / baseline.medianMs).toFixed(2),
      p99: +(turn.p99Ms / baseline.p99Ms).toFixed(2),
    },
    engine: stats(engineMs),
    ...(traced.length
      ? {
          medianPhasesMs: {
            traced: traced.length,
            webhookAck: phase('ackMs'),
            arrivalToRunTurn: phase('toEngineMs'),
            runTurn: phase('engineMs'),
            runTurnToSendText: phase('toSendMs'),
          },
        }
      : {}),
    incompleteTurns: turns.filter((t) => !t.complete).length,
    unexpectedReplyCounts: turns.filter((t, i) => t.replies !== expected[i % expected.length])
      .length,
  };
}

const counts = await database.db
  .selectFrom('agendamentos')
  .select((eb) => eb.fn.countAll<string>().as('n'))
  .where('whatsapp_instance_id', '=', shop.instanceId)
  .executeTakeFirstOrThrow();
fs.writeFileSync(
  outPath as string,
  JSON.stringify({
    backend,
    burstMs: config.ATTENDANT_BURST_MS,
    script: script('quero marcar um corte amanhã às 15h'),
    repliesPerStep: expected,
    sampleDialog: sample,
    bookingsMade: Number(counts.n),
    measuredSeconds: +((performance.now() - started) / 1000).toFixed(1),
    ...results,
  }),
);

const closed = new Promise<void>((resolve) => httpServer.close(() => resolve()));
httpServer.closeAllConnections();
await closed;
await server.close();
await evolution.close();
await database.close();
