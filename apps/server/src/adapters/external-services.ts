import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { startEvolutionSimulator } from '@secretaria/simulators/evolution/evolution-simulator';
import { startLlmSimulator } from '@secretaria/simulators/llm/llm-simulator';
import { stripeSdkConfig } from '@secretaria/simulators/stripe/sdk-config';
import { startStripeSimulator } from '@secretaria/simulators/stripe/stripe-simulator';
import type { Config } from '@/config/env';
import type { Logger } from '@/lib/logger';
import type { GatewayPort } from '@/modules/messaging/gateway-port';
import { createEvolutionClient } from './evolution/evolution-client';
import { createEvolutionGateway } from './evolution/evolution-gateway';
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
