import type { Kysely } from 'kysely';
import type {
  AttendantSettings,
  UpdateAttendantSettingsRequest,
} from '@secretaria/shared/attendant-settings-schemas';
import type { DB } from '@/db/schema';
import { instanceNotFound } from '@/lib/not-found';
import { findAttendantSettingsRow, updateAttendantSettingsRow } from './attendant-settings.repo';

/**
 * The attendant's settings of an instance of `userId` (for the attendant: the instance's owner);
 * 404 for another owner's instance.
 */
export async function getAttendantSettings(
  db: Kysely<DB>,
  userId: string,
  instanceId: string,
): Promise<AttendantSettings> {
  const row = await findAttendantSettingsRow(db, userId, instanceId);
  if (!row) throw instanceNotFound();
  return row;
}

export async function updateAttendantSettings(
  db: Kysely<DB>,
  userId: string,
  instanceId: string,
  changes: UpdateAttendantSettingsRequest,
): Promise<AttendantSettings> {
  const row = await updateAttendantSettingsRow(db, userId, instanceId, changes);
  if (!row) throw instanceNotFound();
  return row;
}
