import { describe, expect, it } from 'vitest';
import { mentionsSameAsLast, readRequestParts } from './request-parts';

const servicos = [
  { id: 'corte', nome: 'Corte masculino' },
  { id: 'barba', nome: 'Barba completa' },
  { id: 'escova', nome: 'Escova' },
  { id: 'coloracao', nome: 'Coloração' },
];
const withCombo = [...servicos, { id: 'combo', nome: 'Corte e barba' }];
const ref = { today: '2027-03-09', now: '10:00' };
const read = (text: string, items = servicos) => readRequestParts(text, items, ref);

describe('readRequestParts', () => {
  it('reads services asked together, in the order said', () => {
    expect(read('quero corte e barba amanhã às 15h').servicos).toEqual(['corte', 'barba']);
    expect(read('queria fazer escova, coloração e corte').servicos).toEqual([
      'escova',
      'coloracao',
      'corte',
    ]);
    expect(read('barba + corte sexta').servicos).toEqual(['barba', 'corte']);
  });

  it('keeps one service when only one is named', () => {
    expect(read('quero um corte com o Rafael amanhã e pode ser de manhã').servicos).toEqual([]);
    expect(read('quanto é a escova?').servicos).toEqual([]);
  });

  it('reads a catalogue item whose name spans the pieces as one service', () => {
    expect(read('quero corte e barba', withCombo).servicos).toEqual([]);
    expect(read('corte masculino e escova', withCombo).servicos).toEqual(['corte', 'escova']);
  });

  it('keeps both sides of an "ou" as alternatives', () => {
    const r = read('corte ou barba amanhã às 15h');
    expect(r.servicoChoices).toEqual(['corte', 'barba']);
    expect(r.servicos).toEqual([]);
    expect(read('corte masculino ou barba').servicoChoices).toEqual(['corte', 'barba']);
    expect(read('tem escova sexta ou sábado de manhã?').dayChoices).toEqual([
      '2027-03-12',
      '2027-03-13',
    ]);
    expect(read('amanhã ou quinta à tarde').dayChoices).toEqual(['2027-03-10', '2027-03-11']);
    expect(read('amanhã às 15h ou 16h').dayChoices).toEqual([]);
  });

  it('reads several people joined by "e"', () => {
    expect(read('eu e meu irmão queremos cortar amanhã').people).toEqual([
      { self: true },
      { self: false, relation: 'irmão', name: null },
    ]);
    expect(read('corte pra mim e pra minha filha sexta').people).toEqual([
      { self: true },
      { self: false, relation: 'filha', name: null },
    ]);
    expect(read('meu filho Pedro e minha filha Ana querem cortar').people).toEqual([
      { self: false, relation: 'filho', name: 'Pedro' },
      { self: false, relation: 'filha', name: 'Ana' },
    ]);
    expect(read('minha mãe e eu queremos escova').people).toHaveLength(2);
    const paired = read('corte pra mim e barba pro meu filho Pedro amanhã às 16h');
    expect(paired.people).toEqual([
      { self: true },
      { self: false, relation: 'filho', name: 'Pedro' },
    ]);
    expect(paired.servicos).toEqual(['corte', 'barba']);
  });

  it('reads one person when the other mention is not joined to it', () => {
    expect(read('eu queria marcar um corte pro meu filho').people).toEqual([]);
    expect(read('quero marcar um corte').people).toEqual([]);
  });

  it('hears "o mesmo da última vez"', () => {
    for (const t of [
      'quero o mesmo da última vez',
      'a mesma coisa da outra vez, sexta',
      'marca o de sempre pra mim',
      'o mesmo serviço da ultima vez',
      'igual da última vez',
    ]) {
      expect(mentionsSameAsLast(t), t).toBe(true);
    }
    expect(mentionsSameAsLast('quero o mesmo horário')).toBe(false);
    expect(mentionsSameAsLast('da última vez demorou')).toBe(false);
  });

  it('reads a long rambling message in bounded time', () => {
    const text =
      'oi tudo bem, queria corte ou barba sexta ou sábado e minha filha e eu também, '.repeat(1500);
    const started = performance.now();
    const r = read(text);
    expect(performance.now() - started).toBeLessThan(3000);
    expect(r.dayChoices).toEqual(['2027-03-12', '2027-03-13']);
  });
});
