import { AsyncLocalStorage } from 'node:async_hooks';

/** What every log line written inside a request or a job carries: its request or job id. */
export type LogContext = { reqId: string } | { job: string; jobId: string };

const storage = new AsyncLocalStorage<LogContext>();

/**
 * Runs `work` with `context` attached to every log line it writes, through any logger, however
 * deep: the services built at start-up hold the root logger, so a child logger would have to be
 * threaded through all of them (docs/decisions/022).
 */
export function withLogContext<T>(context: LogContext, work: () => T): T {
  return storage.run(context, work);
}

/** pino's mixin: the fields of the request or job in progress, none outside one. */
export function logContextFields(): Partial<LogContext> {
  return storage.getStore() ?? {};
}
