import { z } from 'zod';
import type { WhatsappGateway } from '@/adapters/external-services';
import { GatewayError, readJsonDelivery, type GatewayPort } from '@/modules/messaging/gateway-port';
import type { GatewayEvent, OutboundMessage } from '@/modules/messaging/message-types';

/**
 * A second gateway behind the port, for the tests (issue 26): its webhook speaks its own small
 * format and its lines live in memory. The dialog suites run through it beside Evolution, so the
 * attendant is shown to depend on the port only, never on one gateway's shapes.
 */
const Delivery = z.object({
  events: z.array(
    z.discriminatedUnion('type', [
      z.object({
        type: z.literal('message'),
        id: z.string().min(1),
        from: z.string().regex(/^\d{8,15}$/),
        name: z.string().optional(),
        text: z.string().optional(),
        choice: z.string().optional(),
        outgoing: z.boolean().optional(),
      }),
      z.object({ type: z.literal('line'), connected: z.boolean() }),
    ]),
  ),
});

function parseFake(body: unknown): GatewayEvent[] | null {
  const parsed = Delivery.safeParse(body);
  if (!parsed.success) return null;
  return parsed.data.events.map((event): GatewayEvent => {
    if (event.type === 'line') return { kind: 'conexao', connected: event.connected };
    return {
      kind: 'mensagem',
      message: {
        gatewayId: event.id,
        fromBusiness: event.outgoing === true,
        phone: event.from,
        senderName: event.name ?? null,
        tipo: event.text === undefined && event.choice === undefined ? 'outro' : 'texto',
        texto: event.text ?? null,
        choiceId: event.choice ?? null,
        quotedId: null,
      },
    };
  });
}

export type FakeSend = { line: string; phone: string; message: OutboundMessage; gatewayId: string };

export function createFakeGateway() {
  const lines = new Map<string, { connected: boolean }>();
  const sent: FakeSend[] = [];
  let ids = 0;
  const line = (name: string) => {
    const found = lines.get(name);
    if (!found) throw new GatewayError('line', 404, `linha ${name} desconhecida`, 'fake');
    return found;
  };

  const port: GatewayPort = {
    kind: 'fake',
    addressing: 'path',
    parseWebhook: (delivery) => readJsonDelivery(delivery, parseFake),
    async send(name, phone, message) {
      if (!line(name).connected) throw new GatewayError('send', 409, 'linha desconectada', 'fake');
      const gatewayId = `fake-${(ids += 1)}`;
      sent.push({ line: name, phone, message, gatewayId });
      return { gatewayId };
    },
    async findSentTexts(name, phone) {
      return sent
        .filter((s) => s.line === name && s.phone === phone)
        .reverse()
        .map((s) => ({ gatewayId: s.gatewayId, texto: s.message.texto }));
    },
    async fetchMedia() {
      throw new GatewayError('media', 404, 'sem mídia', 'fake');
    },
    async createInstance(name) {
      const alreadyExists = lines.has(name);
      if (!alreadyExists) lines.set(name, { connected: false });
      return { alreadyExists };
    },
    async connectionState(name) {
      const found = lines.get(name);
      if (!found) return undefined;
      return found.connected ? 'CONNECTED' : 'DISCONNECTED';
    },
    async exists(name) {
      return lines.has(name);
    },
    async connect(name) {
      // No QR to scan: the fake line connects when asked.
      line(name).connected = true;
      return { connected: true };
    },
    async logout(name) {
      line(name).connected = false;
    },
    async deleteInstance(name) {
      line(name);
      lines.delete(name);
    },
    async setWebhook(name) {
      line(name);
    },
  };

  return {
    port,
    /** What the business sent to `phone` on `line`, oldest first. */
    sentTo: (name: string, phone: string) =>
      sent.filter((s) => s.line === name && s.phone === phone),
    /** A delivery of the fake's webhook: a customer's text (or tap: `choice`) from `from` (digits). */
    customerWrites(message: { from: string; name?: string; text: string; choice?: string }) {
      return {
        events: [{ type: 'message', id: `in-${(ids += 1)}`, ...message }],
      };
    },
    /** The server's gateway deps around the fake (no phone page, no retry wait). */
    deps(): WhatsappGateway {
      return {
        client: port,
        webhookUrl: (secret) => `http://127.0.0.1:9/webhooks/fake/${secret}`,
        phoneUrl: null,
        createAttempts: 3,
        createDelayMs: 20,
      };
    },
  };
}

export type FakeGateway = ReturnType<typeof createFakeGateway>;
