import type { Kysely, Transaction } from 'kysely';
import type { DB } from '@/db/schema';

type OwnedTable = 'profissionais' | 'servicos' | 'contatos' | 'localizacoes';

/** Deletes one of the owner's rows; undefined when it is not theirs (or does not exist). */
export async function deleteOwnedRow(
  db: Kysely<DB> | Transaction<DB>,
  table: OwnedTable,
  userId: string,
  id: string,
) {
  return db
    .deleteFrom(table)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
}
