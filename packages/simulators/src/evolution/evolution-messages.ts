import type { EvolutionContext } from './evolution-context';
import { newIncomingMessageId, newLid, newMessageId } from './evolution-ids';
import { chatKey, isLidJid, jidUser, phoneJid } from './evolution-jids';
import { PhoneActionError } from './evolution-connection';
import type { Instance, MessageRecord } from './evolution-types';

export type IncomingMessage = { from: string; name: string; text: string; lid?: boolean };

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The customer's phone digits behind a number or JID, resolving LIDs this instance handed out. */
function customerDigits(instance: Instance, jidOrNumber: string): string {
  const user = jidUser(jidOrNumber);
  if (!isLidJid(jidOrNumber)) return user;
  for (const [phone, lid] of instance.lids) if (lid === user) return phone;
  return user;
}

function store(instance: Instance, digits: string, record: MessageRecord) {
  instance.messages.push({ chat: chatKey(digits), record, at: new Date() });
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

/** A customer writes to the business from their phone. */
export function receiveMessage(
  ctx: EvolutionContext,
  instance: Instance,
  incoming: IncomingMessage,
): MessageRecord {
  if (instance.state !== 'open') {
    throw new PhoneActionError(
      'O WhatsApp do negócio não está conectado. Escaneie o QR code antes.',
    );
  }
  const digits = jidUser(incoming.from);
  let key: MessageRecord['key'];
  if (incoming.lid) {
    const lid = instance.lids.get(digits) ?? newLid();
    instance.lids.set(digits, lid);
    key = {
      remoteJid: `${lid}@lid`,
      fromMe: false,
      id: newIncomingMessageId(),
      remoteJidAlt: phoneJid(digits),
      addressingMode: 'lid',
    };
  } else {
    key = { remoteJid: phoneJid(digits), fromMe: false, id: newIncomingMessageId() };
  }
  const record: MessageRecord = {
    key,
    pushName: incoming.name,
    status: 'DELIVERY_ACK',
    message: { conversation: incoming.text },
    messageType: 'conversation',
    messageTimestamp: nowSeconds(),
    instanceId: instance.id,
    source: 'android',
  };
  store(instance, digits, record);
  ctx.webhooks.emit(instance, 'messages.upsert', record);
  return record;
}

export function conversationWith(instance: Instance, customer: string) {
  const chat = chatKey(jidUser(customer));
  return instance.messages.filter((message) => message.chat === chat);
}
