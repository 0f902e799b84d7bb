import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '@secretaria/shared/messages';
import { createTestServer, type TestServer } from '@/test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

/** A Brazilian mobile no other test holds (one number, one instance). */
const freshNumber = () => `119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

const validForm = (countryId: number, phoneNumber = freshNumber()) => ({
  name: 'Clínica Sorriso',
  phoneNumber,
  countryId,
  assistantName: 'Bia',
  knowledgeBase: 'ENDEREÇO: Rua A, 10\nHORÁRIO: 9h às 18h',
  timezone: 'America/Manaus',
  timezone_offset: -4,
});

describe('instances', () => {
  it("lists the owner's instances with their country, and only theirs", async () => {
    const owner = await server.createUser();
    const other = await server.createUser();
    const id = await server.createInstance(owner.id, {
      name: 'Salão Bela',
      phone_number: '11987654321',
      full_phone_number: '5511987654321',
    });
    await server.createInstance(other.id, { name: 'De outro dono' });
    const list = await (await server.request('/api/instances', { cookie: owner.cookie })).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id,
      name: 'Salão Bela',
      full_phone_number: '+5511987654321',
      status: 'Inativo',
      timezone: 'America/Sao_Paulo',
      timezone_offset: -3,
      price_id: 'pro',
      pais: { pais: 'Brasil', ddi: '55', img: '/flags/br.svg' },
    });
  });

  it('saves the edit form, rebuilds the full number and resets the connection on a new number', async () => {
    const owner = await server.createUser();
    const id = await server.createInstance(owner.id, { status: 'Ativo' });
    const res = await server.request(`/api/instances/${id}`, {
      method: 'PATCH',
      cookie: owner.cookie,
      json: validForm(server.brasilId, '011912340000'),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      name: 'Clínica Sorriso',
      phone_number: '011912340000',
      // Stored in E.164, the trunk prefix gone (docs/decisions/028).
      full_phone_number: '+5511912340000',
      assistant_name: 'Bia',
      knowledge_base: 'ENDEREÇO: Rua A, 10\nHORÁRIO: 9h às 18h',
      timezone: 'America/Manaus',
      timezone_offset: -4,
      status: 'Inativo',
    });
  });

  it('keeps the status when the number does not change', async () => {
    const owner = await server.createUser();
    const id = await server.createInstance(owner.id, {
      status: 'Ativo',
      full_phone_number: '5511912345679',
    });
    const res = await server.request(`/api/instances/${id}`, {
      method: 'PATCH',
      cookie: owner.cookie,
      json: validForm(server.brasilId, '11912345679'),
    });
    expect((await res.json()).status).toBe('Ativo');
  });

  it("keeps the assistant's name and knowledge base when the form leaves them out (edited in the 'Atendente' tab)", async () => {
    const owner = await server.createUser();
    const id = await server.createInstance(owner.id);
    const settings = await server.request(`/api/instances/${id}/attendant-settings`, {
      method: 'PATCH',
      cookie: owner.cookie,
      json: { assistant_name: 'Sofia', knowledge_base: 'Aceitamos Pix.' },
    });
    expect(settings.status).toBe(200);
    const { assistantName: _a, knowledgeBase: _k, ...general } = validForm(server.brasilId);
    const res = await server.request(`/api/instances/${id}`, {
      method: 'PATCH',
      cookie: owner.cookie,
      json: general,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      name: 'Clínica Sorriso',
      assistant_name: 'Sofia',
      knowledge_base: 'Aceitamos Pix.',
    });
  });

  it.each([
    [{ name: 'A' }, 'name', msg.instanceEditNameMin],
    [{ phoneNumber: '119' }, 'phoneNumber', msg.instancePhoneMin],
    [{ phoneNumber: '1'.repeat(21) }, 'phoneNumber', msg.instancePhoneMax],
    [{ phoneNumber: '(11) 91234-5678' }, 'phoneNumber', msg.digitsOnly],
    [{ countryId: 'abc' }, 'countryId', msg.countryIdInvalid],
    [{ assistantName: 'B' }, 'assistantName', msg.assistantNameMin],
    [{ timezone: 'Marte/Olimpo' }, 'timezone', msg.timezoneInvalid],
  ])('refuses %j with the spec message', async (change, field, message) => {
    const owner = await server.createUser();
    const id = await server.createInstance(owner.id);
    const res = await server.request(`/api/instances/${id}`, {
      method: 'PATCH',
      cookie: owner.cookie,
      json: { ...validForm(server.brasilId), ...change },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields[field]).toBe(message);
  });

  it('refuses a country that does not exist', async () => {
    const owner = await server.createUser();
    const id = await server.createInstance(owner.id);
    const res = await server.request(`/api/instances/${id}`, {
      method: 'PATCH',
      cookie: owner.cookie,
      json: { ...validForm(server.brasilId), countryId: 99999 },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(msg.countryNotFound);
  });

  it("answers 404 'Instância não encontrada' for an unknown id, a malformed id and another owner's instance", async () => {
    const owner = await server.createUser();
    const intruder = await server.createUser();
    const id = await server.createInstance(owner.id);
    for (const path of [
      `/api/instances/${crypto.randomUUID()}`,
      '/api/instances/nao-e-uuid',
      `/api/instances/${id}`,
    ]) {
      const res = await server.request(path, { cookie: intruder.cookie });
      expect(res.status, path).toBe(404);
    }
    const res = await server.request(`/api/instances/${id}`, {
      method: 'PATCH',
      cookie: intruder.cookie,
      json: validForm(server.brasilId),
    });
    expect(res.status).toBe(404);
    expect((await res.json()).error.message).toBe(msg.instanceNotFound);
    const untouched = await (
      await server.request(`/api/instances/${id}`, { cookie: owner.cookie })
    ).json();
    expect(untouched.name).toBe('Barbearia do Zé');
  });
});

describe('the embedded-mode shortcut POST /api/dev/instances', () => {
  it('creates an instance for the signed-in owner only', async () => {
    const owner = await server.createUser();
    const res = await server.request('/api/dev/instances', {
      method: 'POST',
      cookie: owner.cookie,
      json: { name: 'Loja de teste', price_id: 'start' },
    });
    expect(res.status).toBe(201);
    const created = await res.json();
    expect(created).toMatchObject({
      name: 'Loja de teste',
      price_id: 'start',
      status: 'Inativo',
      pais: { ddi: '55' },
    });
    const list = await (await server.request('/api/instances', { cookie: owner.cookie })).json();
    expect(list.map((i: { id: string }) => i.id)).toEqual([created.id]);
    expect((await server.request('/api/dev/instances', { method: 'POST', json: {} })).status).toBe(
      401,
    );
  });

  it('does not exist when DEV_ROUTES=false', async () => {
    const production = await createTestServer({ DEV_ROUTES: 'false' });
    const owner = await production.createUser();
    const res = await production.request('/api/dev/instances', {
      method: 'POST',
      cookie: owner.cookie,
      json: {},
    });
    expect(res.status).toBe(404);
    await production.close();
  });
});
