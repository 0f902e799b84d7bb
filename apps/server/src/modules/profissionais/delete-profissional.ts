import type { Kysely } from 'kysely';
import type { DB } from '@/db/schema';
import { orNotFound } from '@/lib/not-found';
import { deleteProfissionalRow } from './profissionais.repo';

/** Removes the professional with its service links and availability (ON DELETE CASCADE). */
export async function deleteProfissional(
  db: Kysely<DB>,
  userId: string,
  id: string,
): Promise<void> {
  orNotFound(await deleteProfissionalRow(db, userId, id));
}
