import { PGlite } from '@electric-sql/pglite';
import fs from 'node:fs';
import path from 'node:path';
import { acquireDataDirLock, DataDirLockedError } from '@/db/data-dir-lock';
import { pgliteExtensions } from '@/db/database';
import { BackupFailedError, BackupRefusedError, backupTexts } from './backup-texts';
import { checkSnapshot, DamagedRelationError, snapshotCheckExtensions } from './check-snapshot';
import { syncDir } from './write-file-atomic';

const LOCK_FILE = 'server.lock';
const STAGING = '.restore-tmp';

/**
 * Brings a snapshot back into an empty or absent data folder. The folder's lock is held the whole
 * time, so no server starts on it meanwhile; the snapshot is unpacked and opened in a staging
 * folder inside it, and only a snapshot that opens, holds our tables and reads whole
 * (checkSnapshot: every page, amcheck) is renamed into place.
 * The server reads `pglite/` alone, so a staging folder left by a crash is never opened.
 */
export async function restoreBackup(file: string, dataDir: string): Promise<{ ms: number }> {
  const started = performance.now();
  if (!fs.existsSync(file) || !fs.statSync(file).isFile())
    throw new BackupRefusedError(backupTexts.missingFile(file));
  const folderExisted = fs.existsSync(dataDir);
  let release: () => void;
  try {
    release = acquireDataDirLock(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError)
      throw new BackupRefusedError(backupTexts.folderInUse(dataDir, error.pid));
    throw error;
  }
  const staging = path.join(dataDir, STAGING);
  let restored = false;
  try {
    // We hold the lock: a staging folder already here is a dead restore's.
    fs.rmSync(staging, { recursive: true, force: true });
    if (fs.readdirSync(dataDir).some((name) => name !== LOCK_FILE))
      throw new BackupRefusedError(backupTexts.folderNotEmpty(dataDir));
    fs.mkdirSync(staging);
    await unpackAndCheck(file, path.join(staging, 'pglite'));
    fs.renameSync(path.join(staging, 'pglite'), path.join(dataDir, 'pglite'));
    syncDir(dataDir);
    restored = true;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    release();
    // Only an empty folder we created ourselves is removed; rmdir refuses anything else.
    if (!restored && !folderExisted) removeIfEmpty(dataDir);
  }
  return { ms: Math.round(performance.now() - started) };
}

async function unpackAndCheck(file: string, target: string): Promise<void> {
  let pglite: PGlite | undefined;
  try {
    const bytes = fs.readFileSync(file);
    pglite = await PGlite.create(target, {
      extensions: { ...pgliteExtensions, ...snapshotCheckExtensions },
      loadDataDir: new Blob([new Uint8Array(bytes)], { type: 'application/x-gzip' }),
    });
    // Tables every database of ours has since its first migrations.
    await pglite.query('SELECT count(*) FROM kysely_migration');
    await pglite.query('SELECT count(*) FROM profiles');
    await checkSnapshot(pglite);
  } catch (error) {
    if (error instanceof DamagedRelationError)
      throw new BackupFailedError(backupTexts.damagedSnapshot(file, error.relation, error.reason));
    const reason = error instanceof Error ? error.message : String(error);
    throw new BackupFailedError(backupTexts.invalidSnapshot(file, reason));
  } finally {
    // close() shuts PostgreSQL down cleanly: the files renamed into place need no recovery.
    await pglite?.close().catch(() => {});
  }
}

function removeIfEmpty(dir: string): void {
  try {
    fs.rmdirSync(dir);
  } catch {
    // Not empty (or already gone): leave it.
  }
}
