import { randomBytes, randomUUID } from 'node:crypto';

export const newInstanceId = () => randomUUID();

export const newInstanceToken = () => randomUUID().toUpperCase();

/** Baileys message ids sent from the API look like `3EB0` followed by upper-case hex. */
export const newMessageId = () => `3EB0${randomBytes(9).toString('hex').toUpperCase()}`;

/** Ids of incoming messages from phones: 20 upper-case hex digits, like Android's. */
export const newIncomingMessageId = () => randomBytes(10).toString('hex').toUpperCase();

/** Prisma cuid-looking ids for stored rows (webhook, settings). */
export const newRowId = () => `cm${randomBytes(12).toString('hex').slice(0, 23)}`;

const PAIRING_ALPHABET = 'ABCDEFGHJKLMNPQRSTVWXYZ0123456789';

export function newPairingCode(): string {
  return Array.from(
    randomBytes(8),
    (byte) => PAIRING_ALPHABET[byte % PAIRING_ALPHABET.length],
  ).join('');
}

export function newLid(): string {
  const digits = Array.from(randomBytes(15), (byte) => String(byte % 10)).join('');
  return `1${digits.slice(1)}`;
}
