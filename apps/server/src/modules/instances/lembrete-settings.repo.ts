import type { Kysely, Transaction } from 'kysely';
import type { UpdateLembreteSettingsRequest } from '@secretaria/shared/lembrete-settings-schemas';
import type { DB } from '@/db/schema';

type Db = Kysely<DB> | Transaction<DB>;
const columns = [
  'reminders_enabled',
  'reminder_offsets_minutes',
  'proactive_window_start',
  'proactive_window_end',
  'reminder_text',
  'booking_confirmation_text',
  'cancel_notice_text',
  'reschedule_notice_text',
  'booking_confirmation_enabled',
  'change_notices_enabled',
  'owner_whatsapp_notices',
] as const;

export async function findLembreteSettingsRow(db: Db, userId: string, instanceId: string) {
  return db
    .selectFrom('whatsapp_instances')
    .select(columns)
    .where('user_id', '=', userId)
    .where('id', '=', instanceId)
    .executeTakeFirst();
}

/** The stored window, locked until the transaction ends (a PATCH sending one end of it). */
export async function lockProactiveWindow(db: Transaction<DB>, userId: string, instanceId: string) {
  return db
    .selectFrom('whatsapp_instances')
    .select(['proactive_window_start', 'proactive_window_end'])
    .where('user_id', '=', userId)
    .where('id', '=', instanceId)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateLembreteSettingsRow(
  db: Db,
  userId: string,
  instanceId: string,
  changes: UpdateLembreteSettingsRequest,
) {
  return db
    .updateTable('whatsapp_instances')
    .set(changes)
    .where('user_id', '=', userId)
    .where('id', '=', instanceId)
    .returning(columns)
    .executeTakeFirst();
}
