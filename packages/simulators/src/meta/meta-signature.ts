import { createHmac } from 'node:crypto';

/** `X-Hub-Signature-256`: `sha256=` + hex HMAC-SHA256 of the exact body bytes, keyed by the app secret. */
export const signatureHeader = (rawBody: string | Buffer, appSecret: string) =>
  `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
