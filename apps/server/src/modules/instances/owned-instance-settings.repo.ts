import type { Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { DB } from '@/db/schema';

type Db = Kysely<DB> | Transaction<DB>;
/** A column of an instance a settings screen reads (the instance's own settings live on its row). */
export type InstanceColumn = keyof Selectable<DB['whatsapp_instances']> & string;

/**
 * The settings columns of an instance of `userId`'s: undefined for a missing instance and for
 * another owner's, alike (the caller turns both into the same 404).
 */
export async function findOwnedInstanceSettings<C extends InstanceColumn>(
  db: Db,
  userId: string,
  instanceId: string,
  columns: readonly C[],
) {
  return db
    .selectFrom('whatsapp_instances')
    .select(columns)
    .where('user_id', '=', userId)
    .where('id', '=', instanceId)
    .executeTakeFirst();
}

/** Writes `changes` to an instance of `userId`'s and reads back `columns`; undefined as above. */
export async function updateOwnedInstanceSettings<C extends InstanceColumn>(
  db: Db,
  userId: string,
  instanceId: string,
  changes: Updateable<DB['whatsapp_instances']>,
  columns: readonly C[],
) {
  return db
    .updateTable('whatsapp_instances')
    .set(changes)
    .where('user_id', '=', userId)
    .where('id', '=', instanceId)
    .returning(columns)
    .executeTakeFirst();
}
