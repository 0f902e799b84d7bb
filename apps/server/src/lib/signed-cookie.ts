import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Verifies a cookie value (already URL-decoded, as hono's getCookie returns it) signed as `value.base64(HMAC-SHA256(secret, value))` (better-auth's
 * format) and returns the value, or undefined. Synchronous node:crypto: the WebCrypto path
 * (hono/cookie getSignedCookie) cost ~13 % of the CPU of a list request (bench/api.bench.mjs).
 */
export function verifySignedCookie(
  decoded: string | undefined,
  secret: string,
): string | undefined {
  if (!decoded) return undefined;
  const dot = decoded.lastIndexOf('.');
  if (dot < 1) return undefined;
  const value = decoded.slice(0, dot);
  const signature = Buffer.from(decoded.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(value).digest();
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected))
    return undefined;
  return value;
}

/**
 * verifySignedCookie for one secret, remembering the cookies it has already verified: the same
 * browser sends the same signed cookie on every request, and the HMAC was ~10 % of a list
 * request's CPU (bench/api.bench.mjs). Only the signature check is remembered (a pure function of
 * cookie and secret); whether the session is still live is asked of the database every time, so
 * a revoked or expired session stops working at once. Bounded: forgets everything past `max`.
 */
export function createSignedCookieVerifier(secret: string, max = 10_000) {
  const verified = new Map<string, string>();
  return (decoded: string | undefined): string | undefined => {
    if (!decoded) return undefined;
    const known = verified.get(decoded);
    if (known !== undefined) return known;
    const value = verifySignedCookie(decoded, secret);
    if (value === undefined) return undefined;
    if (verified.size >= max) verified.clear();
    verified.set(decoded, value);
    return value;
  };
}
