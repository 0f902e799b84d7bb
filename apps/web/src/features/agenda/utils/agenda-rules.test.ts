import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { AgendamentoStatus } from '@secretaria/shared/agendamentos-schemas';
import {
  agendaLoadRetryDelay,
  assignLanes,
  bookingSlotError,
  computeHoraFim,
  fromMinutes,
  isAgendaDaySelectable,
  isInsideDisponibilidade,
  overlapsAgendamento,
  timelineHours,
  toMinutes,
} from './agenda-rules';

const appt = (hora_inicio: string, hora_fim: string, status: AgendamentoStatus = 'agendado') => ({
  hora_inicio,
  hora_fim,
  status,
});

describe('agenda rules', () => {
  it('retries the instance and professional loading after 2 s, 4 s and 8 s', () => {
    expect([0, 1, 2].map(agendaLoadRetryDelay)).toEqual([2000, 4000, 8000]);
  });

  it("ends an appointment after the professional's time for the service", () => {
    expect(computeHoraFim('09:00', 45)).toBe('09:45');
    expect(computeHoraFim('09:40', 30)).toBe('10:10');
  });

  it('wraps the end time past midnight', () => {
    expect(computeHoraFim('23:45', 30)).toBe('00:15');
  });

  it('round-trips every minute of the day between HH:MM and minutes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), (m) => toMinutes(fromMinutes(m)) === m),
    );
  });

  it('accepts a slot touching both edges of the window and refuses one sticking out', () => {
    const window = { hora_inicio: '09:00', hora_fim: '12:00' };
    expect(isInsideDisponibilidade('09:00', 180, window)).toBe(true);
    expect(isInsideDisponibilidade('08:59', 30, window)).toBe(false);
    expect(isInsideDisponibilidade('11:31', 30, window)).toBe(false);
    expect(isInsideDisponibilidade('23:50', 30, { hora_inicio: '20:00', hora_fim: '23:59' })).toBe(
      false,
    );
  });

  it('sees an overlap unless the new slot ends at or before a start or begins at or after an end', () => {
    const day = [appt('10:00', '10:30')];
    expect(overlapsAgendamento('09:30', 30, day)).toBe(false);
    expect(overlapsAgendamento('10:30', 30, day)).toBe(false);
    expect(overlapsAgendamento('09:45', 30, day)).toBe(true);
    expect(overlapsAgendamento('10:10', 5, day)).toBe(true);
    expect(overlapsAgendamento('09:00', 120, day)).toBe(true);
  });

  it('sees an overlap with an appointment that runs past midnight, and of a slot that would', () => {
    expect(overlapsAgendamento('23:00', 30, [appt('23:15', '00:15')])).toBe(true);
    expect(overlapsAgendamento('23:45', 30, [appt('23:50', '23:55')])).toBe(true);
    expect(overlapsAgendamento('22:00', 60, [appt('23:15', '00:15')])).toBe(false);
  });

  it('lets a cancelled appointment free its slot', () => {
    expect(overlapsAgendamento('10:00', 30, [appt('10:00', '10:30', 'cancelado')])).toBe(false);
  });

  it('checks the window before the other appointments, with the spec messages', () => {
    const window = { hora_inicio: '09:00', hora_fim: '12:00' };
    expect(bookingSlotError('11:45', 30, window, [])).toBe(
      'O horário selecionado está fora do período de disponibilidade',
    );
    expect(bookingSlotError('09:15', 30, window, [appt('09:00', '09:30')])).toBe(
      'Já existe um agendamento neste horário',
    );
    expect(bookingSlotError('09:30', 30, window, [appt('09:00', '09:30')])).toBeUndefined();
  });

  it('opens only days from today on that have availability or appointments', () => {
    const withData = new Set(['2026-11-21', '2026-11-22', '2026-11-25']);
    expect(isAgendaDaySelectable('2026-11-21', '2026-11-22', withData)).toBe(false);
    expect(isAgendaDaySelectable('2026-11-22', '2026-11-22', withData)).toBe(true);
    expect(isAgendaDaySelectable('2026-11-25', '2026-11-22', withData)).toBe(true);
    expect(isAgendaDaySelectable('2026-11-24', '2026-11-22', withData)).toBe(false);
  });

  it('spans the timeline over every slot, at least 08:00 to 18:00', () => {
    expect(timelineHours([])).toEqual({ first: 8, last: 18 });
    expect(timelineHours([{ hora_inicio: '06:30', hora_fim: '19:15' }])).toEqual({
      first: 6,
      last: 20,
    });
  });

  it('puts crossing cards side by side and the others in one lane', () => {
    const placed = assignLanes([
      appt('10:00', '10:30'),
      appt('10:00', '10:30', 'cancelado'),
      appt('11:00', '11:30'),
    ]);
    expect(placed.map((p) => p.lane)).toEqual([0, 1, 0]);
    expect(placed.map((p) => p.lanes)).toEqual([2, 2, 1]);
  });

  it('gives a card the whole width unless another crosses it', () => {
    const placed = assignLanes([
      appt('09:00', '09:30'),
      appt('09:15', '09:45', 'cancelado'),
      appt('10:00', '10:45'),
      appt('10:10', '10:20'),
    ]);
    expect(placed.map((p) => [p.item.hora_inicio, p.lane, p.lanes])).toEqual([
      ['09:00', 0, 2],
      ['09:15', 1, 2],
      ['10:00', 0, 2],
      ['10:10', 1, 2],
    ]);
    expect(
      assignLanes([appt('09:00', '09:30'), appt('12:00', '12:30')]).map((p) => p.lanes),
    ).toEqual([1, 1]);
  });
});
