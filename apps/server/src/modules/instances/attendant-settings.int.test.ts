import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GREETING_MAX, KNOWLEDGE_BASE_MAX } from '@secretaria/shared/attendant-settings-schemas';
import { msg } from '@secretaria/shared/messages';
import { createTestServer, ENGLISH_WORDS, type TestServer } from '@/test/test-server';
import { getAttendantSettings } from './attendant-settings';

type User = Awaited<ReturnType<TestServer['createUser']>>;
let server: TestServer;
let owner: User;
let intruder: User;
let instance: string;

const as = (user: User, method: string, path: string, json?: unknown) =>
  server.request(path, { method, cookie: user.cookie, ...(json === undefined ? {} : { json }) });
const path = () => `/api/instances/${instance}/attendant-settings`;

beforeAll(async () => {
  server = await createTestServer();
  owner = await server.createUser();
  intruder = await server.createUser();
  instance = await server.createInstance(owner.id);
});
afterAll(() => server.close());

describe('attendant settings', () => {
  it('start at the defaults and change only the fields sent', async () => {
    const res = await as(owner, 'GET', path());
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      attendant_enabled: true,
      assistant_name: 'Ana',
      greeting: null,
      knowledge_base: null,
      min_notice_minutes: 60,
      booking_horizon_days: 60,
      slot_step_minutes: 15,
      owner_pause_minutes: 120,
      allow_booking: true,
      allow_reschedule: true,
      allow_cancel: true,
      cancel_notice_hours: 0,
    });
    const patched = await as(owner, 'PATCH', path(), {
      attendant_enabled: false,
      min_notice_minutes: 0,
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({
      attendant_enabled: false,
      min_notice_minutes: 0,
      booking_horizon_days: 60,
    });
    expect(await getAttendantSettings(server.db, owner.id, instance)).toMatchObject({
      attendant_enabled: false,
      min_notice_minutes: 0,
      slot_step_minutes: 15,
    });
  });

  it('refuses values out of range, wrong types, unknown or no fields, in pt-BR', async () => {
    const cases: Array<[unknown, string]> = [
      [{ slot_step_minutes: 0 }, msg.attendantSettingRange(5, 240)],
      [{ booking_horizon_days: 366 }, msg.attendantSettingRange(1, 365)],
      [{ min_notice_minutes: 1.5 }, msg.attendantSettingRange(0, 10_080)],
      [{ owner_pause_minutes: '120' }, msg.attendantSettingRange(0, 1440)],
      [{ attendant_enabled: 'sim' }, msg.attendantEnabledInvalid],
      [{ cancel_notice_hours: 721 }, msg.attendantSettingRange(0, 720)],
      [{ cancel_notice_hours: -1 }, msg.attendantSettingRange(0, 720)],
      [{ allow_cancel: 'não' }, msg.attendantActionInvalid],
      [{ allow_booking: null }, msg.attendantActionInvalid],
      [{ greeting: 'x'.repeat(GREETING_MAX + 1) }, msg.greetingTooLong(GREETING_MAX)],
      [{ greeting: 42 }, msg.greetingTooLong(GREETING_MAX)],
      [{ assistant_name: ' A ' }, msg.assistantNameMin],
      [{ assistant_name: null }, msg.assistantNameMin],
      [
        { knowledge_base: 'x'.repeat(KNOWLEDGE_BASE_MAX + 1) },
        msg.knowledgeBaseTooLong(KNOWLEDGE_BASE_MAX),
      ],
      [{}, msg.settingsEmpty],
    ];
    for (const [json, message] of cases) {
      const res = await as(owner, 'PATCH', path(), json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      const { error } = await res.json();
      expect([error.message, ...Object.values(error.fields ?? {})]).toContain(message);
    }
    const unknown = await as(owner, 'PATCH', path(), { slot_step_minutes: 30, preco: 1 });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error.message).not.toMatch(ENGLISH_WORDS);
    expect((await (await as(owner, 'GET', path())).json()).slot_step_minutes).toBe(15);
  });

  it('saves the name, greeting, knowledge base, actions and policy, trimmed; a blank text is none', async () => {
    const patched = await as(owner, 'PATCH', path(), {
      assistant_name: '  Sofia ',
      greeting: '  Oi! Aqui é a Sofia, da Barbearia. Em que posso ajudar?  ',
      knowledge_base: 'Aceitamos Pix.\nEstacionamento na rua de trás.',
      allow_booking: true,
      allow_reschedule: false,
      allow_cancel: false,
      cancel_notice_hours: 24,
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({
      assistant_name: 'Sofia',
      greeting: 'Oi! Aqui é a Sofia, da Barbearia. Em que posso ajudar?',
      knowledge_base: 'Aceitamos Pix.\nEstacionamento na rua de trás.',
      allow_reschedule: false,
      allow_cancel: false,
      cancel_notice_hours: 24,
    });
    // The instance itself shows the same name and knowledge base (one place to edit them).
    const instanceRow = await (await as(owner, 'GET', `/api/instances/${instance}`)).json();
    expect(instanceRow).toMatchObject({ assistant_name: 'Sofia' });
    const cleared = await as(owner, 'PATCH', path(), { greeting: '   ', knowledge_base: '' });
    expect(await cleared.json()).toMatchObject({ greeting: null, knowledge_base: null });
    const greetingMax = await as(owner, 'PATCH', path(), { greeting: 'x'.repeat(GREETING_MAX) });
    expect(greetingMax.status).toBe(200);
  });

  it('has check constraints in step with the contract', async () => {
    const write = (set: Record<string, unknown>) =>
      server.db.updateTable('whatsapp_instances').set(set).where('id', '=', instance).execute();
    await expect(write({ cancel_notice_hours: 721 })).rejects.toThrow();
    await expect(write({ cancel_notice_hours: -1 })).rejects.toThrow();
    await expect(write({ greeting: 'x'.repeat(GREETING_MAX + 1) })).rejects.toThrow();
    await write({ cancel_notice_hours: 720 });
    await write({ cancel_notice_hours: 0 });
  });

  it('are described in the OpenAPI document with their ranges', async () => {
    const doc = await (await server.request('/api/openapi.json')).json();
    const route = doc.paths['/instances/{id}/attendant-settings'];
    const body = route.patch.requestBody.content['application/json'].schema.properties;
    expect(body.cancel_notice_hours).toMatchObject({ minimum: 0, maximum: 720 });
    expect(body.greeting).toMatchObject({ maxLength: GREETING_MAX });
    for (const field of ['allow_booking', 'allow_reschedule', 'allow_cancel']) {
      expect(body[field]).toMatchObject({ type: 'boolean' });
    }
    const read = route.get.responses['200'].content['application/json'].schema;
    expect(read.required).toEqual(
      expect.arrayContaining(['greeting', 'allow_cancel', 'cancel_notice_hours', 'knowledge_base']),
    );
  });

  it("is a 404 for another owner's instance, read or written", async () => {
    expect((await as(intruder, 'GET', path())).status).toBe(404);
    expect((await as(intruder, 'PATCH', path(), { slot_step_minutes: 30 })).status).toBe(404);
    expect((await getAttendantSettings(server.db, owner.id, instance)).slot_step_minutes).toBe(15);
    await expect(getAttendantSettings(server.db, intruder.id, instance)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe("services' price and professionals' nicknames", () => {
  it('are accepted, returned and listed; left out of an edit, they are kept', async () => {
    const servico = await as(owner, 'POST', `/api/instances/${instance}/servicos`, {
      nome: 'Corte',
      preco: 49.9,
    });
    expect(servico.status).toBe(201);
    const { id: servicoId, preco } = await servico.json();
    expect(preco).toBe(49.9);
    const edited = await as(owner, 'PATCH', `/api/servicos/${servicoId}`, { nome: 'Corte curto' });
    expect((await edited.json()).preco).toBe(49.9);
    const cleared = await as(owner, 'PATCH', `/api/servicos/${servicoId}`, {
      nome: 'Corte curto',
      preco: null,
    });
    expect((await cleared.json()).preco).toBeNull();
    const list = await (await as(owner, 'GET', `/api/instances/${instance}/servicos`)).json();
    expect(list[0]).toMatchObject({ nome: 'Corte curto', preco: null });
    for (const bad of [-1, 10.555, '50,00', 1e9]) {
      const res = await as(owner, 'POST', `/api/instances/${instance}/servicos`, {
        nome: 'Barba',
        preco: bad,
      });
      expect(res.status, String(bad)).toBe(400);
      expect((await res.json()).error.fields.preco).toBe(msg.servicePriceInvalid);
    }

    const prof = await as(owner, 'POST', `/api/instances/${instance}/profissionais`, {
      nome: 'Beatriz',
      especialidade: 'Cabelo',
      apelidos: [' Bia ', 'bia', 'Tiz', ''],
    });
    expect(prof.status).toBe(201);
    const { id: profId, apelidos } = await prof.json();
    expect(apelidos).toEqual(['Bia', 'Tiz']);
    const kept = await as(owner, 'PATCH', `/api/profissionais/${profId}`, {
      nome: 'Beatriz',
      especialidade: 'Cor',
    });
    expect((await kept.json()).apelidos).toEqual(['Bia', 'Tiz']);
    const profs = await (await as(owner, 'GET', `/api/instances/${instance}/profissionais`)).json();
    expect(profs.items[0].apelidos).toEqual(['Bia', 'Tiz']);
    for (const bad of [['a', 'b', 'c', 'd', 'e', 'f'], ['x'.repeat(41)], 'Bia']) {
      const res = await as(owner, 'PATCH', `/api/profissionais/${profId}`, {
        nome: 'Beatriz',
        especialidade: 'Cor',
        apelidos: bad,
      });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      const { error } = await res.json();
      expect([error.message, ...Object.values(error.fields ?? {})]).toContain(msg.nicknamesInvalid);
    }
  });
});
