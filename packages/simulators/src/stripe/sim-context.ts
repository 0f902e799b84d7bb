import { newId, unixNow } from './ids';
import type { StripeEvent, WebhookEndpoint } from './objects';
import type { Store } from './store';
import type { WebhookDispatcher, WebhookTarget } from './webhook-dispatcher';

/** `event.request`: the API request that caused the event; null ids for automatic ones. */
export type EventOrigin = { id: string | null; idempotency_key: string | null };

export const AUTOMATIC: EventOrigin = { id: null, idempotency_key: null };

export const API_VERSION = '2026-07-29.dahlia';

export type SimContext = {
  store: Store;
  dispatcher: WebhookDispatcher;
  accountName: string;
  /** Where the hosted pages are reached (the checkout URL's origin). */
  publicUrl(): string;
  emit(
    type: string,
    object: { id: string; object: string },
    options?: { previous?: Record<string, unknown>; origin?: EventOrigin },
  ): StripeEvent;
};

export function webhookTargets(store: Store): WebhookTarget[] {
  const targets: WebhookTarget[] = [];
  for (const endpoint of store.webhookEndpoints.values()) {
    const secret = store.webhookSecrets.get(endpoint.id);
    if (endpoint.status !== 'enabled' || !secret) continue;
    targets.push({
      id: endpoint.id,
      url: endpoint.url,
      secret,
      enabledEvents: endpoint.enabled_events,
    });
  }
  return targets;
}

export function createEvent(
  ctx: Pick<SimContext, 'store' | 'dispatcher'>,
  type: string,
  object: { id: string; object: string },
  options: { previous?: Record<string, unknown>; origin?: EventOrigin } = {},
): StripeEvent {
  const targets = webhookTargets(ctx.store).filter(
    (target) => target.enabledEvents.includes('*') || target.enabledEvents.includes(type),
  );
  const event: StripeEvent = {
    id: newId('evt'),
    object: 'event',
    api_version: API_VERSION,
    created: unixNow(),
    // The event carries the object as it was when the event happened, never a live reference.
    data: {
      object: structuredClone(object),
      ...(options.previous ? { previous_attributes: structuredClone(options.previous) } : {}),
    },
    livemode: false,
    pending_webhooks: targets.length,
    request: options.origin ?? AUTOMATIC,
    type,
  };
  ctx.store.events.set(event.id, event);
  ctx.dispatcher.enqueue({ id: event.id, type, payload: JSON.stringify(event, null, 2) });
  return event;
}

export function createWebhookEndpoint(
  store: Store,
  input: {
    url: string;
    secret: string;
    enabledEvents: string[];
    description?: string | null;
    metadata?: Record<string, string>;
  },
): WebhookEndpoint {
  const endpoint: WebhookEndpoint = {
    id: newId('we'),
    object: 'webhook_endpoint',
    api_version: API_VERSION,
    application: null,
    created: unixNow(),
    description: input.description ?? null,
    enabled_events: input.enabledEvents,
    livemode: false,
    metadata: input.metadata ?? {},
    status: 'enabled',
    url: input.url,
  };
  store.webhookEndpoints.set(endpoint.id, endpoint);
  store.webhookSecrets.set(endpoint.id, input.secret);
  return endpoint;
}
