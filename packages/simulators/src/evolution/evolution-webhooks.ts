import { signWebhookJwt } from './evolution-jwt';
import type { EmittedEvent, Instance } from './evolution-types';

export type WebhookEnvelope = {
  event: EmittedEvent;
  instance: string;
  data: unknown;
  destination: string;
  date_time: string;
  sender?: string;
  server_url: string;
  apikey: string | null;
};

export type WebhookDelivery = {
  event: EmittedEvent;
  instance: string;
  url: string;
  attempt: number;
  status: number | null;
  error?: string;
  at: Date;
};

export type WebhookRetryOptions = { attempts: number; baseDelayMs: number; timeoutMs: number };

type DispatcherOptions = {
  retry: WebhookRetryOptions;
  serverUrl: () => string;
  exposeInstanceToken: boolean;
  isDuplicating: () => boolean;
};

// Evolution gives up at once on these; anything else (5xx, network errors) is retried.
const NO_RETRY = new Set([400, 401, 403, 404, 422]);

export const toConfigEventName = (event: string) => event.replace(/[.-]/g, '_').toUpperCase();

function sleep(ms: number, signal: AbortSignal) {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });
}

export type WebhookDispatcher = ReturnType<typeof createWebhookDispatcher>;

export function createWebhookDispatcher(options: DispatcherOptions) {
  const deliveries: WebhookDelivery[] = [];
  const pending = new Set<Promise<void>>();
  const stopping = new AbortController();

  function target(instance: Instance, event: EmittedEvent): string | null {
    const hook = instance.webhook;
    if (!hook?.enabled || !hook.events.includes(toConfigEventName(event))) return null;
    const url = hook.byEvents ? `${hook.url}/${event.replace(/\./g, '-')}` : hook.url;
    return /^https?:\/\//i.test(url) ? url : null;
  }

  function headersFor(instance: Instance): Record<string, string> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'user-agent': 'axios/1.7.9',
    };
    for (const [name, value] of Object.entries(instance.webhook?.headers ?? {})) {
      if (name === 'jwt_key') headers.authorization = `Bearer ${signWebhookJwt(value)}`;
      else headers[name.toLowerCase()] = value;
    }
    return headers;
  }

  async function deliver(url: string, envelope: WebhookEnvelope, headers: Record<string, string>) {
    const { attempts, baseDelayMs, timeoutMs } = options.retry;
    for (let attempt = 1; attempt <= attempts && !stopping.signal.aborted; attempt++) {
      const record: WebhookDelivery = {
        event: envelope.event,
        instance: envelope.instance,
        url,
        attempt,
        status: null,
        at: new Date(),
      };
      deliveries.push(record);
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers,
          body: JSON.stringify(envelope),
          signal: AbortSignal.any([AbortSignal.timeout(timeoutMs), stopping.signal]),
        });
        await response.body?.cancel();
        record.status = response.status;
        if (response.ok || NO_RETRY.has(response.status)) return;
      } catch (error) {
        record.error = error instanceof Error ? error.message : String(error);
      }
      if (attempt < attempts) await sleep(baseDelayMs * 2 ** (attempt - 1), stopping.signal);
    }
  }

  function track(promise: Promise<void>) {
    pending.add(promise);
    void promise.finally(() => pending.delete(promise));
  }

  return {
    deliveries,
    /** Fire-and-forget, like Evolution: the API reply never waits for the receiver. */
    emit(instance: Instance, event: EmittedEvent, data: unknown) {
      const url = target(instance, event);
      if (!url || stopping.signal.aborted) return;
      const envelope: WebhookEnvelope = {
        event,
        instance: instance.name,
        data,
        destination: url,
        date_time: new Date().toISOString(),
        ...(instance.wuid ? { sender: instance.wuid } : {}),
        server_url: options.serverUrl(),
        apikey: options.exposeInstanceToken ? instance.token : null,
      };
      const headers = headersFor(instance);
      const copies = options.isDuplicating() ? 2 : 1;
      for (let copy = 0; copy < copies; copy++) track(deliver(url, envelope, headers));
    },
    /** Resolves once every delivery started so far (retries included) has finished. */
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    /** Abandons pending deliveries and retries (on close), then waits for them to unwind. */
    async stop() {
      stopping.abort();
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
