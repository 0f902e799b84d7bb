export type SseEvent = { event: string; data: string };

/** Collects Server-Sent Events from a streaming response body as they arrive. */
export function collectSse(body: ReadableStream<Uint8Array>) {
  const events: SseEvent[] = [];
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let finished = false;
  let lastChunkAt = 0;
  const done = (async () => {
    try {
      for (;;) {
        const { value, done: ended } = await reader.read();
        if (ended) return;
        lastChunkAt = Date.now();
        buffer += decoder.decode(value, { stream: true });
        let split: number;
        while ((split = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, split);
          buffer = buffer.slice(split + 2);
          const event = /^event: ?(.*)$/m.exec(block)?.[1] ?? 'message';
          const data = [...block.matchAll(/^data: ?(.*)$/gm)].map((m) => m[1]).join('\n');
          if (block.trim() && !block.startsWith(':')) events.push({ event, data });
        }
      }
    } catch {
      // aborted
    } finally {
      finished = true;
    }
  })();
  return {
    events,
    /** The stream ended or broke (the chaos test's reconnecting client watches this). */
    finished: () => finished,
    /** When the last bytes arrived, heartbeat comments included (0 before any). */
    lastChunkAt: () => lastChunkAt,
    async waitFor(predicate: (e: SseEvent) => boolean, timeoutMs = 5_000): Promise<SseEvent> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = events.find(predicate);
        if (found) return found;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`);
    },
    async close() {
      await reader.cancel().catch(() => {});
      await done;
    },
  };
}
