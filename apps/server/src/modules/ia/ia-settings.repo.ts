import type { Kysely, Transaction } from 'kysely';
import type { UpdateIaSettingsRequest } from '@secretaria/shared/ia-settings-schemas';
import type { DB } from '@/db/schema';

type Db = Kysely<DB> | Transaction<DB>;
/** The settings and what the month and the cap depend on (zone, plan). */
const columns = ['attendant_mode', 'ai_instructions', 'timezone', 'price_id'] as const;

/** An instance of `userId`'s (the panel). */
export async function findIaSettingsRow(db: Db, userId: string, instanceId: string) {
  return db
    .selectFrom('whatsapp_instances')
    .select(columns)
    .where('user_id', '=', userId)
    .where('id', '=', instanceId)
    .executeTakeFirst();
}

/** Any instance (the attendant, which is bound to its instance by the caller). */
export async function findInstanceAiState(db: Db, instanceId: string) {
  return db
    .selectFrom('whatsapp_instances')
    .select(['attendant_mode', 'ai_instructions', 'timezone', 'price_id', 'full_phone_number'])
    .where('id', '=', instanceId)
    .executeTakeFirst();
}

export async function updateIaSettingsRow(
  db: Db,
  userId: string,
  instanceId: string,
  changes: UpdateIaSettingsRequest,
) {
  return db
    .updateTable('whatsapp_instances')
    .set(changes)
    .where('user_id', '=', userId)
    .where('id', '=', instanceId)
    .returning(columns)
    .executeTakeFirst();
}
