import type { Kysely } from 'kysely';
import { AppError } from '@secretaria/shared/errors';
import type { DB } from '@/db/schema';
import { deleteOwnedRow } from '@/lib/owned-rows.repo';
import { orNotFound } from '@/lib/not-found';

/** A service that appointments still point at cannot go: their history would lose its name. */
export async function deleteServico(db: Kysely<DB>, userId: string, id: string): Promise<void> {
  try {
    orNotFound(await deleteOwnedRow(db, 'servicos', userId, id));
  } catch (error) {
    if ((error as { code?: string }).code === '23503') {
      throw new AppError('CONFLICT', 'Este serviço tem agendamentos e não pode ser excluído.');
    }
    throw error;
  }
}
