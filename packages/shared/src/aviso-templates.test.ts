import { describe, expect, it } from 'vitest';
import {
  avisoDayPhrase,
  avisoVariableOf,
  DEFAULT_AVISO_TEXTS,
  previewAvisoDay,
  renderAviso,
  unknownAvisoVariables,
} from './aviso-templates';

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

  it("accepts the variables written with their accents: '{endereço}', '{serviço}' (issue 25)", () => {
    expect(avisoVariableOf('endereço')).toBe('endereco');
    expect(avisoVariableOf('serviço')).toBe('servico');
    expect(avisoVariableOf('endereco')).toBe('endereco');
    expect(avisoVariableOf('enderecos')).toBeUndefined();
    // Decomposed (NFD) accents, as some keyboards send them.
    expect(avisoVariableOf('endere\u0063\u0327o')).toBe('endereco');
    expect(unknownAvisoVariables('Em {endereço}, {serviço} com {profissional}.')).toEqual([]);
    expect(renderAviso('{serviço} em {endereço}.', values)).toBe('Corte em Rua A, 10.');
  });

  it("says the day relative to today: 'hoje', 'amanhã', then the weekday", () => {
    expect(avisoDayPhrase('2026-11-27', '2026-11-27')).toBe('hoje (27/11)');
    expect(avisoDayPhrase('2026-11-28', '2026-11-27')).toBe('amanhã (28/11)');
    expect(avisoDayPhrase('2026-12-02', '2026-11-27')).toBe('quarta-feira (02/12)');
    expect(avisoDayPhrase('2027-01-01', '2026-12-31')).toBe('amanhã (01/01)');
  });

  it("previews tomorrow in the instance's zone, not a fixed date nor the browser's day", () => {
    // 27/11 at 20:40 UTC: 17:40 in São Paulo, 27/11; already 28/11 in Tokyo.
    const now = new Date('2026-11-27T20:40:00Z');
    expect(previewAvisoDay('America/Sao_Paulo', now)).toBe('amanhã (28/11)');
    expect(previewAvisoDay('Asia/Tokyo', now)).toBe('amanhã (29/11)');
    // 02:30 UTC on the 28th is still the 27th in São Paulo (23:30).
    expect(previewAvisoDay('America/Sao_Paulo', new Date('2026-11-28T02:30:00Z'))).toBe(
      'amanhã (28/11)',
    );
  });
});
