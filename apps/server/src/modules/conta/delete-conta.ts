import type { Kysely } from 'kysely';
import type { ExcluirContaResult } from '@secretaria/shared/conta-schemas';
import { AppError } from '@secretaria/shared/errors';
import { contaUi, msg } from '@secretaria/shared/messages';
import type { Payments, WhatsappGateway } from '@/adapters/external-services';
import type { DB } from '@/db/schema';
import type { Logger } from '@/lib/logger';
import type { CheckPassword } from '@/modules/auth/check-password';
import {
  LOGIN_FAILURE_LIMIT,
  countRecentLoginFailures,
  recordLoginFailure,
} from '@/modules/auth/login-throttle.repo';
import { cancelContaBilling } from './cancel-conta-billing';
import { deleteContaRows, listContaInstances, listOpenCheckouts } from './conta.repo';
import { removeGatewayInstances } from './remove-gateway-instances';

export type DeleteContaDeps = {
  db: Kysely<DB>;
  logger: Logger;
  checkPassword: CheckPassword;
  /** Absent only on servers built without them (some tests): nothing was created there. */
  payments?: Payments;
  gateway?: WhatsappGateway;
};

/**
 * Deletes the owner's account (LGPD art. 18 VI, docs/decisions/025), confirmed by the password:
 * a wrong one counts as a failed sign-in of that e-mail (the same throttle). Then, in this order,
 * so that a failure leaves the account in place and a retry finishes the job: every charge
 * stopped at the payment provider, every WhatsApp instance logged out and deleted at the
 * gateway, and every row of the account removed in one transaction.
 */
export async function deleteConta(
  deps: DeleteContaDeps,
  user: { id: string; email: string },
  senha: string,
): Promise<ExcluirContaResult> {
  const { db } = deps;
  if ((await countRecentLoginFailures(db, user.email)) >= LOGIN_FAILURE_LIMIT)
    throw new AppError('RATE_LIMITED', msg.tooManyAttempts);
  if (!(await deps.checkPassword(user.id, senha))) {
    await recordLoginFailure(db, user.email);
    throw new AppError('FORBIDDEN', contaUi.passwordWrong, { senha: contaUi.passwordWrong });
  }

  const instances = await listContaInstances(db, user.id);
  const assinaturas_canceladas = deps.payments
    ? await cancelContaBilling(deps.payments.stripe, deps.logger, {
        subscriptionIds: instances.flatMap((i) => (i.subscription_id ? [i.subscription_id] : [])),
        checkoutIds: (await listOpenCheckouts(db, user.id)).map((c) => c.id),
      })
    : 0;

  // Each instance has its own gateway instance (docs/decisions/028): removing them touches no
  // other owner's line, whatever numbers were typed.
  const names = instances.map((i) => i.gateway_name);
  const instancias_removidas = deps.gateway
    ? await removeGatewayInstances(deps.gateway.client, deps.logger, names)
    : 0;

  await db.transaction().execute((tx) => deleteContaRows(tx, user));
  deps.logger.info({ userId: user.id }, 'conta excluída a pedido do dono (LGPD)');
  return { excluida: true, assinaturas_canceladas, instancias_removidas };
}
