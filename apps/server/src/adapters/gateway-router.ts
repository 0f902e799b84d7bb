import { GatewayError, type GatewayPort } from '@/modules/messaging/gateway-port';
import type {
  CloudCredentialsResolver,
  CloudGateway,
  CloudLineCredentials,
} from './whatsapp-cloud/cloud-gateway';

/** Which gateway serves an instance (whatsapp_instances.gateway, migration 0029). */
export type GatewayKind = 'evolution' | 'meta';

/** What the database says of a line: its instance, its gateway and, for Meta, its credentials. */
export type LineGateway =
  | { instanceId: string; gateway: 'evolution' }
  | { instanceId: string; gateway: 'meta'; credentials: CloudLineCredentials };

export type GatewayRouterOptions = {
  /** The QR-code gateway (Evolution API or its simulator). */
  evolution: GatewayPort;
  /** The Cloud API gateway built around the router's own credentials, when this server has one. */
  cloud: ((credentials: CloudCredentialsResolver) => CloudGateway) | null;
  /** The line's row, or undefined when no instance has this gateway name (yet). */
  lookup: (line: string) => Promise<LineGateway | undefined>;
  /** How long a line's answer is kept; changes made here (or notified) forget it at once. */
  ttlMs?: number;
  now?: () => number;
};

export type GatewayRouter = GatewayPort & {
  /** The QR-code gateway itself, for what concerns its session alone (logging it out). */
  evolution: GatewayPort;
  cloud: CloudGateway | null;
  /** The gateway of a line; a line no instance has yet is Evolution's (checkout creates it first). */
  gatewayOf(line: string): Promise<GatewayKind>;
  /** The decrypted credentials of a Meta line (the Cloud gateway's resolver). */
  credentials(line: string): Promise<CloudLineCredentials>;
  forgetLine(line: string): void;
  forgetInstance(instanceId: string): void;
};

/**
 * The gateway port over both gateways (issue 27, docs/decisions/047 slice 1): each call goes to
 * the gateway of its line, read from the database and cached, so the sender, the reminders and
 * Conversas keep calling `send(line, …)` without knowing which one serves the number. Webhooks
 * come by gateway: Evolution's per instance (`/webhooks/evolution/:secret`), the Cloud API's on
 * one URL for all numbers (`/webhooks/whatsapp-cloud`, each event naming its phone number ID).
 */
export function createGatewayRouter({
  evolution,
  cloud: makeCloud,
  lookup,
  ttlMs = 60_000,
  now = Date.now,
}: GatewayRouterOptions): GatewayRouter {
  type Cached = { at: number; entry: Promise<LineGateway | undefined>; instanceId?: string };
  const cache = new Map<string, Cached>();

  function read(line: string): Promise<LineGateway | undefined> {
    const cached = cache.get(line);
    if (cached && now() - cached.at < ttlMs) return cached.entry;
    const fresh: Cached = { at: now(), entry: lookup(line) };
    cache.set(line, fresh);
    fresh.entry.then(
      (found) => {
        // A line no row has yet is not remembered: its row may be written a moment later.
        if (found === undefined) forget(line, fresh);
        else fresh.instanceId = found.instanceId;
      },
      () => forget(line, fresh),
    );
    return fresh.entry;
  }

  function forget(line: string, which?: Cached) {
    if (which === undefined || cache.get(line) === which) cache.delete(line);
  }

  async function credentials(line: string): Promise<CloudLineCredentials> {
    const found = await read(line);
    if (found?.gateway !== 'meta') {
      throw new GatewayError('credentials', 404, `a linha ${line} não usa a API oficial`, 'Meta');
    }
    return found.credentials;
  }

  const cloud = makeCloud ? makeCloud(credentials) : null;

  async function gatewayFor(line: string, operation: string): Promise<GatewayPort> {
    const found = await read(line);
    if (found?.gateway !== 'meta') return evolution;
    if (!cloud) {
      throw new GatewayError(
        operation,
        503,
        'a API oficial do WhatsApp não está configurada neste servidor',
        'Meta',
      );
    }
    return cloud;
  }

  return {
    // The router's own webhooks are the QR gateway's (per-instance URLs); the Cloud API's one URL
    // is mounted from `cloud` (app.ts).
    kind: evolution.kind,
    addressing: evolution.addressing,
    parseWebhook: (delivery) => evolution.parseWebhook(delivery),
    evolution,
    cloud,
    gatewayOf: async (line) => ((await read(line))?.gateway === 'meta' ? 'meta' : 'evolution'),
    credentials,
    forgetLine: (line) => forget(line),
    forgetInstance(instanceId) {
      // Lines still being read are dropped too: their answer may predate the change.
      for (const [line, cached] of cache) {
        if (cached.instanceId === undefined || cached.instanceId === instanceId) cache.delete(line);
      }
    },

    send: async (line, phone, message) =>
      (await gatewayFor(line, 'send')).send(line, phone, message),
    // Meta has no search of sent messages: its lines answer [] (decision 047, port change 6).
    findSentTexts: async (line, phone) =>
      (await gatewayFor(line, 'findSentTexts')).findSentTexts(line, phone),
    fetchMedia: async (line, mediaRef) =>
      (await gatewayFor(line, 'fetchMedia')).fetchMedia(line, mediaRef),
    createInstance: async (line, options) =>
      (await gatewayFor(line, 'createInstance')).createInstance(line, options),
    connectionState: async (line) =>
      (await gatewayFor(line, 'connectionState')).connectionState(line),
    exists: async (line) => (await gatewayFor(line, 'exists')).exists(line),
    connect: async (line, options) => (await gatewayFor(line, 'connect')).connect(line, options),
    logout: async (line) => (await gatewayFor(line, 'logout')).logout(line),
    deleteInstance: async (line) => (await gatewayFor(line, 'deleteInstance')).deleteInstance(line),
    setWebhook: async (line, url) => (await gatewayFor(line, 'setWebhook')).setWebhook(line, url),
    freeFormWindowMs: async (line) =>
      (await (await gatewayFor(line, 'freeFormWindowMs')).freeFormWindowMs?.(line)) ?? null,
    async sendTemplate(line, phone, template) {
      const gateway = await gatewayFor(line, 'sendTemplate');
      if (!gateway.sendTemplate)
        throw new GatewayError('sendTemplate', 400, `a linha ${line} não envia modelos`, 'gateway');
      return gateway.sendTemplate(line, phone, template);
    },
  };
}
