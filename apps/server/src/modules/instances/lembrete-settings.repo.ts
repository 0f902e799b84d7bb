import type { Transaction } from 'kysely';
import type { DB } from '@/db/schema';

/** The reminder settings: columns of the instance's row (owned-instance-settings.repo). */
export const LEMBRETE_SETTINGS_COLUMNS = [
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

/** The stored window, locked until the transaction ends (a PATCH sending one end of it). */
export async function lockJanelaDeEnvio(db: Transaction<DB>, userId: string, instanceId: string) {
  return db
    .selectFrom('whatsapp_instances')
    .select(['proactive_window_start', 'proactive_window_end'])
    .where('user_id', '=', userId)
    .where('id', '=', instanceId)
    .forUpdate()
    .executeTakeFirst();
}
