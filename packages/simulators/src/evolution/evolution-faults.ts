import type { MiddlewareHandler } from 'hono';
import { evolutionError, type EvolutionErrorMessage } from './evolution-errors';
import { sleep } from './evolution-sleep';

export const FAULT_ROUTES = [
  'create',
  'connect',
  'connectionState',
  'logout',
  'delete',
  'fetchInstances',
  'sendText',
  'findMessages',
  'getBase64FromMediaMessage',
  'setWebhook',
  'findWebhook',
] as const;
export type FaultRoute = (typeof FAULT_ROUTES)[number];

export type FailNextOptions = {
  /** HTTP status of the injected reply (default 500). */
  status?: number;
  /** How many consecutive calls fail (default 1). */
  times?: number;
  /** `response.message` of the envelope (default a string, like Evolution's runtime errors). */
  message?: EvolutionErrorMessage;
  /**
   * When true the call takes effect and only its reply is the error: the "created, but the
   * reply was lost" case that makes a client's retry meet the 'already in use' 403.
   */
  afterEffect?: boolean;
};

type PendingFailure = Required<Omit<FailNextOptions, 'times'>> & { remaining: number };

export type EvolutionFaults = ReturnType<typeof createEvolutionFaults>;

export function createEvolutionFaults() {
  const failures = new Map<FaultRoute, PendingFailure>();
  let delayMs = 0;
  const routeDelays = new Map<FaultRoute, number>();
  let duplicating = false;

  function take(route: FaultRoute): PendingFailure | null {
    const failure = failures.get(route);
    if (!failure) return null;
    failure.remaining -= 1;
    if (failure.remaining <= 0) failures.delete(route);
    return failure;
  }

  return {
    failNext(route: FaultRoute, options: FailNextOptions = {}) {
      failures.set(route, {
        status: options.status ?? 500,
        message: options.message ?? 'Simulated failure (fault injection)',
        afterEffect: options.afterEffect ?? false,
        remaining: options.times ?? 1,
      });
    },
    /** Delays every API reply by `ms`, or only one route's when `route` is given (0 clears). */
    delay(ms: number, route?: FaultRoute) {
      if (route) routeDelays.set(route, ms);
      else delayMs = ms;
    },
    duplicateWebhooks(on: boolean) {
      duplicating = on;
    },
    isDuplicatingWebhooks: () => duplicating,
    reset() {
      failures.clear();
      routeDelays.clear();
      delayMs = 0;
      duplicating = false;
    },
    snapshot() {
      return {
        failures: Object.fromEntries(
          [...failures].map(([route, failure]) => [route, { ...failure }]),
        ),
        delayMs,
        routeDelays: Object.fromEntries(routeDelays),
        duplicateWebhooks: duplicating,
      };
    },
    /** Runs after the guards, where Evolution's own runtime failures happen. */
    gate(route: FaultRoute): MiddlewareHandler {
      return async (c, next) => {
        const wait = delayMs + (routeDelays.get(route) ?? 0);
        if (wait > 0) await sleep(wait);
        const failure = take(route);
        if (failure && !failure.afterEffect) return evolutionError(failure.status, failure.message);
        await next();
        if (failure) c.res = evolutionError(failure.status, failure.message);
      };
    },
  };
}
