import { ConfigError, loadConfig } from '@/config/env';
import { BackupFailedError, BackupRefusedError, EXIT_CODES } from './backup-texts';

type CliConfig = { database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres' } };

/**
 * The scripts' common frame: configuration read like the server's (DATA_DIR, DATABASE_URL), one
 * pt-BR line out, refusals exit 2, failures exit 1.
 */
export async function runCli(
  work: (config: CliConfig) => Promise<string>,
  failed: (reason: string) => string,
): Promise<never> {
  let config: CliConfig;
  try {
    // With DATABASE_URL the scripts only point to pg_dump and pg_restore: none of the server's
    // other settings (the SMTP_URL it requires there, say) stands in the way of that answer.
    config = process.env.DATABASE_URL ? { database: { kind: 'postgres' } } : loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(EXIT_CODES.refused);
  }
  try {
    console.log(await work(config));
    process.exit(EXIT_CODES.ok);
  } catch (error) {
    if (error instanceof BackupRefusedError) {
      console.error(error.message);
      process.exit(EXIT_CODES.refused);
    }
    if (error instanceof BackupFailedError) console.error(error.message);
    else console.error(failed(error instanceof Error ? error.message : String(error)));
    process.exit(EXIT_CODES.failed);
  }
}
