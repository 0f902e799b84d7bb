import { signStripePayload } from './webhook-signature';

export type WebhookTarget = { id: string; url: string; secret: string; enabledEvents: string[] };

export type RetryPolicy = {
  /** Attempts per delivery, the first included. */
  maxAttempts: number;
  /** Delay before the 2nd attempt; doubles for each later one. */
  baseDelayMs: number;
  /** A receiver slower than this counts as failed, as with Stripe. */
  timeoutMs: number;
};

export type DeliveryRecord = {
  eventId: string;
  eventType: string;
  endpointId: string;
  url: string;
  attempt: number;
  duplicate: boolean;
  status: number | null;
  error: string | null;
  at: number;
};

type QueuedEvent = { id: string; type: string; payload: string };

export type WebhookDispatcher = {
  enqueue(event: QueuedEvent): void;
  setDuplicate(enabled: boolean): void;
  setReorder(enabled: boolean): void;
  deliveries(): DeliveryRecord[];
  /** Resolves once every queued delivery has succeeded or run out of attempts. */
  idle(): Promise<void>;
  close(): void;
};

/**
 * Delivers events the way Stripe's webhook sender does, within one process: each event POSTed
 * to every matching endpoint, signed at send time, retried with exponential back-off on a
 * non-2xx reply, a network error or a time-out. Events raised by one operation form a batch;
 * a batch goes out in order per endpoint unless reordering is on (then reversed), and a failed
 * delivery is retried later without holding up the rest, so order is never guaranteed.
 */
export function createWebhookDispatcher(options: {
  targets: () => WebhookTarget[];
  retry: RetryPolicy;
  onDelivered: (eventId: string) => void;
}): WebhookDispatcher {
  let batch: QueuedEvent[] = [];
  let duplicate = false;
  let reorder = false;
  let pending = 0;
  let closed = false;
  const waiters: (() => void)[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const chains = new Map<string, Promise<void>>();
  const log: DeliveryRecord[] = [];

  const settle = () => {
    if (closed) return;
    pending -= 1;
    if (pending === 0) waiters.splice(0).forEach((resolve) => resolve());
  };

  const send = async (
    target: WebhookTarget,
    event: QueuedEvent,
    attempt: number,
    copy: boolean,
  ) => {
    const record: DeliveryRecord = {
      eventId: event.id,
      eventType: event.type,
      endpointId: target.id,
      url: target.url,
      attempt,
      duplicate: copy,
      status: null,
      error: null,
      at: Date.now(),
    };
    log.push(record);
    try {
      const response = await fetch(target.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'cache-control': 'no-cache',
          'stripe-signature': signStripePayload(
            event.payload,
            target.secret,
            Math.floor(Date.now() / 1000),
          ),
        },
        body: event.payload,
        signal: AbortSignal.timeout(options.retry.timeoutMs),
      });
      record.status = response.status;
      await response.body?.cancel();
      return response.ok;
    } catch (error) {
      record.error = error instanceof Error ? error.message : String(error);
      return false;
    }
  };

  /** One delivery chain: first attempt now, later ones on timers; settles exactly once. */
  const deliver = async (target: WebhookTarget, event: QueuedEvent, copy: boolean) => {
    let attempt = 1;
    const tryOnce = async (): Promise<void> => {
      if (closed) return settle();
      const ok = await send(target, event, attempt, copy);
      if (ok) {
        if (!copy) options.onDelivered(event.id);
        return settle();
      }
      if (attempt >= options.retry.maxAttempts || closed) return settle();
      const delay = options.retry.baseDelayMs * 2 ** (attempt - 1);
      attempt += 1;
      const timer = setTimeout(() => {
        timers.delete(timer);
        void tryOnce();
      }, delay);
      timers.add(timer);
    };
    await tryOnce();
  };

  const flush = () => {
    const events = reorder ? batch.slice().reverse() : batch;
    const queued = batch.length;
    batch = [];
    for (const target of options.targets()) {
      const matching = events.filter((event) => matches(target, event.type));
      const copies = duplicate ? 2 : 1;
      pending += matching.length * copies;
      const previous = chains.get(target.id) ?? Promise.resolve();
      const chain = previous.then(async () => {
        for (const event of matching) {
          // A delivery's first attempt finishes before the next event goes out; its retries don't.
          await deliver(target, event, false);
          if (copies === 2) await deliver(target, event, true);
        }
      });
      chains.set(target.id, chain);
    }
    // The events were counted as pending when queued, before the targets were known.
    for (let index = 0; index < queued; index += 1) settle();
  };

  return {
    enqueue(event) {
      if (closed) return;
      if (batch.length === 0) setImmediate(flush);
      batch.push(event);
      pending += 1;
    },
    setDuplicate(enabled) {
      duplicate = enabled;
    },
    setReorder(enabled) {
      reorder = enabled;
    },
    deliveries: () => log.slice(),
    idle: () =>
      pending === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve)),
    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      batch = [];
      pending = 0;
      waiters.splice(0).forEach((resolve) => resolve());
    },
  };
}

function matches(target: WebhookTarget, type: string): boolean {
  return target.enabledEvents.includes('*') || target.enabledEvents.includes(type);
}
