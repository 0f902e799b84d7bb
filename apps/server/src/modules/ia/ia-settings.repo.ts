import type { Kysely, Transaction } from 'kysely';
import type { DB } from '@/db/schema';

type Db = Kysely<DB> | Transaction<DB>;
/** The settings and what the month and the cap depend on (zone, plan). */
export const IA_SETTINGS_COLUMNS = [
  'attendant_mode',
  'ai_instructions',
  'timezone',
  'price_id',
] as const;

/** Any instance (the attendant, which is bound to its instance by the caller). */
export async function findInstanceAiState(db: Db, instanceId: string) {
  return db
    .selectFrom('whatsapp_instances')
    .select([
      'attendant_mode',
      'ai_instructions',
      'timezone',
      'price_id',
      'full_phone_number',
      'gateway_name',
    ])
    .where('id', '=', instanceId)
    .executeTakeFirst();
}
