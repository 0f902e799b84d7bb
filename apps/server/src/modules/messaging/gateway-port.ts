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
  /**
   * The file of a media message (a voice note) by its `audio.mediaRef`, as stored with the
   * message: nothing of it lives in the adapter's memory, so any replica can fetch it later.
   */
  fetchMedia(line: string, mediaRef: string): Promise<FetchedMedia>;

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

/**
 * A webhook delivery as it arrived, before anything reads it (docs/decisions/047, port change 1):
 * a gateway that signs its deliveries checks the signature on these very bytes (a re-encoded JSON
 * would differ), and only then parses them.
 */
export type WebhookDelivery = {
  rawBody: Uint8Array;
  /** A request header by name (case-insensitive), undefined when absent. */
  header(name: string): string | undefined;
  query: Record<string, string | undefined>;
};

/**
 * Events of one delivery for one line. `lineId` is the gateway's own id of the line where one
 * URL serves every line (Meta: the phone number ID); null where the URL names the line itself
 * (Evolution: the instance's secret in the path).
 */
export type LineEvents = { lineId: string | null; events: GatewayEvent[] };

/** What a delivery says, or why it is not read at all ('assinatura': forged or altered). */
export type WebhookRead =
  { ok: true; lines: LineEvents[] } | { ok: false; reason: 'assinatura' | 'json' | 'formato' };

/**
 * How a gateway's webhooks reach us. 'path': one URL per line, `/webhooks/<kind>/:secret`, the
 * secret naming the instance. 'app': one URL for all lines, `/webhooks/<kind>`, every delivery
 * signed with the app's secret and each event naming its line (`lineId`), with a GET handshake
 * when the URL is registered (port changes 1 and 2).
 */
export type GatewayWebhooks = {
  kind: string;
  addressing: 'path' | 'app';
  parseWebhook(delivery: WebhookDelivery): WebhookRead;
  /** The GET verification of an 'app' URL: the challenge to echo, or 403. */
  answerHandshake?(
    query: Record<string, string | undefined>,
  ): { status: 200; body: string } | { status: 403 };
};

/**
 * A JSON delivery of a gateway whose URL names the line (no signature): its body parsed and read
 * by `parse` into one line's events; null from `parse` is a body of no event of that gateway.
 */
export function readJsonDelivery(
  delivery: WebhookDelivery,
  parse: (body: unknown) => GatewayEvent[] | null,
): WebhookRead {
  const text = new TextDecoder().decode(delivery.rawBody);
  let body: unknown = {};
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      return { ok: false, reason: 'json' };
    }
  }
  const events = parse(body);
  return events
    ? { ok: true, lines: [{ lineId: null, events }] }
    : { ok: false, reason: 'formato' };
}

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
