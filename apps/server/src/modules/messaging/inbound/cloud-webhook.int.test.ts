// The server first: it loads @hono/zod-openapi before any shared schema is built.
import { createTestServer, type TestServer } from '@/test/test-server';
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deliveryFailureText } from '@secretaria/shared/delivery-status';
import { msg } from '@secretaria/shared/messages';
import { startLoopbackServer, type LoopbackServer } from '@secretaria/simulators/loopback-server';
import type { LlmClient } from '@/adapters/llm/llm-types';
import { BODY_LIMITS } from '@/lib/body-limits';
import type { RunTurn, TurnInput } from '@/modules/attendant/engine/turn-types';
import { drain } from '@/modules/attendant/test/drain';
import { connectMetaInstance } from '@/test/meta-instance';
import { insertProactiveMessages } from '@/modules/avisos/aviso-batch.repo';
import { META_APP_SECRET, META_VERIFY_TOKEN, startTestServices } from '@/test/test-services';

/**
 * Meta's webhooks end to end (issue 27 item 2, docs/decisions/047 slice 2): the server listens on
 * loopback, connecting a number subscribes its WABA with our URL (the simulator runs Meta's GET
 * handshake against it), and every customer action and status on the Meta simulator reaches
 * /webhooks/whatsapp-cloud signed with the app's secret.
 */

/** The attendant of these tests: answers every burst; a question about times offers two slots. */
const turns: TurnInput[] = [];
const runTurn: RunTurn = async (_tx, input) => {
  turns.push(input);
  const asked = input.messages.some((m) => m.text.includes('horário'));
  return {
    replies: [`Recebi: ${input.messages.map((m) => m.choiceId ?? m.text).join(' | ')}`],
    ...(asked
      ? {
          choices: [
            { id: 'slot:10', title: 'Terça 10:00' },
            { id: 'slot:14', title: 'Terça 14:00' },
          ],
        }
      : {}),
    dialogState: null,
    handoff: false,
  };
};

/** A transcriber that only says what it was given: proves the file came from Meta's media. */
const heard: Buffer[] = [];
const llm: LlmClient = {
  model: 'teste',
  canTranscribe: true,
  chat: () => Promise.reject(new Error('the rules answer in these tests')),
  transcribe: async ({ audio }) => {
    heard.push(audio);
    return { text: 'quero marcar amanhã' };
  },
};

let services: Awaited<ReturnType<typeof startTestServices>>;
let server: TestServer;
let listening: LoopbackServer;
type User = Awaited<ReturnType<TestServer['createUser']>>;
let owner: User;
let other: User;

beforeAll(async () => {
  services = await startTestServices();
  server = await createTestServer({}, { ...services.deps, runTurn, llm });
  listening = await startLoopbackServer(server.app);
  services.deps.gateway.meta!.callbackUrl = () => `${listening.url}/webhooks/whatsapp-cloud`;
  owner = await server.createUser();
  other = await server.createUser();
});
beforeEach(async () => {
  services.meta.faults.reset();
  await services.meta.flushWebhooks();
  turns.length = 0;
});
afterAll(async () => {
  await services.close();
  await listening.close();
  await server.close();
});

const worker = () => server.attendant!.worker;
const sender = () => server.attendant!.sender;

async function call(user: User, method: string, path: string, json?: unknown) {
  const res = await server.request(path, {
    method,
    cookie: user.cookie,
    ...(json === undefined ? {} : { json }),
  });
  const text = await res.text();
  return { status: res.status, text, body: text ? JSON.parse(text) : null };
}

let numbers = 0;
/** An instance of `user` connected to a fresh simulator number, as the owner does in Ativação. */
const metaInstance = (user: User = owner) =>
  connectMetaInstance(server, user, `551198800${String(++numbers).padStart(4, '0')}`);

const customer = (n: number) => ({ from: `55119777${String(n).padStart(5, '0')}`, name: 'Ana' });

const mensagensOf = (instanceId: string) =>
  server.db
    .selectFrom('mensagens')
    .select([
      'id',
      'conversa_id',
      'direction',
      'texto',
      'tipo',
      'choice_id',
      'media_ref',
      'gateway_message_id',
      'send_status',
      'delivery_status',
      'delivery_error_code',
    ])
    .where('whatsapp_instance_id', '=', instanceId)
    .orderBy('seq')
    .execute();

const sign = (body: string, secret = META_APP_SECRET) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** A delivery as Meta posts it, signed with the app's secret unless told otherwise. */
const post = (body: string, signature: string | null = sign(body)) =>
  server.request('/webhooks/whatsapp-cloud', {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'x-hub-signature-256': signature }),
    },
  });

const envelope = (phoneNumberId: string, value: Record<string, unknown>) =>
  JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'WABA',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '5511988000000', phone_number_id: phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  });

const textFrom = (phoneNumberId: string, from: string, id: string, body: string) =>
  envelope(phoneNumberId, {
    contacts: [{ wa_id: from, profile: { name: 'Bruno' } }],
    messages: [{ from, id, timestamp: '1764000000', type: 'text', text: { body } }],
  });

const statusOf = (
  phoneNumberId: string,
  id: string,
  status: string,
  errors?: Array<{ code: number; title: string }>,
) =>
  envelope(phoneNumberId, {
    statuses: [
      {
        id,
        status,
        timestamp: '1764000001',
        recipient_id: '5511977700000',
        ...(errors ? { errors } : {}),
      },
    ],
  });

describe('GET /webhooks/whatsapp-cloud (the verification handshake)', () => {
  const handshake = (query: Record<string, string>) =>
    server.request(`/webhooks/whatsapp-cloud?${new URLSearchParams(query)}`);

  it('echoes the challenge for our verify token and refuses another token or mode with 403', async () => {
    const ok = await handshake({
      'hub.mode': 'subscribe',
      'hub.verify_token': META_VERIFY_TOKEN,
      'hub.challenge': '1158201444',
    });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('1158201444');

    const wrong = await handshake({
      'hub.mode': 'subscribe',
      'hub.verify_token': 'outro-token',
      'hub.challenge': '1158201444',
    });
    expect(wrong.status).toBe(403);
    expect(await wrong.text()).not.toContain('1158201444');
    const mode = await handshake({
      'hub.mode': 'unsubscribe',
      'hub.verify_token': META_VERIFY_TOKEN,
      'hub.challenge': '1',
    });
    expect(mode.status).toBe(403);
  });

  it("is what Meta runs when a number is connected: its WABA's callback is our URL", async () => {
    const { phoneNumberId } = await metaInstance();
    expect(services.meta.getNumber(phoneNumberId)?.webhook?.url).toBe(
      `${listening.url}/webhooks/whatsapp-cloud`,
    );
  });
});

describe('POST /webhooks/whatsapp-cloud refusals', () => {
  it('refuses a forged, altered or unsigned delivery with 401 before reading it: nothing stored', async () => {
    const { id, phoneNumberId } = await metaInstance();
    const body = textFrom(phoneNumberId, '5511977700001', 'wamid.FORJADO1', 'oi');
    for (const res of [
      await post(body, sign(body, 'segredo-de-outro-app')),
      await post(body.replace('oi', 'oi!'), sign(body)),
      await post(body, null),
      await post('{', sign('{', 'outro')),
    ]) {
      expect(res.status).toBe(401);
      expect((await res.json()).error.message).toBe(msg.whatsappSignatureInvalid);
    }
    expect(await mensagensOf(id)).toEqual([]);
  });

  it('refuses a body over the limit with 413 and a pt-BR message', async () => {
    const { id, phoneNumberId } = await metaInstance();
    const body = textFrom(
      phoneNumberId,
      '5511977700002',
      'wamid.GRANDE1',
      'x'.repeat(BODY_LIMITS.whatsappCloud),
    );
    const res = await post(body);
    expect(res.status).toBe(413);
    expect((await res.json()).error.message).toBe(msg.payloadTooLarge);
    expect(await mensagensOf(id)).toEqual([]);
  });

  it('answers 200 to a number no instance has, and stores nothing', async () => {
    const before = await server.db.selectFrom('mensagens').select('id').execute();
    const res = await post(textFrom('999000111222', '5511977700003', 'wamid.NINGUEM1', 'oi'));
    expect(res.status).toBe(200);
    expect(await server.db.selectFrom('mensagens').select('id').execute()).toHaveLength(
      before.length,
    );
  });
});

describe('a customer writes on the Meta simulator', () => {
  it('reaches the attendant, whose reply goes back through Meta and shows Entregue, then Lido', async () => {
    const inst = await metaInstance();
    const ana = customer(1);
    services.meta.customerWrites(inst.phoneNumberId, ana, 'Oi, quero marcar um corte');
    await services.meta.flushWebhooks();

    expect(await drain(worker())).toBe(1);
    expect(turns[0]!.messages.map((m) => m.text)).toEqual(['Oi, quero marcar um corte']);
    expect(await drain(sender())).toBe(1);
    await services.meta.flushWebhooks();

    const sent = services.meta.sentMessages(inst.phoneNumberId);
    expect(sent.map((m) => m.content)).toEqual([
      { kind: 'text', text: 'Recebi: Oi, quero marcar um corte' },
    ]);
    const [inbound, reply] = await mensagensOf(inst.id);
    expect(inbound).toMatchObject({ direction: 'in', texto: 'Oi, quero marcar um corte' });
    expect(reply).toMatchObject({
      direction: 'out',
      send_status: 'enviada',
      gateway_message_id: sent[0]!.id,
      delivery_status: 'entregue',
    });

    const page = async () =>
      (await call(owner, 'GET', `/api/conversas/${reply!.conversa_id}/mensagens`)).body.items;
    expect((await page())[0]).toMatchObject({
      texto: 'Recebi: Oi, quero marcar um corte',
      send_status: 'enviada',
      delivery_status: 'entregue',
      delivery_error: null,
    });

    services.meta.customerReads(inst.phoneNumberId, ana.from);
    await services.meta.flushWebhooks();
    expect((await page())[0]).toMatchObject({ delivery_status: 'lido' });
  });

  it('stores a repeated delivery once', async () => {
    const inst = await metaInstance();
    services.meta.customerWrites(inst.phoneNumberId, customer(2), 'Bom dia');
    await services.meta.flushWebhooks();
    const delivery = services.meta
      .webhookDeliveries()
      .findLast((d) => d.phoneNumberId === inst.phoneNumberId && d.body.includes('Bom dia'))!;
    // Meta retries what it thinks failed: the same bytes, the same signature.
    expect((await post(delivery.body)).status).toBe(200);
    expect((await post(delivery.body)).status).toBe(200);
    const stored = await mensagensOf(inst.id);
    expect(stored.map((m) => m.texto)).toEqual(['Bom dia']);
    expect(await drain(worker())).toBe(1);
    expect(turns).toHaveLength(1);
    await drain(sender());
  });

  it('taps a reply button and the choice arrives by its id (mensagens.choice_id)', async () => {
    const inst = await metaInstance();
    const bia = customer(3);
    services.meta.customerWrites(inst.phoneNumberId, bia, 'Tem horário na terça?');
    await services.meta.flushWebhooks();
    await drain(worker());
    await drain(sender());
    await services.meta.flushWebhooks();
    const [offer] = services.meta.sentMessages(inst.phoneNumberId);
    expect(offer!.content).toMatchObject({
      kind: 'buttons',
      buttons: [
        { id: 'slot:10', title: 'Terça 10:00' },
        { id: 'slot:14', title: 'Terça 14:00' },
      ],
    });

    services.meta.customerTaps(inst.phoneNumberId, bia, offer!.id, 'slot:14');
    await services.meta.flushWebhooks();
    const tap = (await mensagensOf(inst.id)).at(-1);
    expect(tap).toMatchObject({ direction: 'in', texto: 'Terça 14:00', choice_id: 'slot:14' });
    await drain(worker());
    expect(turns.at(-1)!.messages.map((m) => m.choiceId)).toEqual(['slot:14']);
    await drain(sender());
  });

  it('sends a voice note that is fetched by its media id through Meta and transcribed', async () => {
    const inst = await metaInstance();
    services.meta.customerAct(inst.phoneNumberId, customer(4), { type: 'audio' });
    await services.meta.flushWebhooks();
    const [note] = await mensagensOf(inst.id);
    expect(note).toMatchObject({ tipo: 'audio', texto: null });
    expect(note!.media_ref).toMatch(/^\d+$/);
    expect(note!.media_ref).not.toBe(note!.gateway_message_id);

    heard.length = 0;
    await drain(worker());
    expect(heard).toHaveLength(1);
    expect(heard[0]!.subarray(0, 4).toString()).toBe('OggS');
    expect((await mensagensOf(inst.id))[0]!.texto).toBe('quero marcar amanhã');
    expect(turns.at(-1)!.messages.map((m) => m.text)).toEqual(['quero marcar amanhã']);
    await drain(sender());
  });
});

describe('delivery statuses', () => {
  /** A reply of the attendant sent through Meta, with its wamid and row. */
  async function replied(inst: Awaited<ReturnType<typeof metaInstance>>, n: number) {
    services.meta.customerWrites(inst.phoneNumberId, customer(n), `mensagem ${n}`);
    await services.meta.flushWebhooks();
    await drain(worker());
    await drain(sender());
    await services.meta.flushWebhooks();
    const row = (await mensagensOf(inst.id)).findLast((m) => m.direction === 'out')!;
    return { wamid: row.gateway_message_id!, conversaId: row.conversa_id };
  }
  const deliveryOf = async (instanceId: string, wamid: string) =>
    (await mensagensOf(instanceId)).find((m) => m.gateway_message_id === wamid);

  it('never go back: a late delivered after read stays read, and failed is final', async () => {
    const inst = await metaInstance();
    const { wamid } = await replied(inst, 10);
    expect((await deliveryOf(inst.id, wamid))?.delivery_status).toBe('entregue');
    expect((await post(statusOf(inst.phoneNumberId, wamid, 'read'))).status).toBe(200);
    expect((await post(statusOf(inst.phoneNumberId, wamid, 'delivered'))).status).toBe(200);
    expect((await post(statusOf(inst.phoneNumberId, wamid, 'sent'))).status).toBe(200);
    expect((await deliveryOf(inst.id, wamid))?.delivery_status).toBe('lido');

    const second = await replied(inst, 11);
    await post(
      statusOf(inst.phoneNumberId, second.wamid, 'failed', [
        { code: 131026, title: 'Undeliverable' },
      ]),
    );
    await post(statusOf(inst.phoneNumberId, second.wamid, 'read'));
    expect(await deliveryOf(inst.id, second.wamid)).toMatchObject({
      delivery_status: 'falhou',
      delivery_error_code: 131026,
    });
  });

  it('stores a send outside the 24-hour window as Falhou with 131047 and its pt-BR reason', async () => {
    const inst = await metaInstance();
    const { conversaId } = await replied(inst, 12);
    services.meta.clock.advance(25 * 60 * 60_000);
    const res = await call(owner, 'POST', `/api/conversas/${conversaId}/mensagens`, {
      texto: 'Ainda quer o horário de terça?',
    });
    expect(res.status, res.text).toBeLessThan(300);
    await drain(sender());
    await services.meta.flushWebhooks();

    const row = (await mensagensOf(inst.id)).findLast((m) => m.direction === 'out')!;
    // Meta accepted the send: our side says sent, WhatsApp's side says failed.
    expect(row).toMatchObject({
      texto: 'Ainda quer o horário de terça?',
      send_status: 'enviada',
      delivery_status: 'falhou',
      delivery_error_code: 131047,
    });
    const items = (await call(owner, 'GET', `/api/conversas/${conversaId}/mensagens`)).body.items;
    expect(items[0]).toMatchObject({
      delivery_status: 'falhou',
      delivery_error: msg.conversas.entregaFalhou.janela,
    });
    expect(deliveryFailureText(131047)).toBe(msg.conversas.entregaFalhou.janela);
  });

  it('tells the owner when WhatsApp reports a reminder undelivered', async () => {
    const inst = await metaInstance();
    const { conversaId } = await replied(inst, 14);
    await insertProactiveMessages(
      server.db,
      [
        {
          user_id: owner.id,
          whatsapp_instance_id: inst.id,
          conversa_id: conversaId,
          autor: 'lembrete',
          texto: 'Olá, Ana! Lembrete do seu horário amanhã às 10:00.',
          agendamento_id: null,
          sendAt: new Date(0),
        },
      ],
      new Date(),
    );
    await drain(sender());
    const reminder = (await mensagensOf(inst.id)).findLast((m) => m.direction === 'out')!;
    expect(reminder.texto).toContain('Lembrete');
    await post(
      statusOf(inst.phoneNumberId, reminder.gateway_message_id!, 'failed', [
        { code: 131026, title: 'Message undeliverable' },
      ]),
    );
    const notices = await server.db
      .selectFrom('notificacoes')
      .select(['kind', 'conversa_id'])
      .where('whatsapp_instance_id', '=', inst.id)
      .execute();
    expect(notices).toEqual([{ kind: 'envio_falhou', conversa_id: conversaId }]);
  });

  it('keeps a status that comes before its message has the gateway id, and applies it then', async () => {
    const inst = await metaInstance();
    const { conversaId } = await replied(inst, 13);
    const res = await call(owner, 'POST', `/api/conversas/${conversaId}/mensagens`, {
      texto: 'Confirmado!',
    });
    const mensagemId = res.body.id as string;
    // Meta's 'delivered' arrives while our sender has not yet stored the wamid of its send.
    expect(
      (await post(statusOf(inst.phoneNumberId, 'wamid.ANTECIPADO1', 'delivered'))).status,
    ).toBe(200);
    expect(await deliveryOf(inst.id, 'wamid.ANTECIPADO1')).toBeUndefined();
    await server.db
      .updateTable('mensagens')
      .set({ send_status: 'enviada', gateway_message_id: 'wamid.ANTECIPADO1', sent_at: new Date() })
      .where('id', '=', mensagemId)
      .execute();
    expect((await deliveryOf(inst.id, 'wamid.ANTECIPADO1'))?.delivery_status).toBe('entregue');
    const waiting = await server.db.selectFrom('entregas_antecipadas').selectAll().execute();
    expect(waiting.filter((w) => w.gateway_message_id === 'wamid.ANTECIPADO1')).toEqual([]);
  });
});

describe('tenant isolation', () => {
  it("routes by phone number ID: one owner's deliveries never touch another owner's rows", async () => {
    const mine = await metaInstance(owner);
    const theirs = await metaInstance(other);
    const { wamid } = await (async () => {
      services.meta.customerWrites(theirs.phoneNumberId, customer(20), 'oi');
      await services.meta.flushWebhooks();
      await drain(worker());
      await drain(sender());
      await services.meta.flushWebhooks();
      const row = (await mensagensOf(theirs.id)).findLast((m) => m.direction === 'out')!;
      return { wamid: row.gateway_message_id! };
    })();
    expect((await mensagensOf(theirs.id)).at(-1)?.delivery_status).toBe('entregue');

    // A status and a message naming my number, with ids of the other owner's chat.
    await post(
      statusOf(mine.phoneNumberId, wamid, 'failed', [{ code: 131047, title: 'Re-engagement' }]),
    );
    const inbound = (await mensagensOf(theirs.id)).find((m) => m.direction === 'in')!;
    await post(textFrom(mine.phoneNumberId, customer(20).from, inbound.gateway_message_id!, 'oi'));

    expect((await mensagensOf(theirs.id)).at(-1)).toMatchObject({ delivery_status: 'entregue' });
    const minhas = await mensagensOf(mine.id);
    expect(minhas.map((m) => [m.direction, m.texto, m.delivery_status])).toEqual([
      ['in', 'oi', null],
    ]);
    const conversa = await call(owner, 'GET', `/api/conversas/${inbound.conversa_id}/mensagens`);
    expect(conversa.status).toBe(404);
    await drain(worker());
    await drain(sender());
  });
});
