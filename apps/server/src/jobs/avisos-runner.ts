import type { Kysely } from 'kysely';
import type { DB } from '@/db/schema';
import { clockScopes, type Clock, type ClockScope } from '@/lib/clock';
import type { Logger } from '@/lib/logger';
import { claimDueAvisos, finishAviso } from '@/modules/avisos/avisos.repo';
import { runAviso, runDueAvisos, type AvisoScope } from '@/modules/avisos/run-avisos';
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
 * The reminder and notice jobs (docs/decisions/018): due ones are found by each owner's business
 * time (the test clock moves one owner's), taken in batches with SKIP LOCKED so replicas share them, and
 * each batch commits its messages and its jobs' status together. A batch that fails is run
 * again one job per transaction, so one bad job is marked 'falhou' instead of holding back the
 * others.
 */
export function createAvisosRunner(options: AvisosRunnerOptions) {
  const { db, clock, logger } = options;
  const batch = options.batch ?? 100;

  /** Due jobs by each owner's business time: one scope unless an owner set the test clock. */
  async function runOnce(): Promise<boolean> {
    let taken = 0;
    for (const scope of clockScopes(clock)) taken += await runScope(scope);
    if (taken > 0) options.onMessages?.();
    return taken > 0;
  }

  async function runScope({ now, owners }: ClockScope): Promise<number> {
    const scope = { owners, at: clock.now() };
    try {
      return await runDueAvisos(db, now, batch, scope);
    } catch (error) {
      logger.warn({ err: error }, 'avisos: lote falhou, um por vez');
      return runOneByOne(now, scope);
    }
  }

  async function runOneByOne(now: Date, { owners, at = now }: AvisoScope): Promise<number> {
    let taken = 0;
    for (; taken < batch; taken++) {
      let current: string | undefined;
      try {
        const found = await db.transaction().execute(async (tx) => {
          const [job] = await claimDueAvisos(tx, now, 1, owners);
          if (!job) return false;
          current = job.id;
          await runAviso(tx, job, now, at);
          return true;
        });
        if (!found) return taken;
      } catch (error) {
        if (current === undefined) throw error;
        logger.error({ err: error, aviso: current }, 'avisos: falha ao preparar a mensagem');
        await finishAviso(db, current, {
          status: 'falhou',
          at,
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
