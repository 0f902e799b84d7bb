import Stripe from 'stripe';
import { startEvolutionSimulator } from '@secretaria/simulators/evolution/evolution-simulator';
import { startMetaSimulator } from '@secretaria/simulators/meta/meta-simulator';
import { stripeSdkConfig } from '@secretaria/simulators/stripe/sdk-config';
import { startStripeSimulator } from '@secretaria/simulators/stripe/stripe-simulator';
import { createEvolutionClient } from '@/adapters/evolution/evolution-client';
import { createEvolutionGateway } from '@/adapters/evolution/evolution-gateway';
import type { Payments, WhatsappGateway } from '@/adapters/external-services';
import { createGraphClient } from '@/adapters/whatsapp-cloud/graph-client';

export const TEST_STRIPE_KEY = 'sk_test_integracao';
export const TEST_WEBHOOK_SECRET = 'whsec_integracao';
export const META_APP_SECRET = 'segredo-do-app-de-teste';
export const META_VERIFY_TOKEN = 'verifica-teste';

/**
 * Both simulators on loopback ports, and the ports the server uses to reach them, for tests
 * driving the billing and WhatsApp endpoints (the network edge is simulated, never mocked).
 */
export async function startTestServices() {
  const stripeSim = await startStripeSimulator({
    secretKey: TEST_STRIPE_KEY,
    webhookSecret: TEST_WEBHOOK_SECRET,
  });
  const evolution = await startEvolutionSimulator({ apiKey: 'chave' });
  const meta = await startMetaSimulator({ webhookRetry: { attempts: 1 } });
  let testNumbers = 0;
  const stripe = new Stripe(TEST_STRIPE_KEY, stripeSdkConfig(stripeSim.url));
  const billing: Payments = { stripe, webhookSecret: TEST_WEBHOOK_SECRET };
  const gateway: WhatsappGateway = {
    client: createEvolutionGateway(
      createEvolutionClient({ baseUrl: evolution.url, apiKey: 'chave' }),
    ),
    // The in-process server does not listen; webhooks from the gateway are tested on their own.
    webhookUrl: (secret) => `http://127.0.0.1:9/webhooks/evolution/${secret}`,
    phoneUrl: (name) => evolution.phoneUrl(name),
    createAttempts: 3,
    createDelayMs: 20,
    // The official Cloud API on its simulator, as in embedded mode.
    meta: {
      graph: createGraphClient({ baseUrl: meta.url, apiVersion: 'v23.0' }),
      appSecret: META_APP_SECRET,
      verifyToken: META_VERIFY_TOKEN,
      // The in-process server does not listen: a test that wants Meta's webhooks serves it and
      // sets this (see modules/messaging/inbound/cloud-webhook.int.test.ts).
      callbackUrl: null,
      simulator: {
        async createTestNumber(displayPhoneNumber) {
          testNumbers += 1;
          const number = await meta.createNumber({
            displayPhoneNumber,
            verifiedName: 'Negócio de teste',
            accessToken: `EAAG-teste-${testNumbers}-${Math.random().toString(36).slice(2)}`,
            // One app for every number, as on Meta: its secret signs every webhook.
            appSecret: META_APP_SECRET,
          });
          return {
            phoneNumberId: number.phoneNumberId,
            wabaId: number.wabaId,
            accessToken: [...number.accessTokens][0]!,
          };
        },
        phoneUrl: (phoneNumberId) => meta.phoneUrl(phoneNumberId),
      },
    },
  };
  return {
    stripeSim,
    evolution,
    meta,
    stripe,
    deps: { billing, gateway },
    async close() {
      await evolution.close();
      await meta.close();
      await stripeSim.close();
    },
  };
}
