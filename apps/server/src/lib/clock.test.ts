import { describe, expect, it } from 'vitest';
import { createSettableClock } from './clock';

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
});
