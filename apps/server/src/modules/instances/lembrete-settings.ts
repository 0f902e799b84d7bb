import type { Kysely } from 'kysely';
import { AppError } from '@secretaria/shared/errors';
import {
  isWindowOrdered,
  type LembreteSettings,
  type UpdateLembreteSettingsRequest,
} from '@secretaria/shared/lembrete-settings-schemas';
import { msg } from '@secretaria/shared/messages';
import type { DB } from '@/db/schema';
import { orInstanceNotFound } from '@/lib/not-found';
import { rescheduleInstanceAvisos } from '@/modules/avisos/schedule-avisos';
import { LEMBRETE_SETTINGS_COLUMNS as COLUMNS, lockJanelaDeEnvio } from './lembrete-settings.repo';
import {
  findOwnedInstanceSettings,
  updateOwnedInstanceSettings,
} from './owned-instance-settings.repo';

/**
 * The reminder settings of an instance of `userId` (issue 13): when reminders go, the window for
 * proactive messages, the texts (null: the default) and the notice switches. 404 for another
 * owner's instance.
 */
export async function getLembreteSettings(
  db: Kysely<DB>,
  userId: string,
  instanceId: string,
): Promise<LembreteSettings> {
  return orInstanceNotFound(await findOwnedInstanceSettings(db, userId, instanceId, COLUMNS));
}

const TIMING_FIELDS = [
  'reminders_enabled',
  'reminder_offsets_minutes',
  'proactive_window_start',
  'proactive_window_end',
] as const;

export async function updateLembreteSettings(
  db: Kysely<DB>,
  userId: string,
  instanceId: string,
  changes: UpdateLembreteSettingsRequest,
  now: Date,
): Promise<LembreteSettings> {
  const { proactive_window_start: start, proactive_window_end: end } = changes;
  // Both ends sent were checked by the contract; one end alone is checked against the stored
  // other end under the row's lock, so the message is ours and not the check constraint's.
  const row = await db.transaction().execute(async (tx) => {
    if ((start === undefined) !== (end === undefined)) {
      const stored = await lockJanelaDeEnvio(tx, userId, instanceId);
      if (!stored) return undefined;
      if (
        !isWindowOrdered(start ?? stored.proactive_window_start, end ?? stored.proactive_window_end)
      )
        throw new AppError('VALIDATION', msg.janelaDeEnvioOrder, {
          [start === undefined ? 'proactive_window_end' : 'proactive_window_start']:
            msg.janelaDeEnvioOrder,
        });
    }
    const updated = await updateOwnedInstanceSettings(tx, userId, instanceId, changes, COLUMNS);
    // New times, a new window or reminders switched on or off: the reminders not sent yet of
    // every appointment ahead follow, in the same transaction.
    if (updated && TIMING_FIELDS.some((field) => changes[field] !== undefined))
      await rescheduleInstanceAvisos(tx, instanceId, now);
    return updated;
  });
  return orInstanceNotFound(row);
}
