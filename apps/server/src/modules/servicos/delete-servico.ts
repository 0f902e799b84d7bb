import type { Kysely } from 'kysely';
import { AppError } from '@secretaria/shared/errors';
import { msg } from '@secretaria/shared/messages';
import type { DB } from '@/db/schema';
import { deleteOwnedRow } from '@/lib/owned-rows.repo';
import { orNotFound } from '@/lib/not-found';
import { countAgendamentosOf } from '@/lib/references.repo';

/**
 * A service that appointments still point at cannot go: their history would lose its name. The
 * count gives the owner a message with the number; the foreign key (RESTRICT) still refuses a
 * booking made in between, and the error handler answers that with a 409 as well.
 */
export async function deleteServico(db: Kysely<DB>, userId: string, id: string): Promise<void> {
  const n = await countAgendamentosOf(db, userId, 'servico_id', id);
  if (n > 0) throw new AppError('CONFLICT', msg.serviceHasAgendamentos(n));
  orNotFound(await deleteOwnedRow(db, 'servicos', userId, id));
}
