import { spawn } from 'node:child_process';
import fs from 'node:fs';

// The child only runs initdb: PGlite.create on an empty folder creates the cluster, then closes.
const INITDB_SCRIPT = `
const { PGlite } = await import(process.env.PGLITE_MODULE_URL);
const db = await PGlite.create(process.env.PGLITE_DIR);
await db.close();
`;

/**
 * Creates the PGlite cluster of an empty folder in a short-lived child process, so the server's
 * own process never runs initdb. initdb is a second WASM module with ~500 MB of memory of its
 * own; run inside the server it peaked at ~900 MB and left ~130 MB of RSS for the life of the
 * process (a first start on an empty DATA_DIR sat at 570 MB where a restart sits at 410 MB,
 * docs/decisions/026). The caller holds the folder's lock. A folder that already has a cluster
 * is left as it is.
 */
export async function initPgliteDir(pgliteDir: string): Promise<void> {
  if (fs.existsSync(`${pgliteDir}/PG_VERSION`)) return;
  fs.mkdirSync(pgliteDir, { recursive: true });
  const stderr: Buffer[] = [];
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', INITDB_SCRIPT], {
      env: {
        ...process.env,
        PGLITE_MODULE_URL: import.meta.resolve('@electric-sql/pglite'),
        PGLITE_DIR: pgliteDir,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0)
    throw new Error(
      `initdb da pasta ${pgliteDir} falhou (código ${code}): ${Buffer.concat(stderr).toString().slice(-500)}`,
    );
}
