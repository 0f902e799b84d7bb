import type { Hono } from 'hono';
import type { ApiEnv } from './http-support';
import { newestFirst, respond, respondList } from './http-support';
import { newId } from './ids';
import {
  assertKnownParams,
  metadataParam,
  optionalString,
  requiredString,
  stringArray,
} from './params';
import type { SimContext } from './sim-context';
import { createWebhookEndpoint } from './sim-context';
import { invalidRequest, missingParam, resourceMissing } from './stripe-error';

export function registerEventRoutes(api: Hono<ApiEnv>, ctx: SimContext) {
  const { store } = ctx;

  api.get('/events', (c) => {
    const params = c.get('params');
    assertKnownParams(params, [
      'limit',
      'starting_after',
      'ending_before',
      'expand',
      'created',
      'type',
      'types',
      'delivery_success',
    ]);
    const type = optionalString(params, 'type');
    const types = stringArray(params, 'types');
    return respondList(
      c,
      ctx,
      newestFirst(
        store.events,
        (event) =>
          (!type || matchesType(type, event.type)) && (!types || types.includes(event.type)),
      ),
      '/v1/events',
    );
  });

  api.get('/events/:id', (c) => {
    const event = store.events.get(c.req.param('id'));
    if (!event) throw resourceMissing('event', c.req.param('id'), 'id', 404);
    return respond(c, ctx, event);
  });

  api.post('/webhook_endpoints', (c) => {
    const params = c.get('params');
    assertKnownParams(params, [
      'url',
      'enabled_events',
      'description',
      'metadata',
      'api_version',
      'connect',
      'expand',
    ]);
    const url = requiredString(params, 'url');
    if (!/^https?:\/\//.test(url))
      throw invalidRequest('Invalid URL: URL must be publicly accessible.', 'url', 'url_invalid');
    const enabledEvents = stringArray(params, 'enabled_events');
    if (!enabledEvents || enabledEvents.length === 0) throw missingParam('enabled_events');
    const secret = newId('whsec', 32);
    const endpoint = createWebhookEndpoint(store, {
      url,
      secret,
      enabledEvents,
      description: optionalString(params, 'description') ?? null,
      metadata: metadataParam(params),
    });
    // Like Stripe, the secret is shown only in the reply to the creation.
    return respond(c, ctx, { ...endpoint, secret });
  });

  api.get('/webhook_endpoints', (c) =>
    respondList(c, ctx, newestFirst(store.webhookEndpoints), '/v1/webhook_endpoints'),
  );

  api.get('/webhook_endpoints/:id', (c) => {
    const endpoint = store.webhookEndpoints.get(c.req.param('id'));
    if (!endpoint) throw resourceMissing('webhook endpoint', c.req.param('id'), 'id', 404);
    return respond(c, ctx, endpoint);
  });

  api.delete('/webhook_endpoints/:id', (c) => {
    const id = c.req.param('id');
    if (!store.webhookEndpoints.delete(id))
      throw resourceMissing('webhook endpoint', id, 'id', 404);
    store.webhookSecrets.delete(id);
    return c.json({ id, object: 'webhook_endpoint', deleted: true });
  });
}

/** `type=invoice.*` matches a family of events, as Stripe's list filter does. */
function matchesType(filter: string, type: string): boolean {
  return filter.endsWith('*') ? type.startsWith(filter.slice(0, -1)) : filter === type;
}
