import { AppError, type ErrorCode } from '@secretaria/shared/errors';
import { msg } from '@secretaria/shared/messages';

/** better-auth's error codes, translated to the spec's pt-BR texts (spec §8). */
const translations: Record<string, { code: ErrorCode; message: string }> = {
  INVALID_EMAIL_OR_PASSWORD: { code: 'INVALID_CREDENTIALS', message: msg.loginErrorFallback },
  EMAIL_NOT_VERIFIED: { code: 'EMAIL_NOT_VERIFIED', message: msg.emailNotConfirmed },
  INVALID_PASSWORD: { code: 'VALIDATION', message: msg.currentPasswordWrong },
  PASSWORD_TOO_SHORT: { code: 'VALIDATION', message: msg.passwordMin },
  PASSWORD_TOO_LONG: { code: 'VALIDATION', message: msg.passwordMax },
  INVALID_EMAIL: { code: 'VALIDATION', message: msg.emailInvalid },
  USER_ALREADY_EXISTS: { code: 'CONFLICT', message: 'Este email já está cadastrado.' },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: {
    code: 'CONFLICT',
    message: 'Este email já está cadastrado.',
  },
  INVALID_TOKEN: { code: 'VALIDATION', message: msg.resetLinkInvalid },
  TOKEN_EXPIRED: { code: 'VALIDATION', message: msg.resetLinkInvalid },
  EMAIL_ALREADY_VERIFIED: {
    code: 'CONFLICT',
    message: 'Este email já foi confirmado. Faça login.',
  },
  USER_NOT_FOUND: { code: 'NOT_FOUND', message: 'Usuário não encontrado.' },
  SESSION_EXPIRED: { code: 'UNAUTHENTICATED', message: msg.notAuthenticated },
  UNAUTHORIZED: { code: 'UNAUTHENTICATED', message: msg.notAuthenticated },
  CREDENTIAL_ACCOUNT_NOT_FOUND: { code: 'VALIDATION', message: msg.currentPasswordWrong },
  MISSING_OR_NULL_ORIGIN: { code: 'FORBIDDEN', message: msg.foreignOrigin },
  INVALID_ORIGIN: { code: 'FORBIDDEN', message: msg.foreignOrigin },
  INVALID_CALLBACK_URL: { code: 'VALIDATION', message: 'Endereço de retorno inválido' },
  INVALID_REDIRECT_URL: { code: 'VALIDATION', message: 'Endereço de retorno inválido' },
};

const byStatus: Record<number, { code: ErrorCode; message: string }> = {
  400: { code: 'VALIDATION', message: 'Requisição inválida.' },
  401: { code: 'UNAUTHENTICATED', message: msg.notAuthenticated },
  403: { code: 'FORBIDDEN', message: 'Acesso negado.' },
  404: { code: 'NOT_FOUND', message: msg.notFound },
  429: { code: 'RATE_LIMITED', message: msg.tooManyAttempts },
};

/** Turns a better-auth error reply into our envelope; the status code is kept. */
export function translateAuthError(status: number, body: unknown): AppError {
  const code =
    typeof body === 'object' && body !== null && 'code' in body ? String(body.code) : undefined;
  const known = (code && translations[code]) || byStatus[status];
  if (known) return new AppError(known.code, known.message);
  return new AppError(status >= 500 ? 'INTERNAL' : 'VALIDATION', msg.unexpected);
}
