import type { Kysely } from 'kysely';
import type { RetencaoSettings, UpdateRetencaoRequest } from '@secretaria/shared/lgpd-schemas';
import type { DB } from '@/db/schema';
import { instanceNotFound } from '@/lib/not-found';
import { findRetencaoRow, updateRetencaoRow } from './retencao-settings.repo';

export async function getRetencaoSettings(
  db: Kysely<DB>,
  userId: string,
  instanceId: string,
): Promise<RetencaoSettings> {
  const row = await findRetencaoRow(db, userId, instanceId);
  if (!row) throw instanceNotFound();
  return { retencao_meses: row.message_retention_months };
}

export async function updateRetencaoSettings(
  db: Kysely<DB>,
  userId: string,
  instanceId: string,
  input: UpdateRetencaoRequest,
): Promise<RetencaoSettings> {
  const row = await updateRetencaoRow(db, userId, instanceId, input.retencao_meses);
  if (!row) throw instanceNotFound();
  return { retencao_meses: row.message_retention_months };
}
