import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { ProfissionaisListSchema } from '@secretaria/shared/profissionais-schemas';
import type { DB } from '@/db/schema';
import { instanceNotFound } from '@/lib/not-found';
import { findInstanceRow } from '@/modules/instances/instances.repo';
import { toProfissionalDto } from './profissional-dto';
import { planOf } from './plan-limit';
import { listProfissionaisByInstance } from './profissionais.repo';

/** The instance's professionals with its plan's limit, so the screen can show "3 de 10". */
export async function listProfissionais(
  db: Kysely<DB>,
  userId: string,
  instanceId: string,
): Promise<z.infer<typeof ProfissionaisListSchema>> {
  const instance = await findInstanceRow(db, userId, instanceId);
  if (!instance) throw instanceNotFound();
  const plan = planOf(instance.price_id);
  const rows = await listProfissionaisByInstance(db, userId, instanceId);
  return { items: rows.map(toProfissionalDto), limit: plan.maxProfissionais, plan: plan.label };
}
