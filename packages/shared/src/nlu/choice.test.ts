import { describe, expect, it } from 'vitest';
import { readChoice } from './choice';

const ACTIONS = ['marcar um horário', 'remarcar', 'cancelar'];

describe('readChoice: a pick from a numbered list', () => {
  it.each([
    ['1', 0],
    ['2', 1],
    ['3.', 2],
    ['2️⃣', 1],
    ['o 2', 1],
    ['opção 3', 2],
    ['a opção 2, por favor', 1],
    ['dois', 1],
    ['tres', 2],
    ['o primeiro', 0],
    ['a segunda', 1],
    ['terceira', 2],
    ['2o', 1],
    ['a última', 2],
    ['remarcar', 1],
    ['quero cancelar', 2],
    ['marcar', 0],
  ] as const)('reads %j as option %i', (text, index) => {
    expect(readChoice(text, ACTIONS)).toBe(index);
  });

  it.each(['4', 'zero', 'tenho 2 filhos', 'hã?', 'sim', ''])('picks nothing for %j', (text) => {
    expect(readChoice(text, ACTIONS)).toBeNull();
  });

  it('picks nothing from an empty list', () => {
    expect(readChoice('1', [])).toBeNull();
  });
});
