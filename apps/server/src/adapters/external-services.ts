import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { startEvolutionSimulator } from '@secretaria/simulators/evolution/evolution-simulator';
import { startLlmSimulator } from '@secretaria/simulators/llm/llm-simulator';
import { startMetaSimulator } from '@secretaria/simulators/meta/meta-simulator';
import { stripeSdkConfig } from '@secretaria/simulators/stripe/sdk-config';
import { startStripeSimulator } from '@secretaria/simulators/stripe/stripe-simulator';
import type { Config } from '@/config/env';
import type { Logger } from '@/lib/logger';
import type { GatewayPort } from '@/modules/messaging/gateway-port';
import { createEvolutionClient } from './evolution/evolution-client';
import { createEvolutionGateway } from './evolution/evolution-gateway';
import type { GatewayRouter } from './gateway-router';
import type { CloudLineCredentials } from './whatsapp-cloud/cloud-gateway';
import { createGraphClient, type GraphClient } from './whatsapp-cloud/graph-client';
import { createLlmClient } from './llm/llm-client';
import type { LlmClient } from './llm/llm-types';

/** The payment provider: the official SDK, pointed at Stripe or at our simulator. */
export type Payments = { stripe: Stripe; webhookSecret: string };

/** The WhatsApp gateway and where it must deliver an instance's events. */
export type WhatsappGateway = {
  /** The gateway behind the port (docs/decisions/046): Evolution API or our simulator of it. */
  client: GatewayPort;
  webhookUrl(secret: string): string;
  /** Embedded mode: the simulator's phone page for a number, where the QR is "scanned". */
  phoneUrl: ((instanceName: string) => string) | null;
  /** Spec §4: 3 attempts, 2 s apart. */
  createAttempts: number;
  createDelayMs: number;
  /** The official Cloud API (issue 27): Meta's Graph API or our simulator; absent: none. */
  meta?: MetaGatewaySetup | null;
  /**
   * Set by createServer (modules/whatsapp/whatsapp-lines.ts): `client` is then this router over
   * Evolution and the Cloud API, and Meta tokens are sealed with `tokenKey`.
   */
  lines?: { router: GatewayRouter; tokenKey: Buffer | null };
};

/** What the product needs to put an instance on the Cloud API. */
export type MetaGatewaySetup = {
  graph: GraphClient;
  appSecret: string;
  verifyToken: string;
  /**
   * Where a connected WABA's messages webhooks are sent (`override_callback_uri` on
   * subscribed_apps): our own `/webhooks/whatsapp-cloud` where the Cloud API is the simulator;
   * null with real Meta, whose app has its callback URL set in the dashboard.
   */
  callbackUrl: (() => string) | null;
  /** Embedded mode: the simulator hands out test numbers, with a phone page per number. */
  simulator: MetaTestNumbers | null;
};

export type MetaTestNumbers = {
  /** A business number on the simulator for `displayPhoneNumber` (digits), its IDs and token. */
  createTestNumber(displayPhoneNumber: string): Promise<CloudLineCredentials>;
  phoneUrl(phoneNumberId: string): string;
};

export type ExternalServices = {
  payments: Payments;
  gateway: WhatsappGateway;
  /** The model mode's client: a provider, our simulator (LLM_SIMULATOR=true), or none. */
  llm: LlmClient | null;
  /** The product's own loopback address, once it listens (webhooks of the simulators). */
  setServerUrl(url: string): void;
  close(): Promise<void>;
};

/**
 * Chosen once at start-up (STYLE 16): with STRIPE_SECRET_KEY / EVOLUTION_URL the real services,
 * otherwise our simulators on loopback ports, speaking the same contracts, so the product code
 * never knows which one it talks to.
 */
export async function connectExternalServices(
  config: Config,
  logger: Logger,
): Promise<ExternalServices> {
  let serverUrl = `http://127.0.0.1:${config.PORT}`;
  const closers: Array<() => Promise<void>> = [];
  const hooks: Array<(url: string) => void> = [];

  let payments: Payments;
  if (config.payments.kind === 'stripe') {
    payments = {
      stripe: new Stripe(config.payments.secretKey, { maxNetworkRetries: 2 }),
      webhookSecret: config.payments.webhookSecret,
    };
  } else {
    const secretKey = `sk_test_${randomBytes(12).toString('hex')}`;
    const webhookSecret = `whsec_${randomBytes(24).toString('hex')}`;
    const sim = await startStripeSimulator({
      secretKey,
      webhookSecret,
      accountName: 'Secretária IA',
    });
    hooks.push((url) => sim.control.setWebhookUrl(`${url}/webhooks/stripe`));
    closers.push(() => sim.close());
    payments = { stripe: new Stripe(secretKey, stripeSdkConfig(sim.url)), webhookSecret };
    logger.info({ url: sim.url }, 'simulador do Stripe (pagamentos) iniciado');
  }

  let gateway: WhatsappGateway;
  const timing = { createAttempts: 3, createDelayMs: 2000 };
  if (config.whatsapp.kind === 'evolution') {
    gateway = {
      client: createEvolutionGateway(
        createEvolutionClient({ baseUrl: config.whatsapp.url, apiKey: config.whatsapp.apiKey }),
      ),
      webhookUrl: (secret) => `${config.publicUrl}/webhooks/evolution/${secret}`,
      phoneUrl: null,
      ...timing,
    };
  } else {
    const apiKey = randomBytes(16).toString('hex');
    const sim = await startEvolutionSimulator({ apiKey });
    closers.push(() => sim.close());
    gateway = {
      client: createEvolutionGateway(createEvolutionClient({ baseUrl: sim.url, apiKey })),
      webhookUrl: (secret) => `${serverUrl}/webhooks/evolution/${secret}`,
      phoneUrl: (name) => sim.phoneUrl(name),
      ...timing,
    };
    logger.info({ url: sim.url }, 'simulador do WhatsApp (Evolution API) iniciado');
  }

  if (config.meta?.kind === 'cloud') {
    gateway.meta = {
      graph: createGraphClient({
        baseUrl: config.meta.graphUrl,
        apiVersion: config.meta.apiVersion,
      }),
      appSecret: config.meta.appSecret,
      verifyToken: config.meta.verifyToken,
      callbackUrl: null,
      simulator: null,
    };
  } else if (config.meta?.kind === 'simulator') {
    const appSecret = randomBytes(24).toString('hex');
    const verifyToken = randomBytes(12).toString('hex');
    const sim = await startMetaSimulator();
    closers.push(() => sim.close());
    gateway.meta = {
      graph: createGraphClient({ baseUrl: sim.url, apiVersion: config.meta.apiVersion }),
      appSecret,
      verifyToken,
      // Connecting a number subscribes its WABA with this URL (decision 047, slice 2).
      callbackUrl: () => `${serverUrl}/webhooks/whatsapp-cloud`,
      simulator: {
        async createTestNumber(displayPhoneNumber) {
          const number = await sim.createNumber({
            displayPhoneNumber,
            verifiedName: 'Negócio de teste',
            accessToken: `EAAG${randomBytes(24).toString('hex')}`,
            appSecret,
          });
          return {
            phoneNumberId: number.phoneNumberId,
            wabaId: number.wabaId,
            accessToken: [...number.accessTokens][0]!,
          };
        },
        phoneUrl: (phoneNumberId) => sim.phoneUrl(phoneNumberId),
      },
    };
    logger.info({ url: sim.url }, 'simulador do WhatsApp (API oficial da Meta) iniciado');
  }

  let llm: LlmClient | null = null;
  if (config.llm?.kind === 'openai-compatible') {
    llm = createLlmClient(config.llm);
  } else if (config.llm?.kind === 'simulator') {
    const apiKey = `sk-sim-${randomBytes(12).toString('hex')}`;
    const sim = await startLlmSimulator({ apiKey });
    closers.push(() => sim.close());
    llm = createLlmClient({ ...config.llm, baseUrl: sim.baseUrl, apiKey });
    logger.info({ url: sim.url }, 'simulador do modelo de IA (compatível com OpenAI) iniciado');
  }

  return {
    payments,
    gateway,
    llm,
    setServerUrl(url) {
      serverUrl = url.replace(/\/$/, '');
      for (const hook of hooks) hook(serverUrl);
    },
    async close() {
      for (const close of closers.reverse()) await close().catch(() => undefined);
    },
  };
}
