import type { Kysely, Transaction } from 'kysely';
import type { UpdateAttendantSettingsRequest } from '@secretaria/shared/attendant-settings-schemas';
import type { DB } from '@/db/schema';

type Db = Kysely<DB> | Transaction<DB>;
const columns = [
  'attendant_enabled',
  'assistant_name',
  'greeting',
  'knowledge_base',
  'min_notice_minutes',
  'booking_horizon_days',
  'slot_step_minutes',
  'owner_pause_minutes',
  'allow_booking',
  'allow_reschedule',
  'allow_cancel',
  'cancel_notice_hours',
] as const;

export async function findAttendantSettingsRow(db: Db, userId: string, instanceId: string) {
  return db
    .selectFrom('whatsapp_instances')
    .select(columns)
    .where('user_id', '=', userId)
    .where('id', '=', instanceId)
    .executeTakeFirst();
}

export async function updateAttendantSettingsRow(
  db: Db,
  userId: string,
  instanceId: string,
  changes: UpdateAttendantSettingsRequest,
) {
  return db
    .updateTable('whatsapp_instances')
    .set(changes)
    .where('user_id', '=', userId)
    .where('id', '=', instanceId)
    .returning(columns)
    .executeTakeFirst();
}
