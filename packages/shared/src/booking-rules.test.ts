import { describe, expect, it } from 'vitest';
import { endTimeFor, fitsInsideDisponibilidade, overlaps } from './booking-rules';
import * as engine from './free-slots';

describe('booking rules', () => {
  it('keeps one copy: the engine re-exports the same functions', () => {
    expect(engine.overlaps).toBe(overlaps);
    expect(engine.endTimeFor).toBe(endTimeFor);
  });

  it('fits a slot touching both edges of its window and refuses one sticking out', () => {
    const w = { hora_inicio: '09:00', hora_fim: '12:00' };
    expect(fitsInsideDisponibilidade('09:00', 180, w)).toBe(true);
    expect(fitsInsideDisponibilidade('08:59', 30, w)).toBe(false);
    expect(fitsInsideDisponibilidade('11:31', 30, w)).toBe(false);
    expect(
      fitsInsideDisponibilidade('10:00:00', 30, { hora_inicio: '10:00:00', hora_fim: '10:30:00' }),
    ).toBe(true);
  });

  it('never fits a slot that runs past midnight, even into a window ending at 24:00', () => {
    expect(
      fitsInsideDisponibilidade('23:50', 30, { hora_inicio: '20:00', hora_fim: '23:59' }),
    ).toBe(false);
    expect(
      fitsInsideDisponibilidade('23:30', 30, { hora_inicio: '20:00', hora_fim: '24:00' }),
    ).toBe(true);
    expect(
      fitsInsideDisponibilidade('23:45', 30, { hora_inicio: '20:00', hora_fim: '24:00' }),
    ).toBe(false);
  });

  it('reads an end at or before the start as the next day, for both sides of an overlap', () => {
    const late = { hora_inicio: '23:30', hora_fim: '00:30' };
    expect(overlaps(late, { hora_inicio: '23:45', hora_fim: '23:50' })).toBe(true);
    expect(overlaps({ hora_inicio: '23:00', hora_fim: '23:30' }, late)).toBe(false);
    expect(overlaps(late, { hora_inicio: '22:00', hora_fim: '23:31' })).toBe(true);
  });
});
