import { Hono } from 'hono';
import { serveWebhookSimulator } from '../loopback-server';
import { closeSession, issueQr, scanQr } from './evolution-connection';
import type { EvolutionContext, EvolutionSettings } from './evolution-context';
import { evolutionError } from './evolution-errors';
import { createEvolutionFaults } from './evolution-faults';
import {
  type IncomingMessage,
  type IncomingVoiceNote,
  receiveMessage,
  receiveVoiceNote,
} from './evolution-messages';
import { createEvolutionStore } from './evolution-store';
import type { Instance, MessageRecord } from './evolution-types';
import { createWebhookDispatcher, type WebhookRetryOptions } from './evolution-webhooks';
import { instanceRoutes } from './instance.routes';
import { mediaRoutes } from './media.routes';
import { messageRoutes } from './message.routes';
import { phoneRoutes } from './phone.routes';
import { simRoutes } from './sim.routes';
import { webhookRoutes } from './webhook.routes';

export type EvolutionSimulatorOptions = {
  /** The global key (Evolution's AUTHENTICATION_API_KEY). */
  apiKey: string;
  /** `server_url` in webhooks and the base of phoneUrl(); defaults to the listening address. */
  publicUrl?: string;
  /** Put the instance token in the webhook `apikey` field (AUTHENTICATION_EXPOSE_IN_FETCH_INSTANCES). */
  exposeInstanceToken?: boolean;
  qrLimit?: number;
  connectDelayMs?: number;
  webhookRetry?: Partial<WebhookRetryOptions>;
  /** The number that "scans" when neither the scan, the create `number` nor the name gives one. */
  defaultBusinessNumber?: string;
  defaultProfileName?: string;
};

export type EvolutionSimulator = ReturnType<typeof createEvolutionSimulator>;

export function createEvolutionSimulator(options: EvolutionSimulatorOptions) {
  let serverUrl = options.publicUrl ?? 'http://127.0.0.1';
  const settings: EvolutionSettings = {
    apiKey: options.apiKey,
    qrLimit: options.qrLimit ?? 30,
    connectDelayMs: options.connectDelayMs ?? 0,
    defaultBusinessNumber: options.defaultBusinessNumber ?? '5511987654321',
    defaultProfileName: options.defaultProfileName ?? 'Meu Negócio',
  };
  const faults = createEvolutionFaults();
  const store = createEvolutionStore();
  const webhooks = createWebhookDispatcher({
    retry: { attempts: 3, baseDelayMs: 200, timeoutMs: 5000, ...options.webhookRetry },
    serverUrl: () => serverUrl,
    exposeInstanceToken: options.exposeInstanceToken ?? true,
    isDuplicating: faults.isDuplicatingWebhooks,
  });
  const ctx: EvolutionContext = { settings, store, webhooks, faults, serverUrl: () => serverUrl };

  function instance(name: string): Instance {
    const found = store.get(name);
    if (!found) throw new Error(`Evolution simulator: no instance named "${name}"`);
    return found;
  }

  function reset() {
    store.clear();
    faults.reset();
    webhooks.deliveries.length = 0;
  }

  const app = new Hono();
  app.get('/', (c) =>
    c.json({
      status: 200,
      message: 'Welcome to the Evolution API, it is working!',
      version: '2.3.6',
      clientName: 'evolution_exchange',
    }),
  );
  app.route('/', instanceRoutes(ctx));
  app.route('/', messageRoutes(ctx));
  app.route('/', mediaRoutes(ctx));
  app.route('/', webhookRoutes(ctx));
  app.route('/', phoneRoutes(ctx));
  app.route('/', simRoutes(ctx, reset));
  app.notFound((c) => evolutionError(404, [`Cannot ${c.req.method} ${c.req.path}`]));
  app.onError((error) => evolutionError(500, error.message));

  return {
    app,
    faults,
    setServerUrl(url: string) {
      if (!options.publicUrl) serverUrl = url;
    },
    phoneUrl: (name: string) => `${serverUrl}/phone/${encodeURIComponent(name)}`,
    getInstance: (name: string) => store.get(name),
    listInstances: () => store.list(),
    /** Everything sent through /message/sendText, oldest first. */
    sentMessages: (name: string): MessageRecord[] =>
      instance(name)
        .messages.filter((m) => m.record.key.fromMe)
        .map((m) => m.record),
    messages: (name: string): MessageRecord[] => instance(name).messages.map((m) => m.record),
    /** The business phone scans the current QR (→ open, `connection.update` with `wuid`). */
    scanQr: (name: string, scan: { number?: string; profileName?: string } = {}) =>
      scanQr(ctx, instance(name), scan),
    /** A customer writes to the business (→ `messages.upsert`). */
    receiveMessage: (name: string, incoming: IncomingMessage) =>
      receiveMessage(ctx, instance(name), incoming),
    /**
     * A customer sends a voice note (→ `messages.upsert` with an audioMessage; the file is then
     * served by getBase64FromMediaMessage): assets/voice-sample.ogg unless `audio` is given.
     */
    receiveVoiceNote: (name: string, incoming: IncomingVoiceNote) =>
      receiveVoiceNote(ctx, instance(name), incoming),
    /** The phone unlinks the device (→ close, `connection.update` with statusReason 401). */
    disconnectFromPhone: (name: string) => closeSession(ctx, instance(name), { viaApi: false }),
    /** Baileys rotates the QR while nobody scans: a new code, count + 1, `qrcode.updated`. */
    refreshQr: (name: string) => issueQr(ctx, instance(name)),
    /** Numbers marked absent make sendText answer 400 with `exists: false`. */
    setNumberOnWhatsApp: (number: string, exists: boolean) => store.setOnWhatsApp(number, exists),
    webhookDeliveries: () => [...webhooks.deliveries],
    /** Waits until every webhook delivery started so far (retries included) has finished. */
    flushWebhooks: () => webhooks.idle(),
    stopWebhooks: () => webhooks.stop(),
    reset,
  };
}

export type RunningEvolutionSimulator = Omit<
  EvolutionSimulator,
  'setServerUrl' | 'stopWebhooks'
> & {
  url: string;
  port: number;
  close(): Promise<void>;
};

/** Starts the simulator on 127.0.0.1 (a free port unless `port` is given). */
export async function startEvolutionSimulator(
  options: EvolutionSimulatorOptions & { port?: number },
): Promise<RunningEvolutionSimulator> {
  return serveWebhookSimulator(createEvolutionSimulator(options), options.port);
}
