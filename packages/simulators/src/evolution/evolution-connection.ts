import type { EvolutionContext } from './evolution-context';
import { newPairingCode } from './evolution-ids';
import { phoneJid } from './evolution-jids';
import { newQrPayload, renderQrDataUrl } from './evolution-qr';
import type { Instance, QrCode } from './evolution-types';
import { sleep } from './evolution-sleep';

export type QrReply = QrCode | { count: number };
export type ConnectReply = QrReply | { instance: { instanceName: string; state: 'open' } };

export class PhoneActionError extends Error {}

function touch(instance: Instance) {
  instance.updatedAt = new Date();
}

function refuse(ctx: EvolutionContext, instance: Instance) {
  instance.state = 'refused';
  instance.qr = null;
  touch(instance);
  ctx.webhooks.emit(instance, 'qrcode.updated', {
    message: 'QR code limit reached, please login again',
    statusCode: 500,
  });
  ctx.webhooks.emit(instance, 'connection.update', {
    instance: instance.name,
    state: 'refused',
    statusReason: 428,
    wuid: instance.wuid,
    profileName: instance.profileName,
    profilePictureUrl: null,
  });
}

/** Generates the next QR of a connecting session (Baileys rotates them while nobody scans). */
export async function issueQr(
  ctx: EvolutionContext,
  instance: Instance,
  pairingNumber: string | null = null,
): Promise<QrCode | null> {
  if (instance.integration !== 'WHATSAPP-BAILEYS' || instance.state !== 'connecting') return null;
  if (instance.qrCount >= ctx.settings.qrLimit) {
    refuse(ctx, instance);
    return null;
  }
  const code = newQrPayload();
  const base64 = await renderQrDataUrl(code);
  instance.qrCount += 1;
  const pairingCode = pairingNumber ? newPairingCode() : null;
  instance.qr = { pairingCode, code, base64, count: instance.qrCount };
  touch(instance);
  ctx.webhooks.emit(instance, 'qrcode.updated', {
    qrcode: { instance: instance.name, pairingCode, code, base64 },
  });
  return instance.qr;
}

export async function startSession(
  ctx: EvolutionContext,
  instance: Instance,
  pairingNumber: string | null,
): Promise<QrReply> {
  instance.state = 'connecting';
  instance.qrCount = 0;
  instance.qr = null;
  touch(instance);
  ctx.webhooks.emit(instance, 'connection.update', {
    instance: instance.name,
    state: 'connecting',
    statusReason: 200,
  });
  const qr = await issueQr(ctx, instance, pairingNumber);
  if (ctx.settings.connectDelayMs > 0) await sleep(ctx.settings.connectDelayMs);
  return qr ?? { count: instance.qrCount };
}

export async function connectInstance(
  ctx: EvolutionContext,
  instance: Instance,
  pairingNumber: string | null,
): Promise<ConnectReply> {
  if (instance.state === 'open')
    return { instance: { instanceName: instance.name, state: 'open' } };
  if (instance.state === 'connecting') return instance.qr ?? { count: instance.qrCount };
  return startSession(ctx, instance, pairingNumber);
}

export function scanQr(
  ctx: EvolutionContext,
  instance: Instance,
  scan: { code?: string; number?: string; profileName?: string },
) {
  if (instance.state !== 'connecting' || !instance.qr) {
    throw new PhoneActionError(
      'Não há QR code ativo. Gere um QR code no painel antes de escanear.',
    );
  }
  if (scan.code && scan.code !== instance.qr.code) {
    throw new PhoneActionError('Este QR code expirou. Escaneie o QR code atual.');
  }
  const digits =
    scan.number ??
    instance.number ??
    (/^\d{10,15}$/.test(instance.name) ? instance.name : ctx.settings.defaultBusinessNumber);
  instance.state = 'open';
  instance.wuid = phoneJid(digits);
  instance.profileName =
    scan.profileName ?? instance.profileName ?? ctx.settings.defaultProfileName;
  instance.qr = null;
  instance.qrCount = 0;
  instance.disconnection = null;
  touch(instance);
  ctx.webhooks.emit(instance, 'connection.update', {
    instance: instance.name,
    wuid: instance.wuid,
    profileName: instance.profileName,
    profilePictureUrl: null,
    state: 'open',
    statusReason: 200,
  });
}

/** The session ends with 401 whether the API logged out or the phone unlinked the device. */
export function closeSession(
  ctx: EvolutionContext,
  instance: Instance,
  { viaApi }: { viaApi: boolean },
) {
  const at = new Date();
  instance.state = 'close';
  instance.qr = null;
  instance.qrCount = 0;
  instance.disconnection = { code: 401, at };
  touch(instance);
  ctx.webhooks.emit(instance, 'status.instance', {
    instance: instance.name,
    status: 'closed',
    disconnectionAt: at.toISOString(),
    disconnectionReasonCode: 401,
    disconnectionObject: JSON.stringify({
      error: { data: null, isBoom: true, output: { statusCode: 401 } },
    }),
  });
  if (viaApi) ctx.webhooks.emit(instance, 'logout.instance', null);
  ctx.webhooks.emit(instance, 'connection.update', {
    instance: instance.name,
    state: 'close',
    statusReason: 401,
  });
}

export function deleteInstance(ctx: EvolutionContext, instance: Instance) {
  if (instance.state === 'open' || instance.state === 'connecting') {
    closeSession(ctx, instance, { viaApi: true });
  }
  ctx.webhooks.emit(instance, 'instance.delete', {
    instanceName: instance.name,
    instanceId: instance.id,
  });
  ctx.webhooks.emit(instance, 'remove.instance', null);
  ctx.store.remove(instance.name);
}
