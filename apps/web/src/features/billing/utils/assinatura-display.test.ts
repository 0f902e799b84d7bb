import { describe, expect, it } from 'vitest';
import { formatLongDate } from './assinatura-display';

describe('formatLongDate', () => {
  it('writes the day, the month in pt-BR and the year', () => {
    expect(formatLongDate('2026-12-27T15:00:00.000Z')).toBe('27 de dezembro de 2026');
  });
  it('is null for a missing or unreadable date', () => {
    expect(formatLongDate(null)).toBeNull();
    expect(formatLongDate('not a date')).toBeNull();
  });
});
