import type { Logger } from '@/lib/logger';

/**
 * Runs `step` again and again: at once while it finds work, otherwise after `pollMs` or as soon
 * as `wake()` is called (an in-process signal; the poll is what lets other replicas and a
 * restarted process pick up work). `stop()` waits for the step in progress.
 */
export function createPollingLoop(options: {
  name: string;
  step: () => Promise<boolean>;
  pollMs: number;
  logger: Logger;
}) {
  let running = false;
  let woken = false;
  let wakeUp: (() => void) | undefined;
  let finished: Promise<void> | undefined;

  const pause = () =>
    new Promise<void>((resolve) => {
      if (woken) {
        woken = false;
        resolve();
        return;
      }
      const timer = setTimeout(() => {
        wakeUp = undefined;
        resolve();
      }, options.pollMs);
      wakeUp = () => {
        clearTimeout(timer);
        wakeUp = undefined;
        resolve();
      };
    });

  async function run() {
    while (running) {
      let found = false;
      try {
        found = await options.step();
      } catch (error) {
        options.logger.error({ err: error }, `${options.name}: falha inesperada`);
      }
      if (!found && running) await pause();
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      finished = run();
    },
    wake() {
      if (wakeUp) wakeUp();
      else woken = true;
    },
    async stop() {
      running = false;
      wakeUp?.();
      await finished;
    },
    get isRunning() {
      return running;
    },
  };
}
