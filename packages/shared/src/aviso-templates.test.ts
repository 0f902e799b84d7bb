import { describe, expect, it } from 'vitest';
import { DEFAULT_AVISO_TEXTS, renderAviso, unknownAvisoVariables } from './aviso-templates';

const values = {
  nome: 'Maria',
  servico: 'Corte',
  profissional: 'Rafael',
  data: 'amanhã (26/11)',
  hora: '14:00',
  local: 'Centro',
  endereco: 'Rua A, 10',
};

describe('aviso templates', () => {
  it('fills every variable of the default reminder', () => {
    expect(renderAviso(DEFAULT_AVISO_TEXTS.reminder_text, values)).toBe(
      'Olá, Maria! Lembrete do seu horário de Corte amanhã (26/11) às 14:00 com Rafael. Responda 1 para confirmar ou 2 para cancelar.',
    );
  });

  it('finds unknown variables once each and accepts the defaults', () => {
    expect(unknownAvisoVariables('Oi {nmoe}, {nmoe} {hora} {Nome}')).toEqual(['nmoe', 'Nome']);
    for (const text of Object.values(DEFAULT_AVISO_TEXTS))
      expect(unknownAvisoVariables(text)).toEqual([]);
    expect(unknownAvisoVariables('Preço {de 10} e {}')).toEqual([]);
  });

  it('leaves no double space or space before punctuation for an empty value', () => {
    expect(renderAviso('Em {local} {endereco}.', { ...values, endereco: '' })).toBe('Em Centro.');
    expect(renderAviso('Olá, {nome}! Até {data}.', { ...values, nome: '' })).toBe(
      'Olá! Até amanhã (26/11).',
    );
  });
});
