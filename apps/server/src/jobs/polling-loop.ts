import { withLogContext } from '@/lib/log-context';
import type { Logger } from '@/lib/logger';

/**
 * Runs `step` again and again: at once while it finds work, otherwise after `pollMs` or as soon
 * as `wake()` is called (an in-process signal; the poll is what lets other replicas and a
 * restarted process pick up work). `stop()` waits for the steps in progress.
 *
 * `concurrency` runners share the work: each step claims its own row (the steps are written to
 * be safe side by side, as they are across replicas), so many chats are answered at once on
 * PostgreSQL instead of one after another.
 */
export function createPollingLoop(options: {
  name: string;
  step: () => Promise<boolean>;
  pollMs: number;
  logger: Logger;
  concurrency?: number;
}) {
  let running = false;
  let woken = 0;
  const sleepers = new Set<() => void>();
  let finished: Promise<unknown> | undefined;

  // One poll timer for all the runners: every pollMs it wakes the runner asleep longest. Idle
  // runners side by side each polling would query the database `concurrency` times a poll for
  // the same nothing (docs/decisions/046); a runner still waits at most about pollMs.
  let ticker: NodeJS.Timeout | undefined;
  const tick = () => {
    ticker = undefined;
    const [sleeper] = sleepers;
    sleeper?.();
    if (sleepers.size > 0) ticker = setTimeout(tick, options.pollMs);
  };

  const pause = () =>
    new Promise<void>((resolve) => {
      if (woken > 0) {
        woken -= 1;
        resolve();
        return;
      }
      const wakeUp = () => {
        sleepers.delete(wakeUp);
        if (sleepers.size === 0) {
          clearTimeout(ticker);
          ticker = undefined;
        }
        resolve();
      };
      sleepers.add(wakeUp);
      ticker ??= setTimeout(tick, options.pollMs);
    });

  let steps = 0;
  async function run() {
    while (running) {
      // Until a step claims its row (which then names the job), its lines carry the step's id.
      const jobId = `${options.name}-${++steps}`;
      const found = await withLogContext({ job: options.name, jobId }, async () => {
        try {
          return await options.step();
        } catch (error) {
          options.logger.error({ err: error }, `${options.name}: falha inesperada`);
          return false;
        }
      });
      if (!found && running) await pause();
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      const runners = Math.max(1, options.concurrency ?? 1);
      finished = Promise.all(Array.from({ length: runners }, () => run()));
    },
    /** One new piece of work: one sleeping runner goes (or the next one to pause skips it). */
    wake() {
      const [sleeper] = sleepers;
      if (sleeper) sleeper();
      else woken = Math.min(woken + 1, Math.max(1, options.concurrency ?? 1));
    },
    async stop() {
      running = false;
      for (const sleeper of [...sleepers]) sleeper();
      await finished;
    },
    get isRunning() {
      return running;
    },
  };
}
