import type { Kysely } from 'kysely';
import type { DB } from '@/db/schema';
import { clockScopes, type Clock, type ClockScope } from '@/lib/clock';
import type { Logger } from '@/lib/logger';
import { jitteredBackoffMs } from '@/lib/backoff';
import {
  claimDueAvisos,
  countAvisoFailures,
  recordAvisoFailure,
} from '@/modules/avisos/avisos.repo';
import type { ProactivePacing } from '@/modules/avisos/proactive-pacing';
import { runAvisos, runDueAvisos, type AvisoScope } from '@/modules/avisos/run-avisos';
import { createPollingLoop } from './polling-loop';

/** A job is 'falhou' after this many failed attempts (about 30 s, 1, 2 and 4 min apart). */
export const AVISO_MAX_ATTEMPTS = 5;
/** No wait between attempts is longer than this. */
const RETRY_MAX_MS = 15 * 60_000;

export type AvisosRunnerOptions = {
  db: Kysely<DB>;
  clock: Clock;
  logger: Logger;
  pollMs?: number;
  batch?: number;
  concurrency?: number;
  /** Attempts of a job before it is 'falhou' (the first included). */
  maxAttempts?: number;
  /** Back-off between attempts of a failing job: about base, 2×base, 4×base… (jittered). */
  retryBaseMs?: number;
  /** The pace of proactive messages per number (default: about one every 12 s, jittered). */
  pacing?: ProactivePacing;
  /** Called after a batch wrote messages: wakes this process's sender. */
  onMessages?: () => void;
};

/**
 * The reminder and notice jobs (docs/decisions/018): due ones are found by each owner's business
 * time (the test clock moves one owner's), taken in batches with SKIP LOCKED so replicas share them, and
 * each batch commits its messages and its jobs' status together. A batch that fails is run
 * again one job per transaction, so one bad job does not hold back the others: it is tried again
 * after a jittered back-off (a database hiccup, a lock time-out pass) and marked 'falhou' only
 * after its last attempt (docs/decisions/032).
 */
export function createAvisosRunner(options: AvisosRunnerOptions) {
  const { db, clock, logger } = options;
  const batch = options.batch ?? 100;
  const maxAttempts = options.maxAttempts ?? AVISO_MAX_ATTEMPTS;
  const retryBaseMs = options.retryBaseMs ?? 30_000;

  /** Due jobs by each owner's business time: one scope unless an owner set the test clock. */
  async function runOnce(): Promise<boolean> {
    let taken = 0;
    for (const scope of clockScopes(clock)) taken += await runScope(scope);
    if (taken > 0) options.onMessages?.();
    return taken > 0;
  }

  async function runScope({ now, owners }: ClockScope): Promise<number> {
    const scope = { owners, at: clock.now(), pacing: options.pacing };
    try {
      return await runDueAvisos(db, now, batch, scope);
    } catch (error) {
      logger.warn({ err: error }, 'avisos: lote falhou, um por vez');
      return runOneByOne(now, scope);
    }
  }

  async function runOneByOne(now: Date, { owners, at = now, pacing }: AvisoScope): Promise<number> {
    let taken = 0;
    for (; taken < batch; taken++) {
      let current: string | undefined;
      try {
        const found = await db.transaction().execute(async (tx) => {
          const [job] = await claimDueAvisos(tx, now, 1, owners);
          if (!job) return false;
          current = job.id;
          await runAvisos(tx, [job], now, { at, pacing });
          return true;
        });
        if (!found) return taken;
      } catch (error) {
        if (current === undefined) throw error;
        const failures = (await countAvisoFailures(db, current)) + 1;
        const final = failures >= maxAttempts;
        logger.error(
          { err: error, aviso: current, failures, final },
          'avisos: falha ao preparar a mensagem',
        );
        const wait = jitteredBackoffMs(failures, { baseMs: retryBaseMs, maxMs: RETRY_MAX_MS });
        await recordAvisoFailure(db, current, {
          at,
          error: error instanceof Error ? error.message : String(error),
          // The next attempt is due by the owner's business time, as the claim reads it.
          retryAt: final ? null : new Date(now.getTime() + wait),
        });
      }
    }
    return taken;
  }

  const loop = createPollingLoop({
    name: 'avisos',
    step: runOnce,
    pollMs: options.pollMs ?? 1_000,
    logger,
    concurrency: options.concurrency,
  });
  return { runOnce, start: loop.start, stop: loop.stop, wake: loop.wake };
}

export type AvisosRunner = ReturnType<typeof createAvisosRunner>;
