// npm run backup [ARQUIVO]: see apps/server/src/backup/backup-main.ts.
import '../apps/server/src/backup/backup-main.ts';
