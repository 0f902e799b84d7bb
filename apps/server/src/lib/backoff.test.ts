import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jittered, jitteredBackoffMs } from './backoff';

describe('jitteredBackoffMs', () => {
  it('doubles from the base and stays between half and all of the step', () => {
    const low = (n: number) => jitteredBackoffMs(n, { baseMs: 2_000, random: () => 0 });
    const high = (n: number) => jitteredBackoffMs(n, { baseMs: 2_000, random: () => 0.999_999 });
    expect([1, 2, 3, 4].map(low)).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect([1, 2, 3, 4].map(high)).toEqual([2_000, 4_000, 8_000, 16_000]);
  });

  it('never passes the ceiling, however many failures', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (n, r) => {
          const ms = jitteredBackoffMs(n, { baseMs: 1_000, maxMs: 60_000, random: () => r });
          expect(ms).toBeGreaterThanOrEqual(500);
          expect(ms).toBeLessThanOrEqual(60_000);
        },
      ),
    );
  });

  it('spreads retries that failed together', () => {
    const waits = new Set(
      Array.from({ length: 50 }, () => jitteredBackoffMs(3, { baseMs: 2_000 })),
    );
    expect(waits.size).toBeGreaterThan(10);
  });
});

describe('jittered', () => {
  it('stays within the spread around the value', () => {
    expect(jittered(10_000, 0.25, () => 0)).toBe(7_500);
    expect(jittered(10_000, 0.25, () => 1)).toBe(12_500);
    expect(jittered(10_000, 0.25, () => 0.5)).toBe(10_000);
  });
});
