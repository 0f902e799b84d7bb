import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import path from 'node:path';
import { connectExternalServices } from './adapters/external-services';
import { createServer } from './app';
import { replayOnConnectionLoss } from './lib/replay-on-connection-loss';
import { startBackupSocket, type BackupSocket } from './backup/backup-socket';
import { ConfigError, loadConfig } from './config/env';
import { DataDirLockedError } from './db/data-dir-lock';
import { openDatabase } from './db/open-database';
import { createLogger } from './lib/logger';
import { runTurn } from './modules/attendant/engine/run-turn';
import { createStartupGate } from './startup-gate';

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

  // Listening comes first, so that /api/ready answers 503 while the database opens and migrates
  // (startup-gate.ts); the app takes over once it exists.
  const gate = createStartupGate(config.database.kind);
  let listening!: (port: number) => void;
  const port = new Promise<number>((resolve) => (listening = resolve));
  const httpServer = serve(
    { fetch: gate.fetch, port: config.PORT, hostname: config.HOST },
    (info) => listening(info.port),
  ) as Server;
  // Node closes an idle keep-alive socket after 5 s; a client (a proxy, a browser, a test's
  // request context) that reuses it at that moment gets ECONNRESET. Clients and load balancers
  // keep theirs up to about 60 s, so the server keeps its own a little longer.
  httpServer.keepAliveTimeout = 65_000;
  httpServer.headersTimeout = 66_000;

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

  // Embedded mode: `npm run backup` asks this process for the snapshot (docs/decisions/023).
  let backupSocket: BackupSocket | undefined;
  if (config.database.kind === 'pglite' && database.snapshot) {
    try {
      backupSocket = await startBackupSocket(config.database.dataDir, database.snapshot, logger);
    } catch (error) {
      logger.warn(
        { err: error },
        'canal de cópia indisponível: npm run backup exigirá o servidor parado',
      );
    }
  }

  const services = await connectExternalServices(config, logger);
  services.setServerUrl(`http://127.0.0.1:${await port}`);
  const server = await createServer({
    config,
    database,
    logger,
    billing: services.payments,
    gateway: services.gateway,
    llm: services.llm,
    // The attendant answers WhatsApp messages in this process (stopped by server.close()).
    runTurn,
    startAttendant: true,
  });
  gate.open({ fetch: replayOnConnectionLoss(server.app.fetch) });
  const where =
    config.database.kind === 'pglite'
      ? `PGlite em ${path.resolve(config.database.dataDir)}`
      : 'PostgreSQL (DATABASE_URL)';
  const emails = {
    outbox: `caixa de saída local em ${config.publicUrl}/dev/emails`,
    log: 'só no log do servidor (sem SMTP_URL)',
    smtp: 'enviados por SMTP (SMTP_URL)',
  }[server.mailer.kind];
  const payments =
    config.payments.kind === 'stripe' ? 'Stripe' : 'simulador local (cartão 4242 4242 4242 4242)';
  const whatsapp = config.whatsapp.kind === 'evolution' ? 'Evolution API' : 'simulador local';
  logger.info(
    { port: await port },
    `Secretária IA rodando em ${config.publicUrl} · banco: ${where} · emails: ${emails} · pagamentos: ${payments} · WhatsApp: ${whatsapp}`,
  );

  if (config.devRoutes && config.database.kind === 'postgres')
    logger.warn(
      'DEV_ROUTES=true: rotas de desenvolvimento ativas (/dev/emails mostra links de nova senha a qualquer um); nunca em produção',
    );

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
    await backupSocket?.close();
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
