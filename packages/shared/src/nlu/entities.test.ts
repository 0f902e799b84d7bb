import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  matchCatalog,
  mentionsAnyone,
  readPersonServed,
  readPick,
  readYesNo,
  type CatalogItem,
  type OfferedOption,
} from './entities';

const SERVICOS: CatalogItem[] = [
  { id: 'corte-m', nome: 'Corte masculino' },
  { id: 'corte-f', nome: 'Corte feminino' },
  { id: 'barba', nome: 'Barba completa' },
  { id: 'corte-barba', nome: 'Corte + barba' },
  { id: 'sobrancelha', nome: 'Design de sobrancelha' },
  { id: 'progressiva', nome: 'Escova progressiva', apelidos: ['prog'] },
  { id: 'parafina', nome: 'Banho de parafina' },
  { id: 'pe-mao', nome: 'Pé e mão' },
];

const PROFISSIONAIS: CatalogItem[] = [
  { id: 'ana', nome: 'Ana' },
  { id: 'paula', nome: 'Dra. Paula Souza' },
  { id: 'paulo', nome: 'Paulo' },
  { id: 'eduardo', nome: 'Eduardo', apelidos: ['Dudu'] },
  { id: 'joao', nome: 'João Pedro' },
];

// 2026-11-26 is a Thursday, 2026-11-27 a Friday, 2026-11-30 a Monday.
const OPTIONS: OfferedOption[] = [
  { date: '2026-11-26', time: '09:00' },
  { date: '2026-11-27', time: '15:00' },
  { date: '2026-11-27', time: '16:30', label: 'com a Paula' },
  { date: '2026-11-30', time: '14:00' },
];

describe('matchCatalog', () => {
  it('finds a service by its full name, without accents or case', () => {
    expect(matchCatalog('quero um CORTE MASCULINO', SERVICOS)).toEqual({
      kind: 'one',
      id: 'corte-m',
    });
    expect(matchCatalog('pe e mao amanha', SERVICOS)).toEqual({ kind: 'one', id: 'pe-mao' });
  });

  it('finds a service by a part of its name, its first word before a later one', () => {
    expect(matchCatalog('queria fazer a barba', SERVICOS)).toEqual({ kind: 'one', id: 'barba' });
    expect(matchCatalog('progressiva', SERVICOS)).toEqual({ kind: 'one', id: 'progressiva' });
  });

  it('answers ambiguous when two services match equally', () => {
    const match = matchCatalog('quero um corte', SERVICOS);
    expect(match.kind).toBe('ambiguous');
    if (match.kind === 'ambiguous') {
      expect(match.ids).toEqual(expect.arrayContaining(['corte-m', 'corte-f']));
    }
  });

  it('prefers the item whose every word was said', () => {
    expect(matchCatalog('corte e barba', SERVICOS)).toEqual({ kind: 'one', id: 'corte-barba' });
    expect(matchCatalog('corte feminino', SERVICOS)).toEqual({ kind: 'one', id: 'corte-f' });
  });

  it('reads typos, plurals and abbreviations', () => {
    expect(matchCatalog('sombrancelha', SERVICOS)).toEqual({ kind: 'one', id: 'sobrancelha' });
    expect(matchCatalog('sobr', SERVICOS)).toEqual({ kind: 'one', id: 'sobrancelha' });
    expect(matchCatalog('progresiva', SERVICOS)).toEqual({ kind: 'one', id: 'progressiva' });
  });

  it('reads what customers call a service that the catalogue names otherwise', () => {
    const nails: CatalogItem[] = [
      { id: 'mani', nome: 'Manicure' },
      { id: 'pedi', nome: 'Pedicure' },
      { id: 'unha-gel', nome: 'Unha em gel' },
    ];
    expect(matchCatalog('quero fazer a mão', nails)).toEqual({ kind: 'one', id: 'mani' });
    expect(matchCatalog('pé', nails)).toEqual({ kind: 'one', id: 'pedi' });
    expect(matchCatalog('unha de gel', nails)).toEqual({ kind: 'one', id: 'unha-gel' });
  });

  it('finds an item by its nickname', () => {
    expect(matchCatalog('pode ser com o dudu', PROFISSIONAIS)).toEqual({
      kind: 'one',
      id: 'eduardo',
    });
    expect(matchCatalog('quero fazer prog', SERVICOS)).toEqual({ kind: 'one', id: 'progressiva' });
  });

  it('finds a professional by first name, past the title', () => {
    expect(matchCatalog('com a paula', PROFISSIONAIS)).toEqual({ kind: 'one', id: 'paula' });
    expect(matchCatalog('com a dra paula', PROFISSIONAIS)).toEqual({ kind: 'one', id: 'paula' });
    expect(matchCatalog('paulo', PROFISSIONAIS)).toEqual({ kind: 'one', id: 'paulo' });
  });

  it('matches whole words only: no Ana inside banana or semana', () => {
    expect(matchCatalog('comi uma banana', PROFISSIONAIS)).toEqual({ kind: 'none' });
    expect(matchCatalog('semana que vem', PROFISSIONAIS)).toEqual({ kind: 'none' });
    expect(matchCatalog('com a Ana', PROFISSIONAIS)).toEqual({ kind: 'one', id: 'ana' });
  });

  it('does not read everyday words as abbreviations of a name', () => {
    expect(matchCatalog('pode ser para amanha', SERVICOS)).toEqual({ kind: 'none' });
  });

  it('answers none for an empty text or catalogue', () => {
    expect(matchCatalog('', SERVICOS)).toEqual({ kind: 'none' });
    expect(matchCatalog('corte', [])).toEqual({ kind: 'none' });
  });
});

describe('mentionsAnyone', () => {
  it.each([
    'qualquer um',
    'tanto faz',
    'quem tiver',
    'qualquer profissional',
    'o primeiro livre',
    'pode ser com quem estiver livre',
    'não tenho preferência',
  ])('reads %j as anyone', (text) => {
    expect(mentionsAnyone(text)).toBe(true);
  });

  it.each(['com a Ana', 'qualquer horário de manhã', 'o primeiro horário'])(
    'does not read %j as anyone',
    (text) => {
      expect(mentionsAnyone(text)).toBe(false);
    },
  );
});

describe('readPick', () => {
  it.each<[string, number]>([
    ['1', 0],
    ['2', 1],
    ['opção 2', 1],
    ['o primeiro', 0],
    ['a segunda', 1],
    ['o último', 3],
    ['pode ser o das 15h', 1],
    ['15:00', 1],
    ['o de quinta', 0],
    ['esse das 9', 0],
    ['o de segunda', 3],
    ['o das 4 e meia', 2],
    ['quero o 3', 2],
    ['dia 30', 3],
    ['o com a Paula', 2],
    ['2 da tarde', 3],
    ['pode ser as 9 horas', 0],
  ])('reads %j as option %i', (text, index) => {
    expect(readPick(text, OPTIONS)).toBe(index);
  });

  it('answers null when no option is picked or the words fit several', () => {
    expect(readPick('não', OPTIONS)).toBeNull();
    expect(readPick('pode ser', OPTIONS)).toBeNull();
    expect(readPick('o de sexta', OPTIONS)).toBeNull();
    expect(readPick('às 11h', OPTIONS)).toBeNull();
    expect(readPick('sábado', OPTIONS)).toBeNull();
    expect(readPick('7', OPTIONS)).toBeNull();
    expect(readPick('1', [])).toBeNull();
  });

  it('never throws and answers an index of the list or null', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        const pick = readPick(text, OPTIONS);
        expect(pick === null || (pick >= 0 && pick < OPTIONS.length)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

describe('readPersonServed', () => {
  it.each<[string, string]>([
    ['é pro meu filho, Pedro', 'Pedro'],
    ['para minha mãe Maria', 'Maria'],
    ['o nome é João Silva', 'João Silva'],
    ['o nome dela é Ana Clara', 'Ana Clara'],
    ['é pra minha filha, que se chama Luíza', 'Luíza'],
    ['pode marcar no nome da Beatriz', 'Beatriz'],
    ['meu filho joao quer cortar o cabelo', 'Joao'],
  ])('reads %j as %j', (text, name) => {
    expect(readPersonServed(text)).toBe(name);
  });

  it.each([
    'meu nome é Carla',
    'oi, aqui é a Bia',
    'é pra minha filha amanhã',
    'quero marcar um corte',
    'é pro meu filho de 5 anos',
  ])('answers null for %j', (text) => {
    expect(readPersonServed(text)).toBeNull();
  });
});

describe('readYesNo', () => {
  it.each([
    'sim',
    's',
    'pode',
    'pode ser',
    'isso',
    'confirmo',
    'ok',
    'fechado',
    'bora',
    'perfeito',
    '👍',
    'Sim, pode marcar!',
    'isso mesmo',
    'uhum',
    'claro',
  ])('reads %j as yes', (text) => {
    expect(readYesNo(text)).toBe('yes');
  });

  it.each(['não', 'n', 'nao', 'melhor não', 'espera', 'não quero', 'não pode', 'pera aí', '2'])(
    'reads %j as no',
    (text) => {
      expect(readYesNo(text)).toBe('no');
    },
  );

  it.each(['quanto custa?', 'não sei', 'pode me dizer o endereço?', ''])(
    'answers null for %j',
    (text) => {
      expect(readYesNo(text)).toBeNull();
    },
  );

  it('never throws on random text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (text) => {
        expect([null, 'yes', 'no']).toContain(readYesNo(text));
        expect(typeof mentionsAnyone(text)).toBe('boolean');
        const person = readPersonServed(text);
        expect(person === null || person.length > 0).toBe(true);
        expect(['one', 'ambiguous', 'none']).toContain(matchCatalog(text, SERVICOS).kind);
      }),
      { numRuns: 500 },
    );
  });
});
