/** A send the gateway took (or took earlier), to record under its id. */
export type SentMessage = { id: string; gatewayId: string | null };

type Waiting = SentMessage & { resolve: () => void; reject: (error: unknown) => void };

/**
 * Records sends as they come back, together (a group commit): a send waits only for the record
 * being written when it returned, and every send that returned meanwhile goes into the next one.
 * So a send is recorded moments after the gateway took it, well inside its lease, and a batch of
 * sends costs a few statements, not one each (docs/decisions/046).
 */
export function createSentRecorder(write: (sent: SentMessage[]) => Promise<void>) {
  let queue: Waiting[] = [];
  let writing = false;

  async function writeAll() {
    writing = true;
    while (queue.length > 0) {
      const group = queue;
      queue = [];
      try {
        await write(group.map(({ id, gatewayId }) => ({ id, gatewayId })));
        for (const waiting of group) waiting.resolve();
      } catch (error) {
        for (const waiting of group) waiting.reject(error);
      }
    }
    writing = false;
  }

  return (sent: SentMessage) =>
    new Promise<void>((resolve, reject) => {
      queue.push({ ...sent, resolve, reject });
      if (!writing) void writeAll();
    });
}
