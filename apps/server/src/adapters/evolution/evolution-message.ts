import { z } from 'zod';
import { stripBidiControls } from '@secretaria/shared/bidi-controls';
import { phoneFromJid } from '@secretaria/shared/phone';
import { capWhatsappText } from '@secretaria/shared/whatsapp-text';
import type { InboundAudio, InboundMessage, MessageTipo } from '@/modules/messaging/message-types';

/** Baileys' key as Evolution forwards it; Baileys 7 adds the phone JIDs behind a LID. */
const KeySchema = z
  .object({
    remoteJid: z.string(),
    fromMe: z.boolean().nullish(),
    id: z.string().min(1),
    participant: z.string().nullish(),
    remoteJidAlt: z.string().nullish(),
    participantAlt: z.string().nullish(),
    senderPn: z.string().nullish(),
  })
  .loose();

const UpsertDataSchema = z
  .object({
    key: KeySchema,
    pushName: z.string().nullish(),
    message: z.record(z.string(), z.unknown()).nullish(),
    messageType: z.string().nullish(),
  })
  .loose();

export type ReadResult =
  { kind: 'message'; message: InboundMessage } | { kind: 'ignored'; reason: string };

/** Protocol and bookkeeping payloads that are no message of a person (deletes, reactions, edits…). */
const SILENT = [
  'protocolMessage',
  'reactionMessage',
  'senderKeyDistributionMessage',
  'pollUpdateMessage',
  'editedMessage',
  'keepInChatMessage',
  'encReactionMessage',
  'pinInChatMessage',
];

const MEDIA: Array<[string, MessageTipo]> = [
  ['imageMessage', 'imagem'],
  ['videoMessage', 'video'],
  ['ptvMessage', 'video'],
  ['stickerMessage', 'sticker'],
  ['documentMessage', 'documento'],
  ['documentWithCaptionMessage', 'documento'],
];

/**
 * contextInfo.stanzaId: the id of the message a reply quotes, from the record (Evolution v2
 * copies it there) or from the content (Baileys' extendedTextMessage.contextInfo).
 */
function quotedIdOf(record: unknown, message: Record<string, unknown>): string | null {
  for (const content of [record, ...Object.values(message)]) {
    const id = str(field(field(content, 'contextInfo'), 'stanzaId'));
    if (id) return id.slice(0, 200);
  }
  return null;
}

const str = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);
const field = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;

/** The text of a text message: plain, extended (older servers), or a tapped button or list row. */
function textOf(message: Record<string, unknown>): string | null {
  return (
    str(message.conversation) ??
    str(field(message.extendedTextMessage, 'text')) ??
    str(field(message.buttonsResponseMessage, 'selectedDisplayText')) ??
    str(field(message.templateButtonReplyMessage, 'selectedDisplayText')) ??
    str(field(message.listResponseMessage, 'title')) ??
    str(field(field(message.listResponseMessage, 'singleSelectReply'), 'selectedRowId'))
  );
}

/** The id behind a tapped button or list row (the numbered text's choice on other gateways). */
function choiceIdOf(message: Record<string, unknown>): string | null {
  return (
    str(field(message.buttonsResponseMessage, 'selectedButtonId')) ??
    str(field(message.templateButtonReplyMessage, 'selectedId')) ??
    str(field(field(message.listResponseMessage, 'singleSelectReply'), 'selectedRowId'))
  );
}

function captionOf(message: Record<string, unknown>, key: string): string | null {
  const media = message[key];
  return (
    str(field(media, 'caption')) ??
    str(field(field(field(media, 'message'), 'documentMessage'), 'caption'))
  );
}

/** Whole seconds; Baileys' uint32 may come as a number or, through some JSON paths, a string. */
function secondsOf(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? Math.round(n) : null;
}

/** Evolution fetches a message's media by the message's own id: that is its media reference. */
function audioOf(content: unknown, messageId: string): InboundAudio {
  return {
    mediaRef: messageId,
    mimetype: str(field(content, 'mimetype'))?.trim() ?? null,
    seconds: secondsOf(field(content, 'seconds')),
    isVoiceNote: field(content, 'ptt') === true,
  };
}

/** The person's phone behind the chat's JID: the JID itself, or the alternates of a LID. */
function phoneOf(key: z.infer<typeof KeySchema>): string | undefined {
  const direct = phoneFromJid(key.remoteJid);
  if (direct) return direct;
  if (!key.remoteJid.endsWith('@lid')) return undefined;
  for (const alt of [key.remoteJidAlt, key.participantAlt, key.senderPn]) {
    if (!alt) continue;
    const phone = phoneFromJid(alt) ?? (/^\d{6,15}$/.test(alt) ? alt : undefined);
    if (phone) return phone;
  }
  return undefined;
}

/** A text as stored: at most WhatsApp's 65,536 characters (docs/decisions/029). */
const capped = (text: string | null) => (text === null ? null : capWhatsappText(text));

/**
 * Reads a `messages.upsert` payload (contracts A.5): one message of a person in a one-to-one
 * chat, or the reason it is none of the attendant's business (groups, status, newsletters,
 * protocol messages, a LID without its phone number).
 */
export function readUpsertMessage(data: unknown): ReadResult {
  const parsed = UpsertDataSchema.safeParse(data);
  if (!parsed.success) return { kind: 'ignored', reason: 'payload' };
  const { key, pushName, message } = parsed.data;
  const jid = key.remoteJid;
  if (jid.endsWith('@g.us')) return { kind: 'ignored', reason: 'grupo' };
  if (jid.endsWith('@broadcast')) return { kind: 'ignored', reason: 'status' };
  if (jid.endsWith('@newsletter')) return { kind: 'ignored', reason: 'canal' };
  if (!message) return { kind: 'ignored', reason: 'sem mensagem' };
  const phone = phoneOf(key);
  if (!phone) return { kind: 'ignored', reason: 'sem número' };

  const base = {
    gatewayId: key.id,
    fromBusiness: key.fromMe === true,
    phone,
    // Shown in the panel as the contact's name: no character that reorders it (decision 029).
    senderName:
      str(typeof pushName === 'string' ? stripBidiControls(pushName) : null)?.trim() ?? null,
    choiceId: choiceIdOf(message),
    quotedId: quotedIdOf(data, message),
  };
  const text = capped(textOf(message));
  if (text !== null) return { kind: 'message', message: { ...base, tipo: 'texto', texto: text } };
  if (message.audioMessage !== undefined && message.audioMessage !== null) {
    const audio = audioOf(message.audioMessage, key.id);
    return { kind: 'message', message: { ...base, tipo: 'audio', texto: null, audio } };
  }
  for (const [name, tipo] of MEDIA) {
    if (message[name] !== undefined && message[name] !== null)
      return {
        kind: 'message',
        message: { ...base, tipo, texto: capped(captionOf(message, name)) },
      };
  }
  const kinds = Object.keys(message).filter((k) => k !== 'messageContextInfo');
  if (kinds.length === 0 || kinds.every((k) => SILENT.includes(k)))
    return { kind: 'ignored', reason: 'protocolo' };
  return { kind: 'message', message: { ...base, tipo: 'outro', texto: null } };
}
