import type { OpenAPIHono } from '@hono/zod-openapi';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { REALTIME_HEARTBEAT_MS } from '@secretaria/shared/realtime';
import type { AuthedEnv } from '@/middleware/require-user';
import type { RealtimeHub } from './realtime-hub';

/**
 * Changes waiting for one stream. A client that stops reading (a phone gone off the network
 * without closing the connection) leaves writeSSE pending for minutes while changes keep arriving;
 * past this the stream is ended instead of buffering without limit, and the web app, which
 * reconnects and reloads everything it shows after a dropped stream, loses nothing.
 */
export const REALTIME_QUEUE_MAX = 500;

/**
 * Server-Sent Events: `ready` on connect, `change` per owned row change, `ping` as heartbeat.
 * A stream outlives the request that opened it, so with `isSessionLive` its session is asked
 * again before each batch of changes and at each heartbeat: a session ended elsewhere (a password
 * change, a sign-out) gets no further change and its stream ends (issue 23).
 */
export function createRealtimeRoutes(
  hub: Pick<RealtimeHub, 'subscribe'>,
  heartbeatMs = REALTIME_HEARTBEAT_MS,
  queueMax = REALTIME_QUEUE_MAX,
  isSessionLive?: (sessionToken: string) => Promise<boolean>,
) {
  return new Hono<AuthedEnv>().get('/realtime', (c) => {
    const userId = c.var.user.id;
    const sessionToken = c.var.sessionToken;
    // A database that does not answer (a failover) ends no stream: the next check decides.
    const sessionEnded = async () =>
      isSessionLive !== undefined && !(await isSessionLive(sessionToken).catch(() => true));
    c.header('Cache-Control', 'no-cache, no-transform');
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      const queue: string[] = [];
      let wake: (() => void) | undefined;
      let overflowed = false;
      const unsubscribe = hub.subscribe(userId, (change) => {
        if (queue.length >= queueMax) {
          overflowed = true;
          queue.length = 0;
          unsubscribe();
        } else {
          queue.push(JSON.stringify(change));
        }
        wake?.();
      });
      const heartbeat = setInterval(() => wake?.(), heartbeatMs);
      stream.onAbort(() => {
        unsubscribe();
        clearInterval(heartbeat);
        wake?.();
      });
      try {
        await stream.writeSSE({ event: 'ready', data: '{}' });
        while (!stream.aborted && !overflowed) {
          // Changes that arrived during the last write are sent now, not at the next heartbeat.
          if (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
          if (stream.aborted || overflowed || (await sessionEnded())) break;
          if (queue.length === 0) {
            await stream.writeSSE({ event: 'ping', data: String(Date.now()) });
          }
          // Only what waited when the session was checked; later changes wait for the next check.
          for (let batch = queue.length; batch > 0 && queue.length > 0 && !overflowed; batch--) {
            await stream.writeSSE({ event: 'change', data: queue.shift() as string });
          }
        }
      } finally {
        unsubscribe();
        clearInterval(heartbeat);
      }
    });
  });
}

/** The SSE stream in the OpenAPI document (its events are described, not schema-validated). */
export function registerRealtimeOpenApi(api: OpenAPIHono) {
  api.openAPIRegistry.registerPath({
    method: 'get',
    path: '/realtime',
    tags: ['Tempo real'],
    summary: 'Server-Sent Events das mudanças do dono',
    description:
      'Eventos: `ready` ao conectar; `change` com { table, op, id, user_id } a cada linha alterada; `ping` a cada 15 s.',
    responses: {
      200: {
        description: 'Fluxo text/event-stream',
        content: { 'text/event-stream': { schema: { type: 'string' } } },
      },
      401: { description: 'Usuário não autenticado' },
    },
  });
}
