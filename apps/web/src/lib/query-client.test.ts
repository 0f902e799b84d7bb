import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { retryTransient } from './query-client';

describe('retryTransient', () => {
  const retry = retryTransient(3);

  it('retries network failures and server errors up to the given count', () => {
    const network = new ApiError(0, 'NETWORK', 'x');
    const server = new ApiError(503, 'INTERNAL', 'x');
    expect([0, 1, 2, 3].map((n) => retry(n, network))).toEqual([true, true, true, false]);
    expect(retry(2, server)).toBe(true);
  });

  it('never retries a client error', () => {
    expect(retry(0, new ApiError(404, 'NOT_FOUND', 'x'))).toBe(false);
    expect(retry(0, new ApiError(401, 'UNAUTHORIZED', 'x'))).toBe(false);
  });
});
