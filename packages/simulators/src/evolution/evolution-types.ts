export type ConnectionState = 'open' | 'close' | 'connecting' | 'refused';

export const INTEGRATIONS = ['WHATSAPP-BAILEYS', 'WHATSAPP-BUSINESS', 'EVOLUTION'] as const;
export type Integration = (typeof INTEGRATIONS)[number];

export type QrCode = { pairingCode: string | null; code: string; base64: string; count: number };

export type InstanceSettings = {
  rejectCall: boolean;
  msgCall: string;
  groupsIgnore: boolean;
  alwaysOnline: boolean;
  readMessages: boolean;
  readStatus: boolean;
  syncFullHistory: boolean;
  wavoipToken: string;
};

export type WebhookConfig = {
  id: string;
  url: string;
  headers: Record<string, string>;
  enabled: boolean;
  events: string[];
  byEvents: boolean;
  base64: boolean;
  createdAt: Date;
  updatedAt: Date;
};

export type MessageKey = {
  remoteJid: string;
  fromMe: boolean;
  id: string;
  remoteJidAlt?: string;
  addressingMode?: 'lid' | 'pn';
};

/** Baileys' audioMessage as Evolution forwards it (Longs as strings, bytes as base64). */
export type AudioMessageContent = {
  url: string;
  mimetype: string;
  fileSha256: string;
  fileLength: string;
  seconds: number;
  ptt: boolean;
  mediaKey: string;
  fileEncSha256: string;
  directPath: string;
  mediaKeyTimestamp: string;
};

/** A text (`conversation`) or a voice note (`audioMessage`); exactly one is set. */
export type MessageContent = { conversation?: string; audioMessage?: AudioMessageContent };

/** The record Evolution stores and returns (sendText reply, messages.upsert / send.message data). */
export type MessageRecord = {
  key: MessageKey;
  pushName: string;
  status: 'PENDING' | 'SERVER_ACK' | 'DELIVERY_ACK' | 'READ';
  message: MessageContent;
  messageType: 'conversation' | 'audioMessage';
  /** A reply's quote (Evolution v2 copies the content's contextInfo to the record). */
  contextInfo?: { stanzaId: string; participant?: string };
  messageTimestamp: number;
  instanceId: string;
  source: 'android' | 'ios' | 'web' | 'desktop' | 'unknown';
};

/** A media message's file, what getBase64FromMediaMessage downloads and decrypts. */
export type StoredMedia = { data: Buffer; mimetype: string };

/** `chat` is the customer's phone digits (LIDs resolved, Brazil's ninth digit dropped). */
export type StoredMessage = { chat: string; record: MessageRecord; at: Date; media?: StoredMedia };

export type Instance = {
  id: string;
  name: string;
  token: string;
  integration: Integration;
  state: ConnectionState;
  /** `number` sent to /instance/create (the DB column of the same name). */
  number: string | null;
  wuid: string | null;
  profileName: string | null;
  qr: QrCode | null;
  qrCount: number;
  settings: InstanceSettings;
  webhook: WebhookConfig | null;
  messages: StoredMessage[];
  /** phone digits → LID digits, so replies addressed to a LID land in the right chat. */
  lids: Map<string, string>;
  disconnection: { code: number; at: Date } | null;
  createdAt: Date;
  updatedAt: Date;
};

export const WEBHOOK_EVENTS = [
  'APPLICATION_STARTUP',
  'QRCODE_UPDATED',
  'MESSAGES_SET',
  'MESSAGES_UPSERT',
  'MESSAGES_EDITED',
  'MESSAGES_UPDATE',
  'MESSAGES_DELETE',
  'SEND_MESSAGE',
  'SEND_MESSAGE_UPDATE',
  'CONTACTS_SET',
  'CONTACTS_UPSERT',
  'CONTACTS_UPDATE',
  'PRESENCE_UPDATE',
  'CHATS_SET',
  'CHATS_UPSERT',
  'CHATS_UPDATE',
  'CHATS_DELETE',
  'GROUPS_UPSERT',
  'GROUP_UPDATE',
  'GROUP_PARTICIPANTS_UPDATE',
  'CONNECTION_UPDATE',
  'LABELS_EDIT',
  'LABELS_ASSOCIATION',
  'CALL',
  'TYPEBOT_START',
  'TYPEBOT_CHANGE_STATUS',
  'REMOVE_INSTANCE',
  'LOGOUT_INSTANCE',
  'INSTANCE_CREATE',
  'INSTANCE_DELETE',
  'STATUS_INSTANCE',
] as const;

/** Webhook `event` values as delivered (lower-case dotted), for the events the simulator emits. */
export type EmittedEvent =
  | 'qrcode.updated'
  | 'connection.update'
  | 'messages.upsert'
  | 'send.message'
  | 'status.instance'
  | 'logout.instance'
  | 'remove.instance'
  | 'instance.create'
  | 'instance.delete';
