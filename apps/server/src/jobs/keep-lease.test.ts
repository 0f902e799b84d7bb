import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepLease } from './keep-lease';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('keepLease', () => {
  it('renews every beat until stopped', async () => {
    const renew = vi.fn(async () => true);
    const stop = keepLease({ renew, everyMs: 100, onError: () => {} });
    await vi.advanceTimersByTimeAsync(350);
    expect(renew).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(renew).toHaveBeenCalledTimes(3);
  });

  it('ends the beats once nothing is held, and says so', async () => {
    const renew = vi.fn(async () => renew.mock.calls.length < 2);
    const onLost = vi.fn();
    keepLease({ renew, everyMs: 100, onError: () => {}, onLost });
    await vi.advanceTimersByTimeAsync(1000);
    expect(renew).toHaveBeenCalledTimes(2);
    expect(onLost).toHaveBeenCalledOnce();
  });

  it('tries again at the next beat after a failed renewal', async () => {
    const renew = vi
      .fn<() => Promise<boolean>>()
      .mockRejectedValueOnce(new Error('conexão perdida'))
      .mockResolvedValue(true);
    const onError = vi.fn();
    const stop = keepLease({ renew, everyMs: 100, onError });
    await vi.advanceTimersByTimeAsync(250);
    expect(onError).toHaveBeenCalledOnce();
    expect(renew).toHaveBeenCalledTimes(2);
    stop();
  });
});
