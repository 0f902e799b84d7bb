import type { Kysely } from 'kysely';
import type { DB } from '@/db/schema';
import { deleteOwnedRow } from '@/lib/owned-rows.repo';
import { orNotFound } from '@/lib/not-found';

/** Removes the professional with its service links and availability (ON DELETE CASCADE). */
export async function deleteProfissional(
  db: Kysely<DB>,
  userId: string,
  id: string,
): Promise<void> {
  orNotFound(await deleteOwnedRow(db, 'profissionais', userId, id));
}
