import { Hono } from 'hono';
import { startLoopbackServer } from '../loopback-server';
import type { WebhookEnvelope } from './evolution-webhooks';

export const API_KEY = 'global-test-key';

export type ReceivedWebhook = {
  path: string;
  headers: Record<string, string>;
  body: WebhookEnvelope;
};

/**
 * A local HTTP server standing in for the product's webhook endpoint. `reply` picks the status
 * of each delivery (by its 1-based number) to exercise the simulator's retries.
 */
export async function startWebhookReceiver(reply: (delivery: number) => number = () => 200) {
  const received: ReceivedWebhook[] = [];
  let count = 0;
  const app = new Hono().post('*', async (c) => {
    count += 1;
    const status = reply(count);
    received.push({
      path: c.req.path,
      headers: Object.fromEntries(c.req.raw.headers),
      body: (await c.req.json()) as WebhookEnvelope,
    });
    return c.body(null, status as 200);
  });
  const server = await startLoopbackServer(app);
  return {
    url: `${server.url}/webhooks/evolution/secret-123`,
    received,
    events: (event: string) => received.filter((r) => r.body.event === event),
    async waitFor(predicate: (all: ReceivedWebhook[]) => boolean, timeoutMs = 3000) {
      const deadline = Date.now() + timeoutMs;
      while (!predicate(received)) {
        if (Date.now() > deadline) {
          throw new Error(`webhooks not received in time; got ${JSON.stringify(received)}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    close: server.close,
  };
}

export type EvolutionReply<T = unknown> = { status: number; body: T };

/** Calls the simulator the way an HTTP client of Evolution does. */
export function evolutionClient(baseUrl: string, defaultKey: string | null = API_KEY) {
  return async <T = Record<string, unknown>>(
    method: string,
    path: string,
    init: { body?: unknown; apikey?: string | null } = {},
  ): Promise<EvolutionReply<T>> => {
    const key = init.apikey === undefined ? defaultKey : init.apikey;
    const headers: Record<string, string> = {};
    if (key !== null) headers.apikey = key;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  };
}
