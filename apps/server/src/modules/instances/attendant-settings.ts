import type { Kysely } from 'kysely';
import type {
  AttendantSettings,
  UpdateAttendantSettingsRequest,
} from '@secretaria/shared/attendant-settings-schemas';
import type { DB } from '@/db/schema';
import { orInstanceNotFound } from '@/lib/not-found';
import { ATTENDANT_SETTINGS_COLUMNS as COLUMNS } from './attendant-settings.repo';
import {
  findOwnedInstanceSettings,
  updateOwnedInstanceSettings,
} from './owned-instance-settings.repo';

/**
 * The attendant's settings of an instance of `userId` (for the attendant: the instance's owner);
 * 404 for another owner's instance.
 */
export async function getAttendantSettings(
  db: Kysely<DB>,
  userId: string,
  instanceId: string,
): Promise<AttendantSettings> {
  return orInstanceNotFound(await findOwnedInstanceSettings(db, userId, instanceId, COLUMNS));
}

export async function updateAttendantSettings(
  db: Kysely<DB>,
  userId: string,
  instanceId: string,
  changes: UpdateAttendantSettingsRequest,
): Promise<AttendantSettings> {
  return orInstanceNotFound(
    await updateOwnedInstanceSettings(db, userId, instanceId, changes, COLUMNS),
  );
}
