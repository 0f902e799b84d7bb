import { describe, expect, it } from 'vitest';
import {
  WEEKDAY_HEADERS,
  addDays,
  addMonths,
  daysBetween,
  fullDateLabel,
  shortDayLabel,
  monthGrid,
  monthTitle,
  weekdayOf,
} from './month-grid';

describe('monthGrid', () => {
  it('lays a month out in Sunday-first weeks, completed with the neighbouring days', () => {
    const weeks = monthGrid({ year: 2026, monthIndex: 10 });
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
    ]);
    expect(weeks[4]).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
  });

  it('uses as many weeks as the month needs: four to six', () => {
    expect(monthGrid({ year: 2026, monthIndex: 1 })).toHaveLength(4);
    const august = monthGrid({ year: 2026, monthIndex: 7 });
    expect(august).toHaveLength(6);
    expect(august[0]?.[0]).toBe('2026-07-26');
    expect(august[0]?.[6]).toBe('2026-08-01');
    expect(august[5]?.[1]).toBe('2026-08-31');
  });

  it('starts every week of every month on a Sunday', () => {
    for (let monthIndex = 0; monthIndex < 12; monthIndex += 1) {
      for (const week of monthGrid({ year: 2027, monthIndex })) {
        expect(week).toHaveLength(7);
        expect(weekdayOf(week[0] ?? '')).toBe(0);
      }
    }
  });
});

describe('dates as ISO strings', () => {
  it('adds days across months, years and the February of a leap year', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('adds months across years', () => {
    expect(addMonths({ year: 2026, monthIndex: 11 }, 1)).toEqual({ year: 2027, monthIndex: 0 });
    expect(addMonths({ year: 2026, monthIndex: 0 }, -1)).toEqual({ year: 2025, monthIndex: 11 });
  });

  it('lists the days between two dates in either order', () => {
    expect(daysBetween('2026-11-03', '2026-11-01')).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
    ]);
  });
});

describe('pt-BR texts', () => {
  it('capitalises the month title', () => {
    expect(monthTitle({ year: 2026, monthIndex: 10 })).toBe('Novembro de 2026');
    expect(monthTitle({ year: 2027, monthIndex: 2 })).toBe('Março de 2027');
  });

  it('names the weekday headers DOM to SÁB', () => {
    expect(WEEKDAY_HEADERS.join(' ')).toBe('DOM SEG TER QUA QUI SEX SÁB');
  });

  it('writes the full date of a day', () => {
    expect(fullDateLabel('2026-11-22')).toBe('domingo, 22 de novembro de 2026');
  });

  it('writes a short day for lists: weekday and dd/mm', () => {
    expect(shortDayLabel('2026-12-09')).toBe('qua., 09/12');
  });
});
