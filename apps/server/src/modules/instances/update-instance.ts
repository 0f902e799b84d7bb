import type { Kysely } from 'kysely';
import { AppError } from '@secretaria/shared/errors';
import type { Instance, UpdateInstanceRequest } from '@secretaria/shared/instances-schemas';
import { msg } from '@secretaria/shared/messages';
import type { DB } from '@/db/schema';
import { orNotFound } from '@/lib/not-found';
import { getInstance } from './get-instance';
import { findInstanceRow, findPaisDdi, updateInstanceRow } from './instances.repo';

/**
 * Saves the instance form. The full number is rebuilt from the country's dialling code; a new
 * number needs a new QR code, so the connection status goes back to Inativo (spec §4). Renaming
 * the gateway instance arrives with the WhatsApp gateway client (billing issue).
 */
export async function updateInstance(
  db: Kysely<DB>,
  userId: string,
  id: string,
  input: UpdateInstanceRequest,
): Promise<Instance> {
  const current = orNotFound(await findInstanceRow(db, userId, id), msg.instanceNotFound);
  const pais = await findPaisDdi(db, input.countryId);
  if (!pais)
    throw new AppError('VALIDATION', msg.countryNotFound, { countryId: msg.countryNotFound });
  const full = `${pais.ddi}${input.phoneNumber}`;
  const phoneChanged = full !== current.full_phone_number;
  await updateInstanceRow(db, userId, id, {
    name: input.name,
    phone_number: input.phoneNumber,
    full_phone_number: full,
    pais_id: pais.id,
    assistant_name: input.assistantName,
    knowledge_base: input.knowledgeBase?.trim() ? input.knowledgeBase : null,
    timezone: input.timezone,
    timezone_offset: input.timezone_offset,
    ...(phoneChanged ? { status: 'Inativo' } : {}),
  });
  return getInstance(db, userId, id);
}
