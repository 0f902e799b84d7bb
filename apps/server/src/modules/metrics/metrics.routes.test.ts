import { describe, expect, it } from 'vitest';
import { bearerMatches } from './metrics.routes';

describe('bearerMatches', () => {
  const token = 'metrics-token-0123456789';

  it('accepts the configured token as a bearer credential, in any case of the scheme', () => {
    expect(bearerMatches(`Bearer ${token}`, token)).toBe(true);
    expect(bearerMatches(`bearer ${token}`, token)).toBe(true);
  });

  it('refuses a missing header, another scheme, another token or a prefix of it', () => {
    expect(bearerMatches(undefined, token)).toBe(false);
    expect(bearerMatches('', token)).toBe(false);
    expect(bearerMatches(`Basic ${token}`, token)).toBe(false);
    expect(bearerMatches('Bearer outro-token', token)).toBe(false);
    expect(bearerMatches(`Bearer ${token.slice(0, -1)}`, token)).toBe(false);
    expect(bearerMatches('Bearer ', token)).toBe(false);
  });
});
