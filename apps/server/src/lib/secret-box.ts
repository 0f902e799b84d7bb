import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Secrets stored at rest (a WhatsApp Cloud API access token): AES-256-GCM, a random 96-bit IV per
 * value, the 128-bit tag checked on the way back. `context` is bound as associated data (the row's
 * id), so a value copied into another row does not open there. The stored form is
 * `v1.<base64url of iv ‖ tag ‖ ciphertext>`; the version leaves room for another key or scheme.
 */
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export const SECRET_KEY_BYTES = 32;

/** A value that does not open with this key and context: tampered, truncated or another key's. */
export class SecretBoxError extends Error {
  constructor() {
    super('segredo cifrado ilegível (chave, contexto ou conteúdo não conferem)');
    this.name = 'SecretBoxError';
  }
}

function checkKey(key: Buffer) {
  if (key.length !== SECRET_KEY_BYTES) throw new Error('a chave deve ter 32 bytes (AES-256)');
}

export function sealSecret(key: Buffer, plaintext: string, context: string): string {
  checkKey(key);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return `${VERSION}.${Buffer.concat([iv, tag, ciphertext]).toString('base64url')}`;
}

export function openSecret(key: Buffer, sealed: string, context: string): string {
  checkKey(key);
  const [version, body, ...rest] = sealed.split('.');
  if (version !== VERSION || body === undefined || rest.length > 0) throw new SecretBoxError();
  const bytes = Buffer.from(body, 'base64url');
  if (bytes.length < IV_BYTES + TAG_BYTES) throw new SecretBoxError();
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  try {
    return Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    throw new SecretBoxError();
  }
}

/** A key written in configuration: 32 bytes as base64 (44 characters) or hex (64); else null. */
export function parseSecretKey(text: string): Buffer | null {
  const trimmed = text.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)
      ? Buffer.from(trimmed, 'base64')
      : null;
  return bytes && bytes.length === SECRET_KEY_BYTES ? bytes : null;
}
