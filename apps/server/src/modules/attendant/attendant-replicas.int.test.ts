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
import { TEST_NOW, TEST_TODAY } from '@/modules/attendant/test/business-fixture';
import { callApi, createBusinessOverHttp, signUpOwner, waitUntil } from '@/test/replica-harness';
import { freePort, spawnServer, waitForHealth, type SpawnedServer } from '@/test/spawn-server';

/**
 * The attendant on real server processes sharing one PostgreSQL (docs/decisions/014 §3): the
 * gateway may deliver a webhook to any replica, and more than once, and a process may die at any
 * point of a message's path. Each customer still gets every reply exactly once.
 */
const isPostgres = process.env.TEST_DB_KIND === 'postgres';
const API_KEY = 'chave-replicas';
const NUMBER = '5511987659001';
/** The gateway instance's name: the row's own (docs/decisions/028), read once it exists. */
let gatewayName = '';
/** A lease short enough for a dead process's work to be taken over within the test. */
const SHORT_LEASE_MS = '2000';

const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

let db: Kysely<DB>;
let databaseUrl: string;
let evolution: RunningEvolutionSimulator;
let shop: Awaited<ReturnType<typeof createBusinessOverHttp>> & { secret: string };
let cookie: string;
/** Business time runs from TEST_NOW; every process is set to the same instant when it starts. */
let clockSetAt = 0;
const businessNow = () => new Date(Date.parse(TEST_NOW) + (Date.now() - clockSetAt));

/** The processes running now: a test about one process first ends those a failed test left. */
const live = new Set<SpawnedServer>();
async function killAllBut(keep?: SpawnedServer) {
  await Promise.all([...live].filter((s) => s !== keep).map((s) => s.stop('SIGKILL')));
}

async function startProcess(env: Record<string, string> = {}): Promise<SpawnedServer> {
  const port = await freePort();
  const server = spawnServer(
    {
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      DEV_ROUTES: 'true',
      EVOLUTION_URL: evolution.url,
      EVOLUTION_API_KEY: API_KEY,
      ATTENDANT_BURST_MS: '0',
      ...env,
    },
    port,
  );
  cleanups.push(() => server.stop('SIGKILL'));
  live.add(server);
  void server.exited.then(() => live.delete(server));
  await waitForHealth(server, 90_000);
  if (cookie) await setClock(server);
  return server;
}

/**
 * Until its clock is set a new process lives in real time, months before any stored message,
 * so it claims nothing; once set, it agrees with the other processes on business time.
 */
async function setClock(server: SpawnedServer) {
  await callApi(server, 'PUT', '/api/dev/clock', {
    cookie,
    json: { now: businessNow().toISOString() },
  });
}

/** The owner, the business and its connected instance, built once through `server`'s API. */
async function setUpBusiness(server: SpawnedServer) {
  cookie = await signUpOwner(server, 'replicas-dono@example.com');
  clockSetAt = Date.now();
  await setClock(server);
  const business = await createBusinessOverHttp(server, cookie, {
    number: NUMBER,
    today: TEST_TODAY,
  });
  const { webhook_secret: secret, gateway_name } = await db
    .selectFrom('whatsapp_instances')
    .select(['webhook_secret', 'gateway_name'])
    .where('id', '=', business.instanceId)
    .executeTakeFirstOrThrow();
  gatewayName = gateway_name;
  const client = createEvolutionClient({ baseUrl: evolution.url, apiKey: API_KEY });
  await client.createInstance(gatewayName, { number: NUMBER });
  await client.connect(gatewayName);
  evolution.scanQr(gatewayName);
  shop = { ...business, secret };
}

let phone = 11_990_001_000;
/** A customer on the simulator's phone, whose messages the test delivers to chosen processes. */
function customer(nome: string) {
  const from = `55${(phone += 1)}`;
  const remoteJid = `${from}@s.whatsapp.net`;
  const received = () =>
    evolution
      .sentMessages(gatewayName)
      .filter((m) => m.key.remoteJid === remoteJid)
      .map((m) => messageText(m.message));
  const conversa = () =>
    db
      .selectFrom('conversas')
      .select(['id', 'contato_id', 'locked_by'])
      .where('whatsapp_instance_id', '=', shop.instanceId)
      .where('remote_jid', '=', remoteJid)
      .executeTakeFirst();
  const rows = async () => {
    const found = await conversa();
    if (!found) return [];
    return db
      .selectFrom('mensagens')
      .select([
        'direction',
        'texto',
        'gateway_message_id',
        'answered_at',
        'send_status',
        'locked_by',
        'attempts',
        'created_at',
      ])
      .where('conversa_id', '=', found.id)
      .orderBy('seq')
      .execute();
  };
  /** Nothing left to do in the chat: every message answered, every reply sent and received. */
  const settled = async () => {
    const all = await rows();
    if (all.some((m) => m.direction === 'in' && m.answered_at === null)) return false;
    const out = all.filter((m) => m.direction === 'out');
    if (out.some((m) => m.send_status !== 'enviada')) return false;
    return received().length >= out.length;
  };
  return {
    from,
    received,
    conversa,
    rows,
    /** The gateway reports the message: the same delivery goes to every process in `to`. */
    async write(text: string, to: SpawnedServer[]) {
      const record = evolution.receiveMessage(gatewayName, { from, name: nome, text });
      const body = JSON.stringify({
        event: 'messages.upsert',
        instance: gatewayName,
        data: record,
      });
      const statuses = await Promise.all(
        to.map(async (server) => {
          const res = await fetch(`${server.url}/webhooks/evolution/${shop.secret}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body,
          });
          await res.arrayBuffer();
          return res.status;
        }),
      );
      expect(statuses).toEqual(to.map(() => 200));
      return record.key.id;
    },
    /** Writes, then waits for the turn's replies to arrive on the phone; returns them. */
    async say(text: string, to: SpawnedServer[]) {
      const before = received().length;
      await this.write(text, to);
      await waitUntil(`the reply to "${text}" from ${from}`, async () => {
        return received().length > before && (await settled());
      });
      return received().slice(before);
    },
    settled,
    async agendamentos() {
      const contatoId = (await conversa())?.contato_id;
      if (!contatoId) return [];
      return db
        .selectFrom('agendamentos')
        .select(['data_agendamento', 'hora_inicio', 'profissional_id', 'status'])
        .where('contato_id', '=', contatoId)
        .execute();
    },
  };
}
type Customer = ReturnType<typeof customer>;

function messageText(message: unknown): string {
  const m = message as { conversation?: string; extendedTextMessage?: { text?: string } };
  return m.conversation ?? m.extendedTextMessage?.text ?? '';
}

/**
 * What a finished booking leaves: two messages stored once, two turns (one per message), each
 * turn's replies received once and in order (the greeting and the offer, then the confirmation
 * and its follow-up), and one appointment.
 */
async function expectBookedOnce(c: Customer, hour: string, profissionalId: string) {
  const texts = c.received();
  const shown = texts.join(' | ');
  expect(new Set(texts).size, shown).toBe(texts.length);
  expect(
    texts.filter((t) => t.includes(`às ${hour}`) && t.includes('Posso confirmar')),
    shown,
  ).toHaveLength(1);
  expect(
    texts.filter((t) => t.includes('✅ Agendado')),
    shown,
  ).toHaveLength(1);
  const rows = await c.rows();
  const inbound = rows.filter((m) => m.direction === 'in');
  expect(inbound).toHaveLength(2);
  expect(new Set(inbound.map((m) => m.gateway_message_id)).size).toBe(2);
  // What the phone received is exactly what the chat stored as sent, in order.
  const outbound = rows.filter((m) => m.direction === 'out');
  expect(outbound.map((m) => m.texto)).toEqual(texts);
  expect(outbound.every((m) => m.send_status === 'enviada')).toBe(true);
  // A turn stores all its replies at its one `now`: two distinct instants, two turns.
  expect(new Set(outbound.map((m) => m.created_at.getTime())).size).toBe(2);
  expect(await c.agendamentos()).toEqual([
    {
      data_agendamento: '2027-03-10',
      hora_inicio: `${hour}:00`,
      profissional_id: profissionalId,
      status: 'agendado',
    },
  ]);
}

/** pino's JSON lines: level 50 is error, 60 fatal (a failed turn or send is logged as one). */
function expectNoErrorLogged(server: SpawnedServer) {
  expect(server.output()).not.toMatch(/"level":(50|60)/);
}

describe.runIf(isPostgres)('the attendant on server processes sharing one PostgreSQL', () => {
  beforeAll(async () => {
    const opened = await openTestDatabase();
    cleanups.push(opened.drop);
    db = opened.database.db;
    databaseUrl = opened.url as string;
    evolution = await startEvolutionSimulator({ apiKey: API_KEY });
    cleanups.push(() => evolution.close());
  });

  it('answers each customer once when every webhook reaches two processes', async () => {
    const a = await startProcess();
    const b = await startProcess();
    await setUpBusiness(a);
    await setClock(b);

    const bookings = [
      { nome: 'Ana Lima', hour: '10:00', com: 'o Rafael', prof: shop.rafael },
      { nome: 'Bruno Dias', hour: '11:00', com: 'a Júlia', prof: shop.julia },
      { nome: 'Carla Souza', hour: '14:00', com: 'o Rafael', prof: shop.rafael },
      { nome: 'Davi Rocha', hour: '15:00', com: 'a Júlia', prof: shop.julia },
      { nome: 'Elisa Prado', hour: '16:00', com: 'o Rafael', prof: shop.rafael },
    ];
    const customers = bookings.map((b) => customer(b.nome));
    await Promise.all(
      bookings.map(async (booking, i) => {
        const c = customers[i]!;
        // Alternating the order the replicas get each delivery in.
        const to = i % 2 === 0 ? [a, b] : [b, a];
        const hour = booking.hour.slice(0, 2);
        const offer = await c.say(
          `quero marcar um corte amanhã às ${hour}h com ${booking.com}`,
          to,
        );
        expect(offer.join('\n')).toContain(`às ${booking.hour}`);
        const done = await c.say('sim', to);
        expect(done.join('\n')).toContain('✅ Agendado');
      }),
    );

    // A second delivery that was still on its way would show now: give it the time of a few
    // polls of both processes, then check that nothing more went out.
    await new Promise((r) => setTimeout(r, 2_000));
    for (const [i, booking] of bookings.entries())
      await expectBookedOnce(customers[i]!, booking.hour, booking.prof);
    const stored = await db
      .selectFrom('mensagens')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('whatsapp_instance_id', '=', shop.instanceId)
      .where('direction', '=', 'out')
      .executeTakeFirstOrThrow();
    expect(evolution.sentMessages(gatewayName)).toHaveLength(Number(stored.n));
    expectNoErrorLogged(a);
    expectNoErrorLogged(b);

    expect(await Promise.all([a.stop('SIGTERM'), b.stop('SIGTERM')])).toEqual([0, 0]);
  }, 240_000);

  describe('a process killed with SIGKILL', () => {
    let survivor: SpawnedServer | undefined;

    it("answers once, from another process, a message acknowledged before the dead one's turn ran", async () => {
      await killAllBut();
      // A 20 s burst: the turn of a stored message is surely not run when the process dies.
      const doomed = await startProcess({ ATTENDANT_BURST_MS: '20000' });
      if (!shop) await setUpBusiness(doomed);
      const c = customer('Fábio Nunes');
      const sentBefore = evolution.sentMessages(gatewayName).length;
      const gatewayId = await c.write('quero marcar um corte amanhã às 09h com a Júlia', [doomed]);
      const stored = await c.rows();
      expect(stored).toMatchObject([{ direction: 'in', gateway_message_id: gatewayId }]);
      expect(stored[0]!.answered_at).toBeNull();
      doomed.child.kill('SIGKILL');
      await doomed.exited;
      // The window the test is about: acknowledged and stored, the turn not run, nothing sent.
      expect((await c.rows())[0]!.answered_at).toBeNull();
      expect((await c.conversa())?.locked_by).toBeNull();
      expect(evolution.sentMessages(gatewayName)).toHaveLength(sentBefore);

      survivor = await startProcess({ ATTENDANT_LEASE_MS: SHORT_LEASE_MS });
      await waitUntil('the reply from the new process', async () => {
        return c.received().length > 0 && (await c.settled());
      });
      expect(c.received().join('\n')).toContain('às 09:00');
      const done = await c.say('sim', [survivor]);
      expect(done.join('\n')).toContain('✅ Agendado');
      await new Promise((r) => setTimeout(r, 1_000));
      await expectBookedOnce(c, '09:00', shop.julia);
      expectNoErrorLogged(survivor);
    }, 240_000);

    it('sends once, from another process, a reply the dead one had stored and was sending', async () => {
      await killAllBut(survivor);
      const doomed = survivor ?? (await startProcess({ ATTENDANT_LEASE_MS: SHORT_LEASE_MS }));
      if (!shop) await setUpBusiness(doomed);
      // The gateway holds the send long enough to kill the process in the middle of it, then
      // fails it without effect: the reply is committed, claimed, and not delivered.
      evolution.faults.delay(8_000, 'sendText');
      evolution.faults.failNext('sendText', { status: 500 });
      const c = customer('Gabi Torres');
      const sentBefore = evolution.sentMessages(gatewayName).length;
      await c.write('quero marcar um corte amanhã às 13h com a Júlia', [doomed]);
      await waitUntil('the reply claimed by the sender', async () => {
        const rows = await c.rows();
        const reply = rows.find((m) => m.direction === 'out');
        return reply?.send_status === 'pendente' && reply.locked_by !== null;
      });
      doomed.child.kill('SIGKILL');
      await doomed.exited;
      // The send in flight meets its failure (nothing delivered) before the gateway recovers.
      await waitUntil(
        'the send in flight to end',
        () => !evolution.faults.snapshot().failures.sendText,
      );
      evolution.faults.reset();
      expect(evolution.sentMessages(gatewayName)).toHaveLength(sentBefore);
      const [inbound, reply] = await c.rows();
      expect(inbound?.answered_at).not.toBeNull();
      expect(reply).toMatchObject({ direction: 'out', send_status: 'pendente', attempts: 1 });

      const next = await startProcess({ ATTENDANT_LEASE_MS: SHORT_LEASE_MS });
      await waitUntil('the stored reply sent by the new process', async () => {
        return c.received().length > 0 && (await c.settled());
      });
      expect(c.received().join('\n')).toContain('às 13:00');
      // The dead process's claim ran out and the new one took the same row over.
      expect((await c.rows()).find((m) => m.direction === 'out')?.attempts).toBe(2);
      const done = await c.say('sim', [next]);
      expect(done.join('\n')).toContain('✅ Agendado');
      await new Promise((r) => setTimeout(r, 1_000));
      await expectBookedOnce(c, '13:00', shop.julia);
      expectNoErrorLogged(next);
    }, 240_000);
  });
});
