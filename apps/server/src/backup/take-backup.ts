import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { DataDirLockedError } from '@/db/data-dir-lock';
import { openPglite } from '@/db/database';
import { backupSocketPath } from './backup-socket-path';
import { BackupRefusedError, backupTexts } from './backup-texts';
import { writeFileAtomic } from './write-file-atomic';

export type BackupResult = { file: string; bytes: number; ms: number; byServer: boolean };

/** `./backups/secretaria-20261124-101530.tar.gz` (UTC). */
export function defaultBackupFile(now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/[-:]/g, '')
    .replace('T', '-');
  return path.join('backups', `secretaria-${stamp}.tar.gz`);
}

/**
 * A consistent snapshot of the embedded data folder written to `file`: taken by the server
 * running on the folder when there is one, otherwise by opening the folder here (its lock
 * keeps a server from starting meanwhile).
 */
export async function takeBackup(dataDir: string, file: string): Promise<BackupResult> {
  const started = performance.now();
  let bytes = await askRunningServer(dataDir);
  const byServer = bytes !== null;
  if (bytes === null) bytes = await snapshotStoppedFolder(dataDir);
  writeFileAtomic(file, bytes);
  return { file, bytes: bytes.length, ms: Math.round(performance.now() - started), byServer };
}

async function snapshotStoppedFolder(dataDir: string): Promise<Uint8Array> {
  // Opening an empty folder would create a new database: a backup never does that.
  if (!fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION')))
    throw new BackupRefusedError(backupTexts.noDatabase(dataDir));
  let database;
  try {
    database = await openPglite({ dataDir });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    // A server may have started between our two attempts: ask it once more.
    const bytes = await askRunningServer(dataDir);
    if (bytes) return bytes;
    throw new BackupRefusedError(backupTexts.busyWithoutServer(dataDir, error.pid));
  }
  try {
    return new Uint8Array(await (await database.snapshot!()).arrayBuffer());
  } finally {
    await database.close();
  }
}

/** The snapshot from the server holding the folder, or null when no server listens there. */
function askRunningServer(dataDir: string): Promise<Uint8Array | null> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { socketPath: backupSocketPath(dataDir), method: 'POST', path: '/backup' },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          if (!res.complete) reject(new Error('o servidor interrompeu a resposta'));
          else if (res.statusCode === 200) resolve(new Uint8Array(body));
          else reject(new Error(body.toString('utf8') || `HTTP ${res.statusCode}`));
        });
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    });
    req.end();
  });
}
