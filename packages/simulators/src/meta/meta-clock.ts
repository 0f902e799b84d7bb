/** The simulator's clock: real time plus an offset tests move (the 24-hour window reads it). */
export type MetaClock = ReturnType<typeof createMetaClock>;

export function createMetaClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms: number) {
      offsetMs += ms;
    },
    reset() {
      offsetMs = 0;
    },
    offsetMs: () => offsetMs,
  };
}

export const WINDOW_MS = 24 * 60 * 60 * 1000;
