import type { Kysely } from 'kysely';
import { AppError } from '@secretaria/shared/errors';
import type { Instance, UpdateInstanceRequest } from '@secretaria/shared/instances-schemas';
import { msg } from '@secretaria/shared/messages';
import { changeGatewayPhone } from '@/adapters/evolution/change-phone';
import { EvolutionError } from '@/adapters/evolution/evolution-client';
import type { WhatsappGateway } from '@/adapters/external-services';
import type { DB } from '@/db/schema';
import { orNotFound } from '@/lib/not-found';
import { findInstanceConnection } from '@/modules/whatsapp/whatsapp.repo';
import { getInstance } from './get-instance';
import { findInstanceRow, findPaisDdi, updateInstanceRow } from './instances.repo';

/**
 * Saves the instance form (spec §7). The full number is rebuilt from the country's dialling code;
 * a new number moves the gateway instance first (the four cases of changeGatewayPhone), then the
 * row is saved; a new number needs a new QR code, so the status goes back to Inativo (spec §4).
 * If the gateway fails, nothing is saved and the owner is told so.
 */
export async function updateInstance(
  { db, gateway }: { db: Kysely<DB>; gateway?: WhatsappGateway },
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
  if (phoneChanged && gateway) {
    const connection = orNotFound(await findInstanceConnection(db, userId, id));
    try {
      await changeGatewayPhone(gateway.client, current.full_phone_number, full, {
        webhookUrl: gateway.webhookUrl(connection.webhook_secret),
      });
    } catch (error) {
      if (error instanceof EvolutionError)
        throw new AppError('UNAVAILABLE', msg.whatsappUpdateError);
      throw error;
    }
  }
  await updateInstanceRow(db, userId, id, {
    name: input.name,
    phone_number: input.phoneNumber,
    full_phone_number: full,
    pais_id: pais.id,
    ...(input.assistantName === undefined ? {} : { assistant_name: input.assistantName }),
    ...(input.knowledgeBase === undefined
      ? {}
      : { knowledge_base: input.knowledgeBase.trim() ? input.knowledgeBase : null }),
    timezone: input.timezone,
    timezone_offset: input.timezone_offset,
    ...(phoneChanged ? { status: 'Inativo' } : {}),
  });
  return getInstance(db, userId, id);
}
