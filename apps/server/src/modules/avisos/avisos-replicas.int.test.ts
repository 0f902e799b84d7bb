// The server first: it loads @hono/zod-openapi before any shared schema is built.
import { openTestDatabase } from '@/test/test-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import {
  startEvolutionSimulator,
  type RunningEvolutionSimulator,
} from '@secretaria/simulators/evolution/evolution-simulator';
import { createEvolutionClient } from '@/adapters/evolution/evolution-client';
import type { DB } from '@/db/schema';
import { callApi, signUpOwner, waitUntil } from '@/test/replica-harness';
import { createLembreteLoad, DUE_AT, type LembreteLoad } from '@/test/lembrete-load';
import { freePort, spawnServer, waitForHealth, type SpawnedServer } from '@/test/spawn-server';

/**
 * Reminders on real server processes sharing one PostgreSQL (docs/decisions/018): 1,000
 * appointments whose reminders fall due in the same instant, two processes running the avisos
 * runner and the sender side by side, and one of them killed with SIGKILL in the middle of the
 * sending. Every customer gets their reminder exactly once.
 */
const isPostgres = process.env.TEST_DB_KIND === 'postgres';
const API_KEY = 'chave-lembretes';
const INSTANCES = 50;
/** Professionals (and so appointments, customers and reminders) per instance: 1,000 in all. */
const PER_INSTANCE = 20;
const TOTAL = INSTANCES * PER_INSTANCE;
/**
 * Short enough for the survivor to take a dead process's claims over within the test. A live
 * process renews the claims of its sends in flight (jobs/keep-lease.ts), so a slow send on a
 * loaded machine is not taken over and sent twice (docs/decisions/018, 046). Production's is 30 s.
 */
const LEASE_MS = '8000';
/**
 * Generous: on a quiet 2-core machine a case takes well under a minute, but these machines are
 * shared and a load average far above the core count stretches every phase alike.
 */
const SENDING_TIMEOUT_MS = 180_000;
const TEST_TIMEOUT_MS = 400_000;

const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

let evolution: RunningEvolutionSimulator;

type Scene = {
  db: Kysely<DB>;
  processes: SpawnedServer[];
  cookie: string;
  load: LembreteLoad;
};

async function startProcess(databaseUrl: string): Promise<SpawnedServer> {
  const port = await freePort();
  const server = spawnServer(
    {
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      DEV_ROUTES: 'true',
      EVOLUTION_URL: evolution.url,
      EVOLUTION_API_KEY: API_KEY,
      ATTENDANT_LEASE_MS: LEASE_MS,
      // Paced (decision 032), fast enough for 20 reminders per number within the test: the
      // slots are shared by both processes through the instance's row.
      PROACTIVE_GAP_MS: '200',
    },
    port,
  );
  cleanups.push(() => server.stop('SIGKILL'));
  await waitForHealth(server, 90_000);
  return server;
}

/**
 * A fresh database, two processes on it, the owner signed up through the first, the load booked
 * through the real booking service, and each instance connected on the simulator with its
 * webhook (the send echoes among them) pointed at one of the two processes, alternately, or
 * all at the first.
 */
async function setUpScene(
  email: string,
  { echoesTo = 'both' }: { echoesTo?: 'both' | 'first' } = {},
): Promise<Scene> {
  const t0 = Date.now();
  const opened = await openTestDatabase();
  cleanups.push(opened.drop);
  const db = opened.database.db;
  const processes = await Promise.all([
    startProcess(opened.url as string),
    startProcess(opened.url as string),
  ]);
  const t1 = Date.now();
  const cookie = await signUpOwner(processes[0]!, email);
  const { id: userId } = await db
    .selectFrom('user')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  const load = await createLembreteLoad(db, {
    userId,
    instances: INSTANCES,
    perInstance: PER_INSTANCE,
    parallel: 8,
  });
  expect(load.appointments).toHaveLength(TOTAL);
  const t2 = Date.now();
  const client = createEvolutionClient({ baseUrl: evolution.url, apiKey: API_KEY });
  await Promise.all(
    load.instances.map(async (instance, i) => {
      await client.createInstance(instance.gatewayName);
      await client.connect(instance.gatewayName);
      evolution.scanQr(instance.gatewayName);
      const to = processes[echoesTo === 'first' ? 0 : i % 2]!;
      await client.setWebhook(
        instance.gatewayName,
        `${to.url}/webhooks/evolution/${instance.webhookSecret}`,
      );
    }),
  );
  console.info(`setup: processes ${t1 - t0} ms, load ${t2 - t1} ms, gateway ${Date.now() - t2} ms`);
  return { db, processes, cookie, load };
}

/** Business time of each process becomes the instant the reminders are due. */
async function moveClocksToDue(scene: Scene, processes = scene.processes) {
  await Promise.all(
    processes.map((server) =>
      callApi(server, 'PUT', '/api/dev/clock', {
        cookie: scene.cookie,
        json: { now: DUE_AT.toISOString() },
      }),
    ),
  );
}

const textOf = (message: unknown) => {
  const m = message as { conversation?: string; extendedTextMessage?: { text?: string } };
  return m.conversation ?? m.extendedTextMessage?.text ?? '';
};

/** What the simulator received for the load's instances: one entry per sendText that went out. */
function delivered(scene: Scene) {
  return scene.load.instances.flatMap((instance) =>
    evolution.sentMessages(instance.gatewayName).map((m) => ({
      gatewayName: instance.gatewayName,
      number: m.key.remoteJid.split('@')[0]!,
      text: textOf(m.message),
    })),
  );
}

async function lembreteStates(db: Kysely<DB>) {
  const jobs = await db
    .selectFrom('avisos')
    .select(['agendamento_id', 'status', 'mensagem_id'])
    .where('kind', '=', 'lembrete')
    .execute();
  const mensagens = await db
    .selectFrom('mensagens')
    .select(['id', 'agendamento_id', 'send_status', 'gateway_message_id', 'attempts', 'texto'])
    .where('autor', '=', 'lembrete')
    .execute();
  return { jobs, mensagens };
}

/** Every job done and every message sent (the state the processes must reach by themselves). */
async function allSent(scene: Scene) {
  const { jobs, mensagens } = await lembreteStates(scene.db);
  return (
    jobs.length === TOTAL &&
    jobs.every((j) => j.status === 'feito') &&
    mensagens.length === TOTAL &&
    mensagens.every((m) => m.send_status === 'enviada') &&
    delivered(scene).length >= TOTAL
  );
}

/**
 * Exactly once: 1,000 texts on the simulator, one per customer, none twice; each job 'feito'
 * with its message, each message 'enviada' with the gateway's id of the text that went out.
 */
async function expectEachLembreteOnce(scene: Scene) {
  const sent = delivered(scene);
  const pairs = sent.map((s) => `${s.number} ${s.text}`);
  expect(new Set(pairs).size, 'a (customer, text) sent twice').toBe(pairs.length);
  expect(sent).toHaveLength(TOTAL);
  const byNumber = new Map(sent.map((s) => [s.number, s]));
  for (const a of scene.load.appointments) {
    const got = byNumber.get(a.number);
    expect(got, `the reminder of ${a.number}`).toBeDefined();
    expect(got!.gatewayName).toBe(a.gatewayName);
    expect(got!.text).toContain('11:00');
  }
  const { jobs, mensagens } = await lembreteStates(scene.db);
  expect(jobs).toHaveLength(TOTAL);
  expect(jobs.filter((j) => j.status !== 'feito')).toEqual([]);
  expect(new Set(jobs.map((j) => j.agendamento_id)).size).toBe(TOTAL);
  expect(mensagens).toHaveLength(TOTAL);
  expect(mensagens.filter((m) => m.send_status !== 'enviada')).toEqual([]);
  expect(new Set(jobs.map((j) => j.mensagem_id))).toEqual(new Set(mensagens.map((m) => m.id)));
  // The stored text is the one that reached the customer, under the gateway's id.
  const ids = new Set(
    scene.load.instances.flatMap((i) => evolution.sentMessages(i.gatewayName).map((m) => m.key.id)),
  );
  expect(mensagens.filter((m) => !m.gateway_message_id || !ids.has(m.gateway_message_id))).toEqual(
    [],
  );
  return mensagens;
}

/** pino's JSON lines: level 50 is error, 60 fatal. */
function expectNoErrorLogged(server: SpawnedServer) {
  expect(server.output()).not.toMatch(/"level":(50|60)/);
}

describe.runIf(isPostgres)('reminders on server processes sharing one PostgreSQL', () => {
  beforeAll(async () => {
    evolution = await startEvolutionSimulator({ apiKey: API_KEY });
    cleanups.push(() => evolution.close());
  });

  it(
    'sends each of 1,000 reminders due in the same minute once, from two processes',
    async () => {
      const scene = await setUpScene('lembretes-dono@example.com');
      expect(delivered(scene)).toEqual([]);
      await moveClocksToDue(scene);
      const t0 = Date.now();
      await waitUntil('every reminder sent', () => allSent(scene), {
        timeoutMs: SENDING_TIMEOUT_MS,
        intervalMs: 500,
      });
      console.info(`sent in ${Date.now() - t0} ms`);
      // A second send still on its way (a claim taken twice) would show now: let both processes
      // poll a few more times and the simulator's echoes land, then count again.
      await evolution.flushWebhooks();
      await new Promise((r) => setTimeout(r, 1_500));
      await expectEachLembreteOnce(scene);
      for (const server of scene.processes) expectNoErrorLogged(server);
      expect(await Promise.all(scene.processes.map((s) => s.stop('SIGTERM')))).toEqual([0, 0]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'sends each reminder once when a process is killed with SIGKILL in the middle of the sending',
    async () => {
      evolution.reset();
      // Every echo goes to the process that dies: what it had in flight can only be settled by
      // the survivor's findMessages once the lease runs out.
      const scene = await setUpScene('lembretes-dono-2@example.com', { echoesTo: 'first' });
      const [doomed, survivor] = scene.processes as [SpawnedServer, SpawnedServer];
      await moveClocksToDue(scene);
      const atKill = await waitUntil(
        '300 reminders on the phones',
        () => {
          const n = delivered(scene).length;
          return n >= 300 ? n : false;
        },
        { intervalMs: 5 },
      );
      // The gateway now holds each send for a while, then records it: every sender loop of both
      // processes is soon waiting on one, so the kill surely leaves sends that reach the phone
      // after their process died, recorded by nobody (the echo, when it goes to the survivor,
      // or the survivor's findMessages after the lease must settle them).
      evolution.faults.delay(1_500, 'sendText');
      // Sends that were already on their way before the delay finish within milliseconds; after
      // that, every claim the doomed process holds is a send the gateway is holding.
      await new Promise((r) => setTimeout(r, 300));
      const doomedLock = `envio-${doomed.child.pid}-%`;
      const heldByDoomed = () =>
        scene.db
          .selectFrom('mensagens')
          .select('id')
          .where('autor', '=', 'lembrete')
          .where('send_status', '=', 'pendente')
          .where('locked_by', 'like', doomedLock)
          .execute();
      await waitUntil('a send held by the gateway for the doomed process', async () => {
        const held = await heldByDoomed();
        return held.length > 0;
      });
      doomed.child.kill('SIGKILL');
      await doomed.exited;
      // What it held when it died: sent or not, nobody recorded it.
      const orphans = (await heldByDoomed()).map((m) => m.id);
      evolution.faults.reset();
      expect(atKill).toBeLessThan(TOTAL);
      expect(orphans.length).toBeGreaterThanOrEqual(1);
      await waitUntil('every reminder sent by the survivor', () => allSent(scene), {
        timeoutMs: SENDING_TIMEOUT_MS,
        intervalMs: 500,
      });
      await evolution.flushWebhooks();
      await new Promise((r) => setTimeout(r, 1_500));
      const mensagens = await expectEachLembreteOnce(scene);
      // Each of the dead process's claims was taken over by the survivor after the lease (a second
      // attempt, which finds the earlier send on the gateway instead of sending it again).
      const takenOver = mensagens.filter((m) => orphans.includes(m.id));
      expect(takenOver.filter((m) => m.attempts < 2)).toEqual([]);
      const retried = mensagens.filter((m) => m.attempts > 1).length;
      console.info(
        `kill -9 with ${atKill} of ${TOTAL} reminders delivered and ${orphans.length} held by the dead process; ${retried} message(s) taken over after the lease`,
      );
      expectNoErrorLogged(survivor);
      expect(await survivor.stop('SIGTERM')).toBe(0);
    },
    TEST_TIMEOUT_MS,
  );
});
