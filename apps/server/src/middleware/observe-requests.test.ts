import { describe, expect, it } from 'vitest';
import { webhookOutcome, webhookProvider } from './observe-requests';

describe('webhook labels', () => {
  it('names the provider from the matched route pattern only', () => {
    expect(webhookProvider('/webhooks/evolution/:secret')).toBe('evolution');
    expect(webhookProvider('/webhooks/stripe')).toBe('stripe');
    expect(webhookProvider('/api/instances/:id')).toBeUndefined();
    expect(webhookProvider('*')).toBeUndefined();
  });

  it('counts 2xx as accepted, 4xx as rejected and 5xx as failed', () => {
    expect(webhookOutcome(200)).toBe('accepted');
    expect(webhookOutcome(204)).toBe('accepted');
    expect(webhookOutcome(400)).toBe('rejected');
    expect(webhookOutcome(404)).toBe('rejected');
    expect(webhookOutcome(500)).toBe('failed');
    expect(webhookOutcome(503)).toBe('failed');
  });
});
