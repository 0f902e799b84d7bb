import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startEvolutionSimulator, type RunningEvolutionSimulator } from './evolution-simulator';
import { API_KEY, evolutionClient, startWebhookReceiver } from './evolution-test-support';

let sim: RunningEvolutionSimulator;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let call: ReturnType<typeof evolutionClient>;

async function setUp(reply?: (delivery: number) => number) {
  receiver = await startWebhookReceiver(reply);
  sim = await startEvolutionSimulator({
    apiKey: API_KEY,
    webhookRetry: { attempts: 3, baseDelayMs: 10 },
  });
  call = evolutionClient(sim.url);
}

afterEach(async () => {
  await sim.close();
  await receiver.close();
});

const EVENTS = ['QRCODE_UPDATED', 'CONNECTION_UPDATE', 'MESSAGES_UPSERT', 'SEND_MESSAGE'];

async function createWithWebhook(name: string, webhook: Record<string, unknown> = {}) {
  const reply = await call('POST', '/instance/create', {
    body: {
      instanceName: name,
      integration: 'WHATSAPP-BAILEYS',
      webhook: { url: receiver.url, byEvents: false, base64: false, events: EVENTS, ...webhook },
    },
  });
  expect(reply.status).toBe(201);
  return reply.body.hash as string;
}

describe('webhook delivery', () => {
  beforeEach(() => setUp());

  it('sends connection.update open with the wuid when the QR is scanned', async () => {
    const token = await createWithWebhook('5511987654321');
    await call('GET', '/instance/connect/5511987654321');
    sim.scanQr('5511987654321', { profileName: 'Barbearia do Zé' });
    await receiver.waitFor(() => receiver.events('connection.update').length === 2);

    const [connecting, open] = receiver.events('connection.update').map((r) => r.body);
    expect(connecting?.data).toEqual({
      instance: '5511987654321',
      state: 'connecting',
      statusReason: 200,
    });
    expect(connecting).not.toHaveProperty('sender');
    expect(open).toEqual({
      event: 'connection.update',
      instance: '5511987654321',
      data: {
        instance: '5511987654321',
        wuid: '5511987654321@s.whatsapp.net',
        profileName: 'Barbearia do Zé',
        profilePictureUrl: null,
        state: 'open',
        statusReason: 200,
      },
      destination: receiver.url,
      date_time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      sender: '5511987654321@s.whatsapp.net',
      server_url: sim.url,
      apikey: token,
    });
    expect(Object.keys(open ?? {})).toEqual([
      'event',
      'instance',
      'data',
      'destination',
      'date_time',
      'sender',
      'server_url',
      'apikey',
    ]);
  });

  it('sends qrcode.updated with the QR that connect returned', async () => {
    await createWithWebhook('qr');
    const { body: qr } = await call('GET', '/instance/connect/qr');
    await receiver.waitFor(() => receiver.events('qrcode.updated').length === 1);
    expect(receiver.events('qrcode.updated')[0]?.body.data).toEqual({
      qrcode: { instance: 'qr', pairingCode: null, code: qr.code, base64: qr.base64 },
    });
  });

  it('sends messages.upsert when a customer writes from the phone page', async () => {
    const token = await createWithWebhook('5511987654321');
    await call('GET', '/instance/connect/5511987654321');
    sim.scanQr('5511987654321');
    const sent = await fetch(`${sim.url}/phone/5511987654321/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ from: '5511999990000', name: 'Maria', text: 'Quero marcar um corte' }),
    });
    expect(sent.status).toBe(201);
    await receiver.waitFor(() => receiver.events('messages.upsert').length === 1);

    const upsert = receiver.events('messages.upsert')[0]?.body;
    expect(upsert).toEqual({
      event: 'messages.upsert',
      instance: '5511987654321',
      data: {
        key: {
          remoteJid: '5511999990000@s.whatsapp.net',
          fromMe: false,
          id: expect.stringMatching(/^[0-9A-F]{20}$/),
        },
        pushName: 'Maria',
        status: 'DELIVERY_ACK',
        message: { conversation: 'Quero marcar um corte' },
        messageType: 'conversation',
        messageTimestamp: expect.any(Number),
        instanceId: sim.getInstance('5511987654321')?.id,
        source: 'android',
      },
      destination: receiver.url,
      date_time: expect.any(String),
      sender: '5511987654321@s.whatsapp.net',
      server_url: sim.url,
      apikey: token,
    });
    expect(
      Math.abs((upsert?.data as { messageTimestamp: number }).messageTimestamp - Date.now() / 1000),
    ).toBeLessThan(5);
  });

  it('can address the customer by LID, with the phone JID in remoteJidAlt', async () => {
    await createWithWebhook('lid');
    await call('GET', '/instance/connect/lid');
    sim.scanQr('lid');
    sim.receiveMessage('lid', { from: '5511999990000', name: 'Ana', text: 'Oi', lid: true });
    await receiver.waitFor(() => receiver.events('messages.upsert').length === 1);
    const key = (receiver.events('messages.upsert')[0]?.body.data as { key: unknown }).key;
    expect(key).toEqual({
      remoteJid: expect.stringMatching(/^\d{15}@lid$/),
      fromMe: false,
      id: expect.any(String),
      remoteJidAlt: '5511999990000@s.whatsapp.net',
      addressingMode: 'lid',
    });
  });

  it('records sendText, answers 201 with the stored record and emits send.message', async () => {
    await createWithWebhook('5511987654321');
    await call('GET', '/instance/connect/5511987654321');
    sim.scanQr('5511987654321');
    const reply = await call('POST', '/message/sendText/5511987654321', {
      body: { number: '5511999990000', text: 'Olá! Seu horário está confirmado.' },
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({
      key: {
        remoteJid: '5511999990000@s.whatsapp.net',
        fromMe: true,
        id: expect.stringMatching(/^3EB0[0-9A-F]{18}$/),
      },
      pushName: 'Você',
      status: 'PENDING',
      message: { conversation: 'Olá! Seu horário está confirmado.' },
      messageType: 'conversation',
      messageTimestamp: expect.any(Number),
      instanceId: sim.getInstance('5511987654321')?.id,
      source: 'unknown',
    });
    expect(sim.sentMessages('5511987654321')).toEqual([reply.body]);
    await receiver.waitFor(() => receiver.events('send.message').length === 1);
    expect(receiver.events('send.message')[0]?.body.data).toEqual(reply.body);
  });

  it('refuses sendText while the instance is not connected', async () => {
    await createWithWebhook('closed');
    const reply = await call('POST', '/message/sendText/closed', {
      body: { number: '5511999990000', text: 'Oi' },
    });
    expect(reply).toEqual({
      status: 400,
      body: {
        status: 400,
        error: 'Bad Request',
        response: { message: ['Error: Connection Closed'] },
      },
    });
    expect(sim.sentMessages('closed')).toEqual([]);
  });

  it('validates sendText bodies with jsonschema-style messages', async () => {
    await createWithWebhook('v');
    const reply = await call('POST', '/message/sendText/v', { body: { number: '5511999990000' } });
    expect(reply.body).toEqual({
      status: 400,
      error: 'Bad Request',
      response: { message: [['instance requires property "text"']] },
    });
  });

  it('sends connection.update close 401 on logout and when the phone unlinks', async () => {
    await createWithWebhook('5511987654321');
    await call('GET', '/instance/connect/5511987654321');
    sim.scanQr('5511987654321');
    await call('DELETE', '/instance/logout/5511987654321');
    await call('GET', '/instance/connect/5511987654321');
    sim.scanQr('5511987654321');
    sim.disconnectFromPhone('5511987654321');
    await receiver.waitFor(
      () =>
        receiver
          .events('connection.update')
          .filter((r) => r.body.data && (r.body.data as { state: string }).state === 'close')
          .length === 2,
    );
    const closes = receiver
      .events('connection.update')
      .map((r) => r.body.data)
      .filter((data) => (data as { state: string }).state === 'close');
    expect(closes).toEqual([
      { instance: '5511987654321', state: 'close', statusReason: 401 },
      { instance: '5511987654321', state: 'close', statusReason: 401 },
    ]);
  });

  it('delivers only the subscribed events, to per-event URLs when byEvents is set', async () => {
    await createWithWebhook('by-events', { byEvents: true, events: ['CONNECTION_UPDATE'] });
    await call('GET', '/instance/connect/by-events');
    sim.scanQr('by-events');
    await receiver.waitFor((all) => all.length === 2);
    await sim.flushWebhooks();
    expect(receiver.received.map((r) => [r.body.event, r.path])).toEqual([
      ['connection.update', '/webhooks/evolution/secret-123/connection-update'],
      ['connection.update', '/webhooks/evolution/secret-123/connection-update'],
    ]);
  });

  it('turns a jwt_key header into a signed Bearer token and passes other headers on', async () => {
    await createWithWebhook('jwt', { headers: { jwt_key: 'k3y', 'x-tenant': 't1' } });
    await call('GET', '/instance/connect/jwt');
    await receiver.waitFor((all) => all.length > 0);
    const headers = receiver.received[0]?.headers ?? {};
    expect(headers['x-tenant']).toBe('t1');
    expect(headers).not.toHaveProperty('jwt_key');
    const [header, claims, signature] = (headers.authorization ?? '')
      .replace('Bearer ', '')
      .split('.');
    const expected = createHmac('sha256', 'k3y').update(`${header}.${claims}`).digest('base64url');
    expect(signature).toBe(expected);
    expect(JSON.parse(Buffer.from(claims ?? '', 'base64url').toString())).toMatchObject({
      app: 'evolution',
      action: 'webhook',
    });
  });
});

describe('webhook/set and webhook/find', () => {
  beforeEach(() => setUp());

  it('stores the nested webhook, expanding an empty event list to every event', async () => {
    await call('POST', '/instance/create', {
      body: { instanceName: 'hooked', integration: 'WHATSAPP-BAILEYS' },
    });
    expect((await call('GET', '/webhook/find/hooked')).body).toBeNull();
    const set = await call('POST', '/webhook/set/hooked', {
      body: { webhook: { enabled: true, url: receiver.url, events: [] } },
    });
    expect(set.status).toBe(201);
    expect(set.body).toMatchObject({
      url: receiver.url,
      enabled: true,
      headers: {},
      webhookByEvents: false,
      webhookBase64: false,
      instanceId: sim.getInstance('hooked')?.id,
    });
    expect(set.body.events).toContain('MESSAGES_UPSERT');
    expect((set.body.events as string[]).length).toBe(31);
    expect((await call('GET', '/webhook/find/hooked')).body).toEqual(set.body);
  });

  it('rejects the flat body of the old docs', async () => {
    await call('POST', '/instance/create', {
      body: { instanceName: 'flat', integration: 'WHATSAPP-BAILEYS' },
    });
    const reply = await call('POST', '/webhook/set/flat', {
      body: { enabled: true, url: receiver.url, events: [] },
    });
    expect(reply.body).toEqual({
      status: 400,
      error: 'Bad Request',
      response: { message: [['instance requires property "webhook"']] },
    });
  });

  it('sends nothing once the webhook is disabled', async () => {
    await createWithWebhook('off');
    await call('POST', '/webhook/set/off', {
      body: { webhook: { enabled: false, url: receiver.url, events: EVENTS } },
    });
    await call('GET', '/instance/connect/off');
    await sim.flushWebhooks();
    expect(receiver.received).toEqual([]);
  });
});

describe('webhook retries', () => {
  it('retries a delivery that got 500 until it succeeds', async () => {
    await setUp((delivery) => (delivery <= 2 ? 500 : 200));
    await createWithWebhook('retry', { events: ['CONNECTION_UPDATE'] });
    await call('GET', '/instance/connect/retry');
    await sim.flushWebhooks();
    expect(receiver.received).toHaveLength(3);
    expect(new Set(receiver.received.map((r) => r.body.date_time)).size).toBe(1);
    expect(sim.webhookDeliveries().map((d) => d.status)).toEqual([500, 500, 200]);
  });

  it('does not retry a delivery answered with 404', async () => {
    await setUp(() => 404);
    await createWithWebhook('gone', { events: ['CONNECTION_UPDATE'] });
    await call('GET', '/instance/connect/gone');
    await sim.flushWebhooks();
    expect(receiver.received).toHaveLength(1);
  });
});
