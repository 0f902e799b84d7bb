import QRCode from 'qrcode';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startEvolutionSimulator, type RunningEvolutionSimulator } from './evolution-simulator';
import { API_KEY, evolutionClient } from './evolution-test-support';
import { decodePngDataUrl } from './qr-image-test-support';

let sim: RunningEvolutionSimulator;
let call: ReturnType<typeof evolutionClient>;

beforeEach(async () => {
  sim = await startEvolutionSimulator({ apiKey: API_KEY });
  call = evolutionClient(sim.url);
});

afterEach(() => sim.close());

const create = (instanceName: string, extra: Record<string, unknown> = {}) =>
  call('POST', '/instance/create', {
    body: { instanceName, integration: 'WHATSAPP-BAILEYS', ...extra },
  });

describe('POST /instance/create', () => {
  it('answers 201 with the 2.3.6 shape and a token in hash', async () => {
    const reply = await create('5511987654321');
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({
      instance: {
        instanceName: '5511987654321',
        instanceId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        integration: 'WHATSAPP-BAILEYS',
        webhookWaBusiness: null,
        accessTokenWaBusiness: '',
        status: 'close',
      },
      hash: expect.stringMatching(/^[0-9A-F-]{36}$/),
      webhook: {},
      websocket: {},
      rabbitmq: {},
      nats: {},
      sqs: {},
      settings: {
        rejectCall: false,
        msgCall: '',
        groupsIgnore: false,
        alwaysOnline: false,
        readMessages: false,
        readStatus: false,
        syncFullHistory: false,
        wavoipToken: '',
      },
    });
  });

  it('returns a QR object and connecting status when qrcode is true', async () => {
    const reply = await create('qr-on-create', { qrcode: true, number: '5511987654321' });
    expect(reply.body.instance).toMatchObject({ status: 'connecting' });
    expect(reply.body.qrcode).toEqual({
      pairingCode: expect.stringMatching(/^[A-Z0-9]{8}$/),
      code: expect.stringMatching(/^2@/),
      base64: expect.stringMatching(/^data:image\/png;base64,/),
      count: 1,
    });
  });

  it('refuses a name already in use with the exact 403, before checking the apikey', async () => {
    await create('cliente-123');
    const reply = await call('POST', '/instance/create', {
      apikey: null,
      body: { instanceName: 'cliente-123', integration: 'WHATSAPP-BAILEYS' },
    });
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual({
      status: 403,
      error: 'Forbidden',
      response: { message: ['This name "cliente-123" is already in use.'] },
    });
  });

  it('rejects a missing or wrong apikey, and instance tokens, with 401 Unauthorized', async () => {
    const unauthorized = {
      status: 401,
      error: 'Unauthorized',
      response: { message: 'Unauthorized' },
    };
    const { body: first } = await create('first');
    const token = first.hash as string;
    for (const apikey of [null, 'wrong-key', token]) {
      const reply = await call('POST', '/instance/create', {
        apikey,
        body: { instanceName: 'second', integration: 'WHATSAPP-BAILEYS' },
      });
      expect(reply).toEqual({ status: 401, body: unauthorized });
    }
    expect(sim.getInstance('second')).toBeUndefined();
  });

  it('answers 400 Invalid integration without an integration', async () => {
    const reply = await call('POST', '/instance/create', { body: { instanceName: 'x' } });
    expect(reply).toEqual({
      status: 400,
      body: { status: 400, error: 'Bad Request', response: { message: ['Invalid integration'] } },
    });
  });
});

describe('guards on instance routes', () => {
  it('answers 404 for an unknown instance even without an apikey', async () => {
    const routes: [string, string][] = [
      ['GET', '/instance/connect/ghost'],
      ['GET', '/instance/connectionState/ghost'],
      ['DELETE', '/instance/logout/ghost'],
      ['DELETE', '/instance/delete/ghost'],
      ['POST', '/message/sendText/ghost'],
      ['POST', '/webhook/set/ghost'],
      ['GET', '/webhook/find/ghost'],
    ];
    for (const [method, path] of routes) {
      const reply = await call(method, path, { apikey: null });
      expect(reply, `${method} ${path}`).toEqual({
        status: 404,
        body: {
          status: 404,
          error: 'Not Found',
          response: { message: ['The "ghost" instance does not exist'] },
        },
      });
    }
  });

  it('answers 401 for a known instance with a missing or wrong apikey', async () => {
    await create('known');
    for (const apikey of [null, 'wrong-key']) {
      const reply = await call('GET', '/instance/connectionState/known', { apikey });
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({
        status: 401,
        error: 'Unauthorized',
        response: { message: 'Unauthorized' },
      });
    }
  });

  it("accepts an instance's token on its own routes only", async () => {
    const { body: mine } = await create('mine');
    await create('other');
    const token = mine.hash as string;
    expect((await call('GET', '/instance/connectionState/mine', { apikey: token })).status).toBe(
      200,
    );
    expect((await call('GET', '/instance/connectionState/other', { apikey: token })).status).toBe(
      401,
    );
    const listed = await call<{ name: string }[]>('GET', '/instance/fetchInstances', {
      apikey: token,
    });
    expect(listed.body.map((row) => row.name)).toEqual(['mine']);
  });

  it('answers unknown routes with the Express-style 404', async () => {
    const reply = await call('GET', '/instance/nope');
    expect(reply.body).toEqual({
      status: 404,
      error: 'Not Found',
      response: { message: ['Cannot GET /instance/nope'] },
    });
  });
});

describe('connection lifecycle', () => {
  it('connect returns a real PNG QR code that encodes the returned code', async () => {
    await create('qr');
    const reply = await call<{ code: string; base64: string; count: number; pairingCode: null }>(
      'GET',
      '/instance/connect/qr',
    );
    expect(reply.status).toBe(200);
    expect(reply.body.count).toBe(1);
    expect(reply.body.pairingCode).toBeNull();

    const image = decodePngDataUrl(reply.body.base64);
    const qr = QRCode.create(reply.body.code, { errorCorrectionLevel: 'H' });
    const margin = 3;
    const scale = image.width / (qr.modules.size + 2 * margin);
    expect(image.height).toBe(image.width);
    expect(Number.isInteger(scale)).toBe(true);
    for (let row = 0; row < qr.modules.size; row++) {
      for (let col = 0; col < qr.modules.size; col++) {
        const x = Math.floor((col + margin + 0.5) * scale);
        const y = Math.floor((row + margin + 0.5) * scale);
        expect(image.isDark(x, y)).toBe(qr.modules.get(row, col) === 1);
      }
    }
  });

  it('keeps the same QR while connecting and gives a pairing code for ?number=', async () => {
    await create('pairing');
    const first = await call('GET', '/instance/connect/pairing?number=5511987654321');
    expect(first.body.pairingCode).toMatch(/^[A-Z0-9]{8}$/);
    const again = await call('GET', '/instance/connect/pairing');
    expect(again.body).toEqual(first.body);
    await sim.refreshQr('pairing');
    const rotated = await call('GET', '/instance/connect/pairing');
    expect(rotated.body.count).toBe(2);
    expect(rotated.body.code).not.toBe(first.body.code);
  });

  it('goes close → connecting → open → close through connect, scan and logout', async () => {
    await create('5511987654321');
    const state = async () =>
      (await call('GET', '/instance/connectionState/5511987654321')).body.instance;
    expect(await state()).toEqual({ instanceName: '5511987654321', state: 'close' });
    await call('GET', '/instance/connect/5511987654321');
    expect(await state()).toEqual({ instanceName: '5511987654321', state: 'connecting' });
    sim.scanQr('5511987654321');
    expect(await state()).toEqual({ instanceName: '5511987654321', state: 'open' });
    expect((await call('GET', '/instance/connect/5511987654321')).body).toEqual({
      instance: { instanceName: '5511987654321', state: 'open' },
    });

    const logout = await call('DELETE', '/instance/logout/5511987654321');
    expect(logout).toEqual({
      status: 200,
      body: { status: 'SUCCESS', error: false, response: { message: 'Instance logged out' } },
    });
    expect(await state()).toEqual({ instanceName: '5511987654321', state: 'close' });
    expect((await call('DELETE', '/instance/logout/5511987654321')).body).toEqual({
      status: 400,
      error: 'Bad Request',
      response: { message: ['The "5511987654321" instance is not connected'] },
    });
  });

  it('deletes an instance, after which its routes answer 404', async () => {
    await create('doomed');
    const deleted = await call('DELETE', '/instance/delete/doomed');
    expect(deleted).toEqual({
      status: 200,
      body: { status: 'SUCCESS', error: false, response: { message: 'Instance deleted' } },
    });
    expect((await call('GET', '/instance/connectionState/doomed')).status).toBe(404);
    expect((await create('doomed')).status).toBe(201);
  });

  it('lists instances as database rows in fetchInstances', async () => {
    await create('a', { number: '5511987654321' });
    await create('b');
    const all = await call<Record<string, unknown>[]>('GET', '/instance/fetchInstances');
    expect(all.body.map((row) => row.name)).toEqual(['a', 'b']);
    expect(all.body[0]).toMatchObject({
      name: 'a',
      connectionStatus: 'close',
      integration: 'WHATSAPP-BAILEYS',
      number: '5511987654321',
      clientName: 'evolution_exchange',
      _count: { Message: 0, Contact: 0, Chat: 0 },
    });
    const one = await call<unknown[]>('GET', '/instance/fetchInstances?instanceName=b');
    expect(one.body).toHaveLength(1);
    const missing = await call('GET', '/instance/fetchInstances?instanceName=zz');
    expect(missing.body).toEqual({
      status: 404,
      error: 'Not Found',
      response: { message: ['Instance "zz" not found'] },
    });
  });
});
