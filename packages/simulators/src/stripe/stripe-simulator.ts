import { type Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { startLoopbackServer } from '../loopback-server';
import { createApiApp } from './api-app';
import { seedCatalog } from './catalog';
import type { StripeSimulatorControl } from './control';
import { BUILT_IN_ENDPOINT_DESCRIPTION, createControl } from './control';
import { registerControlRoute } from './control.routes';
import { createFaults } from './faults';
import { registerHostedPages } from './hosted-pages.routes';
import type { SimContext } from './sim-context';
import { createEvent, createWebhookEndpoint, webhookTargets } from './sim-context';
import { createStore } from './store';
import { StripeSimError, unrecognizedUrl } from './stripe-error';
import type { RetryPolicy } from './webhook-dispatcher';
import { createWebhookDispatcher } from './webhook-dispatcher';

export type StripeSimulatorOptions = {
  /** The only key the API accepts (`Authorization: Bearer <secretKey>`). */
  secretKey: string;
  /** Signs deliveries to `webhookUrl` (an endpoint created by API gets its own secret). */
  webhookSecret: string;
  /** Where the product receives events; can also be set later with control.setWebhookUrl. */
  webhookUrl?: string;
  /** Origin of the hosted checkout page in session.url; defaults to the simulator's own. */
  publicUrl?: string;
  /** Shown on the hosted pages and on invoices. */
  accountName?: string;
  webhookRetry?: Partial<RetryPolicy>;
};

export type StripeSimulator = {
  app: Hono;
  control: StripeSimulatorControl;
  /** Where the app is served, for session.url (ignored when `publicUrl` was given). */
  setPublicUrl(url: string): void;
  /** Stops webhook retries; the HTTP server (if any) is closed by its owner. */
  close(): void;
};

export type RunningStripeSimulator = {
  url: string;
  port: number;
  control: StripeSimulatorControl;
  close(): Promise<void>;
};

const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 6, baseDelayMs: 1000, timeoutMs: 10_000 };

export function createStripeSimulator(options: StripeSimulatorOptions): StripeSimulator {
  const store = createStore();
  const faults = createFaults();
  let origin = options.publicUrl?.replace(/\/$/, '') ?? null;
  const dispatcher = createWebhookDispatcher({
    targets: () => webhookTargets(store),
    retry: { ...DEFAULT_RETRY, ...options.webhookRetry },
    onDelivered(eventId) {
      const event = store.events.get(eventId);
      if (event && event.pending_webhooks > 0) event.pending_webhooks -= 1;
    },
  });
  const ctx: SimContext = {
    store,
    dispatcher,
    accountName: options.accountName ?? 'Secretária IA',
    publicUrl: () => origin ?? 'http://127.0.0.1',
    emit: (type, object, emitOptions) => createEvent(ctx, type, object, emitOptions),
  };
  seedCatalog(store);
  if (options.webhookUrl) {
    createWebhookEndpoint(store, {
      url: options.webhookUrl,
      secret: options.webhookSecret,
      enabledEvents: ['*'],
      description: BUILT_IN_ENDPOINT_DESCRIPTION,
    });
  }
  const control = createControl(ctx, faults, options.webhookSecret);

  const app = new Hono();
  app.use('*', async (c, next) => {
    // Without a configured public URL, pages live wherever the first request reached us.
    origin ??= new URL(c.req.url).origin;
    await next();
  });
  const onError = (error: Error, c: Context) => {
    const simError =
      error instanceof StripeSimError
        ? error
        : new StripeSimError(500, { type: 'api_error', message: 'An unknown error occurred' });
    if (!(error instanceof StripeSimError)) console.error('[stripe-simulator]', error);
    // Through the context, so the request-id header set before the failure is kept.
    return c.json(simError.toEnvelope(), simError.status as ContentfulStatusCode);
  };
  const api = createApiApp(ctx, { secretKey: options.secretKey, faults });
  api.onError(onError);
  app.route('/v1', api);
  registerHostedPages(app, ctx);
  registerControlRoute(app, control, options.secretKey);
  app.notFound((c) =>
    c.req.path.startsWith('/v1/')
      ? c.json(unrecognizedUrl(c.req.method, c.req.path).toEnvelope(), 404)
      : c.text('Not found', 404),
  );
  app.onError(onError);

  return {
    app,
    control,
    setPublicUrl(url) {
      if (!options.publicUrl) origin = url.replace(/\/$/, '');
    },
    close: () => dispatcher.close(),
  };
}

export async function startStripeSimulator(
  options: StripeSimulatorOptions & { port?: number },
): Promise<RunningStripeSimulator> {
  const simulator = createStripeSimulator(options);
  const server = await startLoopbackServer(simulator.app, options.port);
  simulator.setPublicUrl(server.url);
  return {
    url: server.url,
    port: server.port,
    control: simulator.control,
    async close() {
      simulator.close();
      await server.close();
    },
  };
}
