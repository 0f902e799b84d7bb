import type { Kysely } from 'kysely';
import type { DB } from '@/db/schema';
import type { Clock } from '@/lib/clock';
import type { Logger } from '@/lib/logger';
import { claimDueAvisos, finishAviso } from '@/modules/avisos/avisos.repo';
import { runAviso, runDueAvisos } from '@/modules/avisos/run-avisos';
import { createPollingLoop } from './polling-loop';

export type AvisosRunnerOptions = {
  db: Kysely<DB>;
  clock: Clock;
  logger: Logger;
  pollMs?: number;
  batch?: number;
  concurrency?: number;
  /** Called after a batch wrote messages: wakes this process's sender. */
  onMessages?: () => void;
};

/**
 * The reminder and notice jobs (docs/decisions/018): due ones are found by the server clock
 * (the test clock moves them), taken in batches with SKIP LOCKED so replicas share them, and
 * each batch commits its messages and its jobs' status together. A batch that fails is run
 * again one job per transaction, so one bad job is marked 'falhou' instead of holding back the
 * others.
 */
export function createAvisosRunner(options: AvisosRunnerOptions) {
  const { db, clock, logger } = options;
  const batch = options.batch ?? 100;

  async function runOnce(): Promise<boolean> {
    const now = clock.now();
    let taken: number;
    try {
      taken = await runDueAvisos(db, now, batch);
    } catch (error) {
      logger.warn({ err: error }, 'avisos: lote falhou, um por vez');
      taken = await runOneByOne(now);
    }
    if (taken > 0) options.onMessages?.();
    return taken > 0;
  }

  async function runOneByOne(now: Date): Promise<number> {
    let taken = 0;
    for (; taken < batch; taken++) {
      let current: string | undefined;
      try {
        const found = await db.transaction().execute(async (tx) => {
          const [job] = await claimDueAvisos(tx, now, 1);
          if (!job) return false;
          current = job.id;
          await runAviso(tx, job, now);
          return true;
        });
        if (!found) return taken;
      } catch (error) {
        if (current === undefined) throw error;
        logger.error({ err: error, aviso: current }, 'avisos: falha ao preparar a mensagem');
        await finishAviso(db, current, {
          status: 'falhou',
          at: now,
          error: error instanceof Error ? error.message.slice(0, 500) : String(error),
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
