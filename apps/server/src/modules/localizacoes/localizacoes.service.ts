import type { Kysely } from 'kysely';
import type { Localizacao, LocalizacaoRequest } from '@secretaria/shared/localizacoes-schemas';
import type { DB } from '@/db/schema';
import { deleteOwnedRow } from '@/lib/owned-rows.repo';
import { instanceNotFound, orNotFound } from '@/lib/not-found';
import { instanceExists } from '@/modules/instances/instances.repo';
import {
  insertLocalizacao,
  listLocalizacaoRows,
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

/** Availability at this location goes with it; past appointments keep their record without it. */
export async function deleteLocalizacao(db: Kysely<DB>, userId: string, id: string): Promise<void> {
  orNotFound(await deleteOwnedRow(db, 'localizacoes', userId, id));
}
