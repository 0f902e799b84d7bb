/**
 * Day numbers: 'dia 12' (the next 12th, today included), 'dia 12 de março', '12/03',
 * '12-03-2027', '12 mar', and spans of them ('do dia 10 ao 15', 'de 10 a 15 de abril').
 */
import { addDays, isoFromParts } from '../civil-time';
import { CLOCK_UNIT, MONTH_ABBREVIATIONS, MONTHS, NUMBER_WORDS } from './datetime-words';
import {
  type Matcher,
  type Mention,
  type Scan,
  isValidDay,
  nextDayMonth,
  nextDayOfMonth,
  single,
  nextYearSuffix,
} from './datetime-mention';

/** A day number 1–31 in digits or words ('12', '1o', 'primeiro', 'vinte e cinco'): [day, end]. */
function readDayNumber(t: readonly string[], i: number): [number, number] | null {
  const word = t[i] ?? '';
  const digits = /^(\d{1,2})(?:o|a)?$/.exec(word);
  if (digits) {
    const n = Number(digits[1]);
    return n >= 1 && n <= 31 ? [n, i + 1] : null;
  }
  const n = NUMBER_WORDS[word];
  if (n === undefined || n < 1 || n > 30) return null;
  if ((n === 20 || n === 30) && t[i + 1] === 'e') {
    const unit = NUMBER_WORDS[t[i + 2] ?? ''];
    if (unit !== undefined && unit >= 1 && unit <= 9 && n + unit <= 31) return [n + unit, i + 3];
  }
  return [n, i + 1];
}

/** A month after a day: 'de março', 'de mar', 'mar', '/03' is read by the token form. */
function readMonth(
  t: readonly string[],
  i: number,
  allowAbbreviation: boolean,
): [number, number] | null {
  const j = t[i] === 'de' || t[i] === 'do' ? i + 1 : i;
  const word = t[j] ?? '';
  if (word === 'mes' && t[j + 1] === 'que' && t[j + 2] === 'vem') return [-1, j + 3];
  const month = MONTHS[word] ?? (allowAbbreviation ? MONTH_ABBREVIATIONS[word] : undefined);
  if (month === undefined) return null;
  return [month, j + 1];
}

function readYear(t: readonly string[], i: number, today: string): [number, number] | null {
  const next = nextYearSuffix(t, i);
  if (next > 0) return [Number(today.slice(0, 4)) + 1, i + next];
  const j = t[i] === 'de' ? i + 1 : i;
  const word = t[j] ?? '';
  return /^20\d\d$/.test(word) ? [Number(word), j + 1] : null;
}

function dateOf(
  today: string,
  day: number,
  month: number | null,
  year: number | null,
): string | null {
  if (month === null) return nextDayOfMonth(today, day);
  if (month === -1) {
    // 'dia 5 do mês que vem'
    const y = Number(today.slice(0, 4));
    const m = Number(today.slice(5, 7)) + 1;
    const [yy, mm] = m > 12 ? [y + 1, 1] : [y, m];
    return isValidDay(yy, mm, day) ? isoFromParts(yy, mm, day) : null;
  }
  if (year !== null) {
    if (!isValidDay(year, month, day)) return null;
    const date = isoFromParts(year, month, day);
    return date >= today ? date : null;
  }
  return nextDayMonth(today, day, month);
}

const SLASH_DATE = /^(\d{1,2})[/.](\d{1,2})(?:[/.](\d{2}|\d{4}))?$/;

type DayRead = { date: string; day: number; month: number | null; end: number; hasDia: boolean };

/** 'dia 12', 'dia 12 de março de 2027', '12 de março', '12/03', '12-03', '12 mar'. */
function readDay(scan: Scan, i: number, allowBare: boolean): DayRead | null {
  const { t, today } = scan;
  const word = t[i] ?? '';
  const slash = SLASH_DATE.exec(word);
  if (slash && !(word.includes('.') && !slash[3] && Number(slash[2]) > 12)) {
    const day = Number(slash[1]);
    const month = Number(slash[2]);
    let year = slash[3] ? Number(slash[3]) : null;
    if (year !== null && year < 100) year += 2000;
    if (word.includes('.') && !slash[3] && ['00', '15', '30', '45'].includes(word.split('.')[1]!))
      return null;
    const date = dateOf(today, day, month, year);
    return date ? { date, day, month, end: i + 1, hasDia: true } : null;
  }
  // '2026-03-19', as a form or a calendar app pastes it.
  if (/^20\d\d$/.test(word) && t[i + 1] === '-' && t[i + 3] === '-') {
    const [month, day] = [Number(t[i + 2]), Number(t[i + 4])];
    const date = dateOf(today, day, month, Number(word));
    return date ? { date, day, month, end: i + 5, hasDia: true } : null;
  }
  const hasDia = word === 'dia' || word === 'dias';
  let j = hasDia ? i + 1 : i;
  if (hasDia && (t[j] === 'de' || t[j] === 'do' || t[j] === 'o')) return null;
  const dayRead = readDayNumber(t, j);
  if (!dayRead) return null;
  const [day, afterDay] = dayRead;
  j = afterDay;
  // '12-03' and '12-03-2027'
  if (t[j] === '-' && /^\d{1,2}$/.test(t[j + 1] ?? '') && /^\d{1,2}$/.test(t[j - 1] ?? '')) {
    const month = Number(t[j + 1]);
    const hasYear = t[j + 2] === '-' && /^\d{2,4}$/.test(t[j + 3] ?? '');
    if (month >= 1 && month <= 12 && !/^h/.test(t[j + 2] ?? '')) {
      const year = hasYear ? Number(t[j + 3]) + (Number(t[j + 3]) < 100 ? 2000 : 0) : null;
      const date = dateOf(today, day, month, year);
      return date ? { date, day, month, end: hasYear ? j + 4 : j + 2, hasDia: true } : null;
    }
  }
  // 'dia 12 do 4': the month by its number.
  if (hasDia && t[j] === 'do' && /^\d{1,2}$/.test(t[j + 1] ?? '')) {
    const month = Number(t[j + 1]);
    const isClock = CLOCK_UNIT.test(t[j + 2] ?? '');
    if (month >= 1 && month <= 12 && !isClock) {
      const date = dateOf(today, day, month, null);
      return date ? { date, day, month, end: j + 2, hasDia: true } : null;
    }
  }
  const month = readMonth(t, j, hasDia || /^\d/.test(t[i] ?? ''));
  if (month) {
    const year = month[0] > 0 ? readYear(t, month[1], today) : null;
    const date = dateOf(today, day, month[0], year ? year[0] : null);
    return date
      ? { date, day, month: month[0], end: year ? year[1] : month[1], hasDia: true }
      : null;
  }
  if (!hasDia && !allowBare) return null;
  const date = dateOf(today, day, null, null);
  return date ? { date, day, month: null, end: j, hasDia } : null;
}

/** The end of a span of days: '15', 'dia 15', '15 de abril', '24/07'. */
function readSpanEnd(
  t: readonly string[],
  i: number,
): { day: number; month: number | null; end: number } | null {
  let j = i;
  while (t[j] === 'o' || t[j] === 'dia') j += 1;
  const slash = SLASH_DATE.exec(t[j] ?? '');
  if (slash && !slash[3]) return { day: Number(slash[1]), month: Number(slash[2]), end: j + 1 };
  const day = readDayNumber(t, j);
  if (!day || (t[j - 1] !== 'dia' && /^\d+h/.test(t[j] ?? ''))) return null;
  const month = readMonth(t, day[1], true);
  return { day: day[0], month: month ? month[0] : null, end: month ? month[1] : day[1] };
}

const SPAN_JOINERS = new Set(['a', 'ao', 'ate']);

/** Day numbers, one or a span ('do dia 10 ao 15', 'de 10 a 15 de abril', 'entre os dias 10 e 12'). */
export function dayMatcherWith(isCorrection: boolean): Matcher {
  return (scan, i) => {
    const { t, today } = scan;
    const start = t[i] === 'os' && t[i + 1] === 'dias' ? i + 1 : i;
    const isSpanStart = ['de', 'do', 'entre', 'os'].includes(t[i - 1] ?? '');
    const isJoiner = (word: string | undefined) =>
      SPAN_JOINERS.has(word ?? '') || (word === 'e' && (t[i - 1] === 'entre' || t[i - 1] === 'os'));
    // 'de 10 a 15 de abril', 'de 20 a 24/07': the first day needs no 'dia' when a month closes
    // the span.
    const closing = isJoiner(t[start + 1]) ? readSpanEnd(t, start + 2) : null;
    const isBareSpan = isSpanStart && closing !== null && closing.month !== null;
    // '5 ou 6 de abril', 'dia 5 e 6 de abril': options sharing the month said last.
    const option = t[start + 1] === 'ou' || t[start + 1] === 'e' ? readSpanEnd(t, start + 2) : null;
    const isOption = option !== null && option.month !== null && !isJoiner(t[start + 1]);
    const first = readDay(scan, start, isCorrection || isBareSpan || isOption);
    if (!first) return null;
    const after = t[first.end];
    const shared =
      (after === 'ou' || after === 'e') && !isJoiner(after) ? readSpanEnd(t, first.end + 1) : null;
    if (shared?.month != null && first.month === null) {
      const date = dateOf(today, first.day, shared.month, null);
      if (date) return single(first.end, { kind: 'date', date, isExplicitDay: true });
    }
    const second =
      isJoiner(t[first.end]) && (isSpanStart || first.hasDia)
        ? readSpanEnd(t, first.end + 1)
        : null;
    if (second && second.day !== first.day) {
      const month = second.month ?? first.month;
      const from =
        second.month !== null && first.month === null
          ? dateOf(today, first.day, second.month, null)
          : first.date;
      let to = dateOf(today, second.day, month, null);
      if (from && to && to < from && month === null) {
        to = nextDayOfMonth(addDays(from, 1), second.day);
      }
      if (from && to && to >= from) return single(second.end, { kind: 'dateRange', from, to });
    }
    const mention: Mention = { kind: 'date', date: first.date, isExplicitDay: true };
    if (first.month === null) mention.dayOfMonth = first.day;
    return single(first.end, mention);
  };
}
