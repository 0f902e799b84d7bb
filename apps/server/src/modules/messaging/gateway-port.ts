import type { GatewayEvent, OutboundMessage } from './message-types';

/**
 * The gateway port (issue 26, docs/decisions/046): everything the product asks of a WhatsApp
 * gateway, in its own words. One adapter per gateway implements it (adapters/evolution today; a
 * fake one in the tests). A line is the gateway's instance of one business number, named by
 * `whatsapp_instances.gateway_name`.
 */
export type GatewayPort = GatewayWebhooks & {
  /** Sends one message; the gateway's id of it, how its echo is known (null if not told). */
  send(
    line: string,
    phone: string,
    message: OutboundMessage,
  ): Promise<{ gatewayId: string | null }>;
  /**
   * The texts the business sent to `phone`, newest first: how the sender learns whether a send
   * whose reply it never got did go out.
   */
  findSentTexts(line: string, phone: string): Promise<Array<{ gatewayId: string; texto: string }>>;
  /** The file of a media message (a voice note) by its gateway id. */
  fetchMedia(line: string, gatewayId: string): Promise<FetchedMedia>;

  /** Creates the line; one that exists already counts as success. */
  createInstance(
    line: string,
    options?: { number?: string; webhookUrl?: string },
  ): Promise<{ alreadyExists: boolean }>;
  /** CONNECTED or DISCONNECTED; undefined when the gateway does not know the line. */
  connectionState(line: string): Promise<LineState | undefined>;
  exists(line: string): Promise<boolean>;
  /** A QR code to scan (and a pairing code with `number`), or `connected`. */
  connect(
    line: string,
    options?: { number?: string },
  ): Promise<
    { connected: true } | { connected: false; qr: string | undefined; pairingCode: string | null }
  >;
  logout(line: string): Promise<void>;
  deleteInstance(line: string): Promise<void>;
  setWebhook(line: string, url: string): Promise<void>;

  /**
   * How long after the customer's last message free-form messages may be sent on this line (the
   * official API: 24 h); null or absent where there is no such window (WhatsApp Web).
   */
  freeFormWindowMs?(line: string): Promise<number | null>;
  /** Sends an approved template (outside the window): its name, language and named parameters. */
  sendTemplate?(
    line: string,
    phone: string,
    template: TemplateMessage,
  ): Promise<{ gatewayId: string }>;
};

/** An approved template to send, with its named parameters' values and its quick replies' ids. */
export type TemplateMessage = {
  name: string;
  language: string;
  params: Record<string, string>;
  quickReplyPayloads?: string[];
};

/** How a gateway's webhooks reach us: `/webhooks/<kind>/:secret`, read by `parseWebhook`. */
export type GatewayWebhooks = {
  kind: string;
  /** The events of one delivery, or null when the body is no event of this gateway at all. */
  parseWebhook(body: unknown): GatewayEvent[] | null;
};

export type LineState = 'CONNECTED' | 'DISCONNECTED';

/** A media message's file as the gateway hands it over. */
export type FetchedMedia = { mimetype: string; fileName: string; data: Buffer };

/**
 * What the sender should do after a failed send, where the gateway knows (the official API's
 * codes): try again (after at least `retryAfterMs`), or give up on this message at once (the
 * owner reads `ownerText`). Absent: the usual retries with back-off.
 */
export type SendFailureAdvice =
  { action: 'retry'; retryAfterMs: number } | { action: 'give_up'; ownerText: string };

/** A failed gateway call, with its HTTP status and the gateway's own message. */
export class GatewayError extends Error {
  constructor(
    readonly operation: string,
    readonly status: number,
    readonly detail: string,
    gateway = 'gateway',
  ) {
    super(`${gateway} ${operation} falhou (${status}): ${detail}`);
    this.name = 'GatewayError';
  }

  /** What to do about it, when the gateway's error says (see SendFailureAdvice). */
  get advice(): SendFailureAdvice | undefined {
    return undefined;
  }
}
