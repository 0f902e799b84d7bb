import type { Kysely } from 'kysely';
import { contactPhoneE164 } from '@secretaria/shared/phone';
import type { Profile, UpdateProfileRequest } from '@secretaria/shared/profile-schemas';
import type { DB } from '@/db/schema';
import { getProfile } from './get-profile';
import { ensureProfile, renameUser, updateProfileRow } from './profile.repo';

/**
 * Saves nome and phone (an empty phone clears it); the auth user's display name follows nome.
 * The form sends a Brazilian number's digits; it is stored in E.164 like a contact's phone
 * (docs/decisions/028) and returned so.
 */
export async function updateProfile(
  db: Kysely<DB>,
  owner: { id: string; name: string },
  input: UpdateProfileRequest,
): Promise<Profile> {
  const changes = { nome: input.nome, phone: input.phone ? contactPhoneE164(input.phone) : null };
  await db.transaction().execute(async (tx) => {
    await ensureProfile(tx, owner.id, owner.name);
    await updateProfileRow(tx, owner.id, changes);
    await renameUser(tx, owner.id, input.nome);
  });
  return getProfile(db, { id: owner.id, name: input.nome });
}
