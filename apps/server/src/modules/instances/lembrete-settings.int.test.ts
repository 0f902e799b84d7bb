import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, ENGLISH_WORDS, type TestServer } from '@/test/test-server';
import { AVISO_TEXT_MAX } from '@secretaria/shared/aviso-templates';
import { msg } from '@secretaria/shared/messages';
import { getLembreteSettings } from './lembrete-settings';

type User = Awaited<ReturnType<TestServer['createUser']>>;
let server: TestServer;
let owner: User;
let intruder: User;
let instance: string;

const as = (user: User, method: string, path: string, json?: unknown) =>
  server.request(path, { method, cookie: user.cookie, ...(json === undefined ? {} : { json }) });
const path = () => `/api/instances/${instance}/lembretes`;
const UNKNOWN_NMOE =
  'Variável desconhecida: {nmoe}. Use {nome}, {servico}, {profissional}, {data}, {hora}, {local} ou {endereco}.';

beforeAll(async () => {
  server = await createTestServer();
  owner = await server.createUser();
  intruder = await server.createUser();
  instance = await server.createInstance(owner.id);
});
afterAll(() => server.close());

describe('reminder settings', () => {
  it('start at the defaults and change only the fields sent', async () => {
    const res = await as(owner, 'GET', path());
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      reminders_enabled: true,
      reminder_offsets_minutes: [1440, 120],
      proactive_window_start: '08:00',
      proactive_window_end: '20:00',
      reminder_text: null,
      booking_confirmation_text: null,
      cancel_notice_text: null,
      reschedule_notice_text: null,
      booking_confirmation_enabled: true,
      change_notices_enabled: true,
      owner_whatsapp_notices: true,
    });
    const patched = await as(owner, 'PATCH', path(), {
      reminders_enabled: false,
      reminder_offsets_minutes: [30, 2880, 120],
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({
      reminders_enabled: false,
      reminder_offsets_minutes: [2880, 120, 30],
      proactive_window_start: '08:00',
      change_notices_enabled: true,
    });
    expect(await getLembreteSettings(server.db, owner.id, instance)).toMatchObject({
      reminders_enabled: false,
      reminder_offsets_minutes: [2880, 120, 30],
      owner_whatsapp_notices: true,
    });
    const none = await as(owner, 'PATCH', path(), { reminder_offsets_minutes: [] });
    expect((await none.json()).reminder_offsets_minutes).toEqual([]);
  });

  it('saves the window, the switches and the texts trimmed; a blank text is the default', async () => {
    const patched = await as(owner, 'PATCH', path(), {
      proactive_window_start: '07:30',
      proactive_window_end: '21:15',
      reminder_text: '  Oi {nome}! Amanhã às {hora} em {local} ({endereco}).  ',
      booking_confirmation_text: 'Marcado: {servico} com {profissional} em {data}.',
      cancel_notice_text: 'Cancelado: {data} {hora}.',
      reschedule_notice_text: 'Remarcado para {data} às {hora}.',
      booking_confirmation_enabled: false,
      change_notices_enabled: false,
      owner_whatsapp_notices: false,
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({
      proactive_window_start: '07:30',
      proactive_window_end: '21:15',
      reminder_text: 'Oi {nome}! Amanhã às {hora} em {local} ({endereco}).',
      booking_confirmation_text: 'Marcado: {servico} com {profissional} em {data}.',
      booking_confirmation_enabled: false,
      change_notices_enabled: false,
      owner_whatsapp_notices: false,
    });
    const cleared = await as(owner, 'PATCH', path(), {
      reminder_text: '   ',
      cancel_notice_text: null,
    });
    expect(await cleared.json()).toMatchObject({
      reminder_text: null,
      cancel_notice_text: null,
      reschedule_notice_text: 'Remarcado para {data} às {hora}.',
    });
    const longest = await as(owner, 'PATCH', path(), { reminder_text: 'x'.repeat(AVISO_TEXT_MAX) });
    expect(longest.status).toBe(200);
  });

  it("accepts the variables written with accents, '{endereço}' and '{serviço}' (issue 25)", async () => {
    const text = 'Oi {nome}! {serviço} {data} em {local} ({endereço}).';
    const patched = await as(owner, 'PATCH', path(), { reminder_text: text });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ reminder_text: text });
    const stored = await as(owner, 'GET', path());
    expect(await stored.json()).toMatchObject({ reminder_text: text });
    const unknown = await as(owner, 'PATCH', path(), { reminder_text: 'Em {endereçoo}.' });
    expect(unknown.status).toBe(400);
  });

  it('refuses bad offsets, window, texts and switches in pt-BR, and keeps what was stored', async () => {
    await as(owner, 'PATCH', path(), {
      reminder_offsets_minutes: [1440, 120],
      proactive_window_start: '08:00',
      proactive_window_end: '20:00',
      reminder_text: null,
    });
    const cases: Array<[unknown, string, string]> = [
      [{ reminder_offsets_minutes: [5] }, 'reminder_offsets_minutes.0', msg.lembreteOffsetRange],
      [
        { reminder_offsets_minutes: [10_081] },
        'reminder_offsets_minutes.0',
        msg.lembreteOffsetRange,
      ],
      [{ reminder_offsets_minutes: [60.5] }, 'reminder_offsets_minutes.0', msg.lembreteOffsetRange],
      [
        { reminder_offsets_minutes: [60, 60] },
        'reminder_offsets_minutes',
        msg.lembreteOffsetsDuplicate,
      ],
      [
        { reminder_offsets_minutes: [10, 20, 30, 40, 50, 60] },
        'reminder_offsets_minutes',
        msg.lembreteOffsetsMax(5),
      ],
      [{ reminder_offsets_minutes: '1440' }, 'reminder_offsets_minutes', msg.lembreteOffsetRange],
      [{ proactive_window_start: '8h' }, 'proactive_window_start', msg.janelaDeEnvioTime],
      [{ proactive_window_end: '24:00' }, 'proactive_window_end', msg.janelaDeEnvioTime],
      [
        { proactive_window_start: '18:00', proactive_window_end: '09:00' },
        'proactive_window_end',
        msg.janelaDeEnvioOrder,
      ],
      // One end alone, against the stored other end (08:00–20:00).
      [{ proactive_window_end: '08:00' }, 'proactive_window_end', msg.janelaDeEnvioOrder],
      [{ proactive_window_start: '20:30' }, 'proactive_window_start', msg.janelaDeEnvioOrder],
      [{ reminder_text: 'Oi {nmoe}, até {hora}' }, 'reminder_text', UNKNOWN_NMOE],
      [
        { cancel_notice_text: 'x'.repeat(AVISO_TEXT_MAX + 1) },
        'cancel_notice_text',
        msg.avisoTextTooLong(AVISO_TEXT_MAX),
      ],
      [
        { booking_confirmation_text: 7 },
        'booking_confirmation_text',
        msg.avisoTextTooLong(AVISO_TEXT_MAX),
      ],
      [{ reminders_enabled: 'sim' }, 'reminders_enabled', msg.lembreteSwitchInvalid],
      [{ owner_whatsapp_notices: null }, 'owner_whatsapp_notices', msg.lembreteSwitchInvalid],
      [{}, '_', msg.settingsEmpty],
    ];
    for (const [json, field, message] of cases) {
      const res = await as(owner, 'PATCH', path(), json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      const { error } = await res.json();
      expect(error.fields?.[field] ?? error.message, JSON.stringify(json)).toBe(message);
    }
    const unknown = await as(owner, 'PATCH', path(), { reminders_enabled: true, sms: true });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error.message).not.toMatch(ENGLISH_WORDS);
    expect(await (await as(owner, 'GET', path())).json()).toMatchObject({
      reminder_offsets_minutes: [1440, 120],
      proactive_window_start: '08:00',
      proactive_window_end: '20:00',
      reminder_text: null,
    });
    // One end alone that keeps the order is taken.
    const moved = await as(owner, 'PATCH', path(), { proactive_window_end: '08:01' });
    expect((await moved.json()).proactive_window_end).toBe('08:01');
  });

  it('has check constraints in step with the contract', async () => {
    const write = (set: Record<string, unknown>) =>
      server.db.updateTable('whatsapp_instances').set(set).where('id', '=', instance).execute();
    await expect(write({ reminder_offsets_minutes: [9] })).rejects.toThrow();
    await expect(write({ reminder_offsets_minutes: [10_081] })).rejects.toThrow();
    await expect(write({ reminder_offsets_minutes: [10, 20, 30, 40, 50, 60] })).rejects.toThrow();
    await expect(
      write({ proactive_window_start: '20:00', proactive_window_end: '08:00' }),
    ).rejects.toThrow();
    await expect(write({ reminder_text: 'x'.repeat(AVISO_TEXT_MAX + 1) })).rejects.toThrow();
    await write({ reminder_offsets_minutes: [10_080, 10] });
    await write({ proactive_window_start: '00:00', proactive_window_end: '23:59' });
  });

  it('are described in the OpenAPI document with their ranges', async () => {
    const doc = await (await server.request('/api/openapi.json')).json();
    const route = doc.paths['/instances/{id}/lembretes'];
    const body = route.patch.requestBody.content['application/json'].schema.properties;
    expect(body.reminder_offsets_minutes).toMatchObject({ type: 'array', maxItems: 5 });
    expect(body.reminder_offsets_minutes.items).toMatchObject({ minimum: 10, maximum: 10_080 });
    expect(JSON.stringify(body.reminder_text)).toContain(`"maxLength":${AVISO_TEXT_MAX}`);
    for (const field of ['reminders_enabled', 'change_notices_enabled', 'owner_whatsapp_notices'])
      expect(body[field]).toMatchObject({ type: 'boolean' });
    const read = route.get.responses['200'].content['application/json'].schema;
    expect(read.required).toEqual(
      expect.arrayContaining([
        'reminder_offsets_minutes',
        'proactive_window_start',
        'reminder_text',
      ]),
    );
  });

  it("is a 404 for another owner's instance, read or written", async () => {
    const before = await getLembreteSettings(server.db, owner.id, instance);
    expect((await as(intruder, 'GET', path())).status).toBe(404);
    expect((await as(intruder, 'PATCH', path(), { reminders_enabled: false })).status).toBe(404);
    expect((await as(intruder, 'PATCH', path(), { proactive_window_end: '23:00' })).status).toBe(
      404,
    );
    expect(await getLembreteSettings(server.db, owner.id, instance)).toEqual(before);
    await expect(getLembreteSettings(server.db, intruder.id, instance)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
