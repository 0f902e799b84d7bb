import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  answerCloudHandshake,
  parseCloudWebhook,
  readCloudWebhook,
  verifyCloudSignature,
} from './cloud-webhook';
import {
  APP_SECRET,
  CREDENTIALS,
  CUSTOMER,
  startCloudHarness,
  VERIFY_TOKEN,
  type CloudHarness,
} from './cloud-test-support';

const sign = (raw: string, secret = APP_SECRET) =>
  `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;

describe('verifyCloudSignature', () => {
  const raw = '{"object":"whatsapp_business_account","entry":[]}';

  it('accepts the HMAC-SHA256 of the raw body with the app secret, in either hex case', () => {
    expect(verifyCloudSignature(raw, sign(raw), APP_SECRET)).toBe(true);
    expect(
      verifyCloudSignature(
        Buffer.from(raw),
        sign(raw).toUpperCase().replace('SHA256', 'sha256'),
        APP_SECRET,
      ),
    ).toBe(true);
  });

  it('refuses another secret, a changed body, a missing or malformed header, an empty secret', () => {
    expect(verifyCloudSignature(raw, sign(raw, 'outro'), APP_SECRET)).toBe(false);
    expect(verifyCloudSignature(`${raw} `, sign(raw), APP_SECRET)).toBe(false);
    expect(verifyCloudSignature(raw, undefined, APP_SECRET)).toBe(false);
    expect(verifyCloudSignature(raw, sign(raw).slice(0, -2), APP_SECRET)).toBe(false);
    expect(verifyCloudSignature(raw, `sha1=${'0'.repeat(40)}`, APP_SECRET)).toBe(false);
    expect(verifyCloudSignature(raw, sign(raw, ''), '')).toBe(false);
  });

  it('is what readCloudWebhook checks before parsing', () => {
    expect(readCloudWebhook('not json', sign('not json'), APP_SECRET)).toEqual({
      ok: false,
      reason: 'json',
    });
    const page = JSON.stringify({ object: 'page', entry: [] });
    expect(readCloudWebhook(page, sign(page), APP_SECRET)).toEqual({
      ok: false,
      reason: 'formato',
    });
    expect(readCloudWebhook(raw, sign(raw, 'x'), APP_SECRET)).toEqual({
      ok: false,
      reason: 'assinatura',
    });
    expect(readCloudWebhook(raw, sign(raw), APP_SECRET)).toEqual({ ok: true, lines: [] });
  });
});

describe('answerCloudHandshake', () => {
  it('echoes the challenge for subscribe with our verify token, 403 otherwise', () => {
    const query = {
      'hub.mode': 'subscribe',
      'hub.verify_token': VERIFY_TOKEN,
      'hub.challenge': '1158201444',
    };
    expect(answerCloudHandshake(query, VERIFY_TOKEN)).toEqual({ status: 200, body: '1158201444' });
    expect(answerCloudHandshake({ ...query, 'hub.verify_token': 'x' }, VERIFY_TOKEN)).toEqual({
      status: 403,
    });
    expect(answerCloudHandshake({ ...query, 'hub.mode': 'unsubscribe' }, VERIFY_TOKEN)).toEqual({
      status: 403,
    });
    expect(answerCloudHandshake(query, '')).toEqual({ status: 403 });
  });
});

describe('parseCloudWebhook', () => {
  const envelope = (value: Record<string, unknown>, field = 'messages') => ({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'WABA',
        changes: [
          {
            field,
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '5511987654321', phone_number_id: 'PN' },
              ...value,
            },
          },
        ],
      },
    ],
  });

  it('refuses what is no Cloud API delivery', () => {
    expect(parseCloudWebhook({ object: 'page', entry: [] })).toBeNull();
    expect(parseCloudWebhook('x')).toBeNull();
  });

  it('reads unknown types as "outro", reactions as nothing, and other fields as ignored', () => {
    const [batch] = parseCloudWebhook(
      envelope({
        messages: [
          { from: '5511', id: 'w1', timestamp: '1', type: 'contacts', contacts: [] },
          {
            from: '5511',
            id: 'w2',
            timestamp: '1',
            type: 'reaction',
            reaction: { emoji: '👍', message_id: 'w0' },
          },
        ],
      }),
    )!;
    expect(batch!.phoneNumberId).toBe('PN');
    expect(batch!.events).toEqual([
      {
        kind: 'mensagem',
        message: expect.objectContaining({ gatewayId: 'w1', tipo: 'outro', texto: null }),
      },
      { kind: 'ignorado', reason: 'reação' },
    ]);
    expect(
      parseCloudWebhook(envelope({ event: 'APPROVED' }, 'message_template_status_update'))![0]!
        .events,
    ).toEqual([{ kind: 'ignorado', reason: 'message_template_status_update' }]);
  });
});

describe('deliveries from the simulator, read as the product receives them', () => {
  let h: CloudHarness;
  beforeAll(async () => {
    h = await startCloudHarness();
  });
  afterAll(() => h.close());
  beforeEach(() => {
    h.batches.length = 0;
  });
  const PHONE = CREDENTIALS.phoneNumberId;

  async function offer(interactive: unknown) {
    h.sim.customerWrites(PHONE, CUSTOMER, 'Oi');
    const { messageId } = await h.client.sendMessage(
      CREDENTIALS.accessToken,
      PHONE,
      CUSTOMER.from,
      {
        type: 'interactive',
        interactive,
      } as never,
    );
    return messageId;
  }

  it('reads a text with the customer’s name, for the phone number ID it came to', async () => {
    h.sim.customerWrites(PHONE, CUSTOMER, 'Quero marcar às 10h, ação');
    await h.sim.flushWebhooks();
    expect(h.batches[0]!.phoneNumberId).toBe(PHONE);
    expect(h.events()[0]).toEqual({
      kind: 'mensagem',
      message: {
        gatewayId: expect.stringMatching(/^wamid\./),
        fromBusiness: false,
        phone: CUSTOMER.from,
        senderName: 'Ana',
        tipo: 'texto',
        texto: 'Quero marcar às 10h, ação',
        choiceId: null,
        quotedId: null,
      },
    });
  });

  it('sets choiceId from a button’s and a list row’s id, with the tapped message as quote', async () => {
    const buttons = await offer({
      type: 'button',
      body: { text: 'Confirma?' },
      action: { buttons: [{ type: 'reply', reply: { id: 'confirmar:7', title: 'Confirmar' } }] },
    });
    const list = await offer({
      type: 'list',
      body: { text: 'Horários' },
      action: {
        button: 'Ver',
        sections: [{ rows: [{ id: 'slot:2026-12-01T10:00', title: 'Terça 10:00' }] }],
      },
    });
    h.sim.customerTaps(PHONE, CUSTOMER, buttons, 'confirmar:7');
    h.sim.customerTaps(PHONE, CUSTOMER, list, 'slot:2026-12-01T10:00');
    await h.sim.flushWebhooks();
    const taps = h
      .events()
      .flatMap((e) => (e.kind === 'mensagem' && e.message.choiceId ? [e.message] : []));
    expect(taps).toEqual([
      expect.objectContaining({ choiceId: 'confirmar:7', texto: 'Confirmar', quotedId: buttons }),
      expect.objectContaining({
        choiceId: 'slot:2026-12-01T10:00',
        texto: 'Terça 10:00',
        quotedId: list,
      }),
    ]);
  });

  it('reads a voice note with its media id, and a location as text', async () => {
    h.sim.customerAct(PHONE, CUSTOMER, { type: 'audio' });
    h.sim.customerAct(PHONE, CUSTOMER, {
      type: 'location',
      latitude: -23.5,
      longitude: -46.6,
      name: 'Salão',
    });
    await h.sim.flushWebhooks();
    const [audio, location] = h.events();
    expect(audio).toMatchObject({
      kind: 'mensagem',
      message: {
        tipo: 'audio',
        texto: null,
        audio: {
          mimetype: 'audio/ogg; codecs=opus',
          isVoiceNote: true,
          mediaRef: expect.stringMatching(/^\d+$/),
        },
      },
    });
    expect(location).toMatchObject({
      message: { tipo: 'outro', texto: '📍 Salão (-23.5, -46.6)' },
    });
  });

  it('reads statuses as enviado, entregue, lido and falhou with Meta’s error', async () => {
    h.sim.customerWrites(PHONE, CUSTOMER, 'Oi');
    const { messageId } = await h.client.sendMessage(
      CREDENTIALS.accessToken,
      PHONE,
      CUSTOMER.from,
      { type: 'text', text: { body: 'Olá' } },
    );
    await h.sim.flushWebhooks();
    h.sim.customerReads(PHONE, CUSTOMER.from);
    const late = await h.client.sendMessage(CREDENTIALS.accessToken, PHONE, '5511911112222', {
      type: 'text',
      text: { body: 'Lembrete' },
    });
    await h.sim.flushWebhooks();
    const statuses = h.events().flatMap((e) => (e.kind === 'status' ? [e.status] : []));
    expect(statuses.filter((s) => s.gatewayId === messageId).map((s) => s.status)).toEqual([
      'enviado',
      'entregue',
      'lido',
    ]);
    expect(statuses.find((s) => s.gatewayId === late.messageId)).toEqual({
      gatewayId: late.messageId,
      status: 'falhou',
      error: expect.stringMatching(/^131047: Re-engagement message — /),
      errorCode: 131047,
    });
  });

  it('refuses a delivery signed with another secret', async () => {
    const body = JSON.stringify({ object: 'whatsapp_business_account', entry: [] });
    const response = await fetch(`${h.endpointUrl}/webhooks/whatsapp-cloud`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': sign(body, 'forjado') },
      body,
    });
    expect(response.status).toBe(401);
    expect(h.refused.at(-1)).toBe('assinatura');
  });
});
