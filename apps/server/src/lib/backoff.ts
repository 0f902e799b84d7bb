/**
 * The wait before attempt `failures + 1` of something that failed `failures` times: exponential
 * (base, 2×base, 4×base… up to `maxMs`) and jittered, uniformly between half of that and all of
 * it ("equal jitter"). The jitter keeps retries that failed together (a gateway outage, a
 * database restart) from all coming back in the same instant; the half that is kept keeps the
 * wait growing, so a long outage is not hammered.
 */
export function jitteredBackoffMs(
  failures: number,
  options: { baseMs: number; maxMs?: number; random?: () => number },
): number {
  const exponent = Math.max(0, failures - 1);
  const ceiling = Math.min(
    options.maxMs ?? Number.POSITIVE_INFINITY,
    options.baseMs * 2 ** exponent,
  );
  const random = options.random ?? Math.random;
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/** `ms` spread uniformly over ±`spread` of itself (0.25: 75 %–125 %), for pacing and polls. */
export function jittered(ms: number, spread: number, random: () => number = Math.random): number {
  return Math.round(ms * (1 - spread + 2 * spread * random()));
}
