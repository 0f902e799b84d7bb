import { sql, type Kysely } from 'kysely';

/**
 * The owner's notices (0012) reach open panels live like every other owned row (0003): a new
 * notice, or one marked read in another tab, notifies { table, op, id, user_id } after commit.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create trigger notify_change after insert or update or delete on notificacoes
      for each row execute function notify_change('user_id');
  `.execute(db);
}
