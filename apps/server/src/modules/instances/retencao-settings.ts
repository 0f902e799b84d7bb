import type { Kysely } from 'kysely';
import type { RetencaoSettings, UpdateRetencaoRequest } from '@secretaria/shared/lgpd-schemas';
import type { DB } from '@/db/schema';
import { orInstanceNotFound } from '@/lib/not-found';
import {
  findOwnedInstanceSettings,
  updateOwnedInstanceSettings,
} from './owned-instance-settings.repo';

const COLUMNS = ['message_retention_months'] as const;

export async function getRetencaoSettings(
  db: Kysely<DB>,
  userId: string,
  instanceId: string,
): Promise<RetencaoSettings> {
  const row = orInstanceNotFound(await findOwnedInstanceSettings(db, userId, instanceId, COLUMNS));
  return { retencao_meses: row.message_retention_months };
}

export async function updateRetencaoSettings(
  db: Kysely<DB>,
  userId: string,
  instanceId: string,
  input: UpdateRetencaoRequest,
): Promise<RetencaoSettings> {
  const changes = { message_retention_months: input.retencao_meses };
  const row = orInstanceNotFound(
    await updateOwnedInstanceSettings(db, userId, instanceId, changes, COLUMNS),
  );
  return { retencao_meses: row.message_retention_months };
}
