import { sql, type Kysely } from 'kysely';

/**
 * The composer's client-generated key for an owner message (issue 25, docs/decisions/043): a
 * double click on 'Enviar' or a retry after a lost answer carries the same key and is stored once.
 * Unique per owner; messages from other sources have none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table mensagens add column client_key text`.execute(db);
  await sql`create unique index mensagens_user_client_key on mensagens (user_id, client_key) where client_key is not null`.execute(
    db,
  );
}
