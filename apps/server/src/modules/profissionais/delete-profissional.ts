import type { Kysely } from 'kysely';
import { AppError } from '@secretaria/shared/errors';
import { msg } from '@secretaria/shared/messages';
import { todayIn } from '@secretaria/shared/zoned-time';
import type { DB } from '@/db/schema';
import { deleteOwnedRow } from '@/lib/owned-rows.repo';
import { orNotFound } from '@/lib/not-found';
import { countActiveAgendamentosFrom } from '@/lib/references.repo';
import { lockProfissionalForScheduling } from '@/modules/disponibilidades/disponibilidades.repo';

/**
 * Removes the professional with its service links, availability and past appointments (ON
 * DELETE CASCADE), but never while customers still hold active appointments with them from
 * today on: those would vanish from the agenda without anyone being told. Under the
 * professional's scheduling lock, so no booking slips in between the count and the delete.
 */
export async function deleteProfissional(
  db: Kysely<DB>,
  userId: string,
  id: string,
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const prof = orNotFound(await lockProfissionalForScheduling(tx, userId, id));
    const n = await countActiveAgendamentosFrom(tx, prof.id, todayIn(prof.timezone));
    if (n > 0) throw new AppError('CONFLICT', msg.professionalHasAgendamentos(n));
    await deleteOwnedRow(tx, 'profissionais', userId, id);
  });
}
