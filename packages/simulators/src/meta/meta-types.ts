/** The simulator's own records of what Meta holds for a business (Graph API field names). */

export type PhoneNumberStatus =
  'CONNECTED' | 'PENDING' | 'DISCONNECTED' | 'FLAGGED' | 'RESTRICTED' | 'BANNED';

export type WebhookSubscription = { url: string; verifyToken: string; verifiedAt: Date };

/** One business phone number on the Cloud API, with what its app and WABA hold. */
export type BusinessNumber = {
  phoneNumberId: string;
  wabaId: string;
  /** International digits, e.g. 5511987654321 (webhook metadata sends these). */
  displayPhoneNumber: string;
  verifiedName: string;
  qualityRating: 'GREEN' | 'YELLOW' | 'RED' | 'UNKNOWN';
  codeVerificationStatus: 'VERIFIED' | 'NOT_VERIFIED' | 'EXPIRED';
  status: PhoneNumberStatus;
  /** Registered for Cloud API messaging (sends fail with 133010 otherwise). */
  registered: boolean;
  /** System-user tokens that reach this number; an expired one answers 190/463. */
  accessTokens: Set<string>;
  expiredTokens: Set<string>;
  appSecret: string;
  webhook: WebhookSubscription | null;
  /** wa_id → when the customer last wrote (the 24-hour window starts there). */
  lastInboundAt: Map<string, Date>;
  messages: StoredMessage[];
};

export type ReplyButton = { id: string; title: string };
export type ListRow = { id: string; title: string; description?: string };

/** What a business message shows on the customer's phone. */
export type BusinessContent =
  | { kind: 'text'; text: string }
  | { kind: 'buttons'; text: string; header?: string; footer?: string; buttons: ReplyButton[] }
  | {
      kind: 'list';
      text: string;
      header?: string;
      footer?: string;
      button: string;
      sections: Array<{ title?: string; rows: ListRow[] }>;
    }
  | {
      kind: 'template';
      name: string;
      language: string;
      text: string;
      quickReplies: Array<{ text: string; payload: string }>;
    }
  | { kind: 'media'; type: 'audio' | 'image' | 'document' | 'video'; mediaId: string | null };

export type DeliveryState = 'accepted' | 'sent' | 'delivered' | 'read' | 'failed';

export type StoredMessage = {
  id: string;
  /** The customer's wa_id (the other side of the chat). */
  waId: string;
  direction: 'inbound' | 'outbound';
  at: Date;
  /** Outbound: what the business sent. */
  content?: BusinessContent;
  /** Inbound: the `messages[]` item as the webhook carried it. */
  webhookMessage?: Record<string, unknown>;
  /** Inbound: a readable text for the phone page. */
  summary?: string;
  status: DeliveryState;
  contextId?: string;
};

export type TemplateStatus = 'APPROVED' | 'PENDING' | 'REJECTED' | 'PAUSED' | 'DISABLED';
export type TemplateCategory = 'MARKETING' | 'UTILITY' | 'AUTHENTICATION';

export type TemplateComponent = {
  type: 'HEADER' | 'BODY' | 'FOOTER' | 'BUTTONS';
  format?: string;
  text?: string;
  example?: Record<string, unknown>;
  buttons?: Array<{ type: string; text: string }>;
};

export type MessageTemplate = {
  id: string;
  wabaId: string;
  name: string;
  language: string;
  category: TemplateCategory;
  parameterFormat: 'NAMED' | 'POSITIONAL';
  components: TemplateComponent[];
  status: TemplateStatus;
  rejectedReason: string | null;
};

export type StoredMedia = {
  id: string;
  phoneNumberId: string;
  data: Buffer;
  mimeType: string;
  sha256: string;
  /** A voice note recorded in the chat (webhook `audio.voice`). */
  voice: boolean;
  createdAt: Date;
};
