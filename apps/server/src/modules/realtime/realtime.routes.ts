import type { OpenAPIHono } from '@hono/zod-openapi';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { REALTIME_HEARTBEAT_MS } from '@secretaria/shared/realtime';
import type { AuthedEnv } from '@/middleware/require-user';
import type { RealtimeHub } from './realtime-hub';

/** Server-Sent Events: `ready` on connect, `change` per owned row change, `ping` as heartbeat. */
export function createRealtimeRoutes(hub: RealtimeHub, heartbeatMs = REALTIME_HEARTBEAT_MS) {
  return new Hono<AuthedEnv>().get('/realtime', (c) => {
    const userId = c.var.user.id;
    c.header('Cache-Control', 'no-cache, no-transform');
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      const queue: string[] = [];
      let wake: (() => void) | undefined;
      const unsubscribe = hub.subscribe(userId, (change) => {
        queue.push(JSON.stringify(change));
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
        while (!stream.aborted) {
          await new Promise<void>((resolve) => (wake = resolve));
          if (stream.aborted) break;
          if (queue.length === 0) {
            await stream.writeSSE({ event: 'ping', data: String(Date.now()) });
          }
          while (queue.length > 0) {
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
