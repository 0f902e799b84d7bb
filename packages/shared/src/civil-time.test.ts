import { describe, expect, it } from 'vitest';
import { addDays, dayOfWeek, horaOf, minutesOf } from './civil-time';

describe('civil-time', () => {
  it('adds days across months, leap days and years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('numbers weekdays from Sunday = 0', () => {
    expect(dayOfWeek('2026-11-22')).toBe(0);
    expect(dayOfWeek('2026-11-28')).toBe(6);
    expect(dayOfWeek('1969-12-31')).toBe(3);
  });

  it('rejects impossible dates', () => {
    expect(() => addDays('2025-02-29', 0)).toThrow(RangeError);
    expect(() => addDays('2025-2-1', 0)).toThrow(RangeError);
  });

  it('reads HH:MM and PostgreSQL HH:MM:SS, with 24:00 as the end of the day', () => {
    expect(minutesOf('00:00')).toBe(0);
    expect(minutesOf('09:30')).toBe(570);
    expect(minutesOf('09:30:00')).toBe(570);
    expect(minutesOf('24:00')).toBe(1440);
    for (const bad of ['24:01', '9:30', '09:60', '09h30', '09:30:61', 'ab:cd']) {
      expect(() => minutesOf(bad)).toThrow(RangeError);
    }
  });

  it('formats minutes as HH:MM modulo 24 h', () => {
    expect(horaOf(570)).toBe('09:30');
    expect(horaOf(1440)).toBe('00:00');
    expect(horaOf(1470)).toBe('00:30');
  });
});
