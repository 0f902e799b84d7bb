import { describe, expect, it } from 'vitest';
import { clockScopes, createSettableClock } from './clock';

describe('settable clock', () => {
  it('follows real time until set, then runs on from the instant set, and back after reset', () => {
    let real = Date.parse('2026-11-24T12:00:00Z');
    const clock = createSettableClock(() => real);
    expect(clock.now().toISOString()).toBe('2026-11-24T12:00:00.000Z');
    clock.set(new Date('2026-03-10T13:00:00Z'));
    expect(clock.isSet()).toBe(true);
    real += 90_000;
    expect(clock.now().toISOString()).toBe('2026-03-10T13:01:30.000Z');
    clock.reset();
    expect(clock.isSet()).toBe(false);
    expect(clock.now().getTime()).toBe(real);
  });

  it("moves one owner's business time only; the server's and other owners' keep running", () => {
    let real = Date.parse('2026-11-24T12:00:00Z');
    const clock = createSettableClock(() => real);
    clock.set(new Date('2026-12-01T09:00:00Z'), 'owner-a');
    real += 60_000;
    expect(clock.now('owner-a').toISOString()).toBe('2026-12-01T09:01:00.000Z');
    expect(clock.now('owner-b').toISOString()).toBe('2026-11-24T12:01:00.000Z');
    expect(clock.now().toISOString()).toBe('2026-11-24T12:01:00.000Z');
    expect([clock.isSet('owner-a'), clock.isSet('owner-b'), clock.isSet()]).toEqual([
      true,
      false,
      false,
    ]);
    // A test advancing the server's time moves every owner's with it ...
    clock.advance(3600_000);
    expect(clock.now('owner-a').toISOString()).toBe('2026-12-01T10:01:00.000Z');
    expect(clock.now().toISOString()).toBe('2026-11-24T13:01:00.000Z');
    clock.reset('owner-a');
    expect(clock.now('owner-a').toISOString()).toBe('2026-11-24T13:01:00.000Z');
    // ... and setting it sets everyone's.
    clock.set(new Date('2026-12-01T09:00:00Z'), 'owner-a');
    clock.set(new Date('2027-01-05T08:00:00Z'));
    expect(clock.now('owner-a').toISOString()).toBe('2027-01-05T08:00:00.000Z');
    expect(clock.isSet('owner-a')).toBe(false);
  });

  it('gives the job loops one unfiltered scope, or the others and then each shifted owner', () => {
    const real = Date.parse('2026-11-24T12:00:00Z');
    const clock = createSettableClock(() => real);
    expect(clockScopes(clock)).toEqual([{ now: new Date(real) }]);
    clock.set(new Date('2026-12-01T09:00:00Z'), 'owner-a');
    expect(clockScopes(clock)).toEqual([
      { now: new Date(real), owners: { except: ['owner-a'] } },
      { now: new Date('2026-12-01T09:00:00Z'), owners: { only: 'owner-a' } },
    ]);
    expect(clockScopes({ now: () => new Date(real) })).toEqual([{ now: new Date(real) }]);
  });
});
