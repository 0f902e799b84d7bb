import { AppError } from '@secretaria/shared/errors';
import { msg } from '@secretaria/shared/messages';

/** The SQLSTATE of a PostgreSQL error, as both pg and PGlite expose it (`code`). */
export function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/**
 * The safety net under every explicit check: a database refusal that reaches the error handler
 * is answered by its SQLSTATE class instead of a 500. Integrity violations that depend on other
 * rows (foreign key and RESTRICT, unique, exclusion) are conflicts (409); a value the database cannot take
 * (check constraint, not-null, class 22 data exceptions such as invalid text or a number out of
 * range) is bad input (400). Anything else stays unexpected.
 */
export function databaseErrorToAppError(error: unknown): AppError | undefined {
  const state = sqlState(error);
  if (!state) return undefined;
  switch (state) {
    case '23001': // restrict_violation: ON DELETE RESTRICT
    case '23503':
      return new AppError('CONFLICT', msg.recordInUse);
    case '23505':
      return new AppError('CONFLICT', msg.recordDuplicate);
    case '23P01':
      return new AppError('CONFLICT', msg.agendamentoOverlap);
    case '23502':
    case '23514':
      return new AppError('VALIDATION', msg.recordInvalidValue);
  }
  if (state.startsWith('22')) return new AppError('VALIDATION', msg.recordInvalidValue);
  return undefined;
}

/** The connection itself was lost: the server ended it (57P01…57P03), or the socket closed. */
export function isConnectionLoss(error: unknown): boolean {
  const state = sqlState(error);
  if (state && (/^57P0[123]$/.test(state) || state.startsWith('08'))) return true;
  // The socket reset under a query (pg passes node's error on), or pg's own texts for a socket
  // that closed under a query or a client it closed after that.
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ECONNRESET' || code === 'EPIPE') return true;
  const message = error instanceof Error ? error.message : '';
  return /^Connection terminated|connection error and is not queryable/.test(message);
}

const NOTHING_APPLIED = Symbol('nothingApplied');

/** Marks a connection loss that happened before any COMMIT was sent (db/database's pool). */
export function markNothingApplied(error: unknown) {
  if (error && typeof error === 'object') Object.assign(error, { [NOTHING_APPLIED]: true });
  return error;
}

/**
 * The connection was lost before anything of the request's work was committed (no COMMIT was
 * sent): the whole request may run again (lib/replay-on-connection-loss).
 */
export const lostBeforeCommit = (error: unknown): boolean =>
  Boolean(error && typeof error === 'object' && NOTHING_APPLIED in error);
