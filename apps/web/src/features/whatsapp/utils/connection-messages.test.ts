import { describe, expect, it } from 'vitest';
import { msg } from '@secretaria/shared/messages';
import { ApiError } from '@/lib/api-client';
import { connectionErrorMessage, qrErrorMessage, qrOutcome } from './connection-messages';

describe('qrOutcome', () => {
  it('shows the image of a disconnected number', () => {
    expect(
      qrOutcome({ state: 'DISCONNECTED', qr: 'data:image/png;base64,AA', pairingCode: null }),
    ).toEqual({
      kind: 'qr',
      qr: 'data:image/png;base64,AA',
      pairingCode: null,
    });
  });

  it('needs no image when the number is already connected', () => {
    expect(qrOutcome({ state: 'CONNECTED', qr: null, pairingCode: null })).toEqual({
      kind: 'connected',
    });
  });

  it('says the server returned no code', () => {
    expect(qrOutcome({ state: 'DISCONNECTED', qr: null, pairingCode: null })).toEqual({
      kind: 'error',
      message: msg.qrNotReturned,
    });
  });
});

describe('inline connection errors', () => {
  const noPhone = new ApiError(400, 'VALIDATION', msg.phoneNotConfigured);
  const down = new ApiError(503, 'UNAVAILABLE', msg.gatewayUnavailable);

  it('names a missing phone number', () => {
    expect(connectionErrorMessage(noPhone)).toBe(msg.phoneNotConfigured);
    expect(qrErrorMessage(noPhone)).toBe(msg.phoneNotConfigured);
  });

  it('uses the spec texts for any other failure', () => {
    expect(connectionErrorMessage(down)).toBe(msg.connectionCheckError);
    expect(qrErrorMessage(down)).toBe(msg.qrError);
    expect(qrErrorMessage(new Error('boom'))).toBe(msg.qrError);
  });
});
