import { assinaturaUi } from '@secretaria/shared/assinatura-schemas';
import type { Kysely } from 'kysely';
import { AppError } from '@secretaria/shared/errors';
import type { Instance, UpdateInstanceRequest } from '@secretaria/shared/instances-schemas';
import { msg } from '@secretaria/shared/messages';
import { gatewayDigits } from '@secretaria/shared/phone';
import { GatewayError } from '@/modules/messaging/gateway-port';
import { changeGatewayNumber } from '@/modules/whatsapp/change-number';
import type { WhatsappGateway } from '@/adapters/external-services';
import type { DB } from '@/db/schema';
import { orNotFound } from '@/lib/not-found';
import { findInstanceConnection, setInstanceGateway } from '@/modules/whatsapp/whatsapp.repo';
import { getInstance } from './get-instance';
import { numberTakenOnConflict, resolveInstanceNumber } from './instance-number';
import { findInstanceRow, updateInstanceRow } from './instances.repo';

/**
 * Saves the instance form (spec §7). The number is the country's and the typed one in E.164; one
 * another instance holds is refused before anything else (docs/decisions/028). A new number moves
 * this instance's own gateway instance first (changeGatewayNumber), then the row is saved; a new
 * number needs a new QR code, so the status goes back to Inativo (spec §4). If the gateway fails,
 * nothing is saved and the owner is told so. Two owners racing for one number: the unique index
 * lets one row save, the other gets the same 409 as the check (its own line was let go, no one
 * else's).
 */
export async function updateInstance(
  { db, gateway }: { db: Kysely<DB>; gateway?: WhatsappGateway },
  userId: string,
  id: string,
  input: UpdateInstanceRequest,
): Promise<Instance> {
  const current = orNotFound(await findInstanceRow(db, userId, id), msg.instanceNotFound);
  // A closed instance (deleted with its data kept, docs/decisions/040) takes no new number.
  if (current.status === 'Encerrada') throw new AppError('CONFLICT', assinaturaUi.closedInstance);
  const numberOptions = { field: 'phoneNumber', exceptInstanceId: id } as const;
  const { paisId, fullPhoneNumber } = await resolveInstanceNumber(db, userId, input, numberOptions);
  const phoneChanged = fullPhoneNumber !== current.full_phone_number;
  let leavesOfficialApi = false;
  if (phoneChanged && gateway) {
    const connection = orNotFound(await findInstanceConnection(db, userId, id));
    // Meta's IDs name the old number: a new one goes back to WhatsApp Web's QR code (issue 27).
    leavesOfficialApi = connection.gateway === 'meta';
    try {
      await changeGatewayNumber(
        leavesOfficialApi && gateway.lines ? gateway.lines.router.evolution : gateway.client,
        connection.gateway_name,
        gatewayDigits(fullPhoneNumber),
        { webhookUrl: gateway.webhookUrl(connection.webhook_secret) },
      );
    } catch (error) {
      if (error instanceof GatewayError) throw new AppError('UNAVAILABLE', msg.whatsappUpdateError);
      throw error;
    }
  }
  await updateInstanceRow(db, userId, id, {
    name: input.name,
    phone_number: input.phoneNumber,
    full_phone_number: fullPhoneNumber,
    pais_id: paisId,
    ...(input.assistantName === undefined ? {} : { assistant_name: input.assistantName }),
    ...(input.knowledgeBase === undefined
      ? {}
      : { knowledge_base: input.knowledgeBase.trim() ? input.knowledgeBase : null }),
    timezone: input.timezone,
    timezone_offset: input.timezone_offset,
    ...(phoneChanged ? { status: 'Inativo' } : {}),
  }).catch((error: unknown) =>
    numberTakenOnConflict(db, error, userId, fullPhoneNumber, numberOptions),
  );
  if (leavesOfficialApi) {
    await setInstanceGateway(db, userId, id, { gateway: 'evolution' });
    gateway?.lines?.router.forgetInstance(id);
  }
  return getInstance(db, userId, id);
}
