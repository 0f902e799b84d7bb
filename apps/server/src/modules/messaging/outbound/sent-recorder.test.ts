import { describe, expect, it } from 'vitest';
import { createSentRecorder, type SentMessage } from './sent-recorder';

describe('createSentRecorder', () => {
  it('writes the first send at once and every send that returned meanwhile in one next write', async () => {
    const writes: string[][] = [];
    let release: () => void = () => {};
    const record = createSentRecorder(async (sent: SentMessage[]) => {
      writes.push(sent.map((s) => s.id));
      if (writes.length === 1) await new Promise<void>((r) => (release = r));
    });
    const first = record({ id: 'a', gatewayId: 'g-a' });
    const later = [record({ id: 'b', gatewayId: 'g-b' }), record({ id: 'c', gatewayId: null })];
    expect(writes).toEqual([['a']]);
    release();
    await Promise.all([first, ...later]);
    expect(writes).toEqual([['a'], ['b', 'c']]);
  });

  it('fails the sends of a write that failed, and goes on with the next ones', async () => {
    let calls = 0;
    const record = createSentRecorder(async () => {
      if (++calls === 1) throw new Error('banco fora');
    });
    await expect(record({ id: 'a', gatewayId: null })).rejects.toThrow('banco fora');
    await expect(record({ id: 'b', gatewayId: null })).resolves.toBeUndefined();
  });
});
