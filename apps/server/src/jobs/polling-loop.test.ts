import { describe, expect, it } from 'vitest';
import { createLogger } from '@/lib/logger';
import { createPollingLoop } from './polling-loop';

const logger = createLogger('silent');
const tick = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));

describe('createPollingLoop', () => {
  it('runs as many steps side by side as its concurrency allows, and stop waits for them', async () => {
    let inFlight = 0;
    let most = 0;
    let left = 12;
    const loop = createPollingLoop({
      name: 'teste',
      pollMs: 10_000,
      logger,
      concurrency: 3,
      step: async () => {
        if (left <= 0) return false;
        left -= 1;
        inFlight += 1;
        most = Math.max(most, inFlight);
        await tick(10);
        inFlight -= 1;
        return true;
      },
    });
    loop.start();
    while (left > 0) await tick();
    await loop.stop();
    expect(most).toBe(3);
    expect(inFlight).toBe(0);
  });

  it('runs a sleeping runner at once when woken, long before its poll', async () => {
    const runs: number[] = [];
    let work = 0;
    const loop = createPollingLoop({
      name: 'teste',
      pollMs: 10_000,
      logger,
      step: async () => {
        runs.push(Date.now());
        if (work <= 0) return false;
        work -= 1;
        return true;
      },
    });
    loop.start();
    await tick(20);
    expect(runs).toHaveLength(1);
    work = 1;
    loop.wake();
    await tick(20);
    // Woken: one step that found work, then one that found none, then asleep again.
    expect(runs).toHaveLength(3);
    await loop.stop();
  });

  it('keeps a wake that comes while every runner is busy for the next pause', async () => {
    let calls = 0;
    let release: (() => void) | undefined;
    const loop = createPollingLoop({
      name: 'teste',
      pollMs: 10_000,
      logger,
      step: async () => {
        calls += 1;
        if (calls === 1) await new Promise<void>((resolve) => (release = resolve));
        return false;
      },
    });
    loop.start();
    await tick();
    loop.wake();
    release?.();
    await tick(20);
    expect(calls).toBe(2);
    await loop.stop();
  });

  it('polls once a poll whatever its concurrency while every runner is idle', async () => {
    let steps = 0;
    const loop = createPollingLoop({
      name: 'teste',
      pollMs: 20,
      logger,
      concurrency: 4,
      step: async () => {
        steps += 1;
        return false;
      },
    });
    loop.start();
    await tick(210);
    await loop.stop();
    // 4 first steps, then about one every 20 ms (not four).
    expect(steps).toBeGreaterThanOrEqual(4 + 6);
    expect(steps).toBeLessThanOrEqual(4 + 12);
  });
});
