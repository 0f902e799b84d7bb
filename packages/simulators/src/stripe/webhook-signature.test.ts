import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { signStripePayload } from './webhook-signature';

const stripe = new Stripe('sk_test_unused');

describe('signStripePayload', () => {
  it("matches the contract doc's verified test vector", () => {
    const body = '{"id":"evt_test_1","object":"event","type":"invoice.paid"}';
    expect(signStripePayload(body, 'whsec_test_secret', 1700000000)).toBe(
      't=1700000000,v1=3e3e661992c26c45d9105cbea450acc1a34f8c6dbafbd891f858c6fd9054fe3e',
    );
  });

  it('produces headers the SDK accepts, and only for the same secret and body', () => {
    const body = JSON.stringify({ id: 'evt_1', object: 'event', type: 'invoice.paid' });
    const header = signStripePayload(body, 'whsec_abc', Math.floor(Date.now() / 1000));
    expect(stripe.webhooks.constructEvent(body, header, 'whsec_abc').id).toBe('evt_1');
    expect(() => stripe.webhooks.constructEvent(body, header, 'whsec_other')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    expect(() => stripe.webhooks.constructEvent(`${body} `, header, 'whsec_abc')).toThrow(
      /No signatures found matching/,
    );
  });
});
