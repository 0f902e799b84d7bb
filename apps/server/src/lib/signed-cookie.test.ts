import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSignedCookieVerifier, verifySignedCookie } from './signed-cookie';

const sign = (value: string, secret: string) =>
  `${value}.${createHmac('sha256', secret).update(value).digest('base64')}`;

describe('verifySignedCookie', () => {
  it('returns the value of a correctly signed cookie', () => {
    expect(verifySignedCookie(sign('abc123', 's3cret'), 's3cret')).toBe('abc123');
  });

  it('refuses another secret, a tampered value, a missing signature and garbage', () => {
    expect(verifySignedCookie(sign('abc123', 'other'), 's3cret')).toBeUndefined();
    expect(
      verifySignedCookie(sign('abc123', 's3cret').replace('abc', 'abd'), 's3cret'),
    ).toBeUndefined();
    expect(verifySignedCookie('abc123', 's3cret')).toBeUndefined();
    expect(verifySignedCookie('.', 's3cret')).toBeUndefined();
    expect(verifySignedCookie(undefined, 's3cret')).toBeUndefined();
  });
});

describe('createSignedCookieVerifier', () => {
  it('answers like verifySignedCookie, again and again, and past its bound', () => {
    const verify = createSignedCookieVerifier('s3cret', 2);
    for (let round = 0; round < 3; round++) {
      expect(verify(sign('abc123', 's3cret'))).toBe('abc123');
      expect(verify(sign('def456', 's3cret'))).toBe('def456');
      expect(verify(sign('ghi789', 's3cret'))).toBe('ghi789');
      expect(verify(sign('abc123', 'other'))).toBeUndefined();
      expect(verify(sign('abc123', 's3cret').replace('abc', 'abd'))).toBeUndefined();
      expect(verify('abc123')).toBeUndefined();
      expect(verify(undefined)).toBeUndefined();
    }
  });
});
