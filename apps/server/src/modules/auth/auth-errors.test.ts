import { describe, expect, it } from 'vitest';
import { msg } from '@secretaria/shared/messages';
import { translateAuthError } from './auth-errors';

describe('translateAuthError', () => {
  it("uses the spec's texts for better-auth's codes", () => {
    expect(
      translateAuthError(403, { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' }),
    ).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      message: msg.emailNotConfirmed,
    });
    expect(translateAuthError(401, { code: 'INVALID_EMAIL_OR_PASSWORD' }).message).toBe(
      msg.loginErrorFallback,
    );
    expect(translateAuthError(400, { code: 'INVALID_PASSWORD' }).message).toBe(
      msg.currentPasswordWrong,
    );
  });

  it('falls back on the status when the code is unknown, never on the English message', () => {
    const error = translateAuthError(429, {
      message: 'Too many requests. Please try again later.',
    });
    expect(error).toMatchObject({ code: 'RATE_LIMITED', message: msg.tooManyAttempts });
    expect(error.status).toBe(429);
    expect(translateAuthError(418, { message: "I'm a teapot" }).message).toBe(msg.unexpected);
    expect(translateAuthError(502, null).code).toBe('INTERNAL');
  });
});
