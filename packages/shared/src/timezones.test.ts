import { describe, expect, it } from 'vitest';
import { buildTimezoneList, offsetHours, timezoneCity, timezoneLabel } from './timezones';

describe('buildTimezoneList', () => {
  const list = buildTimezoneList(new Date('2026-01-15T12:00:00Z'));

  it('lists São Paulo at UTC-3 with its offset in minutes', () => {
    const sp = list.find((z) => z.value === 'America/Sao_Paulo');
    expect(sp).toMatchObject({ offset: -180, utc: ['America/Sao_Paulo'] });
    expect(sp?.text.startsWith('(UTC-03:00) São Paulo — ')).toBe(true);
  });

  it('uses the current zone names, not the legacy ones ICU still lists', () => {
    const values = list.map((z) => z.value);
    expect(values).toEqual(
      expect.arrayContaining(['Asia/Kolkata', 'Asia/Ho_Chi_Minh', 'Asia/Yangon', 'Europe/Kyiv']),
    );
    for (const legacy of ['Asia/Calcutta', 'Asia/Saigon', 'Asia/Rangoon', 'Europe/Kiev']) {
      expect(values).not.toContain(legacy);
    }
    expect(new Set(values).size).toBe(values.length);
    expect(list.find((z) => z.value === 'Asia/Kolkata')?.text).toMatch(
      /^\(UTC\+05:30\) Kolkata — /,
    );
    expect(list.find((z) => z.value === 'Asia/Yangon')?.text).toMatch(/\) Yangon — /);
    expect(list.find((z) => z.value === 'Asia/Ho_Chi_Minh')?.text).toMatch(/Ho Chi Minh — /);
  });

  it('shows pt-BR city names with their accents and never a raw id', () => {
    expect(list.find((z) => z.value === 'America/Cuiaba')?.text).toContain('Cuiabá');
    expect(list.find((z) => z.value === 'America/New_York')?.text).toContain('Nova York');
    for (const { text } of list) expect(text).not.toMatch(/[_/]|\b(America|Europe|Asia)\b/);
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

describe('timezoneLabel', () => {
  it('names a stored zone by its pt-BR city and offset, also under a legacy id', () => {
    const at = new Date('2026-01-15T12:00:00Z');
    expect(timezoneLabel('America/Sao_Paulo', at)).toBe('São Paulo (UTC-03:00)');
    expect(timezoneLabel('Asia/Calcutta', at)).toBe('Kolkata (UTC+05:30)');
    expect(timezoneCity('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
  });
});
