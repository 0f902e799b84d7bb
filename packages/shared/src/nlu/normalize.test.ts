import { describe, expect, it } from 'vitest';
import { closestWord, editDistance, foldAccents, tokenize } from './normalize';

describe('foldAccents', () => {
  it('removes accents and the cedilla', () => {
    expect(foldAccents('Março, às 15h, amanhã, sábado')).toBe('Marco, as 15h, amanha, sabado');
  });
});

describe('tokenize', () => {
  it('keeps numbers with their time and date forms', () => {
    expect(tokenize('Às 15h30 do dia 12/03, ou 15:30')).toEqual([
      'as',
      '15h30',
      'do',
      'dia',
      '12/03',
      ',',
      'ou',
      '15:30',
    ]);
  });

  it('writes out WhatsApp shorthand', () => {
    expect(tokenize('hj vc pode? sab q vem pfv')).toEqual([
      'hoje',
      'voce',
      'pode',
      '?',
      'sabado',
      'que',
      'vem',
      'por',
      'favor',
    ]);
  });

  it('reads a superlative as its word', () => {
    expect(tokenize('combinadíssimo, obrigadíssima, cedíssimo')).toEqual([
      'combinado',
      ',',
      'obrigada',
      ',',
      'cedo',
    ]);
    expect(tokenize('missa')).toEqual(['missa']);
  });

  it('keeps hyphenated words whole and a lone hyphen as a mark', () => {
    expect(tokenize('sexta-feira meio-dia 14 - 16')).toEqual([
      'sexta-feira',
      'meio-dia',
      '14',
      '-',
      '16',
    ]);
  });

  it('leaves "ter" (to have) and "dom" (a gift) as words', () => {
    expect(tokenize('vai ter horário')).toEqual(['vai', 'ter', 'horario']);
  });
});

describe('editDistance', () => {
  it('counts a transposition as one edit', () => {
    expect(editDistance('amanha', 'amanah')).toBe(1);
    expect(editDistance('quinta', 'quinat')).toBe(1);
    expect(editDistance('sexta', 'sexta')).toBe(0);
    expect(editDistance('', 'abc')).toBe(3);
  });
});

describe('closestWord', () => {
  const vocabulary = ['amanha', 'quinta', 'sabado', 'fevereiro'];

  it('repairs one typo in words of five or more letters and two in long words', () => {
    expect(closestWord('amanah', vocabulary)).toBe('amanha');
    expect(closestWord('quinat', vocabulary)).toBe('quinta');
    expect(closestWord('fevreiru', vocabulary)).toBe('fevereiro');
  });

  it('leaves short words, numbers and distant words alone', () => {
    expect(closestWord('sab', vocabulary)).toBeUndefined();
    expect(closestWord('12345', vocabulary)).toBeUndefined();
    expect(closestWord('cabelo', vocabulary)).toBeUndefined();
  });
});
