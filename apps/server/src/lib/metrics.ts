import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** The queues' state, read at each scrape (modules/metrics/queues.repo.ts). */
export type QueueSnapshot = Record<
  'attendant_chats' | 'outbound_messages' | 'avisos',
  { depth: number; oldestDueAt: Date | null }
>;

export type PoolStats = { total: number; idle: number; waiting: number; max: number };

export type WebhookOutcome = 'accepted' | 'rejected' | 'failed';

/**
 * One process's metrics (docs/decisions/022). Its own registry, never prom-client's global one:
 * tests build several servers in one process, and each must count only its own work.
 */
export function createMetrics(deps: {
  readQueues: () => Promise<QueueSnapshot>;
  poolStats: () => PoolStats;
  now: () => Date;
  onScrapeError?: (error: unknown) => void;
}) {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const http = new Histogram({
    name: 'secretaria_http_request_duration_seconds',
    help: 'HTTP requests by method, matched route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const webhooks = new Counter({
    name: 'secretaria_webhook_deliveries_total',
    help: 'Webhook deliveries by provider (evolution, stripe) and outcome',
    labelNames: ['provider', 'outcome'] as const,
    registers,
  });
  const turns = new Histogram({
    name: 'secretaria_attendant_turn_duration_seconds',
    help: 'Attendant turns (claim to commit, model part included) by outcome',
    labelNames: ['outcome'] as const,
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers,
  });
  const fallbacks = new Counter({
    name: 'secretaria_attendant_fallbacks_total',
    help: 'Model-mode turns answered by the rules instead, by reason',
    labelNames: ['reason'] as const,
    registers,
  });
  const sendsFailed = new Counter({
    name: 'secretaria_sends_failed_total',
    help: 'WhatsApp send attempts that failed; final: no retry left',
    labelNames: ['final'] as const,
    registers,
  });
  const queueDepth = new Gauge({
    name: 'secretaria_queue_depth',
    help: 'Pending work: chats awaiting a turn, outbound messages pending, avisos due',
    labelNames: ['queue'] as const,
    registers,
  });
  const queueLag = new Gauge({
    name: 'secretaria_queue_lag_seconds',
    help: 'Age of the oldest due item of each queue (0 when none is due)',
    labelNames: ['queue'] as const,
    registers,
  });
  const pool = new Gauge({
    name: 'secretaria_db_pool_connections',
    help: 'Database pool: open (total) and idle connections, waiting requests, the maximum',
    labelNames: ['state'] as const,
    registers,
  });

  /** Queue and pool gauges are read now, so a scrape sees the database as it is. */
  async function refresh() {
    const stats = deps.poolStats();
    for (const state of ['total', 'idle', 'waiting', 'max'] as const)
      pool.set({ state }, stats[state]);
    try {
      const queues = await deps.readQueues();
      const now = deps.now().getTime();
      for (const [queue, { depth, oldestDueAt }] of Object.entries(queues)) {
        queueDepth.set({ queue }, depth);
        const lag = oldestDueAt ? Math.max(0, (now - oldestDueAt.getTime()) / 1000) : 0;
        queueLag.set({ queue }, lag);
      }
    } catch (error) {
      // The database is down: the process's own metrics still go out, the gauges keep their
      // last values, and readiness (/api/ready) is what says so.
      deps.onScrapeError?.(error);
    }
  }

  return {
    contentType: registry.contentType,
    observeRequest(method: string, route: string, status: number, seconds: number) {
      http.observe({ method, route, status: String(status) }, seconds);
    },
    countWebhook(provider: string, outcome: WebhookOutcome) {
      webhooks.inc({ provider, outcome });
    },
    observeTurn(seconds: number, outcome: 'ok' | 'failed') {
      turns.observe({ outcome }, seconds);
    },
    countFallback(reason: string) {
      fallbacks.inc({ reason });
    },
    countSendFailed(final: boolean) {
      sendsFailed.inc({ final: String(final) });
    },
    async scrape(): Promise<string> {
      await refresh();
      return registry.metrics();
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
