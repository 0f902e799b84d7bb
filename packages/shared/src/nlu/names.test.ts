import { describe, expect, it } from 'vitest';
import { greetingName } from './names';

describe('greetingName', () => {
  it.each([
    ['Maria da Silva', 'Maria'],
    ['Carla Souza', 'Carla'],
    ['joão pedro', 'João'],
    ['MARIA SOUZA', 'Maria'],
    ['Dona Cida', 'Dona Cida'],
    ['dona cida 🌸', 'Dona Cida'],
    ['Seu Zé', 'Seu Zé'],
    ['Sr. Antônio Carlos', 'Sr. Antônio'],
    ['Dra. Paula', 'Dra. Paula'],
    ['Dr Roberto', 'Dr. Roberto'],
    ['Tia Lu', 'Lu'],
    ['🌻 Ana Paula 🌻', 'Ana'],
    ['Maria-Clara', 'Maria-Clara'],
    ['Sá', 'Sá'],
  ])('%s → %s', (nome, expected) => {
    expect(greetingName(nome)).toBe(expected);
  });

  it.each([
    'Dona',
    'Seu',
    'Sr.',
    'Sra.',
    'Dr.',
    'Dra.',
    'Tia',
    '🌸',
    '😎🔥',
    'J. P.',
    'JP',
    'M.',
    '11 98765-4321',
    '+55 11 98765-4321',
    'Auto Peças Silva',
    'Studio X',
    'Silva Comércio LTDA',
    'Maria Doces ME',
    'Barbearia do Zé',
    'Amor',
    'Mãe',
    'Cliente',
    'Ana 2',
    '',
    '   ',
    '.',
  ])('no name for %j', (nome) => {
    expect(greetingName(nome)).toBeUndefined();
  });
});
