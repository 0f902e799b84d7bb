import type { Kysely } from 'kysely';
import type { WhatsappGateway } from '@/adapters/external-services';
import { createGatewayRouter, type LineGateway } from '@/adapters/gateway-router';
import { createCloudGateway } from '@/adapters/whatsapp-cloud/cloud-gateway';
import type { Config } from '@/config/env';
import type { Database } from '@/db/database';
import type { DB } from '@/db/schema';
import type { Logger } from '@/lib/logger';
import { getOrCreateSecret } from '@/lib/secrets.repo';
import { openSecret, parseSecretKey, SecretBoxError } from '@/lib/secret-box';
import { GatewayError } from '@/modules/messaging/gateway-port';
import { findLineGateway, GATEWAY_CHANGES_CHANNEL } from './whatsapp.repo';

/**
 * The key that seals Meta tokens: WHATSAPP_TOKEN_KEY; else, only where the Cloud API is the
 * simulator (whose tokens open nothing real), one the server generates once and keeps with its
 * other local secrets. Real Meta without the key never starts (config/env.ts).
 */
export async function whatsappTokenKey(
  config: Config,
  db: Kysely<DB>,
  gateway: WhatsappGateway,
): Promise<Buffer | null> {
  if (config.whatsappTokenKey) return config.whatsappTokenKey;
  if (!gateway.meta?.simulator) return null;
  return parseSecretKey(await getOrCreateSecret(db, 'whatsapp_token_key'));
}

/**
 * The gateway the server runs on (issue 27): `client` becomes the router over Evolution and the
 * Cloud API, each line read from its row (the token opened with the row's id as context), cached,
 * and forgotten on every process when an instance changes gateway (a NOTIFY on commit).
 */
export async function routeWhatsappLines(
  gateway: WhatsappGateway,
  deps: { config: Config; database: Database; logger: Logger },
): Promise<{ gateway: WhatsappGateway; stop(): Promise<void> }> {
  const { db } = deps.database;
  const tokenKey = await whatsappTokenKey(deps.config, db, gateway);
  const meta = gateway.meta ?? null;

  async function lookup(line: string): Promise<LineGateway | undefined> {
    const row = await findLineGateway(db, line);
    if (!row) return undefined;
    if (row.gateway !== 'meta') return { instanceId: row.id, gateway: 'evolution' };
    if (!tokenKey || !row.meta_access_token_enc || !row.meta_phone_number_id || !row.meta_waba_id)
      throw new GatewayError('credentials', 503, 'chave dos tokens da Meta ausente', 'Meta');
    let accessToken: string;
    try {
      accessToken = openSecret(tokenKey, row.meta_access_token_enc, row.id);
    } catch (error) {
      if (!(error instanceof SecretBoxError)) throw error;
      // Another key (WHATSAPP_TOKEN_KEY changed) or a damaged value: the owner types it again.
      throw new GatewayError(
        'credentials',
        401,
        'token da Meta ilegível com a chave atual',
        'Meta',
      );
    }
    return {
      instanceId: row.id,
      gateway: 'meta',
      credentials: {
        phoneNumberId: row.meta_phone_number_id,
        wabaId: row.meta_waba_id,
        accessToken,
      },
    };
  }

  const router = createGatewayRouter({
    evolution: gateway.client,
    cloud: meta
      ? (credentials) =>
          createCloudGateway({
            client: meta.graph,
            credentials,
            appSecret: meta.appSecret,
            verifyToken: meta.verifyToken,
          })
      : null,
    lookup,
  });
  const stop = await deps.database.listen(GATEWAY_CHANGES_CHANNEL, (instanceId) =>
    router.forgetInstance(instanceId),
  );
  return {
    gateway: { ...gateway, client: router, lines: { router, tokenKey } },
    stop,
  };
}
