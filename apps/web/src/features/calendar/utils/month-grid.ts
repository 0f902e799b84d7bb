/**
 * Calendar dates are plain 'YYYY-MM-DD' strings (spec §9: storage format yyyy-MM-dd). Arithmetic
 * and formatting go through a UTC date at noon, so neither the browser's time zone nor a daylight
 * saving change can move a day (spec §9: calendar dates are normalized to noon).
 */

/** A displayed month; `monthIndex` is 0-based like `Date#getMonth` (10 = November). */
export type CalendarMonth = { year: number; monthIndex: number };

/** Spec §2: weeks start on Sunday. */
export const WEEKDAY_HEADERS = ['DOM', 'SEG', 'TER', 'QUA', 'QUI', 'SEX', 'SÁB'] as const;

const DAY_MS = 86_400_000;

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

function noonUtc(year: number, monthIndex: number, day: number): Date {
  return new Date(Date.UTC(year, monthIndex, day, 12));
}

function fromNoonUtc(date: Date): string {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

export function toIsoDate(year: number, monthIndex: number, day: number): string {
  return fromNoonUtc(noonUtc(year, monthIndex, day));
}

/** The day at noon UTC; only for arithmetic and `Intl` formatting with `timeZone: 'UTC'`. */
export function isoToNoonUtc(iso: string): Date {
  return noonUtc(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
}

export function addDays(iso: string, days: number): string {
  return fromNoonUtc(new Date(isoToNoonUtc(iso).getTime() + days * DAY_MS));
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(iso: string): number {
  return isoToNoonUtc(iso).getUTCDay();
}

export function monthOf(iso: string): CalendarMonth {
  const date = isoToNoonUtc(iso);
  return { year: date.getUTCFullYear(), monthIndex: date.getUTCMonth() };
}

export function addMonths(month: CalendarMonth, count: number): CalendarMonth {
  const date = noonUtc(month.year, month.monthIndex + count, 1);
  return { year: date.getUTCFullYear(), monthIndex: date.getUTCMonth() };
}

export function isSameMonth(a: CalendarMonth, b: CalendarMonth): boolean {
  return a.year === b.year && a.monthIndex === b.monthIndex;
}

export function isInMonth(iso: string, month: CalendarMonth): boolean {
  return isSameMonth(monthOf(iso), month);
}

export function firstDayOfMonth(month: CalendarMonth): string {
  return toIsoDate(month.year, month.monthIndex, 1);
}

export function lastDayOfMonth(month: CalendarMonth): string {
  return toIsoDate(month.year, month.monthIndex + 1, 0);
}

/** Every day of the month, in order. */
export function daysOfMonth(month: CalendarMonth): string[] {
  const days: string[] = [];
  const last = lastDayOfMonth(month);
  for (let iso = firstDayOfMonth(month); iso <= last; iso = addDays(iso, 1)) days.push(iso);
  return days;
}

/**
 * The month as Sunday-first weeks of seven ISO dates, as many weeks as the month needs (4 to 6).
 * The first and last weeks are completed with the neighbouring months' days; callers tell them
 * apart with `isInMonth`.
 */
export function monthGrid(month: CalendarMonth): string[][] {
  const first = firstDayOfMonth(month);
  const last = lastDayOfMonth(month);
  const weeks: string[][] = [];
  let day = addDays(first, -weekdayOf(first));
  while (day <= last) {
    const week: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      week.push(day);
      day = addDays(day, 1);
    }
    weeks.push(week);
  }
  return weeks;
}

/** The days from `a` to `b` inclusive, in either order, sorted ascending. */
export function daysBetween(a: string, b: string): string[] {
  const [from, to] = a <= b ? [a, b] : [b, a];
  const days: string[] = [];
  for (let iso = from; iso <= to; iso = addDays(iso, 1)) days.push(iso);
  return days;
}

const titleFormat = new Intl.DateTimeFormat('pt-BR', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const fullDateFormat = new Intl.DateTimeFormat('pt-BR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const shortDayFormat = new Intl.DateTimeFormat('pt-BR', {
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
  timeZone: 'UTC',
});

/** 'Novembro de 2026'. */
export function monthTitle(month: CalendarMonth): string {
  const text = titleFormat.format(noonUtc(month.year, month.monthIndex, 1));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 'domingo, 22 de novembro de 2026'. */
export function fullDateLabel(iso: string): string {
  return fullDateFormat.format(isoToNoonUtc(iso));
}

/** 'qua., 09/12'. */
export function shortDayLabel(iso: string): string {
  return shortDayFormat.format(isoToNoonUtc(iso));
}

export function dayNumber(iso: string): number {
  return Number(iso.slice(8, 10));
}
