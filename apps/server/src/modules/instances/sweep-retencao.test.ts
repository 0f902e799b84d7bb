import { describe, expect, it } from 'vitest';
import { monthsBefore } from './sweep-retencao';

describe('monthsBefore', () => {
  it('goes back whole calendar months', () => {
    expect(monthsBefore(new Date('2028-03-10T11:00:00Z'), 12).toISOString()).toBe(
      '2027-03-10T11:00:00.000Z',
    );
    expect(monthsBefore(new Date('2028-01-15T00:00:00Z'), 3).toISOString()).toBe(
      '2027-10-15T00:00:00.000Z',
    );
  });

  it("clamps the day to a shorter month's end", () => {
    expect(monthsBefore(new Date('2027-05-31T12:00:00Z'), 3).toISOString()).toBe(
      '2027-02-28T12:00:00.000Z',
    );
  });
});
