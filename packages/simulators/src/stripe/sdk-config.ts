import type Stripe from 'stripe';

/**
 * The `new Stripe(secretKey, config)` options that point the official SDK at the simulator
 * (contract doc B.1): plain http on loopback, no telemetry, and no automatic retries so an
 * injected 5xx is seen once (pass `maxNetworkRetries` to override).
 */
export function stripeSdkConfig(
  simulatorUrl: string,
  overrides: Partial<Stripe.StripeConfig> = {},
): Stripe.StripeConfig {
  const url = new URL(simulatorUrl);
  return {
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? '443' : '80'),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 0,
    telemetry: false,
    ...overrides,
  };
}
