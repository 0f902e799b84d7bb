import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '@secretaria/shared/errors';
import { msg } from '@secretaria/shared/messages';

const KiB = 1024;
const MiB = 1024 * KiB;

/**
 * The largest body each route reads (docs/decisions/029). Checked before the body is read: a
 * Content-Length over the limit is refused at once, a chunked body is cut off as it streams.
 */
export const BODY_LIMITS = {
  /** The panel's JSON: the longest field is a knowledge base or a 65,536-character message. */
  default: 64 * KiB,
  /**
   * Stripe events are object snapshots of a few kB (a checkout session, a subscription, an
   * invoice with its first lines); 1 MiB is far above any of them and far below harm.
   */
  stripe: 1 * MiB,
  /**
   * One Evolution event (base64 is off on our webhooks, so media never arrives inline): a text of
   * up to 65,536 characters, JSON-escaped at worst 6 bytes each, plus the quoted message's copy and
   * thumbnails: under 1 MiB, so 2 MiB leaves room without letting a sender fill the memory.
   */
  evolution: 2 * MiB,
  /**
   * One Cloud API delivery (docs/contracts/whatsapp-cloud-api.md §6): Meta batches messages and
   * statuses of a WABA in one POST and documents payloads of up to 3 MB; media never comes inline.
   */
  whatsappCloud: 3 * MiB,
} as const;

export const bodyLimitFor = (path: string) =>
  path === '/webhooks/stripe'
    ? BODY_LIMITS.stripe
    : path.startsWith('/webhooks/evolution/')
      ? BODY_LIMITS.evolution
      : path === '/webhooks/whatsapp-cloud'
        ? BODY_LIMITS.whatsappCloud
        : BODY_LIMITS.default;

const tooLarge = () => {
  throw new AppError('PAYLOAD_TOO_LARGE', msg.payloadTooLarge);
};

/** Every route's body limit, by path (bodyLimitFor); GET and HEAD pass untouched. */
export function limitBodies(): MiddlewareHandler {
  const limiters = new Map(
    Object.values(BODY_LIMITS).map((maxSize) => [
      maxSize,
      bodyLimit({ maxSize, onError: tooLarge }),
    ]),
  );
  return (c, next) => {
    // GET and HEAD carry no body; skipping them keeps @hono/node-server from building a full
    // Request object on every read (bench/api.bench.mjs).
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return limiters.get(bodyLimitFor(c.req.path))!(c, next);
  };
}
