import { Hono } from 'hono';
import { startLoopbackServer } from '@secretaria/simulators/loopback-server';
import { startMetaSimulator } from '@secretaria/simulators/meta/meta-simulator';
import { createCloudGateway, type CloudGateway, type CloudLineCredentials } from './cloud-gateway';
import { createGraphClient } from './graph-client';
import type { GatewayEvent } from '@/modules/messaging/message-types';

export const APP_SECRET = 'segredo-do-app-0001';
export const VERIFY_TOKEN = 'verifica-123';
export const LINE = '5511987654321';
export const CREDENTIALS: CloudLineCredentials = {
  phoneNumberId: '106540352242922',
  wabaId: '102290129340398',
  accessToken: 'EAAG-token-de-teste-0001',
};
export const CUSTOMER = { from: '5511999990000', name: 'Ana' };

/**
 * The simulator, the production client and gateway pointed at it, and our webhook endpoint as
 * the product will mount it (handshake on GET, raw body read by the gateway on POST).
 */
export async function startCloudHarness() {
  const sim = await startMetaSimulator({ webhookRetry: { attempts: 1 } });
  const client = createGraphClient({ baseUrl: sim.url, apiVersion: 'v23.0' });
  const lines = new Map<string, CloudLineCredentials>([[LINE, CREDENTIALS]]);
  const gateway: CloudGateway = createCloudGateway({
    client,
    credentials: async (line) => {
      const found = lines.get(line);
      if (!found) throw new Error(`no credentials for ${line}`);
      return found;
    },
    appSecret: APP_SECRET,
    verifyToken: VERIFY_TOKEN,
  });
  const batches: Array<{ phoneNumberId: string; events: GatewayEvent[] }> = [];
  const refused: string[] = [];
  const app = new Hono()
    .get('/webhooks/whatsapp-cloud', (c) => {
      const answer = gateway.answerHandshake(c.req.query());
      return answer.status === 200 ? c.text(answer.body) : c.text('', 403);
    })
    .post('/webhooks/whatsapp-cloud', async (c) => {
      const read = gateway.parseWebhook({
        rawBody: new Uint8Array(await c.req.arrayBuffer()),
        header: (name) => c.req.header(name),
        query: c.req.query(),
      });
      if (!read.ok) {
        refused.push(read.reason);
        return c.text('', 401);
      }
      batches.push(...read.lines.map((l) => ({ phoneNumberId: l.lineId ?? '', events: l.events })));
      return c.body(null, 200);
    });
  const endpoint = await startLoopbackServer(app);
  await sim.createNumber({
    displayPhoneNumber: LINE,
    phoneNumberId: CREDENTIALS.phoneNumberId,
    wabaId: CREDENTIALS.wabaId,
    accessToken: CREDENTIALS.accessToken,
    appSecret: APP_SECRET,
    webhookUrl: `${endpoint.url}/webhooks/whatsapp-cloud`,
    verifyToken: VERIFY_TOKEN,
  });
  return {
    sim,
    client,
    gateway,
    lines,
    batches,
    refused,
    endpointUrl: endpoint.url,
    events: () => batches.flatMap((b) => b.events),
    async close() {
      await sim.close();
      await endpoint.close();
    },
  };
}

export type CloudHarness = Awaited<ReturnType<typeof startCloudHarness>>;
