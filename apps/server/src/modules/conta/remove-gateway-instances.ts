import { AppError } from '@secretaria/shared/errors';
import { contaUi } from '@secretaria/shared/messages';
import type { Logger } from '@/lib/logger';
import { GatewayError, type GatewayPort } from '@/modules/messaging/gateway-port';

const isGone = (error: unknown) => error instanceof GatewayError && error.status === 404;

/**
 * Logs out and deletes each of the account's instances at the WhatsApp gateway (by each row's own
 * gateway name). One the gateway does not know, or that vanishes half-way, is done; any
 * other failure refuses the deletion with a 503, so no WhatsApp session outlives the account.
 */
export async function removeGatewayInstances(
  client: GatewayPort,
  logger: Logger,
  names: string[],
): Promise<number> {
  let removed = 0;
  for (const name of names) {
    try {
      const state = await client.connectionState(name);
      if (state === undefined) continue;
      if (state === 'CONNECTED') await client.logout(name);
      await client.deleteInstance(name);
      removed += 1;
    } catch (error) {
      if (isGone(error)) continue;
      if (!(error instanceof GatewayError)) throw error;
      logger.warn({ err: error, instance: name }, 'exclusão de conta: instância não removida');
      throw new AppError('UNAVAILABLE', contaUi.gatewayUnavailable);
    }
  }
  return removed;
}
