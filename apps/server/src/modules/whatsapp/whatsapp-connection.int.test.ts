import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { msg } from '@secretaria/shared/messages';
import { startTestServices } from '@/test/test-services';
import { createTestServer, type TestServer } from '@/test/test-server';

let services: Awaited<ReturnType<typeof startTestServices>>;
let server: TestServer;
let owner: Awaited<ReturnType<TestServer['createUser']>>;
let other: Awaited<ReturnType<TestServer['createUser']>>;
let instanceId: string;
const NUMBER = '5511987650000';

beforeAll(async () => {
  services = await startTestServices();
  server = await createTestServer({}, services.deps);
  owner = await server.createUser();
  other = await server.createUser();
  instanceId = await server.createInstance(owner.id, {
    phone_number: '11987650000',
    full_phone_number: NUMBER,
    evolution_status: 'criado',
  });
  await services.deps.gateway.client.createInstance(NUMBER);
});
beforeEach(() => services.evolution.faults.reset());
afterAll(async () => {
  await server.close();
  await services.close();
});

const call = (method: string, path: string, cookie = owner.cookie) =>
  server.request(`/api/instances/${instanceId}/whatsapp${path}`, { method, cookie });
const statusOf = async () =>
  (
    await server.db
      .selectFrom('whatsapp_instances')
      .select('status')
      .where('id', '=', instanceId)
      .executeTakeFirstOrThrow()
  ).status;

describe('the Ativação tab endpoints', () => {
  it('connects by QR: DISCONNECTED, a QR image, scanned on the phone, CONNECTED and Ativo, then Desconectar → Inativo', async () => {
    const first = await call('GET', '');
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({
      state: 'DISCONNECTED',
      status: 'Inativo',
      simulatorPhoneUrl: services.evolution.phoneUrl(NUMBER),
    });

    const qr = await call('POST', '/qr');
    expect(qr.status).toBe(200);
    const body = await qr.json();
    expect(body.state).toBe('DISCONNECTED');
    expect(body.qr).toMatch(/^data:image\/png;base64,/);
    // The gateway's pairing code for the number: to connect when the QR is on the same phone.
    expect(body.pairingCode).toMatch(/^[A-Z0-9]{8}$/);

    services.evolution.scanQr(NUMBER);
    expect(await (await call('GET', '')).json()).toMatchObject({
      state: 'CONNECTED',
      status: 'Ativo',
    });
    expect(await statusOf()).toBe('Ativo');
    // Asking for a QR while connected says so instead of a new code.
    expect(await (await call('POST', '/qr')).json()).toEqual({
      state: 'CONNECTED',
      qr: null,
      pairingCode: null,
    });

    const out = await call('POST', '/logout');
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ state: 'DISCONNECTED', status: 'Inativo' });
    expect(await statusOf()).toBe('Inativo');
    expect(await services.deps.gateway.client.connectionState(NUMBER)).toBe('DISCONNECTED');
  });

  it('does not keep Ativo for a number the phone disconnected', async () => {
    await call('POST', '/qr');
    services.evolution.scanQr(NUMBER);
    await call('GET', '');
    expect(await statusOf()).toBe('Ativo');
    services.evolution.disconnectFromPhone(NUMBER);
    expect(await (await call('GET', '')).json()).toMatchObject({ state: 'DISCONNECTED' });
    expect(await statusOf()).toBe('Inativo');
  });

  it('answers gateway failures with the spec texts in a 503', async () => {
    services.evolution.faults.failNext('connectionState', { status: 500 });
    const state = await call('GET', '');
    expect(state.status).toBe(503);
    expect((await state.json()).error.message).toBe(msg.connectionCheckError);
    services.evolution.faults.failNext('connect', { status: 500 });
    const qr = await call('POST', '/qr');
    expect(qr.status).toBe(503);
    expect((await qr.json()).error.message).toBe(msg.qrError);
  });

  it("says 'Número de telefone não configurado.' for an instance without a number", async () => {
    const bare = await server.createInstance(owner.id, {
      phone_number: null,
      full_phone_number: null,
    });
    const res = await server.request(`/api/instances/${bare}/whatsapp`, { cookie: owner.cookie });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(msg.phoneNotConfigured);
  });

  it('gives another owner 404 on every connection endpoint and touches nothing', async () => {
    for (const [method, path] of [
      ['GET', ''],
      ['POST', '/qr'],
      ['POST', '/logout'],
    ] as const) {
      const res = await call(method, path, other.cookie);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const unknown = await server.request(
      '/api/instances/00000000-0000-4000-8000-000000000000/whatsapp',
      { cookie: owner.cookie },
    );
    expect(unknown.status).toBe(404);
  });
});

describe('changing the number on the instance form', () => {
  const form = (phoneNumber: string) => ({
    name: 'Barbearia do Zé',
    phoneNumber,
    countryId: server.brasilId,
    assistantName: 'Ana',
    timezone: 'America/Sao_Paulo',
    timezone_offset: -3,
  });

  it("keeps the instance's own gateway name on a new number and lets the old line go", async () => {
    const id = await server.createInstance(owner.id, {
      phone_number: '11900001111',
      full_phone_number: '5511900001111',
    });
    const gateway = services.deps.gateway.client;
    await gateway.createInstance('5511900001111');
    await gateway.connect('5511900001111');
    services.evolution.scanQr('5511900001111');
    const res = await server.request(`/api/instances/${id}`, {
      method: 'PATCH',
      cookie: owner.cookie,
      json: form('11900002222'),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      full_phone_number: '+5511900002222',
      status: 'Inativo',
    });
    // The name is the instance's, not the number's: no gateway instance is named by the new one.
    expect(services.evolution.getInstance('5511900002222')).toBeUndefined();
    expect(await gateway.connectionState('5511900001111')).toBe('DISCONNECTED');
  });

  it('saves nothing when the gateway cannot create the new number', async () => {
    const id = await server.createInstance(owner.id, {
      phone_number: '11900003333',
      full_phone_number: '5511900003333',
    });
    services.evolution.faults.failNext('create', { status: 500 });
    const res = await server.request(`/api/instances/${id}`, {
      method: 'PATCH',
      cookie: owner.cookie,
      json: form('11900004444'),
    });
    expect(res.status).toBe(503);
    expect((await res.json()).error.message).toBe(msg.whatsappUpdateError);
    const row = await server.db
      .selectFrom('whatsapp_instances')
      .select('full_phone_number')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.full_phone_number).toBe('+5511900003333');
  });
});
