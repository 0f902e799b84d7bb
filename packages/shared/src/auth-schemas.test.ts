import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ChangePasswordFormSchema,
  ForgotPasswordFormSchema,
  LoginSchema,
  RegisterSchema,
  ResetPasswordFormSchema,
} from './auth-schemas';
import { msg } from './messages';

/** Each field's first message, as the forms show them. */
function fieldErrors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

describe('LoginSchema (spec §5 Login)', () => {
  const valid = { email: 'ana@clinica.com.br', senha: 'segredo1' };

  it('accepts a valid e-mail and a password of 6 characters or more', () => {
    expect(LoginSchema.safeParse(valid).success).toBe(true);
    expect(LoginSchema.safeParse({ ...valid, senha: '123456' }).success).toBe(true);
  });

  it("says 'Email inválido' for a malformed or empty e-mail", () => {
    for (const email of ['ana', 'ana@', '@clinica.com', 'ana clinica@x.com', '']) {
      expect(fieldErrors(LoginSchema, { ...valid, email }).email).toBe(msg.emailInvalid);
    }
  });

  it("says 'A senha deve ter pelo menos 6 caracteres' for a short or empty password", () => {
    for (const senha of ['', '12345']) {
      expect(fieldErrors(LoginSchema, { ...valid, senha }).senha).toBe(
        'A senha deve ter pelo menos 6 caracteres',
      );
    }
  });

  it('requires both fields', () => {
    expect(fieldErrors(LoginSchema, {})).toEqual({
      email: msg.emailInvalid,
      senha: msg.passwordMin,
    });
  });

  it('trims spaces around the e-mail', () => {
    expect(LoginSchema.parse({ ...valid, email: '  ana@clinica.com.br ' }).email).toBe(
      'ana@clinica.com.br',
    );
  });
});

describe('RegisterSchema (spec §5 Register)', () => {
  const valid = {
    nome: 'Ana Souza',
    email: 'ana@clinica.com.br',
    confirmarEmail: 'ana@clinica.com.br',
    senha: 'segredo1',
    confirmarSenha: 'segredo1',
  };

  it('accepts a complete, matching registration', () => {
    expect(RegisterSchema.safeParse(valid).success).toBe(true);
  });

  it("says 'O nome deve ter pelo menos 2 caracteres' for a one-letter or blank name", () => {
    for (const nome of ['A', '', '   ']) {
      expect(fieldErrors(RegisterSchema, { ...valid, nome }).nome).toBe(
        'O nome deve ter pelo menos 2 caracteres',
      );
    }
  });

  it("says 'Email inválido' on each malformed e-mail field", () => {
    const errors = fieldErrors(RegisterSchema, { ...valid, email: 'x', confirmarEmail: 'y@' });
    expect(errors.email).toBe('Email inválido');
    expect(errors.confirmarEmail).toBe('Email inválido');
  });

  it("says 'Os emails não coincidem' on confirmarEmail when the e-mails differ", () => {
    const errors = fieldErrors(RegisterSchema, {
      ...valid,
      confirmarEmail: 'outra@clinica.com.br',
    });
    expect(errors).toEqual({ confirmarEmail: 'Os emails não coincidem' });
  });

  it("says 'A senha deve ter pelo menos 6 caracteres' on each short password field", () => {
    const errors = fieldErrors(RegisterSchema, { ...valid, senha: '123', confirmarSenha: '12' });
    expect(errors.senha).toBe('A senha deve ter pelo menos 6 caracteres');
    expect(errors.confirmarSenha).toBe('A senha deve ter pelo menos 6 caracteres');
  });

  it("says 'As senhas não coincidem' on confirmarSenha when the passwords differ", () => {
    const errors = fieldErrors(RegisterSchema, { ...valid, confirmarSenha: 'segredo2' });
    expect(errors).toEqual({ confirmarSenha: 'As senhas não coincidem' });
  });
});

describe('ChangePasswordFormSchema (spec §5 Password)', () => {
  const valid = { senhaAtual: 'antiga1', novaSenha: 'novinha1', confirmarSenha: 'novinha1' };

  it('accepts three passwords of 6+ characters with matching new and confirmation', () => {
    expect(ChangePasswordFormSchema.safeParse(valid).success).toBe(true);
  });

  it("says 'A senha deve ter pelo menos 6 caracteres' on every short field", () => {
    expect(
      fieldErrors(ChangePasswordFormSchema, {
        senhaAtual: '1',
        novaSenha: '12',
        confirmarSenha: '',
      }),
    ).toEqual({
      senhaAtual: 'A senha deve ter pelo menos 6 caracteres',
      novaSenha: 'A senha deve ter pelo menos 6 caracteres',
      confirmarSenha: 'A senha deve ter pelo menos 6 caracteres',
    });
  });

  it("says 'As senhas não coincidem' on confirmarSenha when new and confirmation differ", () => {
    expect(fieldErrors(ChangePasswordFormSchema, { ...valid, confirmarSenha: 'outra12' })).toEqual({
      confirmarSenha: 'As senhas não coincidem',
    });
  });

  it('does not compare the current password with the new one (the server checks it)', () => {
    expect(
      ChangePasswordFormSchema.safeParse({ ...valid, senhaAtual: valid.novaSenha }).success,
    ).toBe(true);
  });
});

describe('password reset forms', () => {
  it("ask for a valid e-mail ('Email inválido')", () => {
    expect(ForgotPasswordFormSchema.safeParse({ email: 'ana@clinica.com.br' }).success).toBe(true);
    expect(fieldErrors(ForgotPasswordFormSchema, { email: 'ana' }).email).toBe(msg.emailInvalid);
  });

  it('need a new password of 6+ characters, confirmed', () => {
    expect(
      ResetPasswordFormSchema.safeParse({ novaSenha: 'novinha1', confirmarSenha: 'novinha1' })
        .success,
    ).toBe(true);
    expect(
      fieldErrors(ResetPasswordFormSchema, { novaSenha: '123', confirmarSenha: '123' }),
    ).toEqual({ novaSenha: msg.passwordMin, confirmarSenha: msg.passwordMin });
    expect(
      fieldErrors(ResetPasswordFormSchema, { novaSenha: 'novinha1', confirmarSenha: 'novinha2' }),
    ).toEqual({ confirmarSenha: msg.passwordsMismatch });
  });
});
