/**
 * The one server clock. Every business rule that asks "what time is it" (a start already past,
 * today's date in the instance's zone, the free slots still offered, the attendant's notice and
 * horizon) reads it here, never SQL `now()` or `new Date()`, so tests and the embedded mode's
 * PUT /api/dev/clock can move business time while real time keeps running.
 */
export type Clock = { now(): Date };

export type SettableClock = Clock & {
  /** Business time becomes `instant` plus the real time elapsed since this call. */
  set(instant: Date): void;
  /** Back to real time. */
  reset(): void;
  /** Whether business time is currently shifted. */
  isSet(): boolean;
};

/** A real clock that can be shifted; `realNow` is the time source (injectable for tests). */
export function createSettableClock(realNow: () => number = Date.now): SettableClock {
  let offsetMs = 0;
  let shifted = false;
  return {
    now: () => new Date(realNow() + offsetMs),
    set(instant) {
      offsetMs = instant.getTime() - realNow();
      shifted = true;
    },
    reset() {
      offsetMs = 0;
      shifted = false;
    },
    isSet: () => shifted,
  };
}

export const isSettableClock = (clock: Clock): clock is SettableClock =>
  typeof (clock as Partial<SettableClock>).set === 'function' &&
  typeof (clock as Partial<SettableClock>).reset === 'function';
