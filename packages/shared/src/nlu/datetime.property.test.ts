import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../civil-time';
import { readDateTime } from './datetime';

/** Any day from 2024 to 2035 and any minute of it. */
const ref = fc
  .record({ offset: fc.integer({ min: 0, max: 4382 }), minute: fc.integer({ min: 0, max: 1439 }) })
  .map(({ offset, minute }) => ({
    today: addDays('2024-01-01', offset),
    now: `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`,
  }));

const WORDS = [
  'amanhã',
  'hoje',
  'sexta',
  'dia',
  'de',
  'às',
  'as',
  'h',
  'e',
  'meia',
  'não',
  'posso',
  'só',
  'semana',
  'que',
  'vem',
  'próxima',
  'ops',
  'quer',
  'dizer',
  'entre',
  'depois',
  'das',
  'até',
  'fim',
  'da',
  'tarde',
  'manhã',
  'noite',
  'mês',
  'daqui',
  'a',
  'dias',
  'horas',
  'R$',
  'reais',
  'anos',
  'rua',
  'carnaval',
  'natal',
  'pras',
  'quinze',
  ',',
  '.',
  '?',
  '...',
  '-',
  '/',
  ':',
];
const token = fc.oneof(
  fc.constantFrom(...WORDS),
  fc.integer({ min: 0, max: 99999 }).map(String),
  fc.string({ maxLength: 6 }),
);
const noise = fc.array(token, { maxLength: 14 }).map((parts) => parts.join(' '));

const price = fc
  .tuple(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 0, max: 99 }))
  .chain(([reais, cents]) =>
    fc.constantFrom(
      `R$ ${reais}`,
      `R$${reais},${String(cents).padStart(2, '0')}`,
      `${reais} reais`,
      `${reais},${String(cents).padStart(2, '0')}`,
    ),
  );
const digits = (n: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));
const phone = fc
  .tuple(fc.integer({ min: 11, max: 99 }), digits(4), digits(4))
  .chain(([ddd, a, b]) =>
    fc.constantFrom(`(${ddd}) 9${a}-${b}`, `${ddd} 9${a}-${b}`, `${ddd}9${a}${b}`, `${a}-${b}`),
  );
const cep = fc.tuple(digits(5), digits(3)).map(([a, b]) => `${a}-${b}`);
const age = fc.integer({ min: 1, max: 99 }).map((n) => `tenho ${n} anos`);

const NOTHING = {
  date: null,
  time: null,
  part: null,
  dateRange: null,
  timeRange: null,
  earliest: false,
  rejectedDates: [],
};

describe('readDateTime on any input', () => {
  it('never throws and never gives a day before today', () => {
    fc.assert(
      fc.property(noise, ref, (text, r) => {
        const reading = readDateTime(text, r);
        if (reading.date !== null) expect(reading.date >= r.today).toBe(true);
        if (reading.dateRange !== null) {
          expect(reading.dateRange.from >= r.today).toBe(true);
          expect(reading.dateRange.to >= reading.dateRange.from).toBe(true);
        }
        if (reading.time !== null) expect(reading.time).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads nothing in a price, a phone number, a CEP or an age', () => {
    fc.assert(
      fc.property(fc.oneof(price, phone, cep, age), ref, (text, r) => {
        expect(readDateTime(text, r)).toEqual(NOTHING);
      }),
      { numRuns: 1000 },
    );
  });

  it('keeps the date beside a price or a phone number', () => {
    fc.assert(
      fc.property(fc.oneof(price, phone), ref, (text, r) => {
        expect(readDateTime(`amanhã às 10h, ${text}`, r)).toMatchObject({
          date: addDays(r.today, 1),
          time: '10:00',
        });
      }),
      { numRuns: 500 },
    );
  });
});
