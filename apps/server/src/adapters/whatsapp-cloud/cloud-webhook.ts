import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { WebhookRead } from '@/modules/messaging/gateway-port';
import type {
  DeliveryStatus,
  GatewayEvent,
  InboundAudio,
  InboundMessage,
  MessageTipo,
} from '@/modules/messaging/message-types';

/**
 * Meta's webhooks (docs/contracts/whatsapp-cloud-api.md §6): the GET handshake, the signature on
 * the raw body, and the deliveries read into the product's GatewayEvents. One callback URL
 * serves every number of the app, so events come grouped by the phone number ID they are for.
 */

/** `X-Hub-Signature-256` against the raw body, before any parsing, in constant time. */
export function verifyCloudSignature(
  rawBody: Uint8Array | string,
  header: string | null | undefined,
  appSecret: string,
): boolean {
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header?.trim() ?? '');
  if (!match || appSecret === '') return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  const given = Buffer.from(match[1]!, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The GET verification: echo `hub.challenge` when the mode and our verify token match. */
export function answerCloudHandshake(
  query: Record<string, string | undefined>,
  verifyToken: string,
): { status: 200; body: string } | { status: 403 } {
  const token = query['hub.verify_token'] ?? '';
  const challenge = query['hub.challenge'];
  const tokenMatches =
    verifyToken !== '' &&
    token.length === verifyToken.length &&
    timingSafeEqual(Buffer.from(token), Buffer.from(verifyToken));
  if (query['hub.mode'] !== 'subscribe' || !tokenMatches || !challenge) return { status: 403 };
  return { status: 200, body: challenge };
}

export type CloudWebhookBatch = { phoneNumberId: string; events: GatewayEvent[] };

const Envelope = z.object({
  object: z.literal('whatsapp_business_account'),
  entry: z.array(
    z
      .object({
        changes: z.array(z.object({ field: z.string(), value: z.unknown() }).loose()),
      })
      .loose(),
  ),
});

const MessagesValue = z
  .object({
    metadata: z.object({ phone_number_id: z.string() }).loose(),
    contacts: z
      .array(
        z
          .object({
            wa_id: z.string().optional(),
            profile: z.object({ name: z.string().optional() }).loose().optional(),
          })
          .loose(),
      )
      .optional(),
    messages: z.array(z.unknown()).optional(),
    statuses: z.array(z.unknown()).optional(),
  })
  .loose();

const Media = z
  .object({
    id: z.string(),
    mime_type: z.string().optional(),
    caption: z.string().optional(),
    voice: z.boolean().optional(),
  })
  .loose();

const Message = z
  .object({
    from: z.string(),
    id: z.string(),
    type: z.string(),
    context: z.object({ id: z.string().optional() }).loose().optional(),
    text: z.object({ body: z.string() }).loose().optional(),
    interactive: z
      .object({
        type: z.string(),
        button_reply: z.object({ id: z.string(), title: z.string() }).loose().optional(),
        list_reply: z
          .object({ id: z.string(), title: z.string(), description: z.string().optional() })
          .loose()
          .optional(),
      })
      .loose()
      .optional(),
    button: z.object({ text: z.string(), payload: z.string().optional() }).loose().optional(),
    audio: Media.optional(),
    image: Media.optional(),
    video: Media.optional(),
    document: Media.optional(),
    sticker: Media.optional(),
    location: z
      .object({
        latitude: z.coerce.number(),
        longitude: z.coerce.number(),
        name: z.string().optional(),
        address: z.string().optional(),
      })
      .loose()
      .optional(),
  })
  .loose();

const Status = z
  .object({
    id: z.string(),
    status: z.string(),
    errors: z
      .array(
        z
          .object({
            code: z.number(),
            title: z.string().optional(),
            message: z.string().optional(),
            error_data: z.object({ details: z.string().optional() }).loose().optional(),
          })
          .loose(),
      )
      .optional(),
  })
  .loose();

const STATUSES: Record<string, DeliveryStatus['status']> = {
  sent: 'enviado',
  delivered: 'entregue',
  read: 'lido',
  played: 'lido',
  failed: 'falhou',
};

const MEDIA_TIPOS: Record<string, MessageTipo> = {
  image: 'imagem',
  video: 'video',
  document: 'documento',
  sticker: 'sticker',
};

function readMessage(raw: unknown, names: Map<string, string>): GatewayEvent {
  const parsed = Message.safeParse(raw);
  if (!parsed.success) return { kind: 'ignorado', reason: 'mensagem ilegível' };
  const m = parsed.data;
  const base: InboundMessage = {
    gatewayId: m.id,
    fromBusiness: false,
    phone: m.from.replace(/\D/g, ''),
    senderName: names.get(m.from) ?? null,
    tipo: 'texto',
    texto: null,
    choiceId: null,
    quotedId: m.context?.id ?? null,
  };
  const message = (fields: Partial<InboundMessage>): GatewayEvent => ({
    kind: 'mensagem',
    message: { ...base, ...fields },
  });
  switch (m.type) {
    case 'text':
      return m.text ? message({ texto: m.text.body }) : { kind: 'ignorado', reason: 'texto vazio' };
    case 'interactive': {
      const reply = m.interactive?.button_reply ?? m.interactive?.list_reply;
      if (!reply)
        return { kind: 'ignorado', reason: `interativo ${m.interactive?.type ?? ''}`.trim() };
      return message({ texto: reply.title, choiceId: reply.id });
    }
    case 'button':
      // A template's quick reply: its payload is the choice we put there (or the button's text).
      return m.button
        ? message({ texto: m.button.text, choiceId: m.button.payload ?? m.button.text })
        : { kind: 'ignorado', reason: 'botão vazio' };
    case 'audio': {
      if (!m.audio) return { kind: 'ignorado', reason: 'áudio sem mídia' };
      // The Cloud API fetches files by media id, not by the message's id.
      const audio: InboundAudio = {
        mediaRef: m.audio.id,
        mimetype: m.audio.mime_type ?? null,
        seconds: null,
        isVoiceNote: m.audio.voice ?? true,
      };
      return message({ tipo: 'audio', audio });
    }
    case 'location': {
      const l = m.location;
      if (!l) return { kind: 'ignorado', reason: 'localização vazia' };
      const place = [l.name, l.address].filter(Boolean).join(', ');
      return message({
        tipo: 'outro',
        texto: `📍 ${place ? `${place} ` : ''}(${l.latitude}, ${l.longitude})`,
      });
    }
    case 'image':
    case 'video':
    case 'document':
    case 'sticker': {
      const media = m[m.type];
      return message({ tipo: MEDIA_TIPOS[m.type] ?? 'outro', texto: media?.caption ?? null });
    }
    case 'reaction':
      return { kind: 'ignorado', reason: 'reação' };
    case 'system':
      return { kind: 'ignorado', reason: 'mensagem do sistema' };
    default:
      return message({ tipo: 'outro' });
  }
}

function readStatus(raw: unknown): GatewayEvent | null {
  const parsed = Status.safeParse(raw);
  if (!parsed.success) return null;
  const status = STATUSES[parsed.data.status];
  if (!status) return null;
  const error = parsed.data.errors?.[0];
  return {
    kind: 'status',
    status: {
      gatewayId: parsed.data.id,
      status,
      ...(status === 'falhou' && error
        ? {
            error: `${error.code}: ${error.title ?? error.message ?? ''}${error.error_data?.details ? ` — ${error.error_data.details}` : ''}`,
            errorCode: error.code,
          }
        : {}),
    },
  };
}

/**
 * A POST's body in the product's words, by phone number ID; null when it is no Cloud API
 * delivery at all. Template reviews and other fields come back as 'ignorado' for the log.
 */
export function parseCloudWebhook(body: unknown): CloudWebhookBatch[] | null {
  const envelope = Envelope.safeParse(body);
  if (!envelope.success) return null;
  const batches: CloudWebhookBatch[] = [];
  for (const entry of envelope.data.entry) {
    for (const change of entry.changes) {
      if (change.field !== 'messages') {
        const value = change.value as { metadata?: { phone_number_id?: string } } | null;
        batches.push({
          phoneNumberId: value?.metadata?.phone_number_id ?? '',
          events: [{ kind: 'ignorado', reason: change.field }],
        });
        continue;
      }
      const value = MessagesValue.safeParse(change.value);
      if (!value.success) continue;
      const names = new Map<string, string>();
      for (const contact of value.data.contacts ?? []) {
        if (contact.wa_id && contact.profile?.name) names.set(contact.wa_id, contact.profile.name);
      }
      const events: GatewayEvent[] = [
        ...(value.data.messages ?? []).map((m) => readMessage(m, names)),
        ...(value.data.statuses ?? []).flatMap((s) => readStatus(s) ?? []),
      ];
      batches.push({ phoneNumberId: value.data.metadata.phone_number_id, events });
    }
  }
  return batches;
}

/**
 * A delivery as it arrives: the signature first (the raw bytes), then JSON, then the events, each
 * batch tagged with its line (the phone number ID: one URL serves every number of the app).
 */
export function readCloudWebhook(
  rawBody: Uint8Array | string,
  signature: string | null | undefined,
  appSecret: string,
): WebhookRead {
  if (!verifyCloudSignature(rawBody, signature, appSecret))
    return { ok: false, reason: 'assinatura' };
  let body: unknown;
  try {
    body = JSON.parse(typeof rawBody === 'string' ? rawBody : new TextDecoder().decode(rawBody));
  } catch {
    return { ok: false, reason: 'json' };
  }
  const batches = parseCloudWebhook(body);
  return batches
    ? { ok: true, lines: batches.map((b) => ({ lineId: b.phoneNumberId, events: b.events })) }
    : { ok: false, reason: 'formato' };
}
