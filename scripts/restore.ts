// npm run restore ARQUIVO: see apps/server/src/backup/restore-main.ts.
import '../apps/server/src/backup/restore-main.ts';
