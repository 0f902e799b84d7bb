import type { RunningMetaSimulator } from './meta-simulator';
import { Hono } from 'hono';
import { startLoopbackServer } from '../loopback-server';

export const VERIFY_TOKEN = 'verifica-123';
export const APP_SECRET = 'segredo-do-app-0001';
export const TOKEN = 'EAAG-token-de-teste-0001';
export const PHONE_NUMBER_ID = '106540352242922';
export const WABA_ID = '102290129340398';
export const BUSINESS = '5511987654321';
export const CUSTOMER = { from: '5511999990000', name: 'Ana' };

export type ReceivedWebhook = { headers: Record<string, string>; raw: string; body: WebhookBody };

export type WebhookBody = {
  object: string;
  entry: Array<{ id: string; changes: Array<{ field: string; value: Record<string, unknown> }> }>;
};

/**
 * Stands in for the product's webhook endpoint: answers Meta's GET handshake with the challenge
 * when the verify token matches (403 otherwise) and keeps every POST's raw body and headers.
 */
export async function startMetaReceiver(options: { verifyToken?: string; status?: number } = {}) {
  const received: ReceivedWebhook[] = [];
  const handshakes: Array<Record<string, string>> = [];
  const app = new Hono()
    .get('*', (c) => {
      const query = c.req.query();
      handshakes.push(query);
      const ok =
        query['hub.mode'] === 'subscribe' &&
        query['hub.verify_token'] === (options.verifyToken ?? VERIFY_TOKEN);
      return ok ? c.text(query['hub.challenge'] ?? '') : c.text('forbidden', 403);
    })
    .post('*', async (c) => {
      const raw = await c.req.text();
      received.push({
        headers: Object.fromEntries(c.req.raw.headers),
        raw,
        body: JSON.parse(raw) as WebhookBody,
      });
      return c.body(null, (options.status ?? 200) as 200);
    });
  const server = await startLoopbackServer(app);
  const values = (field = 'messages') =>
    received.flatMap((r) =>
      r.body.entry.flatMap((e) =>
        e.changes.filter((ch) => ch.field === field).map((ch) => ch.value),
      ),
    );
  return {
    url: `${server.url}/webhooks/whatsapp-cloud`,
    received,
    handshakes,
    values,
    statuses: () =>
      values().flatMap((v) => (v.statuses as Array<Record<string, unknown>> | undefined) ?? []),
    messages: () =>
      values().flatMap((v) => (v.messages as Array<Record<string, unknown>> | undefined) ?? []),
    close: server.close,
  };
}

/** Calls the simulator like a Graph API client: bearer token, JSON. */
export function graphCall(baseUrl: string, token: string | null = TOKEN) {
  return async <T = Record<string, unknown>>(method: string, path: string, body?: unknown) => {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  };
}

/** The test business's number on `sim`, its webhooks to `webhookUrl` (overrides per test). */
export function createTestNumber(
  sim: RunningMetaSimulator,
  webhookUrl: string,
  overrides: { verifyToken?: string; webhookUrl?: string } = {},
) {
  return sim.createNumber({
    displayPhoneNumber: BUSINESS,
    phoneNumberId: PHONE_NUMBER_ID,
    wabaId: WABA_ID,
    accessToken: TOKEN,
    appSecret: APP_SECRET,
    webhookUrl,
    verifyToken: VERIFY_TOKEN,
    ...overrides,
  });
}
