import { ERRORS, type GraphErrorSpec } from './meta-errors';

export const FAULT_ROUTES = ['messages', 'media', 'phoneNumber', 'templates'] as const;
export type FaultRoute = (typeof FAULT_ROUTES)[number];

/** What Meta answers when the fault fires (docs/contracts/whatsapp-cloud-api.md §7). */
export const FAULT_KINDS = {
  throughput: ERRORS.throughput,
  expiredToken: () => ERRORS.expiredToken(),
  spam: ERRORS.spam,
  pairRate: ERRORS.pairRate,
  notRegistered: ERRORS.notRegistered,
  unavailable: ERRORS.unavailable,
  generic: ERRORS.generic,
} satisfies Record<string, () => GraphErrorSpec>;
export type FaultKind = keyof typeof FAULT_KINDS;

type Pending = { kind: FaultKind; remaining: number };

export type MetaFaults = ReturnType<typeof createMetaFaults>;

export function createMetaFaults() {
  const failures = new Map<FaultRoute, Pending>();
  /** Error codes the next accepted sends report in a `failed` status instead of delivering. */
  const deliveryFailures: number[] = [];
  let delayMs = 0;

  return {
    /** The next `times` calls of `route` (default: messages) answer Meta's error of `kind`. */
    failNext(kind: FaultKind, options: { route?: FaultRoute; times?: number } = {}) {
      failures.set(options.route ?? 'messages', { kind, remaining: options.times ?? 1 });
    },
    /** The next accepted send (one per call) ends in a `failed` status with this code. */
    failNextDelivery(code = 131026) {
      deliveryFailures.push(code);
    },
    delay(ms: number) {
      delayMs = ms;
    },
    delayMs: () => delayMs,
    take(route: FaultRoute): GraphErrorSpec | null {
      const failure = failures.get(route);
      if (!failure) return null;
      failure.remaining -= 1;
      if (failure.remaining <= 0) failures.delete(route);
      return FAULT_KINDS[failure.kind]();
    },
    takeDeliveryFailure: () => deliveryFailures.shift() ?? null,
    reset() {
      failures.clear();
      deliveryFailures.length = 0;
      delayMs = 0;
    },
    snapshot() {
      return {
        failures: Object.fromEntries([...failures].map(([route, f]) => [route, { ...f }])),
        deliveryFailures: [...deliveryFailures],
        delayMs,
      };
    },
  };
}
