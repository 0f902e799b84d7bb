import { createHmac, timingSafeEqual } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startMetaSimulator, type RunningMetaSimulator } from './meta-simulator';
import {
  APP_SECRET,
  BUSINESS,
  CUSTOMER,
  PHONE_NUMBER_ID,
  startMetaReceiver,
  TOKEN,
  VERIFY_TOKEN,
  WABA_ID,
  createTestNumber,
  graphCall,
} from './meta-test-support';

let sim: RunningMetaSimulator;
let receiver: Awaited<ReturnType<typeof startMetaReceiver>>;

beforeEach(async () => {
  sim = await startMetaSimulator();
  receiver = await startMetaReceiver();
});
afterEach(async () => {
  await sim.close();
  await receiver.close();
});

const setUp = (overrides: { verifyToken?: string; webhookUrl?: string } = {}) =>
  createTestNumber(sim, receiver.url, overrides);

describe('the verification handshake', () => {
  it('GETs the callback with hub.mode, hub.verify_token and hub.challenge before saving it', async () => {
    const number = await setUp();
    expect(receiver.handshakes).toEqual([
      {
        'hub.mode': 'subscribe',
        'hub.verify_token': VERIFY_TOKEN,
        'hub.challenge': expect.stringMatching(/^\d+$/),
      },
    ]);
    expect(number.webhook?.url).toBe(receiver.url);
  });

  it('refuses a callback that does not echo the challenge for this verify token', async () => {
    await expect(setUp({ verifyToken: 'outro' })).rejects.toThrow(/couldn't be validated/);
    expect(sim.getNumber(PHONE_NUMBER_ID)).toBeUndefined();
    const http = await fetch(`${sim.url}/sim/meta/numbers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        display_phone_number: BUSINESS,
        webhook_url: receiver.url,
        verify_token: 'x',
      }),
    });
    expect(http.status).toBe(400);
  });
});

describe('POST /{waba-id}/subscribed_apps', () => {
  it('subscribes the app, and with an override verifies the URL first and delivers there', async () => {
    const number = await sim.createNumber({
      displayPhoneNumber: BUSINESS,
      phoneNumberId: PHONE_NUMBER_ID,
      wabaId: WABA_ID,
      accessToken: TOKEN,
      appSecret: APP_SECRET,
    });
    expect(number.webhook).toBeNull();
    const call = graphCall(sim.url);
    expect(await call('POST', `/v23.0/${WABA_ID}/subscribed_apps`, {})).toEqual({
      status: 200,
      body: { success: true },
    });

    const refused = await call<{ error: { code: number } }>(
      'POST',
      `/v23.0/${WABA_ID}/subscribed_apps`,
      { override_callback_uri: receiver.url, verify_token: 'outro' },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe(2200);
    expect(sim.getNumber(PHONE_NUMBER_ID)?.webhook).toBeNull();

    const ok = await call('POST', `/v23.0/${WABA_ID}/subscribed_apps`, {
      override_callback_uri: receiver.url,
      verify_token: VERIFY_TOKEN,
    });
    expect(ok.status).toBe(200);
    expect(receiver.handshakes.at(-1)).toMatchObject({ 'hub.verify_token': VERIFY_TOKEN });
    sim.customerWrites(PHONE_NUMBER_ID, CUSTOMER, 'Oi');
    await sim.flushWebhooks();
    expect(receiver.messages()).toMatchObject([{ type: 'text', text: { body: 'Oi' } }]);

    const foreign = await graphCall(sim.url, 'EAAG-token-desconhecido')(
      'POST',
      `/v23.0/${WABA_ID}/subscribed_apps`,
      {},
    );
    expect(foreign.status).toBe(401);
  });
});

describe('signed deliveries', () => {
  it('signs the exact body with HMAC-SHA256 of the app secret, as an independent check computes it', async () => {
    await setUp();
    sim.customerWrites(PHONE_NUMBER_ID, CUSTOMER, 'Olá, tudo bem? Quero marcar às 10h ção');
    await sim.flushWebhooks();
    const [delivery] = receiver.received;
    const expected = createHmac('sha256', APP_SECRET)
      .update(Buffer.from(delivery!.raw, 'utf8'))
      .digest();
    const header = delivery!.headers['x-hub-signature-256']!;
    expect(header).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(timingSafeEqual(Buffer.from(header.slice(7), 'hex'), expected)).toBe(true);
    // Meta escapes non-ASCII, so a re-serialised body would not match the signature.
    expect(delivery!.raw).toContain('\\u00e7\\u00e3o');
    expect(JSON.stringify(delivery!.body)).not.toBe(delivery!.raw);
    const wrong = createHmac('sha256', 'outro-segredo').update(delivery!.raw).digest('hex');
    expect(header).not.toBe(`sha256=${wrong}`);
  });

  it('delivers a customer message in Meta’s envelope with metadata and contacts', async () => {
    await setUp();
    sim.customerWrites(PHONE_NUMBER_ID, CUSTOMER, 'Oi');
    await sim.flushWebhooks();
    expect(receiver.received[0]!.body).toEqual({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: WABA_ID,
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: BUSINESS, phone_number_id: PHONE_NUMBER_ID },
                contacts: [{ profile: { name: 'Ana' }, wa_id: CUSTOMER.from }],
                messages: [
                  {
                    from: CUSTOMER.from,
                    id: expect.stringMatching(/^wamid\./),
                    timestamp: expect.stringMatching(/^\d{10}$/),
                    type: 'text',
                    text: { body: 'Oi' },
                  },
                ],
              },
            },
          ],
        },
      ],
    });
  });

  it('retries a delivery the receiver refused', async () => {
    await receiver.close();
    receiver = await startMetaReceiver({ status: 500 });
    const fast = await startMetaSimulator({ webhookRetry: { attempts: 3, baseDelayMs: 5 } });
    await fast.createNumber({
      displayPhoneNumber: BUSINESS,
      phoneNumberId: PHONE_NUMBER_ID,
      webhookUrl: receiver.url,
      verifyToken: VERIFY_TOKEN,
    });
    fast.customerWrites(PHONE_NUMBER_ID, CUSTOMER, 'Oi');
    await fast.flushWebhooks();
    expect(fast.webhookDeliveries().map((d) => [d.attempt, d.status])).toEqual([
      [1, 500],
      [2, 500],
      [3, 500],
    ]);
    await fast.close();
  });

  it('reports read when the customer opens the chat, and a location as Meta sends it', async () => {
    await setUp();
    sim.customerWrites(PHONE_NUMBER_ID, CUSTOMER, 'Oi');
    const reply = await fetch(`${sim.url}/v23.0/${PHONE_NUMBER_ID}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        to: CUSTOMER.from,
        type: 'text',
        text: { body: 'Olá' },
      }),
    });
    const id = ((await reply.json()) as { messages: Array<{ id: string }> }).messages[0]!.id;
    await sim.flushWebhooks();
    sim.customerReads(PHONE_NUMBER_ID, CUSTOMER.from);
    sim.customerAct(PHONE_NUMBER_ID, CUSTOMER, {
      type: 'location',
      latitude: -23.56,
      longitude: -46.65,
      name: 'Av. Paulista',
    });
    await sim.flushWebhooks();
    expect(
      receiver
        .statuses()
        .filter((s) => s.id === id)
        .map((s) => s.status),
    ).toEqual(['sent', 'delivered', 'read']);
    expect(receiver.messages().at(-1)).toMatchObject({
      type: 'location',
      location: { latitude: -23.56, longitude: -46.65, name: 'Av. Paulista' },
    });
  });
});
