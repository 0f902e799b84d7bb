import { describe, expect, it } from 'vitest';
import { BRAZIL_STATES, isUf } from './brazil-states';
import { LocalizacaoRequestSchema } from './localizacoes-schemas';
import { msg } from './messages';

describe('BRAZIL_STATES', () => {
  it('lists the 27 federative units once each, with their pt-BR names', () => {
    expect(BRAZIL_STATES).toHaveLength(27);
    expect(new Set(BRAZIL_STATES.map((s) => s.uf)).size).toBe(27);
    expect(BRAZIL_STATES.find((s) => s.uf === 'SP')?.nome).toBe('São Paulo');
    expect(BRAZIL_STATES.find((s) => s.uf === 'DF')?.nome).toBe('Distrito Federal');
  });

  it('knows a UF from two letters that are none', () => {
    expect(isUf('RJ')).toBe(true);
    expect(isUf('XX')).toBe(false);
    expect(isUf('rj')).toBe(false);
  });
});

describe('the location contract', () => {
  const base = {
    nome: 'Unidade',
    cep: '01310-100',
    logradouro: 'Avenida Paulista',
    numero: '1000',
    bairro: 'Bela Vista',
    cidade: 'São Paulo',
  };

  it('takes a UF of the 27, in either case, and refuses two letters that are none', () => {
    expect(LocalizacaoRequestSchema.parse({ ...base, estado: 'rj' }).estado).toBe('RJ');
    const refused = LocalizacaoRequestSchema.safeParse({ ...base, estado: 'XX' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(msg.estadoInvalid);
  });
});
