import { describe, expect, it } from 'vitest';
import { AVISO_TEXT_MAX, DEFAULT_AVISO_TEXTS } from './aviso-templates';
import {
  LembreteSettingsFieldsSchema,
  LembreteSettingsFormSchema,
  UpdateLembreteSettingsRequestSchema,
  type LembreteSettingsFields,
} from './lembrete-settings-schemas';
import { msg } from './messages';

const valid: LembreteSettingsFields = {
  reminders_enabled: true,
  reminder_offsets_minutes: [120, 1440],
  proactive_window_start: '08:00',
  proactive_window_end: '20:00',
  reminder_text: null,
  booking_confirmation_text: '  Oi {nome}, até {data}!  ',
  cancel_notice_text: '   ',
  reschedule_notice_text: DEFAULT_AVISO_TEXTS.reschedule_notice_text,
  booking_confirmation_enabled: true,
  change_notices_enabled: false,
  owner_whatsapp_notices: true,
};

/** The messages of a refused PATCH body, by field ('_' for the body itself). */
function messagesOf(body: unknown): Record<string, string> {
  const result = UpdateLembreteSettingsRequestSchema.safeParse(body);
  expect(result.success, JSON.stringify(body)).toBe(false);
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? [])
    out[issue.path.length ? issue.path.join('.') : '_'] ??= issue.message;
  return out;
}

describe('the reminder settings contract', () => {
  it('accepts every field: offsets largest first, texts trimmed, blank as the default', () => {
    expect(LembreteSettingsFormSchema.parse(valid)).toEqual({
      ...valid,
      reminder_offsets_minutes: [1440, 120],
      booking_confirmation_text: 'Oi {nome}, até {data}!',
      cancel_notice_text: null,
    });
  });

  it('takes any single field in a PATCH, and no empty or unknown body', () => {
    expect(UpdateLembreteSettingsRequestSchema.parse({ reminders_enabled: false })).toEqual({
      reminders_enabled: false,
    });
    expect(UpdateLembreteSettingsRequestSchema.parse({ reminder_offsets_minutes: [] })).toEqual({
      reminder_offsets_minutes: [],
    });
    expect(messagesOf({})._).toBe(msg.settingsEmpty);
    expect(Object.keys(messagesOf({ reminders_enabled: true, sms: true }))).not.toHaveLength(0);
  });

  it('refuses offsets out of 10 min..7 days, fractional, repeated or more than 5', () => {
    for (const bad of [[9], [10_081], [0], [-60], [30.5], ['60'], [null]])
      expect(messagesOf({ reminder_offsets_minutes: bad })['reminder_offsets_minutes.0']).toBe(
        msg.lembreteOffsetRange,
      );
    expect(messagesOf({ reminder_offsets_minutes: [60, 120, 60] }).reminder_offsets_minutes).toBe(
      msg.lembreteOffsetsDuplicate,
    );
    expect(
      messagesOf({ reminder_offsets_minutes: [10, 20, 30, 40, 50, 60] }).reminder_offsets_minutes,
    ).toBe(msg.lembreteOffsetsMax(5));
    expect(messagesOf({ reminder_offsets_minutes: 60 }).reminder_offsets_minutes).toBe(
      msg.lembreteOffsetRange,
    );
    expect(
      UpdateLembreteSettingsRequestSchema.parse({ reminder_offsets_minutes: [10, 10_080] }),
    ).toEqual({ reminder_offsets_minutes: [10_080, 10] });
  });

  it('refuses a window time that is not HH:MM, and an end not after the start', () => {
    for (const bad of ['8:00', '24:00', '08:60', '08:00:00', '', 800])
      expect(messagesOf({ proactive_window_start: bad }).proactive_window_start).toBe(
        msg.janelaDeEnvioTime,
      );
    for (const [start, end] of [
      ['20:00', '08:00'],
      ['09:00', '09:00'],
    ])
      expect(
        messagesOf({ proactive_window_start: start, proactive_window_end: end })
          .proactive_window_end,
      ).toBe(msg.janelaDeEnvioOrder);
    const form = LembreteSettingsFormSchema.safeParse({ ...valid, proactive_window_end: '07:59' });
    expect(form.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['proactive_window_end', msg.janelaDeEnvioOrder],
    ]);
    // One end alone passes the contract; the server checks it against the stored other end.
    expect(UpdateLembreteSettingsRequestSchema.parse({ proactive_window_end: '07:00' })).toEqual({
      proactive_window_end: '07:00',
    });
  });

  it('names an unknown variable in pt-BR and lists the ones that exist', () => {
    expect(messagesOf({ reminder_text: 'Oi {nmoe}, até {hora}.' }).reminder_text).toBe(
      'Variável desconhecida: {nmoe}. Use {nome}, {servico}, {profissional}, {data}, {hora}, {local} ou {endereco}.',
    );
    expect(messagesOf({ cancel_notice_text: '{Nome} {telefone} {nome}' }).cancel_notice_text).toBe(
      'Variáveis desconhecidas: {Nome}, {telefone}. Use {nome}, {servico}, {profissional}, {data}, {hora}, {local} ou {endereco}.',
    );
    // Braces that are not a variable (spaces inside, empty) are plain text.
    expect(
      UpdateLembreteSettingsRequestSchema.parse({ reminder_text: 'Preço {de 10} e {} {nome}' }),
    ).toEqual({ reminder_text: 'Preço {de 10} e {} {nome}' });
  });

  it('refuses a text over the limit once trimmed, and a text that is not a string', () => {
    expect(
      UpdateLembreteSettingsRequestSchema.parse({
        reminder_text: ` ${'x'.repeat(AVISO_TEXT_MAX)} `,
      }),
    ).toEqual({ reminder_text: 'x'.repeat(AVISO_TEXT_MAX) });
    expect(messagesOf({ reminder_text: 'x'.repeat(AVISO_TEXT_MAX + 1) }).reminder_text).toBe(
      msg.avisoTextTooLong(AVISO_TEXT_MAX),
    );
    expect(messagesOf({ reschedule_notice_text: 42 }).reschedule_notice_text).toBe(
      msg.avisoTextTooLong(AVISO_TEXT_MAX),
    );
    expect(UpdateLembreteSettingsRequestSchema.parse({ reminder_text: null })).toEqual({
      reminder_text: null,
    });
  });

  it('refuses a switch that is not a boolean', () => {
    for (const field of [
      'reminders_enabled',
      'booking_confirmation_enabled',
      'change_notices_enabled',
      'owner_whatsapp_notices',
    ])
      expect(messagesOf({ [field]: 'sim' })[field]).toBe(msg.lembreteSwitchInvalid);
  });

  it('lists every column of the settings as a field', () => {
    expect(Object.keys(LembreteSettingsFieldsSchema.shape).sort()).toEqual(
      Object.keys(valid).sort(),
    );
  });
});
