import type { Kysely } from 'kysely';
import {
  assinaturaUi,
  type AssinaturaDados,
  type DeleteInstanceResult,
} from '@secretaria/shared/assinatura-schemas';
import { AppError } from '@secretaria/shared/errors';
import type { Payments, WhatsappGateway } from '@/adapters/external-services';
import type { DB } from '@/db/schema';
import type { Logger } from '@/lib/logger';
import { orInstanceNotFound } from '@/lib/not-found';
import { asProviderError } from '@/modules/billing/provider-error';
import { removeGatewayInstances } from '@/modules/conta/remove-gateway-instances';
import { closeInstance, eraseInstance, findOwnedInstance } from './assinatura.repo';
import { ENDED, isMissing } from './provider-subscription';

export type DeleteInstanceDeps = {
  db: Kysely<DB>;
  logger: Logger;
  payments?: Payments;
  gateway?: WhatsappGateway;
};

/**
 * 'Excluir instância' (docs/decisions/040), in an order a retry can finish: the subscription
 * cancelled at once at the provider (no new charge), the gateway instance logged out and
 * deleted, then the instance closed with its data kept ('manter') or erased with all it owns
 * ('apagar'). A provider or gateway failure changes nothing here (503).
 */
export async function deleteInstance(
  deps: DeleteInstanceDeps,
  userId: string,
  instanceId: string,
  dados: AssinaturaDados,
): Promise<DeleteInstanceResult> {
  const { db, logger } = deps;
  const instance = orInstanceNotFound(await findOwnedInstance(db, userId, instanceId));
  let assinatura_cancelada = false;
  if (instance.subscription_id && deps.payments) {
    const { stripe } = deps.payments;
    try {
      const subscription = await stripe.subscriptions
        .retrieve(instance.subscription_id)
        .catch((error: unknown) => {
          if (isMissing(error)) return null;
          throw error;
        });
      if (subscription && !ENDED.has(subscription.status)) {
        await stripe.subscriptions.cancel(subscription.id);
        assinatura_cancelada = true;
      }
    } catch (error) {
      logger.warn({ err: error, instanceId }, 'exclusão de instância: assinatura não cancelada');
      throw asProviderError(error);
    }
  }
  let whatsapp_removido = false;
  if (deps.gateway && instance.gateway_name && !instance.closed_at) {
    try {
      const removed = await removeGatewayInstances(deps.gateway.client, logger, [
        instance.gateway_name,
      ]);
      whatsapp_removido = removed > 0;
    } catch (error) {
      if (error instanceof AppError)
        throw new AppError('UNAVAILABLE', assinaturaUi.gatewayUnavailable);
      throw error;
    }
  }
  await db.transaction().execute(async (tx) => {
    if (dados === 'apagar') await eraseInstance(tx, userId, instanceId);
    else await closeInstance(tx, userId, instanceId);
  });
  logger.info({ instanceId, dados }, 'instância excluída a pedido do dono');
  return { excluida: true, dados, assinatura_cancelada, whatsapp_removido };
}
