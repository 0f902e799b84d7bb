import { describe, expect, it } from 'vitest';
import { msg } from './messages';
import { ProfileFormSchema, UpdateProfileRequestSchema } from './profile-schemas';

function firstError(input: unknown, field: string): string | undefined {
  const result = ProfileFormSchema.safeParse(input);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path.join('.') === field)?.message;
}

describe('ProfileFormSchema (spec §5 Profile)', () => {
  const valid = { nome: 'Ana Souza', email: 'ana@clinica.com.br', phone: '11987654321' };

  it('accepts a name, a valid e-mail and a phone of up to 11 digits', () => {
    expect(ProfileFormSchema.safeParse(valid).success).toBe(true);
    expect(ProfileFormSchema.safeParse({ ...valid, phone: '1133334444' }).success).toBe(true);
  });

  it('accepts an empty phone (the phone is optional)', () => {
    expect(ProfileFormSchema.safeParse({ ...valid, phone: '' }).success).toBe(true);
  });

  it("says 'Nome deve ter pelo menos 2 caracteres' for a short or blank name", () => {
    for (const nome of ['A', '', '  ']) {
      expect(firstError({ ...valid, nome }, 'nome')).toBe('Nome deve ter pelo menos 2 caracteres');
    }
  });

  it("says 'Email inválido' for a malformed e-mail", () => {
    expect(firstError({ ...valid, email: 'ana@' }, 'email')).toBe('Email inválido');
  });

  it('accepts digits only in the phone', () => {
    expect(firstError({ ...valid, phone: '11 9876-54' }, 'phone')).toBe(msg.digitsOnly);
  });

  it('refuses a phone longer than 11 digits', () => {
    expect(firstError({ ...valid, phone: '119876543210' }, 'phone')).toBe(msg.profilePhoneMax);
  });
});

describe('UpdateProfileRequestSchema', () => {
  it('takes nome and an optional or null phone, and nothing else', () => {
    expect(UpdateProfileRequestSchema.safeParse({ nome: 'Ana' }).success).toBe(true);
    expect(UpdateProfileRequestSchema.safeParse({ nome: 'Ana', phone: null }).success).toBe(true);
    expect(
      UpdateProfileRequestSchema.safeParse({ nome: 'Ana', email: 'ana@clinica.com.br' }).success,
    ).toBe(false);
  });
});
