// The server first: it loads @hono/zod-openapi before any shared schema is built.
import { createTestServer, type TestServer } from '@/test/test-server';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { msg } from '@secretaria/shared/messages';
import { createAttendantSender } from '@/jobs/attendant-sender';
import { createAttendantWorker } from '@/jobs/attendant-worker';
import { createLogger } from '@/lib/logger';
import { drain } from '@/modules/attendant/test/drain';
import { connectNumberOnSimulator } from '@/modules/attendant/test/gateway-conversa';
import { startTestServices } from '@/test/test-services';
import { claimDueConversa } from '@/modules/attendant/turn/turn.repo';
import { claimPendingOutbound } from '@/modules/messaging/outbound/outbound.repo';
import type { RunTurn, TurnInput } from './engine/turn-types';

/** The business clock of these tests: moves only when a test moves it. */
let nowMs = Date.parse('2026-03-10T13:00:00Z');
const clock = { now: () => new Date(nowMs) };
const advance = (ms: number) => (nowMs += ms);

/** A deterministic engine: says how many messages it read; 'humano' hands the chat over. */
const turns: TurnInput[] = [];
const runTurn: RunTurn = async (_tx, input) => {
  turns.push(input);
  const previous = (input.dialogState as { turnos?: number } | null)?.turnos ?? 0;
  return {
    replies: [`Recebi ${input.messages.length}: ${input.messages.map((m) => m.text).join(' | ')}`],
    dialogState: { turnos: previous + 1 },
    handoff: input.messages.some((m) => m.text.includes('humano')),
  };
};

let services: Awaited<ReturnType<typeof startTestServices>>;
let server: TestServer;
let owner: Awaited<ReturnType<TestServer['createUser']>>;

beforeAll(async () => {
  services = await startTestServices();
  server = await createTestServer({}, { ...services.deps, clock, runTurn });
  owner = await server.createUser();
});
// Each test starts with no work left by the one before (its back-offs over, its replies sent).
beforeEach(async () => {
  services.evolution.faults.reset();
  advance(10 * 60_000);
  await drain(worker());
  await drain(sender());
  turns.length = 0;
});
afterAll(async () => {
  await server.close();
  await services.close();
});

const worker = () => server.attendant!.worker;
const sender = () => server.attendant!.sender;

let numbers = 0;
/** An instance connected on the simulator, with its webhook secret. */
async function connectedInstance(values: Parameters<TestServer['createInstance']>[1] = {}) {
  const number = `55119870${String(++numbers).padStart(5, '0')}`;
  const id = await server.createInstance(owner.id, {
    phone_number: number.slice(2),
    full_phone_number: number,
    ...values,
  });
  await connectNumberOnSimulator(services, number);
  const { webhook_secret: secret } = await server.db
    .selectFrom('whatsapp_instances')
    .select('webhook_secret')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const deliver = (data: unknown, event = 'messages.upsert') =>
    server.request(`/webhooks/evolution/${secret}`, {
      method: 'POST',
      json: { event, instance: number, data, date_time: new Date(nowMs).toISOString() },
    });
  /** A customer writes on the simulator's phone; the upsert reaches our webhook. */
  const customerWrites = async (from: string, text: string, name = 'Ana Cliente') => {
    const record = services.evolution.receiveMessage(number, { from, name, text });
    const res = await deliver(record);
    expect(res.status).toBe(200);
    return record;
  };
  return { id, number, secret, deliver, customerWrites };
}

const upsert = (remoteJid: string, message: Record<string, unknown>, fromMe = false) => ({
  key: { remoteJid, fromMe, id: randomBytes(10).toString('hex').toUpperCase() },
  pushName: fromMe ? 'Você' : 'Bruno',
  status: 'DELIVERY_ACK',
  message,
  messageType: Object.keys(message)[0],
  messageTimestamp: Math.floor(nowMs / 1000),
});

const mensagensOf = (instanceId: string) =>
  server.db
    .selectFrom('mensagens')
    .select([
      'direction',
      'autor',
      'tipo',
      'texto',
      'answered_at',
      'send_status',
      'attempts',
      'last_error',
      'gateway_message_id',
    ])
    .where('whatsapp_instance_id', '=', instanceId)
    .orderBy('seq')
    .execute();
const conversaOf = (instanceId: string) =>
  server.db
    .selectFrom('conversas')
    .selectAll()
    .where('whatsapp_instance_id', '=', instanceId)
    .executeTakeFirstOrThrow();

describe('a customer writes and the attendant answers', () => {
  it('stores the message under a new contact, runs one turn and sends its reply once', async () => {
    const inst = await connectedInstance();
    await inst.customerWrites('551187654321', 'oi, quero marcar um corte', 'Ana Souza');

    const contato = await server.db
      .selectFrom('contatos')
      .select(['nome', 'telefone'])
      .where('whatsapp_instance_id', '=', inst.id)
      .executeTakeFirstOrThrow();
    // 12 digits from WhatsApp: the ninth digit of the mobile is restored for the panel.
    expect(contato).toEqual({ nome: 'Ana Souza', telefone: '+5511987654321' });
    expect((await conversaOf(inst.id)).unread_count).toBe(1);

    expect(await drain(worker())).toBe(1);
    expect(await drain(worker())).toBe(0);
    expect(turns).toHaveLength(1);
    expect(turns[0]!.messages.map((m) => m.text)).toEqual(['oi, quero marcar um corte']);
    expect(await drain(sender())).toBe(1);
    expect(await drain(sender())).toBe(0);

    const sent = services.evolution.sentMessages(inst.number);
    expect(sent.map((m) => m.message.conversation)).toEqual([
      'Recebi 1: oi, quero marcar um corte',
    ]);
    expect(sent[0]!.key.remoteJid).toBe('551187654321@s.whatsapp.net');
    const rows = await mensagensOf(inst.id);
    expect(rows.map((r) => [r.direction, r.autor, r.send_status])).toEqual([
      ['in', 'cliente', null],
      ['out', 'atendente', 'enviada'],
    ]);
    expect(rows[0]!.answered_at).not.toBeNull();
    expect(rows[1]!.gateway_message_id).toBe(sent[0]!.key.id);
    const conversa = await conversaOf(inst.id);
    expect(conversa.dialog_state).toEqual({ turnos: 1 });
    expect(conversa.last_message_preview).toBe('Recebi 1: oi, quero marcar um corte');

    // The gateway echoes our own reply as a fromMe upsert: recognised, not the owner.
    expect((await inst.deliver(sent[0])).status).toBe(200);
    expect((await conversaOf(inst.id)).estado).toBe('ativo');
    expect(await mensagensOf(inst.id)).toHaveLength(2);
  });

  it('stores a duplicate delivery once and runs one turn for it, even when both arrive at once', async () => {
    const inst = await connectedInstance();
    const record = await inst.customerWrites('5511912340001', 'quero agendar');
    expect((await inst.deliver(record)).status).toBe(200);
    const again = await Promise.all([inst.deliver(record), inst.deliver(record)]);
    expect(again.map((r) => r.status)).toEqual([200, 200]);
    expect(await mensagensOf(inst.id)).toHaveLength(1);
    expect((await conversaOf(inst.id)).unread_count).toBe(1);
    await drain(worker());
    await drain(worker());
    expect(turns).toHaveLength(1);
  });

  it('answers a burst of three quick messages with one turn that reads all three in order', async () => {
    const inst = await connectedInstance();
    for (const text of ['oi', 'tudo bem?', 'queria um horário amanhã'])
      await inst.customerWrites('5511912340002', text);
    await drain(worker());
    expect(turns).toHaveLength(1);
    expect(turns[0]!.messages.map((m) => m.text)).toEqual([
      'oi',
      'tudo bem?',
      'queria um horário amanhã',
    ]);
  });

  it('waits out the burst window after the newest message before the turn', async () => {
    const inst = await connectedInstance();
    const patient = createAttendantWorker({
      db: server.db,
      runTurn,
      clock,
      logger: createLogger('silent'),
      burstMs: 3000,
    });
    await inst.customerWrites('5511912340003', 'oi');
    advance(2000);
    await inst.customerWrites('5511912340003', 'quero cortar o cabelo');
    advance(2999);
    expect(await patient.runOnce()).toBe(false);
    advance(2);
    expect(await patient.runOnce()).toBe(true);
    expect(turns.map((t) => t.messages.length)).toEqual([2]);
  });

  it('ignores groups, status, newsletters and protocol messages', async () => {
    const inst = await connectedInstance();
    for (const jid of [
      '120363025246125486@g.us',
      'status@broadcast',
      '120363170000000000@newsletter',
    ])
      expect((await inst.deliver(upsert(jid, { conversation: 'oi pessoal' }))).status).toBe(200);
    await inst.deliver(upsert('5511912340004@s.whatsapp.net', { reactionMessage: { text: '👍' } }));
    await inst.deliver(upsert('5511912340004@s.whatsapp.net', {}));
    expect(await mensagensOf(inst.id)).toEqual([]);
    expect(
      await server.db
        .selectFrom('conversas')
        .select('id')
        .where('whatsapp_instance_id', '=', inst.id)
        .execute(),
    ).toEqual([]);
  });

  it('reads a LID sender by its phone number in remoteJidAlt', async () => {
    const inst = await connectedInstance();
    const record = services.evolution.receiveMessage(inst.number, {
      from: '5521998887777',
      name: 'Lia',
      text: 'bom dia',
      lid: true,
    });
    expect(record.key.remoteJid).toMatch(/@lid$/);
    await inst.deliver(record);
    const conversa = await conversaOf(inst.id);
    expect(conversa.remote_jid).toBe('5521998887777@s.whatsapp.net');
    await drain(worker());
    await drain(sender());
    expect(services.evolution.sentMessages(inst.number)).toHaveLength(1);
  });

  it('answers audio, images and other media with one polite text asking for a written message', async () => {
    const inst = await connectedInstance();
    const jid = '5511912340005@s.whatsapp.net';
    await inst.deliver(upsert(jid, { audioMessage: { seconds: 4, ptt: true } }));
    await inst.deliver(upsert(jid, { imageMessage: { caption: 'olha isso' } }));
    await drain(worker());
    await drain(sender());
    expect(turns).toEqual([]);
    expect(services.evolution.sentMessages(inst.number).map((m) => m.message.conversation)).toEqual(
      [msg.attendantTextOnly],
    );
    expect((await mensagensOf(inst.id)).map((r) => [r.tipo, r.texto])).toEqual([
      ['audio', null],
      ['imagem', 'olha isso'],
      ['texto', msg.attendantTextOnly],
    ]);
  });
});

describe('when the attendant stays quiet', () => {
  it("pauses a chat when the owner answers from the phone, and resumes after the instance's pause", async () => {
    const inst = await connectedInstance({});
    await server.db
      .updateTable('whatsapp_instances')
      .set({ owner_pause_minutes: 30 })
      .where('id', '=', inst.id)
      .execute();
    const jid = '5511912340006@s.whatsapp.net';
    await inst.customerWrites('5511912340006', 'oi');
    await inst.deliver(upsert(jid, { conversation: 'Oi! Aqui é a dona, já te respondo.' }, true));
    let conversa = await conversaOf(inst.id);
    expect(conversa.estado).toBe('pausado');
    expect(conversa.paused_until?.getTime()).toBe(nowMs + 30 * 60_000);
    await inst.customerWrites('5511912340006', 'obrigado');
    await drain(worker());
    expect(turns).toEqual([]);
    expect((await mensagensOf(inst.id)).map((r) => [r.autor, r.answered_at !== null])).toEqual([
      ['cliente', true],
      ['dono', false],
      ['cliente', true],
    ]);

    advance(30 * 60_000 + 1);
    await inst.customerWrites('5511912340006', 'e amanhã?');
    await drain(worker());
    expect(turns.map((t) => t.messages.map((m) => m.text))).toEqual([['e amanhã?']]);
    conversa = await conversaOf(inst.id);
    expect([conversa.estado, conversa.paused_until]).toEqual(['ativo', null]);
  });

  it('does not answer when the attendant is off or the subscription is not active', async () => {
    const off = await connectedInstance();
    await server.db
      .updateTable('whatsapp_instances')
      .set({ attendant_enabled: false })
      .where('id', '=', off.id)
      .execute();
    const unpaid = await connectedInstance({
      subscription_id: 'sub_cancelada',
      subscription_status: 'canceled',
    });
    await off.customerWrites('5511912340007', 'oi');
    await unpaid.customerWrites('5511912340007', 'oi');
    await drain(worker());
    await drain(sender());
    expect(turns).toEqual([]);
    for (const inst of [off, unpaid]) {
      expect(services.evolution.sentMessages(inst.number)).toEqual([]);
      expect((await mensagensOf(inst.id)).map((r) => r.answered_at !== null)).toEqual([true]);
    }
  });

  it('hands the chat to the owner when the turn asks for a person', async () => {
    const inst = await connectedInstance();
    await inst.customerWrites('5511912340008', 'quero falar com um humano');
    await drain(worker());
    const conversa = await conversaOf(inst.id);
    expect(conversa.estado).toBe('aguardando_dono');
    expect(conversa.paused_until?.getTime()).toBe(nowMs + 120 * 60_000);
    await inst.customerWrites('5511912340008', 'alô?');
    await drain(worker());
    expect(turns).toHaveLength(1);
  });

  it('stops answering a chat that floods and flags it for the owner', async () => {
    const inst = await connectedInstance();
    for (let i = 0; i < 21; i++) await inst.customerWrites('5511912340009', `mensagem ${i}`);
    await drain(worker());
    expect(turns).toEqual([]);
    const conversa = await conversaOf(inst.id);
    expect(conversa.estado).toBe('aguardando_dono');
    expect(conversa.flood_flagged_at).not.toBeNull();
  });
});

describe('delivery', () => {
  it('records a reply as sent from its echo when the process that sent it died first', async () => {
    const inst = await connectedInstance();
    await inst.customerWrites('5511912340019', 'oi');
    await drain(worker());
    const [, pending] = await mensagensOf(inst.id);
    expect(pending!.send_status).toBe('pendente');
    // A sender delivered it and died before writing down that it did: only the echo tells.
    await services.deps.gateway.client.send(inst.number, '5511912340019', {
      texto: pending!.texto!,
    });
    const [echo] = services.evolution.sentMessages(inst.number).slice(-1);
    expect((await inst.deliver(echo)).status).toBe(200);
    const [, reply] = await mensagensOf(inst.id);
    expect([reply!.send_status, reply!.gateway_message_id]).toEqual(['enviada', echo!.key.id]);
    expect(await drain(sender())).toBe(0);
    expect(services.evolution.sentMessages(inst.number)).toHaveLength(1);
  });

  it('retries a failed send with back-off and records the success', async () => {
    const inst = await connectedInstance();
    await inst.customerWrites('5511912340010', 'oi');
    await drain(worker());
    services.evolution.faults.failNext('sendText', { times: 2 });
    expect(await sender().runOnce()).toBe(true);
    // Jittered back-off (lib/backoff): 1–2 s, then 2–4 s.
    advance(999);
    expect(await sender().runOnce()).toBe(false);
    advance(1001);
    expect(await sender().runOnce()).toBe(true);
    advance(1999);
    expect(await sender().runOnce()).toBe(false);
    advance(2001);
    expect(await sender().runOnce()).toBe(true);
    const [, reply] = await mensagensOf(inst.id);
    expect([reply!.send_status, reply!.attempts]).toEqual(['enviada', 3]);
    expect(services.evolution.sentMessages(inst.number)).toHaveLength(1);
  });

  it("marks a reply 'falhou' with the gateway's error after five attempts", async () => {
    const inst = await connectedInstance();
    await inst.customerWrites('5511912340011', 'oi');
    await drain(worker());
    services.evolution.faults.failNext('sendText', { times: 10, message: 'Connection Closed' });
    for (let i = 0; i < 6; i++) {
      await sender().runOnce();
      advance(60_000);
    }
    const [, reply] = await mensagensOf(inst.id);
    expect([reply!.send_status, reply!.attempts]).toEqual(['falhou', 5]);
    expect(reply!.last_error).toContain('Connection Closed');
    expect(services.evolution.sentMessages(inst.number)).toEqual([]);
  });

  it('sends the replies of one chat in order', async () => {
    const inst = await connectedInstance();
    await inst.customerWrites('5511912340012', 'primeira');
    await drain(worker());
    await inst.customerWrites('5511912340012', 'segunda');
    await drain(worker());
    services.evolution.faults.failNext('sendText');
    await drain(sender()); // the first fails and waits; the second must wait behind it
    expect(services.evolution.sentMessages(inst.number)).toEqual([]);
    advance(2000);
    await drain(sender());
    expect(services.evolution.sentMessages(inst.number).map((m) => m.message.conversation)).toEqual(
      ['Recebi 1: primeira', 'Recebi 1: segunda'],
    );
  });

  it("sends several chats' replies in one claim, and a chat's second reply only after its first", async () => {
    const inst = await connectedInstance();
    const conversas = ['5511912340013', '5511912340014'];
    for (const text of ['primeira', 'segunda']) {
      for (const from of conversas) await inst.customerWrites(from, `${text} ${from.slice(-2)}`);
      await drain(worker());
    }
    const sent = () =>
      services.evolution.sentMessages(inst.number).map((m) => m.message.conversation);
    await sender().runOnce();
    expect(sent().sort()).toEqual(['Recebi 1: primeira 13', 'Recebi 1: primeira 14']);
    await sender().runOnce();
    expect(sent().sort()).toEqual([
      'Recebi 1: primeira 13',
      'Recebi 1: primeira 14',
      'Recebi 1: segunda 13',
      'Recebi 1: segunda 14',
    ]);
  });
});

describe('two replicas at once', () => {
  it('answer each chat once and send each reply once', async () => {
    const inst = await connectedInstance();
    for (let i = 0; i < 4; i++) await inst.customerWrites(`55119123401${20 + i}`, `oi ${i}`);
    const logger = createLogger('silent');
    const replica = () => ({
      worker: createAttendantWorker({ db: server.db, runTurn, clock, logger, burstMs: 0 }),
      sender: createAttendantSender({
        db: server.db,
        gateway: services.deps.gateway,
        clock,
        logger,
      }),
    });
    const [a, b] = [replica(), replica()];
    await Promise.all([drain(a.worker), drain(b.worker), drain(worker())]);
    await Promise.all([drain(a.sender), drain(b.sender), drain(sender())]);
    expect(turns).toHaveLength(4);
    const sent = services.evolution.sentMessages(inst.number).map((m) => m.message.conversation);
    expect(sent.sort()).toEqual([0, 1, 2, 3].map((i) => `Recebi 1: oi ${i}`));
  });
});

describe('a process that died holding a lease', () => {
  it('has its chat taken over when the lease expires, and the reply goes out once', async () => {
    const inst = await connectedInstance();
    await inst.customerWrites('5511912340013', 'oi');
    const now = clock.now();
    const claimed = await claimDueConversa(server.db, {
      workerId: 'processo-morto',
      now,
      dueBefore: now,
      leaseUntil: new Date(nowMs + 30_000),
    });
    expect(claimed).toBeDefined();
    expect(await worker().runOnce()).toBe(false);
    advance(30_001);
    expect(await drain(worker())).toBe(1);

    // The sender died after claiming the reply: it goes out after its lease, exactly once.
    const sendClaim = await claimPendingOutbound(server.db, {
      workerId: 'envio-morto',
      now: clock.now(),
      leaseUntil: new Date(nowMs + 30_000),
    });
    expect(sendClaim).toBeDefined();
    expect(await sender().runOnce()).toBe(false);
    advance(30_001);
    expect(await drain(sender())).toBe(1);
    expect(await drain(sender())).toBe(0);
    expect(turns).toHaveLength(1);
    expect(services.evolution.sentMessages(inst.number)).toHaveLength(1);
  });
});

describe('a send slower than its lease', () => {
  it('keeps its claim (renewed while in flight), so a second sender never sends it again', async () => {
    const inst = await connectedInstance();
    await inst.customerWrites('5511912340014', 'oi');
    expect(await drain(worker())).toBe(1);
    // The gateway takes its time: the send waits until the test lets it through.
    let letThrough: () => void = () => {};
    const held = new Promise<void>((resolve) => (letThrough = resolve));
    const real = services.deps.gateway.client;
    const slowClient: typeof real = Object.create(real);
    slowClient.send = async (...args) => {
      await held;
      return real.send(...args);
    };
    const logger = createLogger('silent');
    const leaseMs = 300;
    const slow = createAttendantSender({
      db: server.db,
      gateway: { ...services.deps.gateway, client: slowClient },
      clock,
      logger,
      leaseMs,
    });
    const other = createAttendantSender({
      db: server.db,
      gateway: services.deps.gateway,
      clock,
      logger,
    });
    const sending = slow.runOnce();
    // The business clock passes the claim's lease twice over; each renewal holds it a lease
    // from then on.
    for (let beat = 0; beat < 3; beat++) {
      advance(leaseMs + 1);
      await new Promise((resolve) => setTimeout(resolve, leaseMs));
      expect(await other.runOnce()).toBe(false);
    }
    letThrough();
    expect(await sending).toBe(true);
    expect(await drain(other)).toBe(0);
    expect(services.evolution.sentMessages(inst.number)).toHaveLength(1);
    expect((await mensagensOf(inst.id)).at(-1)).toMatchObject({
      send_status: 'enviada',
      attempts: 1,
    });
  });
});

describe('the worker and sender loops of a running server', () => {
  it('answer a message on their own, woken by the webhook, and stop with the server', async () => {
    const running = await createTestServer({}, { ...services.deps, runTurn, startAttendant: true });
    try {
      const user = await running.createUser();
      const number = '5511987099999';
      const id = await running.createInstance(user.id, {
        phone_number: number.slice(2),
        full_phone_number: number,
      });
      await services.deps.gateway.client.createInstance(number);
      await services.deps.gateway.client.connect(number);
      services.evolution.scanQr(number);
      const { webhook_secret: secret } = await running.db
        .selectFrom('whatsapp_instances')
        .select('webhook_secret')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const record = services.evolution.receiveMessage(number, {
        from: '5511912349999',
        name: 'Rui',
        text: 'tem horário hoje?',
      });
      const started = Date.now();
      const res = await running.request(`/webhooks/evolution/${secret}`, {
        method: 'POST',
        json: { event: 'messages.upsert', instance: number, data: record },
      });
      expect(res.status).toBe(200);
      while (services.evolution.sentMessages(number).length === 0) {
        expect(Date.now() - started, 'no reply within 5 s').toBeLessThan(5000);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const [sent] = services.evolution.sentMessages(number);
      expect(sent!.message.conversation).toBe('Recebi 1: tem horário hoje?');
      // The gateway's own send.message event about it changes nothing.
      await running.request(`/webhooks/evolution/${secret}`, {
        method: 'POST',
        json: { event: 'send.message', instance: number, data: sent },
      });
      const rows = () =>
        running.db
          .selectFrom('mensagens')
          .select(['autor', 'send_status'])
          .where('whatsapp_instance_id', '=', id)
          .orderBy('seq')
          .execute();
      // The gateway has it; the sender records it a moment later.
      while ((await rows()).at(-1)?.send_status !== 'enviada') {
        expect(Date.now() - started, 'not recorded within 5 s').toBeLessThan(5000);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(await rows()).toEqual([
        { autor: 'cliente', send_status: null },
        { autor: 'atendente', send_status: 'enviada' },
      ]);
    } finally {
      await running.close();
    }
  });
});

describe('a turn that keeps failing', () => {
  it('is retried after a pause, then the chat goes to the owner without a reply', async () => {
    const inst = await connectedInstance();
    const failing = createAttendantWorker({
      db: server.db,
      runTurn: async () => {
        throw new Error('motor quebrado');
      },
      clock,
      logger: createLogger('silent'),
      burstMs: 0,
      retryMs: 5000,
    });
    await inst.customerWrites('5511912340014', 'oi');
    expect(await failing.runOnce()).toBe(true);
    expect(await failing.runOnce()).toBe(false); // left alone for 2.5–5 s, then 5–10 s
    for (let i = 0; i < 2; i++) {
      advance(10_000);
      expect(await failing.runOnce()).toBe(true);
    }
    const conversa = await conversaOf(inst.id);
    expect([conversa.estado, conversa.locked_by]).toEqual(['aguardando_dono', null]);
    expect((await mensagensOf(inst.id)).map((r) => [r.autor, r.answered_at !== null])).toEqual([
      ['cliente', true],
    ]);
    advance(5000);
    expect(await failing.runOnce()).toBe(false);
  });

  const failingWorker = () =>
    createAttendantWorker({
      db: server.db,
      runTurn: async () => {
        throw new Error('motor quebrado');
      },
      clock,
      logger: createLogger('silent'),
      burstMs: 0,
      retryMs: 5000,
    });

  it('counts the failures in the database, so a worker restarted each time reaches the limit', async () => {
    const inst = await connectedInstance();
    await inst.customerWrites('5511912340015', 'oi');
    // A new worker (a restarted process) for each attempt: nothing is remembered in memory.
    for (let i = 1; i <= 3; i++) {
      expect(await failingWorker().runOnce()).toBe(true);
      const conversa = await conversaOf(inst.id);
      expect(conversa.estado).toBe(i < 3 ? 'ativo' : 'aguardando_dono');
      advance(10_000);
    }
    expect(await failingWorker().runOnce()).toBe(false);
    expect((await mensagensOf(inst.id)).map((r) => r.autor)).toEqual(['cliente']);
  });

  it('counts a process that died during the turn, and hands the chat over after the limit', async () => {
    const inst = await connectedInstance();
    await inst.customerWrites('5511912340016', 'oi');
    // Three processes claim the chat and die (a turn that crashes the process): leases expire.
    for (let i = 0; i < 3; i++) {
      const now = clock.now();
      const claim = await claimDueConversa(server.db, {
        workerId: `processo-morto-${i}`,
        now,
        dueBefore: now,
        leaseUntil: new Date(nowMs + 30_000),
      });
      expect(claim?.failures).toBe(i);
      advance(30_001);
    }
    // The next claim does not run the turn a fourth time: the chat goes to the owner.
    expect(await worker().runOnce()).toBe(true);
    expect(turns).toHaveLength(0);
    const conversa = await conversaOf(inst.id);
    expect([conversa.estado, conversa.locked_by]).toEqual(['aguardando_dono', null]);
  });

  it('starts counting again after a turn that went through', async () => {
    const inst = await connectedInstance();
    await inst.customerWrites('5511912340017', 'oi');
    expect(await failingWorker().runOnce()).toBe(true);
    advance(10_000);
    expect(await drain(worker())).toBe(1);
    const { turn_failures } = await server.db
      .selectFrom('conversas')
      .select('turn_failures')
      .where('whatsapp_instance_id', '=', inst.id)
      .executeTakeFirstOrThrow();
    expect(turn_failures).toBe(0);
  });
});
