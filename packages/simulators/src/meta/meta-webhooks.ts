import { randomBytes } from 'node:crypto';
import type { MetaClock } from './meta-clock';
import { signatureHeader } from './meta-signature';
import type { BusinessNumber } from './meta-types';

export type WebhookDelivery = {
  phoneNumberId: string;
  field: string;
  url: string;
  attempt: number;
  status: number | null;
  error?: string;
  body: string;
  at: Date;
};

export type WebhookRetryOptions = { attempts: number; baseDelayMs: number; timeoutMs: number };

export class HandshakeError extends Error {}

function sleep(ms: number, signal: AbortSignal) {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });
}

// Meta escapes every non-ASCII character in its JSON (`\u00e3`), so the signed bytes differ
// from a re-serialisation by JSON.stringify: a receiver that verifies a re-encoded body fails.
export const metaJson = (value: unknown) =>
  JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

export type MetaWebhooks = ReturnType<typeof createMetaWebhooks>;

export function createMetaWebhooks(options: { retry: WebhookRetryOptions; clock: MetaClock }) {
  const deliveries: WebhookDelivery[] = [];
  const pending = new Set<Promise<void>>();
  const stopping = new AbortController();
  const chains = new Map<string, Promise<void>>();

  async function deliver(number: BusinessNumber, url: string, field: string, body: string) {
    const { attempts, baseDelayMs, timeoutMs } = options.retry;
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'facebookexternalua',
      'x-hub-signature-256': signatureHeader(body, number.appSecret),
    };
    for (let attempt = 1; attempt <= attempts && !stopping.signal.aborted; attempt++) {
      const record: WebhookDelivery = {
        phoneNumberId: number.phoneNumberId,
        field,
        url,
        attempt,
        status: null,
        body,
        at: new Date(),
      };
      deliveries.push(record);
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers,
          body,
          signal: AbortSignal.any([AbortSignal.timeout(timeoutMs), stopping.signal]),
        });
        await response.body?.cancel();
        record.status = response.status;
        if (response.ok) return;
      } catch (error) {
        record.error = error instanceof Error ? error.message : String(error);
      }
      if (attempt < attempts) await sleep(baseDelayMs * 2 ** (attempt - 1), stopping.signal);
    }
  }

  return {
    deliveries,
    /** Posts one change of `field` for this number's WABA, signed with its app secret. */
    emit(number: BusinessNumber, field: string, value: Record<string, unknown>) {
      const url = number.webhook?.url;
      if (!url || stopping.signal.aborted) return;
      const body = metaJson({
        object: 'whatsapp_business_account',
        entry: [{ id: number.wabaId, changes: [{ value, field }] }],
      });
      // One delivery at a time per number, in order: tests read them as a customer acted.
      // (Meta makes no ordering promise; receivers must not rely on it.)
      const previous = chains.get(number.phoneNumberId) ?? Promise.resolve();
      const promise = previous.then(() => deliver(number, url, field, body));
      chains.set(number.phoneNumberId, promise);
      pending.add(promise);
      void promise.finally(() => pending.delete(promise));
    },
    /**
     * The verification request Meta makes when a callback URL is saved: GET with hub.mode,
     * hub.verify_token and hub.challenge; the receiver must answer 200 with the challenge.
     */
    async handshake(url: string, verifyToken: string): Promise<void> {
      const challenge = String(randomBytes(4).readUInt32BE() + 1);
      const target = new URL(url);
      target.searchParams.set('hub.mode', 'subscribe');
      target.searchParams.set('hub.challenge', challenge);
      target.searchParams.set('hub.verify_token', verifyToken);
      let status: number;
      let text: string;
      try {
        const response = await fetch(target, { signal: AbortSignal.timeout(5000) });
        status = response.status;
        text = await response.text();
      } catch (error) {
        throw new HandshakeError(
          `The callback URL could not be reached: ${(error as Error).message}`,
        );
      }
      if (status !== 200 || text !== challenge) {
        throw new HandshakeError(
          `The callback URL or verify token couldn't be validated (status ${status}). Please verify the provided information or try again later.`,
        );
      }
    },
    /** Runs `fn` after the current reply (Meta reports statuses after accepting), tracked by idle(). */
    later(fn: () => void) {
      const promise = new Promise<void>((resolve) =>
        setTimeout(() => {
          try {
            fn();
          } finally {
            resolve();
          }
        }, 0),
      );
      pending.add(promise);
      void promise.finally(() => pending.delete(promise));
    },
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    async stop() {
      stopping.abort();
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
