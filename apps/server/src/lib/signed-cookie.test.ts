import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifySignedCookie } from './signed-cookie';

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
