export type FailRule = { pathPrefix: string; status: number; remaining: number; method?: string };

/** Faults a test switches on: the next N requests under a path fail; every reply waits. */
export type Faults = {
  failNext(pathPrefix: string, options: { status: number; times?: number; method?: string }): void;
  delay(ms: number): void;
  take(method: string, path: string): FailRule | null;
  delayMs(): number;
  reset(): void;
};

export function createFaults(): Faults {
  let rules: FailRule[] = [];
  let delay = 0;
  return {
    failNext(pathPrefix, { status, times = 1, method }) {
      rules.push({ pathPrefix, status, remaining: times, method: method?.toUpperCase() });
    },
    delay(ms) {
      delay = Math.max(0, ms);
    },
    take(method, path) {
      const rule = rules.find(
        (candidate) =>
          candidate.remaining > 0 &&
          path.startsWith(candidate.pathPrefix) &&
          (!candidate.method || candidate.method === method),
      );
      if (!rule) return null;
      rule.remaining -= 1;
      rules = rules.filter((candidate) => candidate.remaining > 0);
      return rule;
    },
    delayMs: () => delay,
    reset() {
      rules = [];
      delay = 0;
    },
  };
}

/** The body Stripe sends with each status, so the SDK raises the matching error class. */
export function faultBody(status: number) {
  if (status === 429) {
    return {
      type: 'invalid_request_error' as const,
      code: 'rate_limit',
      message:
        'Too many requests hit the API too quickly. We recommend an exponential backoff of your requests.',
    };
  }
  if (status === 402) {
    return {
      type: 'card_error' as const,
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    };
  }
  if (status < 500) {
    return { type: 'invalid_request_error' as const, message: `Injected fault (${status}).` };
  }
  return {
    type: 'api_error' as const,
    message: 'An unknown error occurred while processing your request. (injected fault)',
  };
}
