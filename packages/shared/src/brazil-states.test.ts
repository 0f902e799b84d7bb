import { describe, expect, it } from 'vitest';
import { BRAZIL_STATES, isUf } from './brazil-states';

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
