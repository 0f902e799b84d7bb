import { randomBytes } from 'node:crypto';

export const digitsId = (length: number) =>
  String(1 + (randomBytes(1)[0]! % 9)) +
  Array.from(randomBytes(length - 1), (byte) => String(byte % 10)).join('');

/** Meta's message ids: `wamid.` and base64 of an opaque protobuf. */
export const newWamid = () => `wamid.${randomBytes(30).toString('base64')}`;
export const newPhoneNumberId = () => digitsId(15);
export const newWabaId = () => digitsId(15);
export const newMediaId = () => digitsId(16);
export const newTemplateId = () => digitsId(16);
export const newToken = () => `EAAG${randomBytes(36).toString('base64url')}`;
export const newSecret = () => randomBytes(16).toString('hex');
