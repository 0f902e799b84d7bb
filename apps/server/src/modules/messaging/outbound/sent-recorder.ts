/** A send the gateway took (or took earlier), to record under its id; `asTemplate`: as a template. */
export type SentMessage = { id: string; gatewayId: string | null; asTemplate?: boolean };

type Waiting = SentMessage & { resolve: () => void; reject: (error: unknown) => void };

/**
 * Records one claim's sends together (docs/decisions/046): a send that came back waits until every
 * other send of its claim has come back too, or `lingerMs` after the first waiting one, whichever
 * comes first; then all that came back are written in one statement. So a claim of 25 sends
 * costs one or two writes, not 25, and a slow send holds the others back `lingerMs` at most.
 * A send that ends with nothing to record (it failed, or threw) is `settle`d, so no one waits
 * for it.
 */
export function createSentRecorder(
  ids: string[],
  write: (sent: SentMessage[]) => Promise<void>,
  lingerMs: number,
) {
  const outstanding = new Set(ids);
  let queue: Waiting[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing = false;

  function writeWhenDue() {
    if (writing || queue.length === 0) return;
    if (outstanding.size === 0) {
      clearTimeout(timer);
      timer = undefined;
      void writeQueued();
    } else
      timer ??= setTimeout(() => {
        timer = undefined;
        void writeQueued();
      }, lingerMs);
  }

  async function writeQueued() {
    if (writing || queue.length === 0) return;
    writing = true;
    const group = queue;
    queue = [];
    try {
      await write(group.map(({ id, gatewayId, asTemplate }) => ({ id, gatewayId, asTemplate })));
      for (const waiting of group) waiting.resolve();
    } catch (error) {
      for (const waiting of group) waiting.reject(error);
    } finally {
      writing = false;
      writeWhenDue();
    }
  }

  return {
    /** Records a send once it is written with the others. */
    record: (sent: SentMessage) =>
      new Promise<void>((resolve, reject) => {
        outstanding.delete(sent.id);
        queue.push({ ...sent, resolve, reject });
        writeWhenDue();
      }),
    /** A send of the claim ended with nothing (more) to record. */
    settle(id: string) {
      if (outstanding.delete(id)) writeWhenDue();
    },
  };
}
