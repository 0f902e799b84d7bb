import type { Kysely } from 'kysely';
import type { Localizacao, LocalizacaoRequest } from '@secretaria/shared/localizacoes-schemas';
import { AppError } from '@secretaria/shared/errors';
import { msg } from '@secretaria/shared/messages';
import { todayIn } from '@secretaria/shared/zoned-time';
import type { DB } from '@/db/schema';
import { deleteOwnedRow } from '@/lib/owned-rows.repo';
import { instanceNotFound, orNotFound } from '@/lib/not-found';
import { countDisponibilidadesAtFrom } from '@/lib/references.repo';
import { instanceExists } from '@/modules/instances/instances.repo';
import {
  insertLocalizacao,
  listLocalizacaoRows,
  lockLocalizacao,
  updateLocalizacaoRow,
  type LocalizacaoValues,
} from './localizacoes.repo';

const toDto = (row: { updated_at: Date } & Omit<Localizacao, 'updated_at'>): Localizacao => ({
  ...row,
  updated_at: new Date(row.updated_at).toISOString(),
});

const values = (input: LocalizacaoRequest): LocalizacaoValues => ({
  ...input,
  ponto_referencia: input.ponto_referencia?.trim() ? input.ponto_referencia : null,
});

export async function listLocalizacoes(
  db: Kysely<DB>,
  userId: string,
  instanceId: string,
): Promise<Localizacao[]> {
  if (!(await instanceExists(db, userId, instanceId))) throw instanceNotFound();
  return (await listLocalizacaoRows(db, userId, instanceId)).map(toDto);
}

export async function createLocalizacao(
  db: Kysely<DB>,
  userId: string,
  instanceId: string,
  input: LocalizacaoRequest,
) {
  if (!(await instanceExists(db, userId, instanceId))) throw instanceNotFound();
  return toDto(
    await insertLocalizacao(db, {
      user_id: userId,
      whatsapp_instance_id: instanceId,
      ...values(input),
    }),
  );
}

export async function updateLocalizacao(
  db: Kysely<DB>,
  userId: string,
  id: string,
  input: LocalizacaoRequest,
) {
  return toDto(orNotFound(await updateLocalizacaoRow(db, userId, id, values(input))));
}

/**
 * Past availability at this location goes with it and past appointments keep their record
 * without it; availability from today on would vanish with its bookings inside, so the owner is
 * asked to remove it first (each window's delete is itself guarded by its appointments).
 */
export async function deleteLocalizacao(db: Kysely<DB>, userId: string, id: string): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const local = orNotFound(await lockLocalizacao(tx, userId, id));
    const n = await countDisponibilidadesAtFrom(tx, local.id, todayIn(local.timezone));
    if (n > 0) throw new AppError('CONFLICT', msg.locationHasDisponibilidade(n));
    await deleteOwnedRow(tx, 'localizacoes', userId, id);
  });
}
