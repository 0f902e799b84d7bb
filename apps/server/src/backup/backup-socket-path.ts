import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';

// A unix socket path must fit in sun_path (108 bytes on Linux, 104 on macOS), in bytes.
const MAX_SOCKET_PATH = 100;

/**
 * Where a running embedded server listens for backup requests: a socket inside its data folder,
 * so whoever may read the folder may ask for a copy and nobody else; a long folder path falls
 * back to a name derived from it in the temp folder, Windows to a named pipe.
 */
export function backupSocketPath(dataDir: string): string {
  const resolved = path.resolve(dataDir);
  const key = createHash('sha256').update(resolved).digest('hex').slice(0, 16);
  if (process.platform === 'win32') return `\\\\.\\pipe\\secretaria-backup-${key}`;
  const inside = path.join(resolved, 'backup.sock');
  return Buffer.byteLength(inside) <= MAX_SOCKET_PATH
    ? inside
    : path.join(os.tmpdir(), `secretaria-backup-${key}.sock`);
}
