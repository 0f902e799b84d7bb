import { assinaturaUi } from '@secretaria/shared/assinatura-schemas';
import type { Kysely } from 'kysely';
import { AppError } from '@secretaria/shared/errors';
import { msg } from '@secretaria/shared/messages';
import { gatewayDigits } from '@secretaria/shared/phone';
import type {
  ConnectionState,
  MetaLine,
  WhatsappQrResponse,
  WhatsappStateResponse,
} from '@secretaria/shared/whatsapp-schemas';
import { GraphError } from '@/adapters/whatsapp-cloud/graph-error';
import type { WhatsappGateway } from '@/adapters/external-services';
import type { DB } from '@/db/schema';
import type { Logger } from '@/lib/logger';
import { GatewayError } from '@/modules/messaging/gateway-port';
import { instanceNotFound } from '@/lib/not-found';
import { findInstanceConnection, markGatewayCreated, setInstanceStatus } from './whatsapp.repo';

type Deps = { db: Kysely<DB>; gateway: WhatsappGateway; logger: Logger };

async function connectionOf(db: Kysely<DB>, userId: string, id: string) {
  const row = await findInstanceConnection(db, userId, id);
  if (!row) throw instanceNotFound();
  if (row.closed_at) throw new AppError('CONFLICT', assinaturaUi.closedInstance);
  if (!row.full_phone_number) throw new AppError('VALIDATION', msg.phoneNotConfigured);
  // The gateway instance is this row's own, by its stored name: another instance given the same
  // number can never reach it (docs/decisions/028).
  return { ...row, name: row.gateway_name, number: gatewayDigits(row.full_phone_number) };
}

/** The gateway's failures reach the owner as the spec's pt-BR texts, never its English. */
function gatewayFailure(deps: Deps, error: unknown, message: string): Error {
  if (error instanceof AppError) return error;
  if (error instanceof GatewayError) {
    deps.logger.warn({ err: error }, 'falha no gateway do WhatsApp');
    return new AppError('UNAVAILABLE', message);
  }
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * Spec §4: opening the instance checks the connection; connected sets Ativo. A number the gateway
 * reports disconnected is not shown as Ativo either, so the badge stays true. A Cloud API line's
 * state is its number's status at Meta (issue 27).
 */
export async function getWhatsappState(
  deps: Deps,
  userId: string,
  id: string,
): Promise<WhatsappStateResponse> {
  const instance = await connectionOf(deps.db, userId, id);
  let state: ConnectionState;
  let meta: MetaLine | null = null;
  try {
    if (instance.gateway === 'meta') {
      meta = await metaLineOf(deps, instance);
      state = meta.numberStatus === 'CONNECTED' && !meta.problem ? 'CONNECTED' : 'DISCONNECTED';
    } else {
      state = (await deps.gateway.client.connectionState(instance.name)) ?? 'DISCONNECTED';
    }
  } catch (error) {
    throw gatewayFailure(deps, error, msg.connectionCheckError);
  }
  let status = instance.status;
  if (state === 'CONNECTED' && status !== 'Ativo') status = 'Ativo';
  if (state === 'DISCONNECTED' && status === 'Ativo') status = 'Inativo';
  if (status !== instance.status)
    await setInstanceStatus(deps.db, instance.id, status as 'Ativo' | 'Inativo');
  const metaSimulator = deps.gateway.meta?.simulator ?? null;
  return {
    state,
    status,
    simulatorPhoneUrl: meta
      ? (metaSimulator?.phoneUrl(meta.phoneNumberId) ?? null)
      : (deps.gateway.phoneUrl?.(instance.name) ?? null),
    gateway: instance.gateway,
    meta,
    metaAvailable: Boolean(deps.gateway.meta && deps.gateway.lines?.tokenKey),
    metaTestNumbers: metaSimulator !== null,
  };
}

/**
 * The Cloud API line as Meta sees it now. A refusal the owner must act on (the token expired or
 * lost its permission, the ID no longer reachable, the stored token unreadable) is the line's
 * problem, shown in the panel; Meta being down is the check's failure (503), as with Evolution.
 */
async function metaLineOf(
  deps: Deps,
  instance: { name: string; meta_phone_number_id: string | null; meta_waba_id: string | null },
): Promise<MetaLine> {
  const line: MetaLine = {
    phoneNumberId: instance.meta_phone_number_id ?? '',
    wabaId: instance.meta_waba_id ?? '',
    displayPhoneNumber: null,
    verifiedName: null,
    numberStatus: null,
    problem: null,
  };
  const cloud = deps.gateway.lines?.router.cloud;
  if (!cloud) return { ...line, problem: msg.metaNotConfigured };
  try {
    const number = await cloud.phoneNumber(instance.name);
    return {
      ...line,
      displayPhoneNumber: number.display_phone_number ?? null,
      verifiedName: number.verified_name ?? null,
      numberStatus: number.status ?? 'CONNECTED',
    };
  } catch (error) {
    if (error instanceof GraphError && !error.isRetryable) {
      return {
        ...line,
        problem:
          error.classification === 'token'
            ? msg.metaTokenRejected
            : error.code === 100
              ? msg.metaPhoneNumberIdNotFound
              : error.ownerText,
      };
    }
    if (error instanceof GatewayError && error.operation === 'credentials') {
      return {
        ...line,
        problem: error.status === 401 ? msg.metaCredentialsUnreadable : msg.metaNotConfigured,
      };
    }
    throw error;
  }
}

/**
 * 'Gerar QR Code': an instance whose gateway creation failed at checkout (Erro) is created now,
 * the webhook is (re)pointed at this instance's secret, then the gateway gives a QR or says the
 * number is already connected.
 */
export async function generateWhatsappQr(
  deps: Deps,
  userId: string,
  id: string,
): Promise<WhatsappQrResponse> {
  const instance = await connectionOf(deps.db, userId, id);
  if (instance.gateway === 'meta') throw new AppError('CONFLICT', msg.metaNoQr);
  const { client } = deps.gateway;
  const webhookUrl = deps.gateway.webhookUrl(instance.webhook_secret);
  let reply;
  try {
    if (!(await client.exists(instance.name))) {
      await client.createInstance(instance.name, { number: instance.number, webhookUrl });
      await markGatewayCreated(deps.db, instance.id);
    } else {
      await client.setWebhook(instance.name, webhookUrl);
    }
    reply = await client.connect(instance.name, { number: instance.number });
  } catch (error) {
    throw gatewayFailure(deps, error, msg.qrError);
  }
  if (reply.connected) {
    await setInstanceStatus(deps.db, instance.id, 'Ativo');
    return { state: 'CONNECTED', qr: null, pairingCode: null };
  }
  if (!reply.qr) throw new AppError('UNAVAILABLE', msg.qrNotReturned);
  const qr = reply.qr.startsWith('data:') ? reply.qr : `data:image/png;base64,${reply.qr}`;
  return { state: 'DISCONNECTED', qr, pairingCode: reply.pairingCode };
}

/**
 * 'Desconectar': the gateway session is logged out and the instance goes back to Inativo. A Cloud
 * API line has no session of ours to end (deregistering a number is the owner's act at Meta): it
 * leaves the official API by 'Voltar para WhatsApp Web' (connect-meta.ts).
 */
export async function logoutWhatsapp(deps: Deps, userId: string, id: string) {
  const instance = await connectionOf(deps.db, userId, id);
  if (instance.gateway === 'meta') throw new AppError('CONFLICT', msg.metaNoQr);
  try {
    const state = await deps.gateway.client.connectionState(instance.name);
    // A number that is not connected has nothing to log out; the result is the same.
    if (state === 'CONNECTED') await deps.gateway.client.logout(instance.name);
  } catch (error) {
    throw gatewayFailure(deps, error, msg.disconnectError);
  }
  await setInstanceStatus(deps.db, instance.id, 'Inativo');
  return { state: 'DISCONNECTED' as const, status: 'Inativo' as const };
}
