import type { Kysely } from 'kysely';
import { AppError } from '@secretaria/shared/errors';
import { msg } from '@secretaria/shared/messages';
import type { Profissional, ProfissionalRequest } from '@secretaria/shared/profissionais-schemas';
import type { DB } from '@/db/schema';
import { instanceNotFound } from '@/lib/not-found';
import { lockInstance } from '@/modules/instances/instances.repo';
import { toProfissionalDto } from './profissional-dto';
import { planOf } from './plan-limit';
import { countProfissionais, insertProfissional } from './profissionais.repo';

/**
 * Adds a professional within the plan's limit. The instance row is locked for the count and the
 * insert, so two simultaneous requests cannot both take the last place.
 */
export async function createProfissional(
  db: Kysely<DB>,
  userId: string,
  instanceId: string,
  input: ProfissionalRequest,
): Promise<Profissional> {
  return db.transaction().execute(async (tx) => {
    const instance = await lockInstance(tx, userId, instanceId);
    if (!instance) throw instanceNotFound();
    const plan = planOf(instance.price_id);
    if ((await countProfissionais(tx, userId, instanceId)) >= plan.maxProfissionais) {
      throw new AppError('CONFLICT', msg.professionalLimit(plan.maxProfissionais, plan.label));
    }
    const row = await insertProfissional(tx, {
      user_id: userId,
      whatsapp_instance_id: instanceId,
      ...input,
    });
    return toProfissionalDto(row);
  });
}
