import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSentRecorder, type SentMessage } from './sent-recorder';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function recorder(ids: string[], write = async (_: SentMessage[]) => {}) {
  const writes: string[][] = [];
  const claim = createSentRecorder(
    ids,
    async (sent) => {
      writes.push(sent.map((s) => s.id));
      await write(sent);
    },
    50,
  );
  return { claim, writes };
}

describe('createSentRecorder', () => {
  it('writes a claim’s sends in one statement once every send came back', async () => {
    const { claim, writes } = recorder(['a', 'b', 'c']);
    const recorded = [claim.record({ id: 'a', gatewayId: 'g-a' })];
    await vi.advanceTimersByTimeAsync(10);
    recorded.push(claim.record({ id: 'c', gatewayId: null }));
    await vi.advanceTimersByTimeAsync(10);
    expect(writes).toEqual([]);
    recorded.push(claim.record({ id: 'b', gatewayId: 'g-b' }));
    await Promise.all(recorded);
    expect(writes).toEqual([['a', 'c', 'b']]);
  });

  it('holds the others back no longer than the linger while one send is slow', async () => {
    const { claim, writes } = recorder(['a', 'b', 'slow']);
    const recorded = [
      claim.record({ id: 'a', gatewayId: 'g-a' }),
      claim.record({ id: 'b', gatewayId: 'g-b' }),
    ];
    await vi.advanceTimersByTimeAsync(49);
    expect(writes).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await Promise.all(recorded);
    expect(writes).toEqual([['a', 'b']]);
    await claim.record({ id: 'slow', gatewayId: 'g-slow' });
    expect(writes).toEqual([['a', 'b'], ['slow']]);
  });

  it('does not wait for a send that ended with nothing to record', async () => {
    const { claim, writes } = recorder(['a', 'failed']);
    const recorded = claim.record({ id: 'a', gatewayId: 'g-a' });
    claim.settle('failed');
    await recorded;
    expect(writes).toEqual([['a']]);
  });

  it('writes what came back during a write in the next one', async () => {
    let release: () => void = () => {};
    const { claim, writes } = recorder(['a', 'b', 'c'], async (sent) => {
      if (sent[0]!.id === 'a') await new Promise<void>((r) => (release = r));
    });
    const first = claim.record({ id: 'a', gatewayId: null });
    await vi.advanceTimersByTimeAsync(50);
    const later = [
      claim.record({ id: 'b', gatewayId: null }),
      claim.record({ id: 'c', gatewayId: null }),
    ];
    expect(writes).toEqual([['a']]);
    release();
    await Promise.all([first, ...later]);
    expect(writes).toEqual([['a'], ['b', 'c']]);
  });

  it('fails the sends of a write that failed, and goes on with the next ones', async () => {
    let calls = 0;
    const { claim } = recorder(['a', 'b'], async () => {
      if (++calls === 1) throw new Error('banco fora');
    });
    const first = claim.record({ id: 'a', gatewayId: null });
    const failed = expect(first).rejects.toThrow('banco fora');
    await vi.advanceTimersByTimeAsync(50);
    await failed;
    await expect(claim.record({ id: 'b', gatewayId: null })).resolves.toBeUndefined();
  });
});
