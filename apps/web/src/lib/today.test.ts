import { describe, expect, it } from 'vitest';
import { todayInTimeZone } from './today';

describe('todayInTimeZone', () => {
  it("gives the business's date, not the browser's, around midnight UTC", () => {
    const instant = new Date('2026-11-23T01:30:00Z');
    expect(todayInTimeZone('America/Sao_Paulo', instant)).toBe('2026-11-22');
    expect(todayInTimeZone('Asia/Tokyo', instant)).toBe('2026-11-23');
  });

  it('falls back to a valid date for an unknown zone', () => {
    expect(todayInTimeZone('Nowhere/Nothing', new Date())).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
