import type { Kysely } from 'kysely';
import type { DB } from '@/db/schema';
import type { Clock } from '@/lib/clock';
import type { Logger } from '@/lib/logger';
import { sweepRetencao } from '@/modules/instances/sweep-retencao';
import { createPollingLoop } from './polling-loop';

/**
 * The daily message retention (LGPD, docs/decisions/024): every `pollMs` (10 min) it sweeps the
 * instances whose last sweep is a day old by the server clock, one claimed instance per step, so
 * replicas share them and none is swept twice in a day.
 */
export function createRetencaoRunner(options: {
  db: Kysely<DB>;
  clock: Clock;
  logger: Logger;
  pollMs?: number;
}) {
  const { db, clock, logger } = options;
  async function runOnce(): Promise<boolean> {
    const swept = await sweepRetencao(db, clock.now());
    if (swept && swept.deleted > 0) logger.info(swept, 'retenção: mensagens antigas apagadas');
    return swept !== undefined;
  }
  const loop = createPollingLoop({
    name: 'retencao',
    step: runOnce,
    pollMs: options.pollMs ?? 10 * 60_000,
    logger,
  });
  return { runOnce, start: loop.start, stop: loop.stop, wake: loop.wake };
}
