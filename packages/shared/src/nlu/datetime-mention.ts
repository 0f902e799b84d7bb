/**
 * What the date reader's matchers find in a message, before the negations, corrections and
 * combinations of datetime.ts decide what the customer meant.
 */
import { addDays, dayNumber, dayOfWeek, isoFromParts } from '../civil-time';

export type DayPart = 'manha' | 'tarde' | 'noite';

/** An hour as said: `explicit` when the words fix it (15h, 3 da tarde, 07:00), else 1–6 → 13–18. */
export type Clock = { hour: number; minute: number; explicit: boolean };

export type Mention =
  | {
      kind: 'date';
      date: string;
      /** A weekday or day of the month that a span said elsewhere may place ('semana que vem, na quarta'). */
      weekday?: number;
      dayOfMonth?: number;
      /** Said as a day number or month name, which wins over a weekday beside it ('sexta dia 20'). */
      isExplicitDay?: boolean;
      time?: Clock;
    }
  | { kind: 'dateRange'; from: string; to: string }
  | { kind: 'time'; clock: Clock }
  | { kind: 'timeRange'; from: Clock; to: Clock }
  | { kind: 'part'; part: DayPart }
  | { kind: 'earliest' }
  | { kind: 'negation' };

/** A mention with where it was said (token index). */
export type Found = Mention & { at: number };

export type Scan = { t: readonly string[]; today: string; now: string };

/** The result of a matcher at one token: how many tokens it read and what it found there. */
export type Match = { end: number; mentions: Mention[] };

export type Matcher = (scan: Scan, i: number) => Match | null;

/** The next `weekday` strictly after `today` ('sexta' said on a Friday is a week away). */
export function nextWeekday(today: string, weekday: number): string {
  const ahead = (weekday - dayOfWeek(today) + 7) % 7 || 7;
  return addDays(today, ahead);
}

/** The Monday of the Monday–Sunday week that holds `date`. */
export function mondayOf(date: string): string {
  return addDays(date, -((dayOfWeek(date) + 6) % 7));
}

export function lastDayOfMonth(year: number, month: number): string {
  return addDays(isoFromParts(year, month + 1, 1), -1);
}

export function isValidDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1 || day > 31) return false;
  try {
    dayNumber(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
    return true;
  } catch {
    return false;
  }
}

/** Day and month with no year: this year's when still ahead (today included), else next year's. */
export function nextDayMonth(today: string, day: number, month: number): string | null {
  const year = Number(today.slice(0, 4));
  for (let y = year; y <= year + 4; y += 1) {
    if (!isValidDay(y, month, day)) continue;
    const date = isoFromParts(y, month, day);
    if (date >= today) return date;
  }
  return null;
}

/** 'dia 12': the next date whose day is 12, today included, skipping months without it. */
export function nextDayOfMonth(today: string, day: number): string | null {
  let year = Number(today.slice(0, 4));
  let month = Number(today.slice(5, 7));
  for (let k = 0; k < 13; k += 1) {
    if (isValidDay(year, month, day)) {
      const date = isoFromParts(year, month, day);
      if (date >= today) return date;
    }
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return null;
}

/** The clock's minutes since midnight, reading an unqualified hour with the day part said. */
export function minutesOfClock(clock: Clock, part: DayPart | null): number {
  let hour = clock.hour;
  if (!clock.explicit && hour < 12) {
    if (part === 'tarde' || part === 'noite') hour += 12;
    else if (part !== 'manha' && hour >= 1 && hour <= 6) hour += 12;
  }
  return (((hour * 60 + clock.minute) % 1440) + 1440) % 1440;
}

/** 'do ano que vem', 'do próximo ano' after a month: how many tokens say next year, or 0. */
export function nextYearSuffix(t: readonly string[], i: number): number {
  if (t[i] !== 'do' && t[i] !== 'de') return 0;
  if (startsWith(t, i + 1, ['ano', 'que', 'vem'])) return 4;
  if (startsWith(t, i + 1, ['proximo', 'ano'])) return 3;
  return 0;
}

export function startsWith(t: readonly string[], i: number, words: readonly string[]): boolean {
  return words.every((w, k) => t[i + k] === w);
}

export const single = (end: number, mention: Mention): Match => ({ end, mentions: [mention] });

/** The first date at or after `from` falling on `weekday`. */
export function onOrAfter(from: string, weekday: number): string {
  return addDays(from, (weekday - dayOfWeek(from) + 7) % 7);
}
