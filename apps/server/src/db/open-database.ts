import type { Config } from '@/config/env';
import type { Logger } from '@/lib/logger';
import { openPglite, openPostgres, type Database } from './database';
import { migrateToLatest } from './migrate';

/** Opens the configured back end and brings its schema up to date. */
export async function openDatabase(config: Config, logger: Logger): Promise<Database> {
  const database =
    config.database.kind === 'postgres'
      ? await openPostgres(config.database.url, logger)
      : await openPglite({ dataDir: config.database.dataDir }, logger);
  try {
    const applied = await migrateToLatest(database.db);
    if (applied.length) logger.info({ applied }, 'migrações aplicadas');
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
