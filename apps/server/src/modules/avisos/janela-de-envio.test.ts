import { describe, expect, it } from 'vitest';
import { localToInstant } from '@secretaria/shared/zoned-time';
import { avisoSendAt, lembreteSendAt, type JanelaDeEnvio } from './janela-de-envio';

const SP: JanelaDeEnvio = { start: '08:00', end: '20:00', timeZone: 'America/Sao_Paulo' };
const MANAUS: JanelaDeEnvio = { ...SP, timeZone: 'America/Manaus' };
const at = (dia: string, hora: string, w = SP) => localToInstant(dia, hora, w.timeZone);
const hours = (n: number) => n * 3_600_000;

describe('reminderSendAt', () => {
  it('keeps a due instant inside the window, in São Paulo and Manaus', () => {
    const start = at('2026-12-10', '14:00');
    const due = new Date(start.getTime() - hours(24));
    expect(lembreteSendAt(due, start, SP)).toEqual(at('2026-12-09', '14:00'));
    const startManaus = at('2026-12-10', '14:00', MANAUS);
    expect(startManaus.toISOString()).toBe('2026-12-10T18:00:00.000Z');
    expect(lembreteSendAt(new Date(startManaus.getTime() - hours(2)), startManaus, MANAUS)).toEqual(
      at('2026-12-10', '12:00', MANAUS),
    );
  });

  it('moves a reminder due before the window to its opening when the appointment is later', () => {
    const start = at('2026-12-10', '09:00');
    // 2 h before: 07:00, before 08:00 → 08:00 the same morning.
    expect(lembreteSendAt(new Date(start.getTime() - hours(2)), start, SP)).toEqual(
      at('2026-12-10', '08:00'),
    );
  });

  it('sends the evening before when the opening would be after the start', () => {
    const start = at('2026-12-10', '07:30');
    // 2 h before: 05:30; 08:00 is after the start → 20:00 the day before.
    expect(lembreteSendAt(new Date(start.getTime() - hours(2)), start, SP)).toEqual(
      at('2026-12-09', '20:00'),
    );
    // Due late at night (23:00) for 07:30: the same evening's closing, 20:00.
    const lateStart = at('2026-12-11', '07:30');
    expect(lembreteSendAt(new Date(lateStart.getTime() - hours(8.5)), lateStart, SP)).toEqual(
      at('2026-12-10', '20:00'),
    );
  });

  it('moves a reminder due after the window to the next morning when the appointment is later', () => {
    const start = at('2026-12-11', '10:00');
    // 12 h before: 22:00 → 08:00 the next day.
    expect(lembreteSendAt(new Date(start.getTime() - hours(12)), start, SP)).toEqual(
      at('2026-12-11', '08:00'),
    );
  });

  it('never sends at or after the start', () => {
    const w = { ...SP, start: '08:00', end: '08:30' };
    const start = at('2026-12-10', '08:00');
    expect(lembreteSendAt(new Date(start.getTime() - 10 * 60_000), start, w)).toEqual(
      at('2026-12-09', '08:30'),
    );
  });
});

describe('noticeSendAt', () => {
  it('goes now inside the window and at the opening outside it, unless the start is earlier', () => {
    const now = at('2026-12-09', '22:00');
    expect(avisoSendAt(at('2026-12-09', '10:00'), null, SP)).toEqual(at('2026-12-09', '10:00'));
    expect(avisoSendAt(now, at('2026-12-12', '10:00'), SP)).toEqual(at('2026-12-10', '08:00'));
    expect(avisoSendAt(now, at('2026-12-10', '07:00'), SP)).toEqual(now);
  });
});
