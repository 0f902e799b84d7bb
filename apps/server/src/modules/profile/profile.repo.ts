import type { Kysely, Transaction } from 'kysely';
import type { DB } from '@/db/schema';

/** Creates the profile row for a new user; a second call is a no-op. */
export async function ensureProfile(db: Kysely<DB>, userId: string, nome: string): Promise<void> {
  await db
    .insertInto('profiles')
    .values({ id: userId, nome })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export async function findProfile(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('profiles')
    .innerJoin('user', 'user.id', 'profiles.id')
    .select(['profiles.id', 'profiles.nome', 'profiles.phone', 'profiles.updated_at', 'user.email'])
    .where('profiles.id', '=', userId)
    .executeTakeFirst();
}

export async function updateProfileRow(
  db: Kysely<DB>,
  userId: string,
  changes: { nome: string; phone: string | null },
) {
  return db
    .updateTable('profiles')
    .set(changes)
    .where('id', '=', userId)
    .returning(['id'])
    .executeTakeFirst();
}

export async function renameUser(db: Kysely<DB>, userId: string, name: string): Promise<void> {
  await db
    .updateTable('user')
    .set({ name, updatedAt: new Date() })
    .where('id', '=', userId)
    .execute();
}

/** The owner's own WhatsApp number, where their notices go (E.164, or null). */
export async function findOwnerPhone(db: Kysely<DB> | Transaction<DB>, userId: string) {
  const row = await db
    .selectFrom('profiles')
    .select('phone')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.phone ?? null;
}
