import { createHmac } from 'node:crypto';

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** The token Evolution puts in `Authorization: Bearer …` when a webhook header is `jwt_key`. */
export function signWebhookJwt(key: string, now = new Date()): string {
  const iat = Math.floor(now.getTime() / 1000);
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const claims = base64url(
    JSON.stringify({ iat, exp: iat + 600, app: 'evolution', action: 'webhook' }),
  );
  const signature = createHmac('sha256', key).update(`${header}.${claims}`).digest('base64url');
  return `${header}.${claims}.${signature}`;
}
