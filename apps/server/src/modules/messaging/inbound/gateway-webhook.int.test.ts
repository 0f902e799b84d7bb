import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '@/test/test-server';

let server: TestServer;
let ownerId: string;
beforeAll(async () => {
  server = await createTestServer();
  ownerId = (await server.createUser()).id;
});
afterAll(() => server.close());

const secretOf = async (id: string) =>
  (
    await server.db
      .selectFrom('whatsapp_instances')
      .select('webhook_secret')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).webhook_secret;
const statusOf = async (id: string) =>
  (
    await server.db
      .selectFrom('whatsapp_instances')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).status;
const post = (secret: string, body: unknown) =>
  server.request(`/webhooks/evolution/${secret}`, { method: 'POST', json: body });
const connection = (state: string) => ({
  event: 'connection.update',
  instance: '5511987654321',
  data: { instance: '5511987654321', state, statusReason: 200 },
  date_time: new Date().toISOString(),
});

describe('POST /webhooks/evolution/:secret', () => {
  it('rejects an unknown or malformed secret with 404 and touches nothing', async () => {
    const id = await server.createInstance(ownerId);
    expect((await post('f'.repeat(64), connection('open'))).status).toBe(404);
    expect((await post('nao-e-segredo', connection('open'))).status).toBe(404);
    expect(await statusOf(id)).toBe('Inativo');
  });

  it('keeps the status badge true: open → Ativo, close → Inativo, connecting → unchanged', async () => {
    const id = await server.createInstance(ownerId);
    const secret = await secretOf(id);
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect((await post(secret, connection('open'))).status).toBe(200);
    expect(await statusOf(id)).toBe('Ativo');
    await post(secret, connection('connecting'));
    expect(await statusOf(id)).toBe('Ativo');
    await post(secret, connection('close'));
    expect(await statusOf(id)).toBe('Inativo');
  });

  it('changes only the instance the secret belongs to', async () => {
    const mine = await server.createInstance(ownerId);
    const other = await server.createInstance((await server.createUser()).id);
    await post(await secretOf(mine), connection('open'));
    await post(await secretOf(other), connection('open'));
    expect([await statusOf(mine), await statusOf(other)]).toEqual(['Ativo', 'Ativo']);
    // Closing one connection must leave the other instance, of another owner, as it was.
    await post(await secretOf(mine), connection('close'));
    expect([await statusOf(mine), await statusOf(other)]).toEqual(['Inativo', 'Ativo']);
  });

  it('answers bad payloads with a pt-BR 4xx and accepts events it does not act on', async () => {
    const secret = await secretOf(await server.createInstance(ownerId));
    const bad = await server.request(`/webhooks/evolution/${secret}`, {
      method: 'POST',
      body: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    expect((await post(secret, { event: 'connection.update', data: { nada: 1 } })).status).toBe(
      400,
    );
    expect((await post(secret, { data: {} })).status).toBe(400);
    expect((await post(secret, { event: 'messages.upsert', data: { key: {} } })).status).toBe(200);
  });
});

describe("a message from the instance's own number (issue 23: 'Olá, Eu!')", () => {
  const upsert = (from: string, id: string, fromMe = false) => ({
    event: 'messages.upsert',
    data: {
      key: { remoteJid: `${from}@s.whatsapp.net`, fromMe, id },
      pushName: 'Eu',
      message: { conversation: 'Olá, Eu!' },
      messageType: 'conversation',
      messageTimestamp: Math.floor(Date.now() / 1000),
    },
  });
  const rowsOf = async (id: string) => ({
    contatos: await server.db
      .selectFrom('contatos')
      .select('telefone')
      .where('whatsapp_instance_id', '=', id)
      .execute(),
    mensagens: await server.db
      .selectFrom('mensagens')
      .select('texto')
      .where('whatsapp_instance_id', '=', id)
      .execute(),
  });

  it('is acknowledged and dropped: no customer contact, no chat, nothing to answer', async () => {
    const id = await server.createInstance(ownerId, {
      phone_number: '11987443322',
      full_phone_number: '5511987443322',
    });
    const secret = await secretOf(id);
    // As WhatsApp may address it: with the ninth digit, and without it.
    expect((await post(secret, upsert('5511987443322', 'PROPRIO-1'))).status).toBe(200);
    expect((await post(secret, upsert('551187443322', 'PROPRIO-2'))).status).toBe(200);
    expect(await rowsOf(id)).toEqual({ contatos: [], mensagens: [] });
    const conversas = await server.db
      .selectFrom('conversas')
      .select('id')
      .where('whatsapp_instance_id', '=', id)
      .execute();
    expect(conversas).toEqual([]);

    // A customer's message to the same instance is still stored as one.
    expect((await post(secret, upsert('5521988887777', 'CLIENTE-1'))).status).toBe(200);
    const after = await rowsOf(id);
    expect(after.contatos).toHaveLength(1);
    expect(after.mensagens).toEqual([{ texto: 'Olá, Eu!' }]);
  });
});
