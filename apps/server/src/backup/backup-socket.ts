import fs from 'node:fs';
import http from 'node:http';
import type { Logger } from '@/lib/logger';
import { backupSocketPath } from './backup-socket-path';

export type BackupSocket = { path: string; close(): Promise<void> };

/**
 * The running embedded server's backup channel (docs/decisions/023): PGlite is one process and
 * the server holds the folder's lock, so `npm run backup` asks the server over a local socket
 * and the server answers `POST /backup` with its own snapshot. Only this socket (mode 0600,
 * never a TCP port) reaches it. Requests are served one at a time.
 */
export async function startBackupSocket(
  dataDir: string,
  snapshot: () => Promise<Blob>,
  logger: Logger,
): Promise<BackupSocket> {
  const socketPath = backupSocketPath(dataDir);
  // This process holds the folder's lock: a socket file already here is a dead server's.
  if (process.platform !== 'win32') fs.rmSync(socketPath, { force: true });
  let queue: Promise<void> = Promise.resolve();
  const server = http.createServer((req, res) => {
    req.resume();
    if (req.method !== 'POST' || req.url !== '/backup') {
      res.writeHead(404).end();
      return;
    }
    queue = queue.then(async () => {
      const started = performance.now();
      try {
        const bytes = new Uint8Array(await (await snapshot()).arrayBuffer());
        const ms = Math.round(performance.now() - started);
        logger.info({ bytes: bytes.length, ms }, 'cópia de segurança do banco entregue');
        res.writeHead(200, { 'content-type': 'application/gzip', 'content-length': bytes.length });
        res.end(bytes);
      } catch (error) {
        logger.error({ err: error }, 'falha na cópia de segurança do banco');
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(error instanceof Error ? error.message : String(error));
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  if (process.platform !== 'win32') fs.chmodSync(socketPath, 0o600);
  return {
    path: socketPath,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await queue;
    },
  };
}
