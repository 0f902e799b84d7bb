// npm run restore ARQUIVO: a copy made by npm run backup back into an empty DATA_DIR.
import { BackupRefusedError, backupTexts } from './backup-texts';
import { restoreBackup } from './restore-backup';
import { runCli } from './run-cli';

await runCli(async ({ database }) => {
  if (database.kind === 'postgres') throw new BackupRefusedError(backupTexts.restoreOnPostgres);
  const file = process.argv[2];
  if (!file) throw new BackupRefusedError(backupTexts.restoreUsage);
  const { ms } = await restoreBackup(file, database.dataDir);
  return backupTexts.restoreDone(file, database.dataDir, ms);
}, backupTexts.restoreFailed);
