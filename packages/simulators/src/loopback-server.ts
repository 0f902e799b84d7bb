import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import type { AddressInfo } from 'node:net';

export type LoopbackServer = { url: string; port: number; close(): Promise<void> };

/**
 * Starts a simulator on 127.0.0.1 (a free port unless one is given). Simulators never listen on
 * a public interface: in embedded mode only the product's own server talks to them.
 */
export function startLoopbackServer(app: Hono, port = 0): Promise<LoopbackServer> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        port: info.port,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((error) => (error ? fail(error) : done()));
            if ('closeAllConnections' in server) server.closeAllConnections();
          }),
      });
    });
    // Idle connections are closed by the client, never here: a server closing one as the client
    // reuses it (both in one process, its event loop busy) fails a call with 'fetch failed'.
    if ('keepAliveTimeout' in server) server.keepAliveTimeout = 0;
    server.on('error', reject);
  });
}

/** A simulator that sends webhooks: its app, told its own URL once listening, stopped on close. */
type WebhookSimulator = {
  app: Hono;
  setServerUrl(url: string): void;
  stopWebhooks(): Promise<void>;
};

/**
 * Serves a webhook-sending simulator on loopback: its URL set once it listens, and `close` stops
 * its pending webhooks before the server.
 */
export async function serveWebhookSimulator<S extends WebhookSimulator>(
  created: S,
  port?: number,
): Promise<Omit<S, 'setServerUrl' | 'stopWebhooks'> & LoopbackServer> {
  const { setServerUrl, stopWebhooks, ...simulator } = created;
  const server = await startLoopbackServer(simulator.app, port);
  setServerUrl(server.url);
  return {
    ...simulator,
    url: server.url,
    port: server.port,
    async close() {
      await stopWebhooks();
      await server.close();
    },
  };
}
