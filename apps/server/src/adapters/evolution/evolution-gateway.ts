import { z } from 'zod';
import {
  readJsonDelivery,
  type GatewayPort,
  type GatewayWebhooks,
} from '@/modules/messaging/gateway-port';
import type { GatewayEvent } from '@/modules/messaging/message-types';
import { chatKeyOf } from '@/modules/messaging/message-types';
import { toConnectionState, type EvolutionClient } from './evolution-client';
import { readUpsertMessage } from './evolution-message';

const EventSchema = z
  .object({
    event: z.string(),
    instance: z.string().optional(),
    data: z.unknown(),
  })
  .loose();
const ConnectionUpdateSchema = z.object({ state: z.string() }).loose();

/**
 * An Evolution webhook delivery in the product's words (contracts A.5): connection.update keeps
 * the line's status, messages.upsert is a person's message, send.message the echo of one sent
 * through the API; every other event is nothing for the product.
 */
export function parseEvolutionWebhook(body: unknown): GatewayEvent[] | null {
  const parsed = EventSchema.safeParse(body);
  if (!parsed.success) return null;
  const { event, data } = parsed.data;
  const name = event.toLowerCase().replace('_', '.');
  if (name === 'connection.update') {
    const update = ConnectionUpdateSchema.safeParse(data);
    if (!update.success) return null;
    if (update.data.state === 'connecting') return [];
    return [{ kind: 'conexao', connected: toConnectionState(update.data.state) === 'CONNECTED' }];
  }
  if (name !== 'messages.upsert' && name !== 'send.message') return [];
  const read = readUpsertMessage(data);
  if (name === 'send.message')
    return read.kind === 'message' && read.message.fromBusiness
      ? [{ kind: 'envio', message: read.message }]
      : [];
  if (read.kind === 'ignored') return [{ kind: 'ignorado', reason: read.reason }];
  return [{ kind: 'mensagem', message: read.message }];
}

export const evolutionWebhooks: GatewayWebhooks = {
  kind: 'evolution',
  // One URL per instance (its secret in the path); Evolution does not sign its deliveries.
  addressing: 'path',
  parseWebhook: (delivery) => readJsonDelivery(delivery, parseEvolutionWebhook),
};

/**
 * Evolution API (WhatsApp Web through Baileys) behind the gateway port. Its chats are JIDs and
 * its messages plain texts: a message's choices are already written in its text as a numbered
 * list, so they are sent as that text.
 */
export function createEvolutionGateway(client: EvolutionClient): GatewayPort {
  return {
    ...evolutionWebhooks,
    async send(line, phone, message) {
      const { id } = await client.sendText(line, phone, message.texto);
      return { gatewayId: id };
    },
    async findSentTexts(line, phone) {
      const sent = await client.findSentTexts(line, chatKeyOf(phone));
      return sent.map((s) => ({ gatewayId: s.id, texto: s.text }));
    },
    fetchMedia: (line, mediaRef) => client.fetchMedia(line, mediaRef),
    createInstance: (line, options) => client.createInstance(line, options),
    connectionState: (line) => client.connectionState(line),
    exists: (line) => client.exists(line),
    connect: (line, options) => client.connect(line, options),
    logout: (line) => client.logout(line),
    deleteInstance: (line) => client.deleteInstance(line),
    setWebhook: (line, url) => client.setWebhook(line, url),
  };
}
