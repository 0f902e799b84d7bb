// npm run backup [ARQUIVO]: a consistent copy of the embedded database (docs/decisions/023).
import { BackupRefusedError, backupTexts } from './backup-texts';
import { runCli } from './run-cli';
import { defaultBackupFile, takeBackup } from './take-backup';

await runCli(async ({ database }) => {
  if (database.kind === 'postgres') throw new BackupRefusedError(backupTexts.backupOnPostgres);
  const file = process.argv[2] ?? defaultBackupFile(new Date());
  const result = await takeBackup(database.dataDir, file);
  return backupTexts.backupDone(result.file, result.bytes, result.ms, result.byServer);
}, backupTexts.backupFailed);
