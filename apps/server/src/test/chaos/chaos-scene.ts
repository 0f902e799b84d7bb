import pg from 'pg';
import type { Kysely } from 'kysely';
import {
  startEvolutionSimulator,
  type RunningEvolutionSimulator,
} from '@secretaria/simulators/evolution/evolution-simulator';
import { localToInstant } from '@secretaria/shared/zoned-time';
import { createEvolutionClient } from '@/adapters/evolution/evolution-client';
import type { DB } from '@/db/schema';
import { createAgendamento } from '@/modules/agendamentos/agendamentos.service';
import { callApi, createBusinessOverHttp, signUpOwner } from '@/test/replica-harness';
import { LOAD_DAY, LOAD_ZONE, seedLembreteCatalogue } from '@/test/lembrete-load';
import { freePort, spawnServer, waitForHealth, type SpawnedServer } from '@/test/spawn-server';
import { openTestDatabase } from '@/test/test-server';
import { openDays } from '@/test/test-shop';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy';

const API_KEY = 'chave-caos';
/** The instance customers write to through the simulator's own webhooks. */
export const GATEWAY_WEBHOOK = '5511987650001';
/** The instance whose deliveries the test makes by hand: out of order and repeated. */
export const GATEWAY_MANUAL = '5511987650002';
/**
 * Business time starts 15 s before 10:00 on LOAD_DAY (São Paulo) and runs with real time; each
 * minute from 10:00 on, a batch of reminders falls due (60 min before appointments at 11:00,
 * 11:01, …). Every process gets the same instant, the restarted ones too.
 */
const BUSINESS_START = new Date(localToInstant(LOAD_DAY, '10:00', LOAD_ZONE).getTime() - 15_000);
/**
 * A killed process's claims are taken over after this; long enough that a live sender's call
 * (the simulator answers at once) never outlives its claim on a loaded machine (decision 018).
 */
const LEASE_MS = '8000';

export type ChaosScene = Awaited<ReturnType<typeof setUpChaosScene>>;

/**
 * Two server processes on a fresh PostgreSQL database behind the round-robin proxy (their
 * PUBLIC_URL is the proxy's, as behind a load balancer), the Evolution simulator, an owner, a
 * business with 8 professionals taking bookings and two WhatsApp instances, and a reminder
 * catalogue whose reminders fall due minute by minute while the load runs.
 */
export async function setUpChaosScene({
  seconds,
  cleanups,
}: {
  seconds: number;
  /** The caller runs them (in reverse) after the test, also when the set-up itself failed. */
  cleanups: Array<() => Promise<unknown>>;
}) {
  const opened = await openTestDatabase();
  cleanups.push(opened.drop);
  const db: Kysely<DB> = opened.database.db;
  const databaseUrl = opened.url as string;
  // Generous webhook retries (Evolution makes 10): a delivery cut by a kill is tried again.
  const evolution: RunningEvolutionSimulator = await startEvolutionSimulator({
    apiKey: API_KEY,
    webhookRetry: { attempts: 8, baseDelayMs: 200, timeoutMs: 15_000 },
  });
  cleanups.push(() => evolution.close());
  const proxy: RoundRobinProxy = await startRoundRobinProxy([]);
  cleanups.push(() => proxy.close());

  let clockSetAt = 0;
  const businessNow = () => new Date(BUSINESS_START.getTime() + (Date.now() - clockSetAt));
  let cookie = '';
  let reminderCookie = '';
  const live: SpawnedServer[] = [];
  const outputs: string[] = [];

  /** A new process on a new port; it joins the rotation once its clock agrees with the others. */
  async function startProcess(): Promise<SpawnedServer> {
    const port = await freePort();
    const server = spawnServer(
      {
        DATABASE_URL: databaseUrl,
        PUBLIC_URL: proxy.url,
        LOG_LEVEL: 'warn',
        DEV_ROUTES: 'true',
        EVOLUTION_URL: evolution.url,
        EVOLUTION_API_KEY: API_KEY,
        ATTENDANT_LEASE_MS: LEASE_MS,
        ATTENDANT_BURST_MS: '1000',
        // Paced (decision 032), far faster than in production: the scene books about four
        // appointments a second on one number, each with a notice, so at 1.2 s a notice the long
        // form (600 s) ended with ~1,900 notices still queued and the 180 s drain could not
        // empty them; at 0.2 s the queue keeps up and the pacing is still exercised.
        PROACTIVE_GAP_MS: '200',
      },
      port,
    );
    cleanups.push(() => server.stop('SIGKILL'));
    await waitForHealth(server, 120_000);
    if (cookie) await setClock(server);
    live.push(server);
    proxy.add(server.url);
    return server;
  }

  /** Both owners' business time (the test clock is each owner's own, docs/decisions/033). */
  async function setClock(server: SpawnedServer) {
    for (const owner of [cookie, reminderCookie].filter(Boolean))
      await callApi(server, 'PUT', '/api/dev/clock', {
        cookie: owner,
        json: { now: businessNow().toISOString() },
      });
  }

  /** kill -9, then a new process on a new port in its place (the proxy re-pointed). */
  async function killAndRestart(victim: SpawnedServer) {
    proxy.doom(victim.url);
    victim.child.kill('SIGKILL');
    await victim.exited;
    outputs.push(victim.output());
    live.splice(live.indexOf(victim), 1);
    return startProcess();
  }

  /** Every session of the database but this one, as an operator's `pg_terminate_backend` does. */
  async function terminateConnections(): Promise<number> {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ ok: boolean }>(
        `select pg_terminate_backend(pid) as ok from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid()`,
      );
      return rows.filter((r) => r.ok).length;
    } finally {
      await admin.end();
    }
  }

  const [a] = await Promise.all([startProcess(), startProcess()]);
  const viaProxy = { ...a!, url: proxy.url };
  cookie = await signUpOwner(viaProxy, 'caos-dono@example.com');
  clockSetAt = Date.now();
  await Promise.all(live.map(setClock));
  const { id: userId } = await db
    .selectFrom('user')
    .select('id')
    .where('email', '=', 'caos-dono@example.com')
    .executeTakeFirstOrThrow();
  const as = <T = { id: string }>(method: string, path: string, json?: unknown) =>
    callApi<T>(viaProxy, method, path, { cookie, json });

  // The business customers talk to; 'amanhã' is the day after LOAD_DAY.
  const shop = await createBusinessOverHttp(viaProxy, cookie, {
    number: GATEWAY_WEBHOOK,
    today: LOAD_DAY,
  });
  const manual = await createBusinessOverHttp(viaProxy, cookie, {
    number: GATEWAY_MANUAL,
    today: LOAD_DAY,
  });
  // Their gateway instances are named by their numbers here, as the loads and checks address
  // them (a real row gets a name of its own, docs/decisions/028).
  for (const [id, name] of [
    [shop.instanceId, GATEWAY_WEBHOOK],
    [manual.instanceId, GATEWAY_MANUAL],
  ] as const)
    await db
      .updateTable('whatsapp_instances')
      .set({ gateway_name: name })
      .where('id', '=', id)
      .execute();
  // Six more professionals for the booking races, on days after 'amanhã'.
  const base = `/api/instances/${shop.instanceId}`;
  const local = (await as<Array<{ id: string }>>('GET', `${base}/localizacoes`))[0]!.id;
  const raceDays = openDays(LOAD_DAY).weekdays.filter((d) => d > '2027-03-11');
  const racers = [shop.rafael, shop.julia];
  for (let i = 1; i <= 6; i++) {
    const id = (
      await as('POST', `${base}/profissionais`, {
        nome: `Barbeiro ${i}`,
        especialidade: 'Cabeleireiro',
      })
    ).id;
    await as('POST', `/api/profissionais/${id}/servicos`, {
      servico_id: shop.corte,
      tempo_execucao: 30,
    });
    await as('POST', `/api/profissionais/${id}/disponibilidades`, {
      dias: raceDays,
      localizacao_id: local,
      hora_inicio: '09:00',
      hora_fim: '18:00',
      servico_ids: [shop.corte],
    });
    racers.push(id);
  }
  // Four customers per professional: a customer holds one appointment at a time (the contact
  // overlap rule, docs/decisions/037), so each professional's slots are raced by its own four.
  const raceContatos: Record<string, string[]> = {};
  for (const [r, racer] of racers.entries()) {
    raceContatos[racer] = [];
    for (let i = 0; i < 4; i++)
      raceContatos[racer].push(
        (
          await as('POST', `${base}/contatos`, {
            nome: `Disputa ${r + 1}.${i + 1}`,
            telefone: `119700${String(r).padStart(2, '0')}00${i}`,
          })
        ).id,
      );
  }

  // Reminders: a second owner's catalogue (the seed takes all of its owner's instances), one
  // customer per professional, one batch due each minute.
  reminderCookie = await signUpOwner(viaProxy, 'caos-lembretes@example.com');
  await Promise.all(live.map(setClock));
  const { id: reminderOwner } = await db
    .selectFrom('user')
    .select('id')
    .where('email', '=', 'caos-lembretes@example.com')
    .executeTakeFirstOrThrow();
  const dueMinutes = Math.max(1, Math.floor((seconds - 15) / 60) + 1);
  const rows = await seedLembreteCatalogue(db, {
    userId: reminderOwner,
    instances: 10,
    perInstance: 10,
  });
  const reminderNumbers = new Map<string, string>();
  await Promise.all(
    rows.map((row, i) => {
      const minute = 60 + (i % Math.min(dueMinutes, 60));
      reminderNumbers.set(row.telefone.slice(1), row.gateway_name);
      return createAgendamento(
        db,
        reminderOwner,
        row.profissional_id,
        {
          servico_id: row.servico_id,
          contato_id: row.contato_id,
          data_agendamento: LOAD_DAY,
          hora_inicio: `${String(10 + Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`,
        },
        { actor: 'dono', now: new Date(BUSINESS_START.getTime() - 60_000) },
      );
    }),
  );
  const reminderGateways = [...new Set(rows.map((r) => r.gateway_name))];

  // The gateway side: every instance connected; only the webhook one has a webhook (the proxy).
  const client = createEvolutionClient({ baseUrl: evolution.url, apiKey: API_KEY });
  const secretOf = async (id: string) =>
    (
      await db
        .selectFrom('whatsapp_instances')
        .select('webhook_secret')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).webhook_secret;
  for (const name of [GATEWAY_WEBHOOK, GATEWAY_MANUAL, ...reminderGateways]) {
    await client.createInstance(name);
    await client.connect(name);
    evolution.scanQr(name);
  }
  await client.setWebhook(
    GATEWAY_WEBHOOK,
    `${proxy.url}/webhooks/evolution/${await secretOf(shop.instanceId)}`,
  );
  const manualWebhook = `${proxy.url}/webhooks/evolution/${await secretOf(manual.instanceId)}`;

  return {
    db,
    evolution,
    proxy,
    cookie,
    userId,
    shop,
    manual,
    manualWebhook,
    racers,
    raceDays,
    raceContatos,
    reminderGateways,
    reminderNumbers,
    businessNow,
    live,
    /** Output of every process that ran, dead ones included. */
    outputs: () => [...outputs, ...live.map((s) => s.output())],
    startProcess,
    killAndRestart,
    terminateConnections,
  };
}
