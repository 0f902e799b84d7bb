import { describe, expect, it } from 'vitest';
import { buildTimezoneList, offsetHours } from './timezones';

describe('buildTimezoneList', () => {
  const list = buildTimezoneList(new Date('2026-01-15T12:00:00Z'));

  it('lists São Paulo at UTC-3 with its offset in minutes', () => {
    const sp = list.find((z) => z.value === 'America/Sao_Paulo');
    expect(sp).toMatchObject({ offset: -180, utc: ['America/Sao_Paulo'] });
    expect(sp?.text.startsWith('(UTC-03:00) Sao Paulo')).toBe(true);
  });

  it('follows daylight saving time at the given instant', () => {
    const winter = list.find((z) => z.value === 'Europe/Lisbon');
    const summer = buildTimezoneList(new Date('2026-07-15T12:00:00Z')).find(
      (z) => z.value === 'Europe/Lisbon',
    );
    expect(winter?.offset).toBe(0);
    expect(summer?.offset).toBe(60);
  });

  it('is sorted by offset', () => {
    const offsets = list.map((z) => z.offset);
    expect([...offsets].sort((a, b) => a - b)).toEqual(offsets);
  });

  it('converts minutes to hours with two decimals', () => {
    expect(offsetHours(-180)).toBe(-3);
    expect(offsetHours(330)).toBe(5.5);
    expect(offsetHours(345)).toBe(5.75);
  });
});
