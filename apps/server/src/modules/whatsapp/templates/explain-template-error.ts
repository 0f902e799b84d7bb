import { AppError } from '@secretaria/shared/errors';
import { msg, templatesUi as ui } from '@secretaria/shared/messages';
import { GraphError } from '@/adapters/whatsapp-cloud/graph-error';
import type { Logger } from '@/lib/logger';
import { GatewayError } from '@/modules/messaging/gateway-port';

/**
 * A failed Graph API call about templates as the owner reads it (pt-BR, never a 500): the token
 * (expired, or without whatsapp_business_management) or an unreadable stored one → 409 with what
 * to do; Meta down or limiting → 503; a template Meta refuses as written → 400 naming it.
 */
export function explainTemplateError(
  error: unknown,
  logger: Logger,
  purposeLabel?: string,
): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof GraphError) {
    logger.warn(
      { code: error.code, subcode: error.subcode, status: error.status, fbtrace: error.fbtraceId },
      'modelos de mensagem: a Meta recusou o pedido',
    );
    if (error.classification === 'token') return new AppError('CONFLICT', ui.tokenRejected);
    if (error.isRetryable) return new AppError('UNAVAILABLE', msg.metaUnavailable);
    if (error.code === 100 && error.subcode === 33)
      return new AppError('CONFLICT', msg.metaWabaIdNotFound);
    if (error.classification === 'parametro' && purposeLabel)
      return new AppError('VALIDATION', ui.refused(purposeLabel));
    return new AppError('CONFLICT', ui.metaFailed);
  }
  if (error instanceof GatewayError) {
    logger.warn({ err: error }, 'modelos de mensagem: linha da API oficial indisponível');
    if (error.operation === 'credentials') {
      return error.status === 401
        ? new AppError('CONFLICT', msg.metaCredentialsUnreadable)
        : new AppError('UNAVAILABLE', msg.metaNotConfigured);
    }
    return new AppError('UNAVAILABLE', msg.metaUnavailable);
  }
  throw error;
}
