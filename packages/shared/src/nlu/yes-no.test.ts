import { describe, expect, it } from 'vitest';
import { readNotThisOne, readYesNo } from './yes-no';

describe('readYesNo: answers as customers type them (decision 035)', () => {
  it.each([
    'sim',
    's',
    'ss',
    'sss',
    'simm',
    'siim',
    'siiiim',
    'Simmm!',
    'sim sim',
    'sim, sim',
    'isso',
    'issoo',
    'isso mesmo',
    'isso aí',
    'pode',
    'pode sim',
    'pode ser',
    'bora',
    'boraa',
    'fechado',
    'fechou',
    'okk',
    'ok!',
    '👍',
    '👍🏻',
    '👍🏽👍🏽',
    '👌',
    '✅',
    'sim 👍',
    'claro!',
    'com certeza',
    'confirmadíssimo',
    'vamos nessa',
    'partiu',
    'uhum',
  ])('reads %j as yes', (text) => {
    expect(readYesNo(text)).toBe('yes');
  });

  it.each([
    'não',
    'nao',
    'n',
    'ñ',
    'nn',
    'naum',
    'naao',
    'nãoo',
    'nao nao',
    'não, não',
    'nops',
    'nop',
    'nope',
    'negativo',
    'deixa',
    'deixa!',
    'deixa pra lá',
    'deixa pra depois',
    'esquece',
    'nada',
    'nada não',
    'só isso, obrigada',
    '👎',
    '❌',
    'agora não',
    'melhor não',
    'não, esse não',
    'desisti',
  ])('reads %j as no', (text) => {
    expect(readYesNo(text)).toBe('no');
  });

  it.each([
    'quanto custa?',
    'não sei',
    'pode me dizer o endereço?',
    'deixa marcado pra sexta',
    'isso é caro?',
    'sinto muito',
    'nada mais cedo?',
    '',
  ])('answers null for %j', (text) => {
    expect(readYesNo(text)).toBeNull();
  });
});

describe('readNotThisOne: the wrong one, not a refusal', () => {
  it.each([
    'não, esse não, é o de sábado',
    'esse não',
    'não é esse',
    'nao eh esse nao',
    'é o outro',
    'não, o outro',
    'na verdade é o outro horário',
  ])('reads %j', (text) => {
    expect(readNotThisOne(text)).toBe(true);
  });
  it.each(['não', 'não quero', 'não, obrigado', 'sim', 'não posso', 'não, mantém'])(
    'not %j',
    (text) => {
      expect(readNotThisOne(text)).toBe(false);
    },
  );
});
