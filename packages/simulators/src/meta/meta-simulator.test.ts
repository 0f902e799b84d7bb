import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startMetaSimulator, type RunningMetaSimulator } from './meta-simulator';
import {
  BUSINESS,
  CUSTOMER,
  graphCall,
  PHONE_NUMBER_ID,
  startMetaReceiver,
  TOKEN,
  WABA_ID,
  createTestNumber,
} from './meta-test-support';

let sim: RunningMetaSimulator;
let receiver: Awaited<ReturnType<typeof startMetaReceiver>>;
let call: ReturnType<typeof graphCall>;

beforeEach(async () => {
  sim = await startMetaSimulator();
  receiver = await startMetaReceiver();
  call = graphCall(sim.url);
  await createTestNumber(sim, receiver.url);
});

afterEach(async () => {
  await sim.close();
  await receiver.close();
});

const text = (to: string, body: string) => ({
  messaging_product: 'whatsapp',
  to,
  type: 'text',
  text: { body },
});
const messages = `/v23.0/${PHONE_NUMBER_ID}/messages`;

type ErrorReply = {
  error: {
    code: number;
    error_subcode?: number;
    type: string;
    message: string;
    error_data?: { details: string };
    fbtrace_id: string;
  };
};

describe('POST /{phone-number-id}/messages', () => {
  it('accepts a text inside the window with Meta’s reply, then reports sent and delivered', async () => {
    sim.customerWrites(PHONE_NUMBER_ID, CUSTOMER, 'Oi');
    const reply = await call('POST', messages, text(CUSTOMER.from, 'Olá, Ana!'));
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      messaging_product: 'whatsapp',
      contacts: [{ input: CUSTOMER.from, wa_id: CUSTOMER.from }],
      messages: [{ id: expect.stringMatching(/^wamid\./), message_status: 'accepted' }],
    });
    await sim.flushWebhooks();
    const id = (reply.body.messages as Array<{ id: string }>)[0]!.id;
    expect(
      receiver
        .statuses()
        .filter((s) => s.id === id)
        .map((s) => s.status),
    ).toEqual(['sent', 'delivered']);
  });

  it('answers 190 for a missing or unknown token and 100/33 for a number the token can’t reach', async () => {
    const none = await graphCall(sim.url, null)<ErrorReply>(
      'POST',
      messages,
      text(CUSTOMER.from, 'x'),
    );
    expect(none.status).toBe(401);
    expect(none.body.error).toMatchObject({ code: 190, type: 'OAuthException' });
    const wrong = await graphCall(sim.url, 'EAAG-nope-nope')<ErrorReply>(
      'POST',
      messages,
      text(CUSTOMER.from, 'x'),
    );
    expect(wrong.body.error).toMatchObject({ code: 190, error_subcode: 467 });
    const unknown = await call<ErrorReply>(
      'POST',
      '/v23.0/999999999999999/messages',
      text(CUSTOMER.from, 'x'),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatchObject({
      code: 100,
      error_subcode: 33,
      type: 'GraphMethodException',
    });
    expect(unknown.body.error.fbtrace_id).toMatch(/^\w+$/);
  });

  it('answers 190/463 once the token has expired', async () => {
    sim.expireToken(PHONE_NUMBER_ID, TOKEN);
    const reply = await call<ErrorReply>('POST', messages, text(CUSTOMER.from, 'x'));
    expect(reply.status).toBe(401);
    expect(reply.body.error).toMatchObject({ code: 190, error_subcode: 463 });
    expect(reply.body.error.message).toMatch(/Session has expired/);
  });

  it('refuses a body without messaging_product', async () => {
    const reply = await call<ErrorReply>('POST', messages, {
      to: CUSTOMER.from,
      type: 'text',
      text: { body: 'x' },
    });
    expect(reply.body.error).toMatchObject({
      code: 100,
      message: '(#100) The parameter messaging_product is required.',
    });
  });
});

describe('the 24-hour customer-service window', () => {
  it('reports 131047 in a failed status for a free-form message to a customer who never wrote', async () => {
    const reply = await call('POST', messages, text(CUSTOMER.from, 'Lembrete'));
    expect(reply.status).toBe(200);
    await sim.flushWebhooks();
    const [status] = receiver.statuses();
    expect(status).toMatchObject({ status: 'failed', recipient_id: CUSTOMER.from });
    expect(status!.errors).toEqual([
      expect.objectContaining({ code: 131047, title: 'Re-engagement message' }),
    ]);
  });

  it('closes 24 hours after the customer’s last message and reopens when they write again', async () => {
    sim.customerWrites(PHONE_NUMBER_ID, CUSTOMER, 'Oi');
    sim.clock.advance(24 * 60 * 60 * 1000 - 1000);
    await call('POST', messages, text(CUSTOMER.from, 'ainda dentro'));
    sim.clock.advance(2000);
    await call('POST', messages, text(CUSTOMER.from, 'fora'));
    sim.customerWrites(PHONE_NUMBER_ID, CUSTOMER, 'voltei');
    await call('POST', messages, text(CUSTOMER.from, 'dentro de novo'));
    await sim.flushWebhooks();
    const outcome = sim
      .sentMessages(PHONE_NUMBER_ID)
      .map((m) => [m.content?.kind === 'text' ? m.content.text : '', m.status]);
    expect(outcome).toEqual([
      ['ainda dentro', 'delivered'],
      ['fora', 'failed'],
      ['dentro de novo', 'delivered'],
    ]);
  });

  it('answers 131047 synchronously when set to', async () => {
    sim.settings.windowErrors = 'response';
    const reply = await call<ErrorReply>('POST', messages, text(CUSTOMER.from, 'x'));
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatchObject({ code: 131047 });
  });
});

describe('interactive limits', () => {
  const buttons = (titles: string[]) => ({
    messaging_product: 'whatsapp',
    to: CUSTOMER.from,
    type: 'interactive',
    interactive: {
      type: 'button',
      body: { text: 'Confirma?' },
      action: {
        buttons: titles.map((title, i) => ({ type: 'reply', reply: { id: `b${i}`, title } })),
      },
    },
  });
  const list = (rows: number, title = 'Terça 10:00', description?: string) => ({
    messaging_product: 'whatsapp',
    to: CUSTOMER.from,
    type: 'interactive',
    interactive: {
      type: 'list',
      body: { text: 'Horários livres' },
      action: {
        button: 'Ver horários',
        sections: [
          { rows: Array.from({ length: rows }, (_, i) => ({ id: `r${i}`, title, description })) },
        ],
      },
    },
  });

  beforeEach(() => {
    sim.customerWrites(PHONE_NUMBER_ID, CUSTOMER, 'Oi');
  });

  it('accepts up to 3 buttons of at most 20 characters and refuses more with 131009', async () => {
    expect(
      (await call('POST', messages, buttons(['Confirmar', 'Remarcar', 'Cancelar']))).status,
    ).toBe(200);
    const four = await call<ErrorReply>('POST', messages, buttons(['a', 'b', 'c', 'd']));
    expect(four.body.error).toMatchObject({ code: 131009 });
    const long = await call<ErrorReply>('POST', messages, buttons(['x'.repeat(21)]));
    expect(long.body.error.error_data?.details).toMatch(
      /Button title length invalid.*Max length: 20/,
    );
    const same = await call<ErrorReply>('POST', messages, buttons(['Sim', 'Sim']));
    expect(same.body.error.code).toBe(131009);
  });

  it('accepts up to 10 rows with titles ≤ 24 and descriptions ≤ 72, and refuses beyond', async () => {
    expect((await call('POST', messages, list(10, 'x'.repeat(24), 'd'.repeat(72)))).status).toBe(
      200,
    );
    expect((await call<ErrorReply>('POST', messages, list(11))).body.error.code).toBe(131009);
    expect(
      (await call<ErrorReply>('POST', messages, list(1, 'x'.repeat(25)))).body.error.code,
    ).toBe(131009);
    expect(
      (await call<ErrorReply>('POST', messages, list(1, 'ok', 'd'.repeat(73)))).body.error.code,
    ).toBe(131009);
  });

  it('sends the tapped button and list row back with their ids and the tapped message as context', async () => {
    const sentButtons = await call('POST', messages, buttons(['Confirmar', 'Cancelar']));
    const buttonsId = (sentButtons.body.messages as Array<{ id: string }>)[0]!.id;
    const sentList = await call('POST', messages, list(2, 'Terça 10:00', 'com Bia'));
    const listId = (sentList.body.messages as Array<{ id: string }>)[0]!.id;
    sim.customerTaps(PHONE_NUMBER_ID, CUSTOMER, buttonsId, 'b1');
    sim.customerTaps(PHONE_NUMBER_ID, CUSTOMER, listId, 'r1');
    await sim.flushWebhooks();
    const [, tap, row] = receiver.messages();
    expect(tap).toMatchObject({
      from: CUSTOMER.from,
      context: { from: BUSINESS, id: buttonsId },
      type: 'interactive',
      interactive: { type: 'button_reply', button_reply: { id: 'b1', title: 'Cancelar' } },
    });
    expect(row).toMatchObject({
      context: { id: listId },
      interactive: {
        type: 'list_reply',
        list_reply: { id: 'r1', title: 'Terça 10:00', description: 'com Bia' },
      },
    });
  });
});

describe('templates', () => {
  const template = {
    name: 'lembrete_horario',
    language: 'pt_BR',
    category: 'UTILITY',
    parameter_format: 'NAMED',
    components: [
      {
        type: 'BODY',
        text: 'Olá {{nome}}, lembrete do seu horário {{horario}}.',
        example: {
          body_text_named_params: [
            { param_name: 'nome', example: 'Ana' },
            { param_name: 'horario', example: 'terça às 10:00' },
          ],
        },
      },
      { type: 'BUTTONS', buttons: [{ type: 'QUICK_REPLY', text: '✅ Confirmar' }] },
    ],
  };
  const send = (params: Array<[string, string]>) => ({
    messaging_product: 'whatsapp',
    to: CUSTOMER.from,
    type: 'template',
    template: {
      name: 'lembrete_horario',
      language: { code: 'pt_BR' },
      components: [
        {
          type: 'body',
          parameters: params.map(([name, value]) => ({
            type: 'text',
            parameter_name: name,
            text: value,
          })),
        },
        {
          type: 'button',
          sub_type: 'quick_reply',
          index: '0',
          parameters: [{ type: 'payload', payload: 'confirmar:42' }],
        },
      ],
    },
  });

  it('creates a template PENDING, approves it, and sends it outside the window with named parameters', async () => {
    const created = await call('POST', `/v23.0/${WABA_ID}/message_templates`, template);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^\d+$/),
      status: 'PENDING',
      category: 'UTILITY',
    });
    await sim.flushWebhooks();
    expect(receiver.values('message_template_status_update')).toEqual([
      expect.objectContaining({ event: 'APPROVED', message_template_name: 'lembrete_horario' }),
    ]);
    const listed = await call('GET', `/v23.0/${WABA_ID}/message_templates?name=lembrete_horario`);
    expect(listed.body.data).toEqual([
      expect.objectContaining({ status: 'APPROVED', language: 'pt_BR', parameter_format: 'NAMED' }),
    ]);

    const reply = await call(
      'POST',
      messages,
      send([
        ['nome', 'Ana'],
        ['horario', 'amanhã às 10:00'],
      ]),
    );
    expect(reply.status).toBe(200);
    const [sent] = sim.sentMessages(PHONE_NUMBER_ID);
    expect(sent!.content).toMatchObject({
      kind: 'template',
      text: 'Olá Ana, lembrete do seu horário amanhã às 10:00.',
    });
    sim.customerTapsTemplateButton(PHONE_NUMBER_ID, CUSTOMER, sent!.id, 0);
    await sim.flushWebhooks();
    expect(
      receiver
        .statuses()
        .filter((s) => s.id === sent!.id)
        .map((s) => s.status),
    ).toEqual(['sent', 'delivered']);
    expect(receiver.messages().at(-1)).toMatchObject({
      type: 'button',
      button: { text: '✅ Confirmar', payload: 'confirmar:42' },
    });
  });

  it('refuses a template that is not approved (132001) and parameters that don’t match (132000)', async () => {
    sim.settings.templateReview = 'pending';
    const created = await call('POST', `/v23.0/${WABA_ID}/message_templates`, template);
    const pending = await call<ErrorReply>(
      'POST',
      messages,
      send([
        ['nome', 'Ana'],
        ['horario', 'x'],
      ]),
    );
    expect(pending.body.error.code).toBe(132001);
    sim.reviewTemplate(created.body.id as string, 'APPROVED');
    const wrong = await call<ErrorReply>('POST', messages, send([['nome', 'Ana']]));
    expect(wrong.body.error.code).toBe(132000);
    const unknown = await call<ErrorReply>('POST', messages, {
      ...send([]),
      template: { name: 'nada', language: { code: 'pt_BR' } },
    });
    expect(unknown.body.error.code).toBe(132001);
  });

  it('refuses a duplicate name and language, and named parameters without examples', async () => {
    await call('POST', `/v23.0/${WABA_ID}/message_templates`, template);
    const again = await call<ErrorReply>('POST', `/v23.0/${WABA_ID}/message_templates`, template);
    expect(again.body.error).toMatchObject({ code: 100, error_subcode: 2388024 });
    const noExample = await call<ErrorReply>('POST', `/v23.0/${WABA_ID}/message_templates`, {
      ...template,
      name: 'sem_exemplo',
      components: [{ type: 'BODY', text: 'Oi {{nome}}' }],
    });
    expect(noExample.body.error.code).toBe(100);
  });
});

describe('phone number and media', () => {
  it('answers the phone number’s fields, all or the ones asked', async () => {
    const all = await call('GET', `/v23.0/${PHONE_NUMBER_ID}`);
    expect(all.body).toMatchObject({
      display_phone_number: '+55 11 98765-4321',
      verified_name: 'Meu Negócio',
      quality_rating: 'GREEN',
      code_verification_status: 'VERIFIED',
      id: PHONE_NUMBER_ID,
    });
    const some = await call('GET', `/v23.0/${PHONE_NUMBER_ID}?fields=status,display_phone_number`);
    expect(some.body).toEqual({
      display_phone_number: '+55 11 98765-4321',
      status: 'CONNECTED',
      id: PHONE_NUMBER_ID,
    });
  });

  it('lists the WABA’s numbers, and answers 100/33 for a WABA the token can’t reach', async () => {
    const other = await sim.createNumber({ displayPhoneNumber: '5521912345678' });
    const list = await call<{ data: Array<Record<string, unknown>> }>(
      'GET',
      `/v23.0/${WABA_ID}/phone_numbers`,
    );
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      expect.objectContaining({
        id: PHONE_NUMBER_ID,
        display_phone_number: '+55 11 98765-4321',
        platform_type: 'CLOUD_API',
      }),
    ]);
    const foreign = await call<ErrorReply>('GET', `/v23.0/${other.wabaId}/phone_numbers`);
    expect(foreign.status).toBe(400);
    expect(foreign.body.error).toMatchObject({ code: 100, error_subcode: 33 });
    const unknown = await call<ErrorReply>('GET', '/v23.0/999999999/phone_numbers');
    expect(unknown.body.error).toMatchObject({ code: 100, error_subcode: 33 });
  });

  it('gives a voice note’s URL by its media id and the file only with the bearer token', async () => {
    sim.customerAct(PHONE_NUMBER_ID, CUSTOMER, { type: 'audio' });
    await sim.flushWebhooks();
    const audio = receiver.messages()[0]!.audio as {
      id: string;
      mime_type: string;
      voice: boolean;
    };
    expect(audio).toMatchObject({ mime_type: 'audio/ogg; codecs=opus', voice: true });
    const meta = await call('GET', `/v23.0/${audio.id}`);
    expect(meta.body).toMatchObject({
      messaging_product: 'whatsapp',
      mime_type: 'audio/ogg; codecs=opus',
      id: audio.id,
    });
    const url = meta.body.url as string;
    expect((await fetch(url)).status).toBe(401);
    const file = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(file.status).toBe(200);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('OggS');
  });

  it('uploads media by multipart and serves it back', async () => {
    const form = new FormData();
    form.set('messaging_product', 'whatsapp');
    form.set('type', 'audio/ogg');
    form.set('file', new Blob([Buffer.from('OggS-test')], { type: 'audio/ogg' }), 'a.ogg');
    const upload = await fetch(`${sim.url}/v23.0/${PHONE_NUMBER_ID}/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}` },
      body: form,
    });
    const { id } = (await upload.json()) as { id: string };
    const meta = await call('GET', `/v23.0/${id}`);
    expect(meta.body).toMatchObject({ mime_type: 'audio/ogg', file_size: '9' });
  });
});

describe('faults', () => {
  beforeEach(() => {
    sim.customerWrites(PHONE_NUMBER_ID, CUSTOMER, 'Oi');
  });

  it('injects throughput (130429), expired token (190) and a server failure, each once', async () => {
    sim.faults.failNext('throughput');
    const limited = await call<ErrorReply>('POST', messages, text(CUSTOMER.from, 'x'));
    expect(limited.body.error).toMatchObject({ code: 130429, message: '(#130429) Rate limit hit' });
    sim.faults.failNext('expiredToken');
    expect(
      (await call<ErrorReply>('POST', messages, text(CUSTOMER.from, 'x'))).body.error,
    ).toMatchObject({ code: 190, error_subcode: 463 });
    sim.faults.failNext('generic', { times: 2 });
    expect((await call('POST', messages, text(CUSTOMER.from, 'x'))).status).toBe(500);
    expect((await call('POST', messages, text(CUSTOMER.from, 'x'))).status).toBe(500);
    expect((await call('POST', messages, text(CUSTOMER.from, 'x'))).status).toBe(200);
  });

  it('fails a delivery with the given code, and numbers not on WhatsApp with 131026', async () => {
    sim.faults.failNextDelivery(131049);
    await call('POST', messages, text(CUSTOMER.from, 'x'));
    sim.setOnWhatsApp('5511900000000', false);
    await call('POST', messages, text('5511900000000', 'y'));
    await sim.flushWebhooks();
    const failed = receiver.statuses().filter((s) => s.status === 'failed');
    expect(failed.map((s) => (s.errors as Array<{ code: number }>)[0]!.code)).toEqual([
      131049, 131026,
    ]);
  });

  it('is driven over HTTP through /sim/meta/faults', async () => {
    const set = await fetch(`${sim.url}/sim/meta/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fail_next: { kind: 'spam' } }),
    });
    expect(set.status).toBe(200);
    expect(
      (await call<ErrorReply>('POST', messages, text(CUSTOMER.from, 'x'))).body.error.code,
    ).toBe(131048);
  });
});
