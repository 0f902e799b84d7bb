import { msg } from '@secretaria/shared/messages';
import type { WhatsappQrResponse } from '@secretaria/shared/whatsapp-schemas';
import { isApiError } from '@/lib/api-client';

function isPhoneNotConfigured(error: unknown): boolean {
  return isApiError(error) && error.message === msg.phoneNotConfigured;
}

/** Spec §8 inline texts: the one the gateway check failed with. */
export function connectionErrorMessage(error: unknown): string {
  return isPhoneNotConfigured(error) ? msg.phoneNotConfigured : msg.connectionCheckError;
}

export function qrErrorMessage(error: unknown): string {
  return isPhoneNotConfigured(error) ? msg.phoneNotConfigured : msg.qrError;
}

export type QrOutcome =
  | { kind: 'qr'; qr: string; pairingCode: string | null }
  | { kind: 'connected' }
  | { kind: 'error'; message: string };

/** A QR reply: the image to show, already connected, or no code at all (spec §8). */
export function qrOutcome(reply: WhatsappQrResponse): QrOutcome {
  if (reply.state === 'CONNECTED') return { kind: 'connected' };
  if (reply.qr) return { kind: 'qr', qr: reply.qr, pairingCode: reply.pairingCode };
  return { kind: 'error', message: msg.qrNotReturned };
}
