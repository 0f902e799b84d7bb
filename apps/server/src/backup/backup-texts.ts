import path from 'node:path';

/** Exit codes of `npm run backup` and `npm run restore` (README, docs/decisions/023). */
export const EXIT_CODES = {
  ok: 0,
  /** Something broke while copying, reading or checking: nothing was changed. */
  failed: 1,
  /** Refused before doing anything: PostgreSQL mode, folder in use or not empty, bad arguments. */
  refused: 2,
} as const;

const where = (dir: string) => path.resolve(dir);

/** The scripts' pt-BR lines, one each. */
export const backupTexts = {
  backupOnPostgres:
    'Com DATABASE_URL (PostgreSQL) use pg_dump: pg_dump -Fc "$DATABASE_URL" -f secretaria.dump',
  restoreOnPostgres:
    'Com DATABASE_URL (PostgreSQL) use pg_restore: pg_restore -d "$DATABASE_URL" --clean --if-exists --no-owner secretaria.dump',
  noDatabase: (dir: string) => `Não há banco de dados em ${where(dir)} para copiar.`,
  busyWithoutServer: (dir: string, pid: number) =>
    `A pasta de dados ${where(dir)} está em uso pelo processo ${pid}, que não atende pedidos de cópia; pare-o e rode npm run backup de novo.`,
  backupDone: (file: string, bytes: number, ms: number, byServer: boolean) =>
    `Cópia salva em ${where(file)} (${formatSize(bytes)}, ${ms} ms, ${
      byServer ? 'feita pelo servidor em execução' : 'com o servidor parado'
    }).`,
  backupFailed: (reason: string) => `Falha ao fazer a cópia: ${reason}`,
  restoreUsage: 'Uso: npm run restore ARQUIVO (uma cópia feita por npm run backup).',
  missingFile: (file: string) => `Arquivo ${where(file)} não encontrado.`,
  folderInUse: (dir: string, pid: number) =>
    `A pasta de dados ${where(dir)} está em uso pelo processo ${pid}; pare o servidor antes de restaurar.`,
  folderNotEmpty: (dir: string) =>
    `A pasta de dados ${where(dir)} não está vazia; restaure numa pasta vazia ou nova (DATA_DIR=… npm run restore ARQUIVO).`,
  invalidSnapshot: (file: string, reason: string) =>
    `A cópia ${where(file)} não abre como banco da Secretária IA (${reason}); nada foi alterado.`,
  damagedSnapshot: (file: string, relation: string, reason: string) =>
    `A cópia ${where(file)} está danificada: ${relation} não pôde ser lida por inteiro (${reason}); nada foi alterado.`,
  restoreDone: (file: string, dir: string, ms: number) =>
    `Cópia ${where(file)} restaurada em ${where(dir)} (${ms} ms); o servidor já pode ser iniciado.`,
  restoreFailed: (reason: string) => `Falha ao restaurar: ${reason}; nada foi alterado.`,
};

function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB`;
}

/** A refusal: the script prints the message and exits with EXIT_CODES.refused. */
export class BackupRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupRefusedError';
  }
}

/** A failure whose message is already the whole line: printed as is, exit EXIT_CODES.failed. */
export class BackupFailedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupFailedError';
  }
}
