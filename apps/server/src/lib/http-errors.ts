import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import { AppError } from '@secretaria/shared/errors';
import { msg } from '@secretaria/shared/messages';
import { databaseErrorToAppError, isConnectionLoss, lostBeforeCommit } from './db-errors';
import type { Logger } from './logger';
import { mayReplay, REPLAY_HEADER } from './replay-on-connection-loss';

export function zodToAppError(error: ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  return new AppError('VALIDATION', error.issues[0]?.message ?? msg.unexpected, fields);
}

export function errorResponse(c: Context, error: AppError) {
  return c.json(error.toEnvelope(), error.status as ContentfulStatusCode);
}

/**
 * One onError for the whole app: known errors keep their code, database refusals are mapped by
 * their SQLSTATE class (lib/db-errors), anything else is a bare 500.
 */
export function createErrorHandler(logger: Logger) {
  return (error: Error, c: Context) => {
    if (error instanceof AppError) return errorResponse(c, error);
    if (error instanceof ZodError) return errorResponse(c, zodToAppError(error));
    if (error instanceof HTTPException) {
      if (error.status === 413)
        return errorResponse(c, new AppError('PAYLOAD_TOO_LARGE', msg.payloadTooLarge));
      if (error.status === 415)
        return errorResponse(c, new AppError('VALIDATION', msg.jsonRequired));
      // Hono's JSON validator raises a bare 400 only when the body is not valid JSON.
      if (error.status === 400)
        return errorResponse(c, new AppError('INVALID_JSON', msg.invalidBody));
      if (error.status < 500) {
        return c.json(
          { error: { code: 'VALIDATION', message: 'Requisição inválida.' } },
          error.status,
        );
      }
    }
    if (lostBeforeCommit(error) && mayReplay()) {
      // Nothing was committed: lib/replay-on-connection-loss runs the request once more.
      logger.warn(
        { err: error, path: c.req.path, method: c.req.method },
        'conexão com o banco perdida antes do commit',
      );
      c.header('Retry-After', '1');
      c.header(REPLAY_HEADER, '1');
      return errorResponse(c, new AppError('UNAVAILABLE', msg.databaseUnavailable));
    }
    if (isConnectionLoss(error)) {
      // Lost during a COMMIT or a single write: it may or may not have taken effect, so it is
      // not run again; the client is told to try again rather than shown an unexpected error.
      logger.warn(
        { err: error, path: c.req.path, method: c.req.method },
        'conexão com o banco perdida durante uma escrita',
      );
      c.header('Retry-After', '1');
      return errorResponse(c, new AppError('UNAVAILABLE', msg.databaseUnavailable));
    }
    const fromDatabase = databaseErrorToAppError(error);
    if (fromDatabase) {
      // A refusal no explicit check anticipated: answered in pt-BR, logged to add the check.
      logger.warn(
        { err: error, path: c.req.path, method: c.req.method },
        'recusa do banco sem verificação explícita',
      );
      return errorResponse(c, fromDatabase);
    }
    logger.error({ err: error, path: c.req.path, method: c.req.method }, 'erro não tratado');
    return errorResponse(c, new AppError('INTERNAL', msg.unexpected));
  };
}
