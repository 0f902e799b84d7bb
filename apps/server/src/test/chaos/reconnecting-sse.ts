import {
  REALTIME_CLIENT_TIMEOUT_MS,
  REALTIME_RETRY_AFTER_ERROR_MS,
  REALTIME_RETRY_AFTER_TIMEOUT_MS,
} from '@secretaria/shared/realtime';
import { collectSse, type SseEvent } from '@/test/sse';
import { BACKEND_HEADER } from './round-robin-proxy';

/**
 * An open panel's live stream as the web app keeps it (apps/web realtime-connection, spec §9):
 * GET /api/realtime through the proxy, reconnecting 5 s after an error or an end and 3 s after a
 * silence longer than the client time-out. Records which backend serves the current stream.
 */
export function openReconnectingSse(url: string, cookie: string) {
  const events: Array<SseEvent & { backend: string }> = [];
  let backend: string | null = null;
  let ready = false;
  let reconnections = 0;
  let stopped = false;
  let controller = new AbortController();

  const once = async (): Promise<number> => {
    controller = new AbortController();
    // No answer within the client's time-out counts as a silence too.
    const silence = setTimeout(() => controller.abort(), REALTIME_CLIENT_TIMEOUT_MS);
    const res = await fetch(`${url}/api/realtime`, {
      headers: { cookie, accept: 'text/event-stream' },
      signal: controller.signal,
    }).finally(() => clearTimeout(silence));
    if (res.status !== 200 || !res.body) {
      await res.body?.cancel().catch(() => undefined);
      return REALTIME_RETRY_AFTER_ERROR_MS;
    }
    const servedBy = res.headers.get(BACKEND_HEADER) ?? 'direct';
    const sse = collectSse(res.body);
    backend = servedBy;
    let seen = 0;
    let lastActivity = Date.now();
    try {
      for (;;) {
        await new Promise((r) => setTimeout(r, 50));
        if (stopped) return 0;
        while (seen < sse.events.length) {
          const e = sse.events[seen++]!;
          lastActivity = Date.now();
          if (e.event === 'ready') ready = true;
          events.push({ ...e, backend: servedBy });
        }
        if (sse.finished()) return REALTIME_RETRY_AFTER_ERROR_MS;
        // Comments (heartbeats) are not events; the stream's bytes are what counts as activity.
        if (sse.lastChunkAt() > lastActivity) lastActivity = sse.lastChunkAt();
        if (Date.now() - lastActivity > REALTIME_CLIENT_TIMEOUT_MS)
          return REALTIME_RETRY_AFTER_TIMEOUT_MS;
      }
    } finally {
      ready = false;
      backend = null;
      controller.abort();
      await sse.close();
    }
  };

  const loop = (async () => {
    while (!stopped) {
      const wait = await once().catch(() => REALTIME_RETRY_AFTER_ERROR_MS);
      if (stopped) return;
      await new Promise((r) => setTimeout(r, wait));
      reconnections += 1;
    }
  })();

  return {
    events,
    /** The backend of the stream open now (with its 'ready' seen), or null while reconnecting. */
    current: () => (ready ? backend : null),
    reconnections: () => reconnections,
    async close() {
      stopped = true;
      controller.abort();
      await loop;
    },
  };
}
