import { describe, expect, it } from 'vitest';
import { isEraseRequest } from './erase-request';

describe('isEraseRequest', () => {
  it.each([
    'apagar meus dados',
    'Apagar meus dados!',
    'quero que apaguem meus dados',
    'Quero que APAGUEM os meus dados pessoais, por favor',
    'excluir meus dados',
    'exclua meu cadastro',
    'pode deletar todos os meus dados?',
    'remover meus dados',
    'LGPD',
    'quero exercer meu direito pela lgpd',
  ])("reads '%s' as a request to erase", (text) => {
    expect(isEraseRequest(text)).toBe(true);
  });

  it.each([
    'quero marcar um corte',
    'apagar o horário de amanhã',
    'pode cancelar meu horário?',
    'meus dados estão certos?',
    'PARAR',
    '',
  ])("leaves '%s' to the attendant", (text) => {
    expect(isEraseRequest(text)).toBe(false);
  });
});
