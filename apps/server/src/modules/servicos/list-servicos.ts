import type { Kysely } from 'kysely';
import type { Servico } from '@secretaria/shared/servicos-schemas';
import type { DB } from '@/db/schema';
import { instanceNotFound } from '@/lib/not-found';
import { instanceExists } from '@/modules/instances/instances.repo';
import { toServicoDto } from './servico-dto';
import { listServicoRows } from './servicos.repo';

/** All the owner's services (the services screen), or one instance's (its servicos tab). */
export async function listServicos(
  db: Kysely<DB>,
  userId: string,
  filter: { instanceId?: string; q?: string } = {},
): Promise<Servico[]> {
  if (filter.instanceId && !(await instanceExists(db, userId, filter.instanceId)))
    throw instanceNotFound();
  return (await listServicoRows(db, userId, filter)).map(toServicoDto);
}
