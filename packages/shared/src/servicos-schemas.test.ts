import { describe, expect, it } from 'vitest';
import { msg } from './messages';
import { ApelidosTextSchema, apelidosText } from './profissionais-schemas';
import { parsePreco, precoText, PrecoTextSchema } from './servicos-schemas';

describe("the panel's price field", () => {
  it.each([
    ['49,90', 49.9],
    ['R$ 49,90', 49.9],
    ['49.90', 49.9],
    ['50', 50],
    ['1.234,56', 1234.56],
    ['1.234', 1234],
    ['0', 0],
    ['', null],
    ['  ', null],
  ])('reads %j as %j', (text, preco) => {
    expect(parsePreco(text)).toBe(preco);
    expect(PrecoTextSchema.parse(text)).toBe(preco);
  });

  it.each(['abc', '12,345', '-5', '49,90,1', '1e3'])(
    'refuses %j with the contract message',
    (text) => {
      const result = PrecoTextSchema.safeParse(text);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(msg.servicePriceInvalid);
    },
  );

  it('shows a stored price in pt-BR and round-trips it', () => {
    expect(precoText(49.9)).toBe('49,90');
    expect(precoText(null)).toBe('');
    expect(PrecoTextSchema.parse(precoText(1234.5))).toBe(1234.5);
  });
});

describe("the panel's nicknames field", () => {
  it('splits by commas, trims, drops blanks and repeats', () => {
    expect(ApelidosTextSchema.parse(' Bia, bia ,, Tiz ')).toEqual(['Bia', 'Tiz']);
    expect(ApelidosTextSchema.parse('')).toEqual([]);
    expect(apelidosText(['Bia', 'Tiz'])).toBe('Bia, Tiz');
  });

  it('refuses more than five or one longer than 40 characters', () => {
    for (const text of ['a, b, c, d, e, f', 'x'.repeat(41)]) {
      const result = ApelidosTextSchema.safeParse(text);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(msg.nicknamesInvalid);
    }
  });
});
