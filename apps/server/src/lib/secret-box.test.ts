import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSecret, parseSecretKey, sealSecret, SecretBoxError } from './secret-box';

const key = randomBytes(32);
const TOKEN = 'EAAG-token-de-teste-0001-ção';

describe('secret-box', () => {
  it('opens what it sealed, with the same key and context', () => {
    const sealed = sealSecret(key, TOKEN, 'instancia-1');
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('EAAG');
    expect(openSecret(key, sealed, 'instancia-1')).toBe(TOKEN);
  });

  it('uses a new IV each time: the same token never gives the same stored value', () => {
    expect(sealSecret(key, TOKEN, 'a')).not.toBe(sealSecret(key, TOKEN, 'a'));
  });

  it('refuses a value with any byte changed (the tag catches it)', () => {
    const sealed = sealSecret(key, TOKEN, 'a');
    const bytes = Buffer.from(sealed.slice(3), 'base64url');
    for (const at of [0, 12, 20, 28, bytes.length - 1]) {
      const copy = Buffer.from(bytes);
      copy[at] = copy[at]! ^ 0x01;
      expect(() => openSecret(key, `v1.${copy.toString('base64url')}`, 'a'), `byte ${at}`).toThrow(
        SecretBoxError,
      );
    }
  });

  it('refuses another row’s value, another key, a truncated value and other versions', () => {
    const sealed = sealSecret(key, TOKEN, 'instancia-1');
    expect(() => openSecret(key, sealed, 'instancia-2')).toThrow(SecretBoxError);
    expect(() => openSecret(randomBytes(32), sealed, 'instancia-1')).toThrow(SecretBoxError);
    expect(() => openSecret(key, sealed.slice(0, 20), 'instancia-1')).toThrow(SecretBoxError);
    expect(() => openSecret(key, sealed.replace('v1.', 'v2.'), 'instancia-1')).toThrow(
      SecretBoxError,
    );
    expect(() => openSecret(key, TOKEN, 'instancia-1')).toThrow(SecretBoxError);
  });

  it('reads a 32-byte key from base64 or hex and nothing shorter', () => {
    const raw = randomBytes(32);
    expect(parseSecretKey(raw.toString('base64'))?.equals(raw)).toBe(true);
    expect(parseSecretKey(raw.toString('base64url'))?.equals(raw)).toBe(true);
    expect(parseSecretKey(raw.toString('hex'))?.equals(raw)).toBe(true);
    expect(parseSecretKey(randomBytes(16).toString('base64'))).toBeNull();
    expect(parseSecretKey('uma-senha-qualquer')).toBeNull();
    expect(() => sealSecret(randomBytes(16), TOKEN, 'a')).toThrow();
  });
});
