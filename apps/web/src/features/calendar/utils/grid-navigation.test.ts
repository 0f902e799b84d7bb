import { describe, expect, it } from 'vitest';
import { nextFocusedDay } from './grid-navigation';

describe('nextFocusedDay', () => {
  it('moves a day with the horizontal arrows and a week with the vertical ones', () => {
    expect(nextFocusedDay('2026-11-18', 'ArrowLeft')).toBe('2026-11-17');
    expect(nextFocusedDay('2026-11-18', 'ArrowRight')).toBe('2026-11-19');
    expect(nextFocusedDay('2026-11-18', 'ArrowUp')).toBe('2026-11-11');
    expect(nextFocusedDay('2026-11-18', 'ArrowDown')).toBe('2026-11-25');
  });

  it('lets the arrows cross into the neighbouring months', () => {
    expect(nextFocusedDay('2026-11-30', 'ArrowRight')).toBe('2026-12-01');
    expect(nextFocusedDay('2026-11-03', 'ArrowUp')).toBe('2026-10-27');
  });

  it('keeps Home and End inside the week and the month', () => {
    expect(nextFocusedDay('2026-11-18', 'Home')).toBe('2026-11-15');
    expect(nextFocusedDay('2026-11-18', 'End')).toBe('2026-11-21');
    expect(nextFocusedDay('2026-11-30', 'End')).toBe('2026-11-30');
    expect(nextFocusedDay('2026-08-01', 'Home')).toBe('2026-08-01');
  });

  it('keeps the day of the month on PageUp/PageDown, clamped to shorter months', () => {
    expect(nextFocusedDay('2026-01-31', 'PageDown')).toBe('2026-02-28');
    expect(nextFocusedDay('2026-11-18', 'PageUp')).toBe('2026-10-18');
  });

  it('ignores other keys', () => {
    expect(nextFocusedDay('2026-11-18', 'a')).toBeNull();
  });
});
