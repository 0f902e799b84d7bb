import type { EvolutionContext } from './evolution-context';
import { newIncomingMessageId, newLid, newMessageId } from './evolution-ids';
import { chatKey, isLidJid, jidUser, phoneJid } from './evolution-jids';
import { PhoneActionError } from './evolution-connection';
import { audioMessageContent, voiceSample, type VoiceNoteAudio } from './evolution-media';
import type { Instance, MessageRecord, StoredMedia } from './evolution-types';

export type IncomingMessage = {
  from: string;
  name: string;
  text: string;
  lid?: boolean;
  /** The id of the message this one replies to (WhatsApp's quote → contextInfo.stanzaId). */
  quotedId?: string;
};

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The customer's phone digits behind a number or JID, resolving LIDs this instance handed out. */
function customerDigits(instance: Instance, jidOrNumber: string): string {
  const user = jidUser(jidOrNumber);
  if (!isLidJid(jidOrNumber)) return user;
  for (const [phone, lid] of instance.lids) if (lid === user) return phone;
  return user;
}

function store(instance: Instance, digits: string, record: MessageRecord, media?: StoredMedia) {
  instance.messages.push({
    chat: chatKey(digits),
    record,
    at: new Date(),
    ...(media ? { media } : {}),
  });
  instance.updatedAt = new Date();
}

export function recordSentText(
  ctx: EvolutionContext,
  instance: Instance,
  { number, text }: { number: string; text: string },
): MessageRecord {
  const record: MessageRecord = {
    key: {
      remoteJid: number.includes('@') ? number : phoneJid(jidUser(number)),
      fromMe: true,
      id: newMessageId(),
    },
    pushName: 'Você',
    status: 'PENDING',
    message: { conversation: text },
    messageType: 'conversation',
    messageTimestamp: nowSeconds(),
    instanceId: instance.id,
    source: 'unknown',
  };
  store(instance, customerDigits(instance, number), record);
  ctx.webhooks.emit(instance, 'send.message', record);
  return record;
}

export type Customer = Omit<IncomingMessage, 'text' | 'quotedId'>;

/** A customer records a voice note; the shipped sample unless `audio` brings another file. */
export type IncomingVoiceNote = Customer & { audio?: VoiceNoteAudio };

/** The key of a message from a customer's phone (a `@lid` one when asked, as Baileys 7 may). */
function customerKey(instance: Instance, digits: string, lid: boolean | undefined) {
  if (!lid) return { remoteJid: phoneJid(digits), fromMe: false, id: newIncomingMessageId() };
  const known = instance.lids.get(digits) ?? newLid();
  instance.lids.set(digits, known);
  return {
    remoteJid: `${known}@lid`,
    fromMe: false,
    id: newIncomingMessageId(),
    remoteJidAlt: phoneJid(digits),
    addressingMode: 'lid' as const,
  };
}

function assertOpen(instance: Instance) {
  if (instance.state !== 'open') {
    throw new PhoneActionError(
      'O WhatsApp do negócio não está conectado. Escaneie o QR code antes.',
    );
  }
}

function fromCustomer(
  instance: Instance,
  customer: Customer,
  // Evolution's field order: the quote's contextInfo comes before the timestamp.
  content: Pick<MessageRecord, 'message' | 'messageType' | 'contextInfo'>,
): MessageRecord {
  return {
    key: customerKey(instance, jidUser(customer.from), customer.lid),
    pushName: customer.name,
    status: 'DELIVERY_ACK',
    ...content,
    messageTimestamp: nowSeconds(),
    instanceId: instance.id,
    source: 'android',
  };
}

/** A customer writes to the business from their phone. */
export function receiveMessage(
  ctx: EvolutionContext,
  instance: Instance,
  incoming: IncomingMessage,
): MessageRecord {
  assertOpen(instance);
  const record = fromCustomer(instance, incoming, {
    message: { conversation: incoming.text },
    messageType: 'conversation',
    ...(incoming.quotedId ? { contextInfo: { stanzaId: incoming.quotedId } } : {}),
  });
  store(instance, jidUser(incoming.from), record);
  ctx.webhooks.emit(instance, 'messages.upsert', record);
  return record;
}

/**
 * A customer sends a voice note (→ `messages.upsert` with an audioMessage). With the webhook's
 * `base64` on, Evolution adds the file as `message.base64` to the webhook only, not the record.
 */
export function receiveVoiceNote(
  ctx: EvolutionContext,
  instance: Instance,
  incoming: IncomingVoiceNote,
): MessageRecord {
  assertOpen(instance);
  const { content, media } = audioMessageContent(incoming.audio ?? voiceSample(), nowSeconds());
  const record = fromCustomer(instance, incoming, {
    message: { audioMessage: content },
    messageType: 'audioMessage',
  });
  store(instance, jidUser(incoming.from), record, media);
  const data = instance.webhook?.base64
    ? { ...record, message: { ...record.message, base64: media.data.toString('base64') } }
    : record;
  ctx.webhooks.emit(instance, 'messages.upsert', data);
  return record;
}

/** The stored message with this id, if any (any chat, either direction). */
export const findStoredMessage = (instance: Instance, id: string) =>
  instance.messages.find((m) => m.record.key.id === id);

export function conversationWith(instance: Instance, customer: string) {
  const chat = chatKey(jidUser(customer));
  return instance.messages.filter((message) => message.chat === chat);
}
