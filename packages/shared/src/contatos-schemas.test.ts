import { describe, expect, it } from 'vitest';
import { ContatoRequestSchema } from './contatos-schemas';
import { msg } from './messages';

const telefoneError = (telefone: string) => {
  const result = ContatoRequestSchema.safeParse({ nome: 'Ana', telefone });
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('ContatoRequestSchema telefone', () => {
  it('accepts 10 and 11 digits (landline and mobile with area code)', () => {
    expect(telefoneError('1133334444')).toBeUndefined();
    expect(telefoneError('11987654321')).toBeUndefined();
  });

  it('refuses fewer than 10 digits, more than 11, masks and an empty phone, in pt-BR', () => {
    expect(telefoneError('123')).toBe(msg.contactPhoneMin);
    expect(telefoneError('987654321')).toBe(msg.contactPhoneMin);
    expect(telefoneError('119876543210')).toBe(msg.contactPhoneMax);
    expect(telefoneError('(11) 98765-4321')).toBe(msg.digitsOnly);
    expect(telefoneError('')).toBe(msg.contactPhoneRequired);
  });
});
