import type { Kysely } from 'kysely';
import { assinaturaUi } from '@secretaria/shared/assinatura-schemas';
import { AppError } from '@secretaria/shared/errors';
import { msg } from '@secretaria/shared/messages';
import { displayPhone, onlyDigits } from '@secretaria/shared/phone';
import type {
  MetaCredentialsRequest,
  WhatsappStateResponse,
} from '@secretaria/shared/whatsapp-schemas';
import type { WhatsappGateway } from '@/adapters/external-services';
import type { PhoneNumberInfo } from '@/adapters/whatsapp-cloud/graph-client';
import { GraphError } from '@/adapters/whatsapp-cloud/graph-error';
import type { DB } from '@/db/schema';
import { sqlState } from '@/lib/db-errors';
import type { Logger } from '@/lib/logger';
import { instanceNotFound } from '@/lib/not-found';
import { sealSecret } from '@/lib/secret-box';
import { findInstanceGateway, findMetaHolders, setInstanceGateway } from './whatsapp.repo';
import { getWhatsappState } from './whatsapp-connection';

type Deps = { db: Kysely<DB>; gateway: WhatsappGateway; logger: Logger };

/** The owner's open instance with a number, or the same refusals as the Ativação tab's. */
async function ownedInstance(db: Kysely<DB>, userId: string, id: string) {
  const row = await findInstanceGateway(db, userId, id);
  if (!row) throw instanceNotFound();
  if (row.closed_at) throw new AppError('CONFLICT', assinaturaUi.closedInstance);
  if (!row.full_phone_number) throw new AppError('VALIDATION', msg.phoneNotConfigured);
  return { ...row, full_phone_number: row.full_phone_number };
}

const fieldError = (field: keyof MetaCredentialsRequest, message: string) =>
  new AppError('VALIDATION', message, { [field]: message });

/**
 * A Graph API refusal as the owner reads it, on the field to fix (issue 27): the token (190 and
 * the permission codes), the ID the call named (100: unknown or out of the token's reach), Meta
 * down or busy (503); anything else is one form-wide message.
 */
function explainGraphError(
  error: unknown,
  idField: 'phoneNumberId' | 'wabaId',
  logger: Logger,
): AppError {
  if (!(error instanceof GraphError)) throw error;
  logger.warn(
    { code: error.code, subcode: error.subcode, status: error.status, fbtrace: error.fbtraceId },
    'credenciais da API oficial recusadas pela Meta',
  );
  if (error.classification === 'token') return fieldError('accessToken', msg.metaTokenRejected);
  if (error.code === 100) {
    return fieldError(
      idField,
      idField === 'phoneNumberId' ? msg.metaPhoneNumberIdNotFound : msg.metaWabaIdNotFound,
    );
  }
  if (error.isRetryable) return new AppError('UNAVAILABLE', msg.metaUnavailable);
  return new AppError('VALIDATION', msg.metaCheckFailed);
}

/**
 * Asks Meta, before anything is saved, whether these credentials serve this instance's number:
 * the token reads the phone number ID, the number is on the Cloud API, the WABA lists it, and it
 * is the instance's own number (one number, one instance: docs/decisions/028).
 */
async function checkWithMeta(
  deps: Deps,
  input: MetaCredentialsRequest,
  instanceNumber: string,
): Promise<PhoneNumberInfo> {
  const graph = deps.gateway.meta!.graph;
  let number: PhoneNumberInfo;
  try {
    number = await graph.getPhoneNumber(input.accessToken, input.phoneNumberId);
  } catch (error) {
    throw explainGraphError(error, 'phoneNumberId', deps.logger);
  }
  if (number.platform_type !== undefined && number.platform_type !== 'CLOUD_API')
    throw fieldError('phoneNumberId', msg.metaNumberNotRegistered);
  let numbers: PhoneNumberInfo[];
  try {
    numbers = await graph.listPhoneNumbers(input.accessToken, input.wabaId);
  } catch (error) {
    throw explainGraphError(error, 'wabaId', deps.logger);
  }
  if (!numbers.some((n) => n.id === input.phoneNumberId))
    throw fieldError('phoneNumberId', msg.metaNumberNotInWaba);
  const metaDigits = onlyDigits(number.display_phone_number ?? '');
  if (metaDigits && metaDigits !== onlyDigits(instanceNumber)) {
    throw fieldError(
      'phoneNumberId',
      msg.metaNumberMismatch(displayPhone(`+${metaDigits}`), displayPhone(instanceNumber)),
    );
  }
  return number;
}

/**
 * The app subscribed to the WABA's webhooks (POST /{waba-id}/subscribed_apps), so the number's
 * messages and statuses reach /webhooks/whatsapp-cloud; where this server says where they go
 * (the simulator), the WABA's callback is overridden with that URL after Meta's handshake.
 * Idempotent: connecting again, or a second number of the WABA, subscribes again.
 */
async function subscribeWebhooks(deps: Deps, input: MetaCredentialsRequest) {
  const meta = deps.gateway.meta!;
  const callbackUrl = meta.callbackUrl?.();
  try {
    await meta.graph.subscribeApp(
      input.accessToken,
      input.wabaId,
      callbackUrl ? { callbackUrl, verifyToken: meta.verifyToken } : undefined,
    );
  } catch (error) {
    if (!(error instanceof GraphError)) throw error;
    if (error.classification === 'token' || error.code === 100)
      throw explainGraphError(error, 'wabaId', deps.logger);
    deps.logger.warn(
      { code: error.code, status: error.status, fbtrace: error.fbtraceId, callbackUrl },
      'inscrição nos webhooks da Meta recusada',
    );
    // Meta down, or our callback URL not verified (2200): nothing the owner can fix in the form.
    throw new AppError('UNAVAILABLE', msg.metaWebhookFailed);
  }
}

/** Another instance holds the phone number ID, or another owner the WABA: refused, as 409. */
async function assertMetaFree(
  db: Kysely<DB>,
  userId: string,
  instanceId: string,
  input: MetaCredentialsRequest,
) {
  const holders = await findMetaHolders(db, {
    userId,
    instanceId,
    phoneNumberId: input.phoneNumberId,
    wabaId: input.wabaId,
  });
  if (holders.number) {
    const message =
      holders.number.user_id === userId
        ? msg.metaNumberOwnTaken(holders.number.name?.trim() || 'sem nome')
        : msg.metaNumberTaken;
    throw new AppError('CONFLICT', message, { phoneNumberId: message });
  }
  if (holders.wabaTakenByAnotherOwner)
    throw new AppError('CONFLICT', msg.metaWabaTaken, { wabaId: msg.metaWabaTaken });
}

/**
 * 'API oficial do WhatsApp (Meta)' (issue 27 item 1): the credentials are checked with Meta, then
 * saved with the token sealed (AES-256-GCM, the row's id as context), and the instance's line goes
 * through the Cloud API from then on. A QR session the line had is logged out, so the number is
 * not served twice. Answers the new state, never the token.
 */
export async function connectMeta(
  deps: Deps,
  userId: string,
  id: string,
  input: MetaCredentialsRequest,
): Promise<WhatsappStateResponse> {
  const lines = deps.gateway.lines;
  if (!deps.gateway.meta || !lines?.tokenKey)
    throw new AppError('UNAVAILABLE', msg.metaNotConfigured);
  const instance = await ownedInstance(deps.db, userId, id);
  await assertMetaFree(deps.db, userId, instance.id, input);
  const number = await checkWithMeta(deps, input, instance.full_phone_number);
  await subscribeWebhooks(deps, input);
  const wasEvolution = instance.gateway === 'evolution';
  try {
    await setInstanceGateway(deps.db, userId, instance.id, {
      gateway: 'meta',
      phoneNumberId: input.phoneNumberId,
      wabaId: input.wabaId,
      sealedToken: sealSecret(lines.tokenKey, input.accessToken, instance.id),
      status: number.status === undefined || number.status === 'CONNECTED' ? 'Ativo' : 'Inativo',
    });
  } catch (error) {
    // Another request took the number or the WABA between the check and the write.
    if (sqlState(error) === '23505' || sqlState(error) === '23P01') {
      await assertMetaFree(deps.db, userId, instance.id, input);
      throw new AppError('CONFLICT', msg.metaNumberTaken, { phoneNumberId: msg.metaNumberTaken });
    }
    throw error;
  }
  lines.router.forgetInstance(instance.id);
  if (wasEvolution) await logoutQrSession(deps, instance.gateway_name);
  return getWhatsappState(deps, userId, instance.id);
}

/** The QR session of a line now on the Cloud API, if one is open; a failure is only logged. */
async function logoutQrSession(deps: Deps, line: string) {
  const evolution = deps.gateway.lines!.router.evolution;
  try {
    if ((await evolution.connectionState(line)) === 'CONNECTED') await evolution.logout(line);
  } catch (error) {
    deps.logger.warn({ err: error, line }, 'sessão do QR Code não encerrada ao trocar de gateway');
  }
}

/** 'Voltar para WhatsApp Web (QR Code)': Meta's credentials erased, the instance Inativo. */
export async function useQrGateway(deps: Deps, userId: string, id: string) {
  const row = await findInstanceGateway(deps.db, userId, id);
  if (!row) throw instanceNotFound();
  if (row.closed_at) throw new AppError('CONFLICT', assinaturaUi.closedInstance);
  await setInstanceGateway(deps.db, userId, row.id, { gateway: 'evolution' });
  deps.gateway.lines?.router.forgetInstance(row.id);
  return {
    gateway: 'evolution' as const,
    state: 'DISCONNECTED' as const,
    status: 'Inativo' as const,
  };
}
