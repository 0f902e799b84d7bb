import { describe, expect, it } from 'vitest';
import {
  easterSunday,
  holidayOn,
  holidaysOfYear,
  isWeekday,
  weekdaysOfMonthFrom,
} from './holidays';

describe('easterSunday', () => {
  it('gives the known dates of Easter', () => {
    expect(easterSunday(2000)).toBe('2000-04-23');
    expect(easterSunday(2019)).toBe('2019-04-21');
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2038)).toBe('2038-04-25');
    expect(easterSunday(2285)).toBe('2285-03-22');
  });
});

describe('holidaysOfYear', () => {
  it('lists the fixed and movable national holidays of 2026 in order', () => {
    expect(holidaysOfYear(2026)).toEqual([
      { dia: '2026-01-01', nome: 'Ano Novo' },
      { dia: '2026-02-16', nome: 'Carnaval' },
      { dia: '2026-02-17', nome: 'Carnaval' },
      { dia: '2026-04-03', nome: 'Sexta-feira Santa' },
      { dia: '2026-04-21', nome: 'Tiradentes' },
      { dia: '2026-05-01', nome: 'Dia do Trabalho' },
      { dia: '2026-06-04', nome: 'Corpus Christi' },
      { dia: '2026-09-07', nome: 'Independência do Brasil' },
      { dia: '2026-10-12', nome: 'Nossa Senhora Aparecida' },
      { dia: '2026-11-02', nome: 'Finados' },
      { dia: '2026-11-15', nome: 'Proclamação da República' },
      { dia: '2026-11-20', nome: 'Dia Nacional de Zumbi e da Consciência Negra' },
      { dia: '2026-12-25', nome: 'Natal' },
    ]);
  });

  it('has 20 November from 2024 on (Law 14.759/2023), not before', () => {
    expect(holidayOn('2023-11-20')).toBeUndefined();
    expect(holidayOn('2024-11-20')).toBe('Dia Nacional de Zumbi e da Consciência Negra');
    expect(holidayOn('2030-11-20')).toBe('Dia Nacional de Zumbi e da Consciência Negra');
    expect(holidaysOfYear(2023).some((h) => h.dia === '2023-11-20')).toBe(false);
  });

  it('moves Carnaval, Good Friday and Corpus Christi with Easter', () => {
    const movable = (y: number) =>
      holidaysOfYear(y)
        .filter((h) => ['Carnaval', 'Sexta-feira Santa', 'Corpus Christi'].includes(h.nome))
        .map((h) => h.dia);
    expect(movable(2024)).toEqual(['2024-02-12', '2024-02-13', '2024-03-29', '2024-05-30']);
    expect(movable(2025)).toEqual(['2025-03-03', '2025-03-04', '2025-04-18', '2025-06-19']);
  });
});

describe('holidayOn', () => {
  it('names the holiday of a day and nothing for an ordinary day', () => {
    expect(holidayOn('2026-02-17')).toBe('Carnaval');
    expect(holidayOn('2026-06-04')).toBe('Corpus Christi');
    expect(holidayOn('2026-12-25')).toBe('Natal');
    expect(holidayOn('2026-12-24')).toBeUndefined();
  });

  it('keeps the fixed name when Good Friday falls on Tiradentes', () => {
    expect(holidayOn('2000-04-21')).toBe('Tiradentes');
    expect(holidaysOfYear(2000).filter((h) => h.dia === '2000-04-21')).toHaveLength(2);
  });

  it('rejects a malformed date', () => {
    expect(() => holidayOn('2026-13-01')).toThrow(RangeError);
  });
});

describe('weekdaysOfMonthFrom', () => {
  it('says which days are Monday to Friday', () => {
    expect(isWeekday('2026-11-23')).toBe(true);
    expect(isWeekday('2026-11-27')).toBe(true);
    expect(isWeekday('2026-11-28')).toBe(false);
    expect(isWeekday('2026-11-29')).toBe(false);
  });

  it('gives the remaining working days of the month, today included, without holidays', () => {
    expect(weekdaysOfMonthFrom(2026, 2, '2026-02-12')).toEqual([
      '2026-02-12',
      '2026-02-13',
      '2026-02-18',
      '2026-02-19',
      '2026-02-20',
      '2026-02-23',
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
    ]);
  });

  it('gives the whole month for a future month and nothing for a past one', () => {
    const november = weekdaysOfMonthFrom(2026, 11, '2026-10-05');
    // 21 weekdays minus Finados (Mon 2 Nov) and Consciência Negra (Fri 20 Nov)
    expect(november).toHaveLength(19);
    expect(november).not.toContain('2026-11-02');
    expect(november).not.toContain('2026-11-20');
    expect(weekdaysOfMonthFrom(2026, 9, '2026-10-05')).toEqual([]);
  });
});
