import type { Kysely } from 'kysely';
import type { Profissional, ProfissionalRequest } from '@secretaria/shared/profissionais-schemas';
import type { DB } from '@/db/schema';
import { orNotFound } from '@/lib/not-found';
import { toProfissionalDto } from './profissional-dto';
import { updateProfissionalRow } from './profissionais.repo';

export async function updateProfissional(
  db: Kysely<DB>,
  userId: string,
  id: string,
  input: ProfissionalRequest,
): Promise<Profissional> {
  return toProfissionalDto(orNotFound(await updateProfissionalRow(db, userId, id, input)));
}
