/**
 * The one server clock. Every business rule that asks "what time is it" (a start already past,
 * today's date in the instance's zone, the free slots still offered, the attendant's notice and
 * horizon, a reminder due) reads it here, never SQL `now()` or `new Date()`, so tests and the
 * embedded mode's PUT /api/dev/clock can move business time while real time keeps running.
 *
 * Two readings (docs/decisions/033):
 * - `now()`: the server's time. Leases, bursts, retries, message and notice timestamps: what the
 *   job loops compare among themselves.
 * - `now(ownerId)`: that owner's business time. PUT /api/dev/clock shifts one owner's business
 *   time only (their instances, their panel, their attendant and reminders); other owners of the
 *   same server keep theirs. An owner that never set the clock reads the server's time.
 */
export type Clock = { now(ownerId?: string): Date };

/** Owners whose business time is shifted, by owner id, with the instant each now reads. */
export type ShiftedOwners = ReadonlyMap<string, Date>;

export type SettableClock = Clock & {
  /**
   * Business time becomes `instant` plus the real time elapsed since this call: that owner's
   * only, or, with no owner (in-process tests), the server's and every owner's.
   */
  set(instant: Date, ownerId?: string): void;
  /** Every reading moves `ms` ahead, owners' shifts kept (in-process tests). */
  advance(ms: number): void;
  /** That owner back to the server's time; with no owner, everything back to real time. */
  reset(ownerId?: string): void;
  /** Whether the server's time (or that owner's) is currently shifted. */
  isSet(ownerId?: string): boolean;
  /** The owners with a business time of their own, each with its now. */
  shiftedOwners(): ShiftedOwners;
};

/** A real clock that can be shifted; `realNow` is the time source (injectable for tests). */
export function createSettableClock(realNow: () => number = Date.now): SettableClock {
  let offsetMs = 0;
  let shifted = false;
  /** Each owner's business time relative to the server's, so `advance` moves them all. */
  const ownerOffsets = new Map<string, number>();
  const serverNow = () => realNow() + offsetMs;
  return {
    now: (ownerId) => new Date(serverNow() + (ownerId ? (ownerOffsets.get(ownerId) ?? 0) : 0)),
    set(instant, ownerId) {
      if (ownerId) {
        ownerOffsets.set(ownerId, instant.getTime() - serverNow());
        return;
      }
      offsetMs = instant.getTime() - realNow();
      shifted = true;
      ownerOffsets.clear();
    },
    advance(ms) {
      offsetMs += ms;
      shifted = true;
    },
    reset(ownerId) {
      if (ownerId) {
        ownerOffsets.delete(ownerId);
        return;
      }
      offsetMs = 0;
      shifted = false;
      ownerOffsets.clear();
    },
    isSet: (ownerId) => (ownerId ? ownerOffsets.has(ownerId) : shifted),
    shiftedOwners: () =>
      new Map([...ownerOffsets].map(([owner, offset]) => [owner, new Date(serverNow() + offset)])),
  };
}

export const isSettableClock = (clock: Clock): clock is SettableClock =>
  typeof (clock as Partial<SettableClock>).set === 'function' &&
  typeof (clock as Partial<SettableClock>).reset === 'function';

/**
 * Which owners a job loop's query covers, with the business time to compare against: every
 * owner but the shifted ones at the server's time, then each shifted owner at its own. With no
 * owner shifted (always, outside the embedded mode's test clock) this is one scope, no filter.
 */
export type ClockScope = { now: Date; owners?: { only: string } | { except: string[] } };

export function clockScopes(clock: Clock): ClockScope[] {
  const shifted = isSettableClock(clock) ? clock.shiftedOwners() : new Map<string, Date>();
  if (shifted.size === 0) return [{ now: clock.now() }];
  return [
    { now: clock.now(), owners: { except: [...shifted.keys()] } },
    ...[...shifted].map(([owner, now]) => ({ now, owners: { only: owner } })),
  ];
}
