import { Hono } from 'hono';
import { serveWebhookSimulator } from '../loopback-server';
import { graphRoutes, reviewTemplate } from './graph.routes';
import { createMetaClock } from './meta-clock';
import type { MetaContext, MetaSettings } from './meta-context';
import { graphError } from './meta-errors';
import { createMetaFaults } from './meta-faults';
import {
  markChatRead,
  receiveFromCustomer,
  setStatus,
  type Customer,
  type CustomerAction,
} from './meta-messages';
import { createBusinessNumber, expireToken, type NewBusinessNumber } from './meta-numbers';
import { createMetaStore } from './meta-store';
import type { BusinessNumber, DeliveryState } from './meta-types';
import { createMetaWebhooks, type WebhookRetryOptions } from './meta-webhooks';
import { phoneRoutes } from './phone.routes';
import { simRoutes } from './sim.routes';

export type MetaSimulatorOptions = Partial<MetaSettings> & {
  /** The base of media URLs and phoneUrl(); defaults to the listening address. */
  publicUrl?: string;
  webhookRetry?: Partial<WebhookRetryOptions>;
};

export type MetaSimulator = ReturnType<typeof createMetaSimulator>;

/**
 * WhatsApp Business Platform (Cloud API) on the Graph API, in memory: the same contract as
 * graph.facebook.com for the client (docs/contracts/whatsapp-cloud-api.md), plus /sim/meta/*
 * controls and the tester's phone page (README.md).
 */
export function createMetaSimulator(options: MetaSimulatorOptions = {}) {
  let serverUrl = options.publicUrl ?? 'http://127.0.0.1';
  const settings: MetaSettings = {
    windowErrors: options.windowErrors ?? 'status',
    templateReview: options.templateReview ?? 'approve',
    autoStatuses: options.autoStatuses ?? true,
    controlKey: options.controlKey ?? null,
  };
  const clock = createMetaClock();
  const store = createMetaStore();
  const faults = createMetaFaults();
  const webhooks = createMetaWebhooks({
    clock,
    retry: { attempts: 3, baseDelayMs: 200, timeoutMs: 5000, ...options.webhookRetry },
  });
  const ctx: MetaContext = { settings, store, clock, faults, webhooks, serverUrl: () => serverUrl };

  function number(phoneNumberId: string): BusinessNumber {
    const found = store.number(phoneNumberId);
    if (!found) throw new Error(`Meta simulator: no phone number ID "${phoneNumberId}"`);
    return found;
  }

  function reset() {
    store.clear();
    faults.reset();
    clock.reset();
    webhooks.deliveries.length = 0;
  }

  const app = new Hono();
  app.route('/', simRoutes(ctx, reset));
  app.route('/', phoneRoutes(ctx));
  app.route('/', graphRoutes(ctx));
  app.notFound((c) =>
    graphError({ status: 400, code: 2500, message: `Unknown path components: ${c.req.path}` }),
  );
  app.onError((error) => graphError({ status: 500, code: 1, message: error.message }));

  const act = (phoneNumberId: string, customer: Customer, action: CustomerAction) =>
    receiveFromCustomer(ctx, number(phoneNumberId), customer, action);

  return {
    app,
    faults,
    clock,
    settings,
    setServerUrl(url: string) {
      if (!options.publicUrl) serverUrl = url;
    },
    phoneUrl: (phoneNumberId: string) => `${serverUrl}/phone/${encodeURIComponent(phoneNumberId)}`,
    /** A business number set up in Meta's dashboard (the webhook handshake runs when given a URL). */
    createNumber: (input: NewBusinessNumber) => createBusinessNumber(ctx, input),
    getNumber: (phoneNumberId: string) => store.number(phoneNumberId),
    expireToken: (phoneNumberId: string, token: string) =>
      expireToken(number(phoneNumberId), token),
    /** Everything in the number's chats, oldest first. */
    messages: (phoneNumberId: string) => [...number(phoneNumberId).messages],
    sentMessages: (phoneNumberId: string) =>
      number(phoneNumberId).messages.filter((m) => m.direction === 'outbound'),
    customerWrites: (phoneNumberId: string, customer: Customer, text: string) =>
      act(phoneNumberId, customer, { type: 'text', text }),
    /** Taps a reply button or a list row of a business message (→ interactive webhook). */
    customerTaps: (phoneNumberId: string, customer: Customer, messageId: string, replyId: string) =>
      act(phoneNumberId, customer, { type: 'reply', messageId, replyId }),
    customerTapsTemplateButton: (
      phoneNumberId: string,
      customer: Customer,
      messageId: string,
      index: number,
    ) => act(phoneNumberId, customer, { type: 'template_button', messageId, index }),
    customerAct: act,
    /** The customer opens the chat: business messages become read. */
    customerReads: (phoneNumberId: string, waId: string) =>
      markChatRead(ctx, number(phoneNumberId), waId),
    setStatus: (
      phoneNumberId: string,
      messageId: string,
      status: Exclude<DeliveryState, 'accepted'>,
      errorCode?: number,
    ) => setStatus(ctx, number(phoneNumberId), messageId, status, errorCode),
    templates: () => [...store.templates.values()],
    reviewTemplate: (
      templateId: string,
      status: 'APPROVED' | 'REJECTED' | 'PAUSED' | 'DISABLED',
      reason?: string,
    ) => {
      const template = store.templates.get(templateId);
      if (!template) throw new Error(`Meta simulator: no template ${templateId}`);
      reviewTemplate(ctx, template, status, reason ?? null);
    },
    /** wa_ids marked absent get a `failed` status with 131026 after an accepted send. */
    setOnWhatsApp: (waId: string, exists: boolean) => store.setOnWhatsApp(waId, exists),
    webhookDeliveries: () => [...webhooks.deliveries],
    /** Waits for every status and delivery started so far (retries included). */
    flushWebhooks: () => webhooks.idle(),
    stopWebhooks: () => webhooks.stop(),
    reset,
  };
}

export type RunningMetaSimulator = Omit<MetaSimulator, 'setServerUrl' | 'stopWebhooks'> & {
  url: string;
  port: number;
  close(): Promise<void>;
};

/** Starts the simulator on 127.0.0.1 (a free port unless `port` is given). */
export async function startMetaSimulator(
  options: MetaSimulatorOptions & { port?: number } = {},
): Promise<RunningMetaSimulator> {
  return serveWebhookSimulator(createMetaSimulator(options), options.port);
}
