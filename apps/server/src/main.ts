import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import path from 'node:path';
import { connectExternalServices } from './adapters/external-services';
import { createServer } from './app';
import { ConfigError, loadConfig } from './config/env';
import { DataDirLockedError } from './db/data-dir-lock';
import { openDatabase } from './db/open-database';
import { createLogger } from './lib/logger';
import { runTurn } from './modules/attendant/engine/run-turn';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.LOG_LEVEL);

  let database;
  try {
    database = await openDatabase(config, logger);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      logger.fatal(error.message);
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const services = await connectExternalServices(config, logger);
  const server = await createServer({
    config,
    database,
    logger,
    billing: services.payments,
    gateway: services.gateway,
    // The attendant answers WhatsApp messages in this process (stopped by server.close()).
    runTurn,
    startAttendant: true,
  });
  const httpServer = serve(
    { fetch: server.app.fetch, port: config.PORT, hostname: config.HOST },
    (info) => {
      services.setServerUrl(`http://127.0.0.1:${info.port}`);
      const where =
        config.database.kind === 'pglite'
          ? `PGlite em ${path.resolve(config.database.dataDir)}`
          : 'PostgreSQL (DATABASE_URL)';
      const emails =
        server.mailer.kind === 'outbox'
          ? `caixa de saída local em ${config.publicUrl}/dev/emails`
          : 'enviados por SMTP (SMTP_URL)';
      const payments =
        config.payments.kind === 'stripe'
          ? 'Stripe'
          : 'simulador local (cartão 4242 4242 4242 4242)';
      const whatsapp = config.whatsapp.kind === 'evolution' ? 'Evolution API' : 'simulador local';
      logger.info(
        { port: info.port },
        `Secretária IA rodando em ${config.publicUrl} · banco: ${where} · emails: ${emails} · pagamentos: ${payments} · WhatsApp: ${whatsapp}`,
      );
    },
  ) as Server;

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'encerrando…');
    const forceExit = setTimeout(() => {
      logger.error('encerramento demorou mais de 10 s; saindo mesmo assim');
      process.exit(1);
    }, 10_000);
    forceExit.unref();
    const closed = new Promise<void>((resolve) => httpServer.close(() => resolve()));
    // Live-update streams never end on their own: close them so close() can finish.
    httpServer.closeIdleConnections();
    setTimeout(() => httpServer.closeAllConnections(), 1_000).unref();
    await closed;
    await server.close();
    await services.close();
    await database.close();
    logger.info('encerrado');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('Falha ao iniciar o servidor:', error);
  process.exit(1);
});
