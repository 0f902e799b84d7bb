import type { Kysely } from 'kysely';
import type { Profile } from '@secretaria/shared/profile-schemas';
import type { DB } from '@/db/schema';
import { ensureProfile, findProfile } from './profile.repo';

type Owner = { id: string; name: string };

/** The owner's profile; a user created before the profile hook ran gets one on first read. */
export async function getProfile(db: Kysely<DB>, owner: Owner): Promise<Profile> {
  let row = await findProfile(db, owner.id);
  if (!row) {
    await ensureProfile(db, owner.id, owner.name);
    row = await findProfile(db, owner.id);
  }
  if (!row) throw new Error(`profile for ${owner.id} could not be created`);
  return { ...row, updated_at: new Date(row.updated_at).toISOString() };
}
