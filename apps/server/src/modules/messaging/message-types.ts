/**
 * The product's own messages (issue 26, docs/decisions/046): what the attendant, the reminders
 * and Conversas speak, whatever the gateway. Each gateway's adapter turns its webhooks into these
 * and sends them; no gateway's type or field name goes past its adapter (a lint rule).
 */

export type MessageTipo =
  'texto' | 'audio' | 'imagem' | 'video' | 'sticker' | 'documento' | 'outro';

/** What a transcription needs to know of a voice note. */
export type InboundAudio = {
  /**
   * How the gateway's media endpoint names the file (`fetchMedia`): Meta's media id, Evolution's
   * message id. Stored with the message (port change 3), never remembered in memory.
   */
  mediaRef: string;
  mimetype: string | null;
  seconds: number | null;
  /** Recorded in the chat (push-to-talk) rather than a forwarded audio file. */
  isVoiceNote: boolean;
};

/** One message of a person in a one-to-one chat of the business's line. */
export type InboundMessage = {
  /** The gateway's id of the message: a repeated delivery has the same one. */
  gatewayId: string;
  /** Written on the business's own line (the owner on the phone, or our own send echoed). */
  fromBusiness: boolean;
  /** International digits of the customer's number (the other side of the chat). */
  phone: string;
  /** The name the customer gave WhatsApp, if any (never the business's own). */
  senderName: string | null;
  tipo: MessageTipo;
  /** The text, or a media's caption; null when there is none. */
  texto: string | null;
  /** The id of a choice the customer tapped (a button or a list row), if any. */
  choiceId: string | null;
  /** The gateway id of the message this one replies to (a quote), if any. */
  quotedId: string | null;
  /** Present only on audio messages (tipo 'audio', texto null). */
  audio?: InboundAudio;
};

/** A choice offered with a message: a reply button or a list row, read back by its id. */
export type MessageChoice = { id: string; title: string; description?: string };

/**
 * A message to a customer. `choices` are also written in `texto` as a numbered list, so a gateway
 * without buttons sends the text alone and loses nothing.
 */
export type OutboundMessage = { texto: string; choices?: MessageChoice[] };

/** What a template is for: the kinds of proactive messages sent to customers (avisos). */
export type TemplatePurpose = 'lembrete' | 'confirmacao' | 'cancelamento' | 'remarcacao';

/**
 * The template a proactive message can go as where free-form messages are not allowed (outside
 * the 24-hour window of the official API): its purpose, and its named parameters' values.
 */
export type MessageTemplateRef = { purpose: TemplatePurpose; params: Record<string, string> };

/** What became of a message we sent, as the gateway reports it. */
export type DeliveryStatus = {
  gatewayId: string;
  status: 'enviado' | 'entregue' | 'lido' | 'falhou';
  /** The gateway's error, when it failed, for the log. */
  error?: string;
  /** The gateway's code of that error (Meta: 131047 outside the 24-hour window), when it has one. */
  errorCode?: number;
};

/** One thing a gateway's webhook tells, in the product's words. */
export type GatewayEvent =
  /** A person's message: the customer's, or the owner's written on the phone. */
  | { kind: 'mensagem'; message: InboundMessage }
  /** A message sent through the gateway's API (ours, or another integration's), echoed back. */
  | { kind: 'envio'; message: InboundMessage }
  /** The line connected or disconnected. */
  | { kind: 'conexao'; connected: boolean }
  | { kind: 'status'; status: DeliveryStatus }
  /** Nothing for the product (a group, a status post, a protocol message): why, for the log. */
  | { kind: 'ignorado'; reason: string };

/**
 * The key a chat is stored under (`conversas.remote_jid`): one per customer's number and line,
 * whatever the gateway. Its form is the first gateway's, kept so stored chats stay theirs.
 */
export const chatKeyOf = (phone: string) => `${phone}@s.whatsapp.net`;

/** The customer's digits back from a stored chat key. */
export const phoneOfChatKey = (chatKey: string) => chatKey.split('@')[0] ?? '';
