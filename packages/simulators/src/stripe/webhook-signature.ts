import { createHmac } from 'node:crypto';

/**
 * The `Stripe-Signature` header (contract doc B.7): HMAC-SHA256 keyed with the endpoint secret
 * as-is (with its `whsec_` prefix) over `${t}.${rawBody}`, lowercase hex, scheme `v1`.
 */
export function signStripePayload(payload: string, secret: string, timestamp: number): string {
  const signature = createHmac('sha256', secret)
    .update(`${timestamp}.${payload}`, 'utf8')
    .digest('hex');
  return `t=${timestamp},v1=${signature}`;
}
