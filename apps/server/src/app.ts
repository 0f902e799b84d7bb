import { serveStatic } from '@hono/node-server/serve-static';
import { OpenAPIHono } from '@hono/zod-openapi';
import fs from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import '@secretaria/shared/zod-locale';
import { AppError } from '@secretaria/shared/errors';
import { msg } from '@secretaria/shared/messages';
import { isSpaPath } from '@secretaria/shared/spa-routes';
import type { Payments, WhatsappGateway } from '@/adapters/external-services';
import type { Config } from '@/config/env';
import type { Database } from '@/db/database';
import { createSettableClock, isSettableClock, type Clock } from '@/lib/clock';
import { limitBodies } from '@/lib/body-limits';
import { compressResponses } from '@/lib/compress';
import { createErrorHandler, errorResponse } from '@/lib/http-errors';
import type { Logger } from '@/lib/logger';
import { createMetrics } from '@/lib/metrics';
import { getOrCreateSecret } from '@/lib/secrets.repo';
import { refuseForeignOrigin } from '@/lib/same-origin-writes';
import { securityHeaders } from '@/lib/security-headers';
import { refuseUnstorableText } from '@/lib/text-input';
import { observeRequests } from '@/middleware/observe-requests';
import { requireUser } from '@/middleware/require-user';
import { isPublicApiPath } from '@/public-api-routes';
import { createAuth } from '@/modules/auth/auth';
import { registerAuthOpenApi } from '@/modules/auth/auth.openapi';
import { createAuthRoutes } from '@/modules/auth/auth.routes';
import { findSessionUser } from '@/modules/auth/session.repo';
import { createAssinaturaRoutes } from '@/modules/assinatura/assinatura.routes';
import { createBillingRoutes } from '@/modules/billing/billing.routes';
import { createStripeWebhookRoutes } from '@/modules/billing/stripe-webhook.routes';
import { createGatewayWebhookRoutes } from '@/modules/messaging/inbound/gateway-webhook.routes';
import { evolutionWebhooks } from '@/adapters/evolution/evolution-gateway';
import { createConversaRoutes } from '@/modules/attendant/conversas.routes';
import { createConversaTesteRoutes } from '@/modules/attendant/conversa-teste/conversa-teste.routes';
import type { RunTurn, TurnInput } from '@/modules/attendant/engine/turn-types';
import { createAttendantSender } from '@/jobs/attendant-sender';
import { createAttendantWorker } from '@/jobs/attendant-worker';
import { createAvisosRunner } from '@/jobs/avisos-runner';
import { createRetencaoRunner } from '@/jobs/retencao-runner';
import { createWhatsappRoutes } from '@/modules/whatsapp/whatsapp.routes';
import { routeWhatsappLines } from '@/modules/whatsapp/whatsapp-lines';
import { createWhatsappTemplateRoutes } from '@/modules/whatsapp/templates/whatsapp-templates.routes';
import { findInstanceByMetaPhoneNumberId } from '@/modules/whatsapp/whatsapp.repo';
import { createAgendamentoRoutes } from '@/modules/agendamentos/agendamentos.routes';
import { createContatoRoutes } from '@/modules/contatos/contatos.routes';
import { createContatoLgpdRoutes } from '@/modules/contatos/contatos-lgpd.routes';
import { createContaRoutes } from '@/modules/conta/conta.routes';
import { createCheckPassword } from '@/modules/auth/check-password';
import { createDisponibilidadeRoutes } from '@/modules/disponibilidades/disponibilidades.routes';
import { createDocsRoutes } from '@/modules/docs/docs.routes';
import { createAttendantSettingsRoutes } from '@/modules/instances/attendant-settings.routes';
import { createLembreteSettingsRoutes } from '@/modules/instances/lembrete-settings.routes';
import { createIaRoutes } from '@/modules/ia/ia.routes';
import { createRetencaoSettingsRoutes } from '@/modules/instances/retencao-settings.routes';
import { createInstanceRoutes } from '@/modules/instances/instances.routes';
import { createLocalizacaoRoutes } from '@/modules/localizacoes/localizacoes.routes';
import { createNotificacaoRoutes } from '@/modules/notificacoes/notificacoes.routes';
import { createProfissionalRoutes } from '@/modules/profissionais/profissionais.routes';
import { createServicoRoutes } from '@/modules/servicos/servicos.routes';
import { createDevClockRoutes, loadOwnerClocks } from '@/modules/dev/dev-clock.routes';
import { createDevEmailRoutes } from '@/modules/dev/dev-emails.routes';
import { createDevInstanceRoutes } from '@/modules/dev/dev-instances.routes';
import { createDevMetaRoutes } from '@/modules/dev/dev-meta.routes';
import { createDevNotificacaoRoutes } from '@/modules/dev/dev-notificacoes.routes';
import { createMailer } from '@/modules/email/mailer';
import {
  proactivePacing as pacingOf,
  type ProactivePacing,
} from '@/modules/avisos/proactive-pacing';
import { createModelPrepare } from '@/modules/attendant/model/model-attendant';
import { createTranscribeVoice } from '@/modules/attendant/voice/transcribe-voice';
import type { LlmClient } from '@/adapters/llm/llm-types';
import { createHealthRoutes } from '@/modules/health/health.routes';
import { createMetricsRoutes } from '@/modules/metrics/metrics.routes';
import { readQueues } from '@/modules/metrics/queues.repo';
import { createProfileRoutes } from '@/modules/profile/profile.routes';
import { createRealtimeHub } from '@/modules/realtime/realtime-hub';
import { createRealtimeRoutes, registerRealtimeOpenApi } from '@/modules/realtime/realtime.routes';
import { createReferenceRoutes } from '@/modules/reference/reference.routes';

export type ServerDeps = {
  config: Config;
  database: Database;
  logger: Logger;
  /** Stripe SDK (real or pointed at the simulator) and the webhook signing secret. */
  billing?: Payments;
  /** The WhatsApp gateway client (real Evolution API or the simulator). */
  gateway?: WhatsappGateway;
  /** The one business clock (lib/clock.ts); a settable one unless given. */
  clock?: Clock;
  /** The attendant's engine (docs/decisions/014): with a gateway, the worker and sender exist. */
  runTurn?: RunTurn;
  /** Runs the attendant's worker and sender loops (main.ts; tests that ask for them). */
  startAttendant?: boolean;
  /**
   * The OpenAI-compatible model (LLM_*, or the simulator): owners may choose the 'ia' mode
   * (docs/decisions/019, 021) and voice notes are transcribed when it can.
   */
  llm?: LlmClient | null;
  /** Whether the 'ia' mode may be chosen; by default, whether there is a model. */
  aiModelConfigured?: boolean;
  /** The pace of reminders and notices per number (docs/decisions/032); tests may drop it. */
  proactivePacing?: ProactivePacing;
};

/** Builds everything one server process needs around an open, migrated database. */
export async function createServer({
  config,
  database,
  logger,
  billing,
  gateway: givenGateway,
  clock = createSettableClock(),
  runTurn,
  startAttendant = false,
  llm = null,
  aiModelConfigured = llm !== null,
  proactivePacing,
}: ServerDeps) {
  const { db } = database;
  const mailer = createMailer(config, db, logger);
  const secret = config.BETTER_AUTH_SECRET ?? (await getOrCreateSecret(db, 'better_auth_secret'));
  const auth = createAuth({ config, db, mailer, logger, secret });
  const hub = createRealtimeHub(database, logger);
  await hub.start();
  // Every caller of the gateway port reaches each line's own gateway (issue 27, decision 047).
  const lines = givenGateway
    ? await routeWhatsappLines(givenGateway, { config, database, logger })
    : undefined;
  const gateway = lines?.gateway;
  // GET /metrics only with METRICS_TOKEN; the worker and sender report to it through hooks.
  const metrics = config.METRICS_TOKEN
    ? createMetrics({
        readQueues: () => readQueues(db, clock.now()),
        poolStats: () => database.poolStats(),
        now: () => clock.now(),
        onScrapeError: (error) => logger.warn({ err: error }, 'métricas: filas não lidas'),
      })
    : undefined;
  const attendant = runTurn && gateway ? createAttendant(runTurn, gateway) : undefined;
  function createAttendant(turn: RunTurn, whatsapp: WhatsappGateway) {
    const leaseMs = config.ATTENDANT_LEASE_MS;
    // PostgreSQL answers several chats at once (4 turns + 2 sends of the pool's 10 connections);
    // PGlite has one connection, so its turns go one after another anyway, except for the model's
    // part, which runs outside any transaction (docs/decisions/019).
    const parallel = database.kind === 'postgres';
    const countFallbacks =
      (prepare: ReturnType<typeof createModelPrepare>) => async (input: TurnInput) => {
        const result = await prepare(input);
        if (result?.fallback) metrics?.countFallback(result.fallback);
        return result;
      };
    const model = llm
      ? {
          // A turn may call the model several times: twice one call's deadline in all.
          prepareTurn: countFallbacks(
            createModelPrepare({
              db,
              llm,
              logger,
              timeoutMs: config.llm ? config.llm.timeoutMs * 2 : undefined,
            }),
          ),
          // The lease holds at least that long, then the heartbeat renews it (decision 032).
          slowLeaseMs: config.llm ? config.llm.timeoutMs * 2 + leaseMs : undefined,
          transcribe: llm.canTranscribe
            ? createTranscribeVoice({
                db,
                gateway: whatsapp.client,
                llm,
                logger,
                now: (ownerId) => clock.now(ownerId),
              })
            : undefined,
        }
      : undefined;
    const sender = createAttendantSender({
      db,
      gateway: whatsapp,
      clock,
      logger,
      leaseMs,
      concurrency: parallel ? 2 : 1,
      onSendFailed: metrics && ((final) => metrics.countSendFailed(final)),
    });
    const worker = createAttendantWorker({
      db,
      runTurn: turn,
      clock,
      logger,
      burstMs: config.ATTENDANT_BURST_MS,
      leaseMs,
      concurrency: parallel || model ? 4 : 1,
      onReplies: () => sender.wake(),
      onTurn: metrics && ((t) => metrics.observeTurn(t.seconds, t.failed ? 'failed' : 'ok')),
      ...model,
    });
    const avisos = createAvisosRunner({
      db,
      clock,
      logger,
      concurrency: parallel ? 2 : 1,
      pacing: proactivePacing ?? pacingOf(config.PROACTIVE_GAP_MS),
      onMessages: () => sender.wake(),
    });
    const retencao = createRetencaoRunner({ db, clock, logger });
    return { worker, sender, avisos, retencao };
  }
  if (config.devRoutes && isSettableClock(clock)) await loadOwnerClocks(db, clock);
  if (attendant && startAttendant) {
    attendant.worker.start();
    attendant.sender.start();
    attendant.avisos.start();
    attendant.retencao.start();
  }

  const api = new OpenAPIHono();
  api.route('/', createHealthRoutes(database));
  api.route('/auth', createAuthRoutes(auth, db, config.TRUSTED_PROXIES));
  const authenticated = requireUser(db, {
    secret,
    secureCookies: config.publicUrl.startsWith('https://'),
    unless: isPublicApiPath,
  });

  api.route('/', createProfileRoutes(db));
  api.route(
    '/',
    createContaRoutes({
      db,
      logger,
      clock,
      payments: billing,
      gateway,
      checkPassword: createCheckPassword(auth),
      secureCookies: config.publicUrl.startsWith('https://'),
      erasures: database.erasures,
    }),
  );
  api.route(
    '/',
    createRealtimeRoutes(hub, undefined, undefined, async (token) =>
      Boolean(await findSessionUser(db, token)),
    ),
  );
  api.route('/', createInstanceRoutes(db, gateway));
  api.route('/', createAttendantSettingsRoutes(db));
  api.route('/', createLembreteSettingsRoutes(db, clock));
  api.route('/', createIaRoutes({ db, clock, aiModelConfigured }));
  api.route('/', createRetencaoSettingsRoutes(db));
  if (gateway) api.route('/', createWhatsappRoutes({ db, gateway, logger }));
  if (gateway) api.route('/', createWhatsappTemplateRoutes({ db, gateway, logger, clock }));
  if (billing && gateway)
    api.route(
      '/',
      createBillingRoutes({ db, payments: billing, gateway, publicUrl: config.publicUrl, logger }),
    );
  if (billing && gateway)
    api.route('/', createAssinaturaRoutes({ db, payments: billing, gateway, logger }));
  api.route('/', createProfissionalRoutes(db));
  api.route('/', createServicoRoutes(db));
  api.route('/', createContatoRoutes(db));
  api.route('/', createContatoLgpdRoutes(db, clock, database.erasures));
  api.route('/', createLocalizacaoRoutes(db));
  api.route('/', createConversaRoutes({ db, clock, onOutbound: () => attendant?.sender.wake() }));
  api.route(
    '/',
    createConversaTesteRoutes({ db, clock, onInbound: () => attendant?.worker.wake() }),
  );
  api.route('/', createDisponibilidadeRoutes(db, clock));
  api.route('/', createAgendamentoRoutes(db, clock));
  api.route('/', createNotificacaoRoutes(db, clock));
  if (config.devRoutes && isSettableClock(clock)) api.route('/', createDevClockRoutes(db, clock));
  if (config.devRoutes) api.route('/', createDevNotificacaoRoutes(db, clock));
  registerAuthOpenApi(api);
  registerRealtimeOpenApi(api);
  api.route('/', createDocsRoutes());
  api.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Secretária IA API',
      version: '0.1.0',
      description: 'Erros: { error: { code, message (pt-BR), fields? } }',
    },
    servers: [{ url: '/api' }],
  });

  const app = new Hono();
  app.onError(createErrorHandler(logger));
  // First, so its log lines carry the request's id and the duration covers the whole request.
  app.use('*', requestId(), observeRequests(metrics));
  // gzip for clients that ask (the SPA's HTML/JS/CSS, JSON); Hono never compresses event streams.
  app.use('*', compressResponses());
  app.use(
    '*',
    await securityHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
      },
    }),
  );
  // Every route, webhooks included, before any body is read (lib/body-limits, decision 029).
  app.use('*', limitBodies());
  // Writes to /api from a browser page of another site are refused (lib/same-origin-writes).
  app.use('/api/*', refuseForeignOrigin(config.trustedOrigins));
  // Sessions by default: only the short public list of public-api-routes.ts goes without one.
  app.use('/api/*', authenticated);
  app.use('/api/*', refuseUnstorableText());
  app.route('/api', api);
  // The outbox shows every confirmation and new-password link: development only (decision 029).
  if (config.devRoutes && mailer.kind === 'outbox') app.route('/', createDevEmailRoutes(db));
  if (config.devRoutes) app.route('/', createDevInstanceRoutes(db));
  if (config.devRoutes && gateway?.meta?.simulator)
    app.route('/', createDevMetaRoutes(db, gateway.meta.simulator));
  app.all('/api/*', (c) => errorResponse(c, new AppError('NOT_FOUND', msg.notFound)));
  app.route('/', createReferenceRoutes(db));
  if (billing) app.route('/', createStripeWebhookRoutes({ db, logger, gateway, ...billing }));
  // Without a gateway (some tests), Evolution's webhook still stores what it is sent.
  const receiveDeps = { db, clock, logger, onInbound: () => attendant?.worker.wake() };
  app.route('/', createGatewayWebhookRoutes(gateway?.client ?? evolutionWebhooks, receiveDeps));
  // The Cloud API's one URL for every number, where this server has Meta (or its simulator).
  const cloud = gateway?.lines?.router.cloud;
  if (cloud) {
    app.route(
      '/',
      createGatewayWebhookRoutes(cloud, {
        ...receiveDeps,
        findLine: (phoneNumberId) => findInstanceByMetaPhoneNumberId(db, phoneNumberId),
      }),
    );
  }
  app.route('/', createMetricsRoutes({ token: config.METRICS_TOKEN, metrics }));
  mountWebApp(app, config);

  return {
    app,
    auth,
    clock,
    hub,
    mailer,
    attendant,
    async close() {
      await attendant?.avisos.stop();
      await attendant?.retencao.stop();
      await attendant?.worker.stop();
      await attendant?.sender.stop();
      await hub.stop();
      await lines?.stop();
    },
  };
}

/**
 * Serves the built SPA: index.html with 200 for the client router's routes (shared spa-routes),
 * and with 404 for any other path, where the app shows its 'Página não encontrada' screen.
 */
function mountWebApp(app: Hono, config: Config) {
  const dist = path.resolve(config.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist'));
  const indexFile = path.join(dist, 'index.html');
  if (!fs.existsSync(indexFile)) return;
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('*', serveStatic({ root: dist }));
  const indexHtml = fs.readFileSync(indexFile, 'utf8');
  app.get('*', (c) => {
    const p = c.req.path;
    // Machine paths never fall back to the SPA: a missing asset or flag is a real 404.
    if (
      ['/api/', '/webhooks/', '/assets/', '/flags/', '/dev/'].some((prefix) => p.startsWith(prefix))
    ) {
      return errorResponse(c, new AppError('NOT_FOUND', msg.notFound));
    }
    c.header('Cache-Control', 'no-cache');
    // The app renders its 404 screen for unknown paths; crawlers and monitors get the status.
    return c.html(indexHtml, isSpaPath(p) ? 200 : 404);
  });
}
