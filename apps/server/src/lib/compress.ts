import type { Context, MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX, compress } from 'hono/compress';

const noTransform = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
const varyAcceptEncoding = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/** hono/compress's test for "this response could be compressed" (its default threshold, 1 KiB). */
function isCompressible(c: Context): boolean {
  const headers = c.res.headers;
  const length = headers.get('Content-Length');
  const type = headers.get('Content-Type');
  const cacheControl = headers.get('Cache-Control');
  return (
    c.res.status !== 206 &&
    !headers.has('Content-Encoding') &&
    !headers.has('Transfer-Encoding') &&
    c.req.method !== 'HEAD' &&
    !(length && Number(length) < 1024) &&
    type !== null &&
    COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) &&
    !(cacheControl && noTransform.test(cacheControl))
  );
}

/**
 * hono/compress, with the same headers for a client that sends no Accept-Encoding: it gets
 * `Vary: Accept-Encoding` on a compressible response and an uncompressed body. hono/compress adds
 * that Vary through `c.header()`, which after the handler turns @hono/node-server's lightweight
 * response into a web-stream Response (≈ a third of a list request's CPU, bench/api.bench.mjs);
 * here the header goes straight onto the response's headers.
 *
 * Webhook acknowledgements are never compressed: a few bytes for a gateway, and hono/compress
 * gzips any body without a Content-Length, which made a stored WhatsApp message's ack cost more
 * CPU in zlib than in the database (bench/attendant-latency.ts).
 */
export function compressResponses(): MiddlewareHandler {
  const gzip = compress();
  return async (c, next) => {
    if (c.req.path.startsWith('/webhooks/')) return next();
    if (c.req.header('Accept-Encoding') !== undefined) return gzip(c, next);
    await next();
    if (!isCompressible(c)) return;
    const vary = c.res.headers.get('Vary');
    if (vary !== '*' && !(vary && varyAcceptEncoding.test(vary)))
      c.res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  };
}
