/**
 * Days and spans of days in a customer's words: 'amanhã', 'sexta da semana que vem', 'dia 12',
 * '12/03', 'de segunda a quarta', 'mês que vem', 'terça de carnaval', 'daqui a 2 dias'.
 */
import { addDays, dayOfWeek, horaOf, isoFromParts, minutesOf } from '../civil-time';
import { easterSunday, holidaysOfYear } from '../holidays';
import { foldAccents } from './normalize';
import { MONTH_ABBREVIATIONS, MONTHS, NUMBER_WORDS, WEEKDAYS, numberOf } from './datetime-words';
import {
  type Match,
  type Matcher,
  type Mention,
  type Scan,
  isValidDay,
  lastDayOfMonth,
  mondayOf,
  nextDayMonth,
  nextDayOfMonth,
  nextWeekday,
} from './datetime-mention';

function startsWith(t: readonly string[], i: number, words: readonly string[]): boolean {
  return words.every((w, k) => t[i + k] === w);
}

const single = (end: number, mention: Mention): Match => ({ end, mentions: [mention] });

/** The first date at or after `from` falling on `weekday`. */
function onOrAfter(from: string, weekday: number): string {
  return addDays(from, (weekday - dayOfWeek(from) + 7) % 7);
}

// ---------------------------------------------------------------- holidays

type HolidayRule = (year: number) => string;

const fixed =
  (month: number, day: number): HolidayRule =>
  (year) =>
    isoFromParts(year, month, day);
const fromEaster =
  (days: number): HolidayRule =>
  (year) =>
    addDays(easterSunday(year), days);
const nthSunday =
  (month: number, n: number): HolidayRule =>
  (year) =>
    addDays(onOrAfter(isoFromParts(year, month, 1), 0), 7 * (n - 1));
/** A fixed holiday by its name in holidays.ts, so the two never disagree. */
const named =
  (name: string): HolidayRule =>
  (year) =>
    holidaysOfYear(year).find((f) => foldAccents(f.nome.toLowerCase()).includes(name))!.dia;

const HOLIDAYS: ReadonlyArray<readonly [string[], HolidayRule]> = [
  [['segunda', 'de', 'carnaval'], fromEaster(-48)],
  [['segunda', 'feira', 'de', 'carnaval'], fromEaster(-48)],
  [['terca', 'de', 'carnaval'], fromEaster(-47)],
  [['terca', 'feira', 'de', 'carnaval'], fromEaster(-47)],
  [['quarta', 'de', 'cinzas'], fromEaster(-46)],
  [['quarta', 'feira', 'de', 'cinzas'], fromEaster(-46)],
  [['sexta', 'feira', 'santa'], fromEaster(-2)],
  [['sexta', 'santa'], fromEaster(-2)],
  [['quinta', 'feira', 'santa'], fromEaster(-3)],
  [['quinta', 'santa'], fromEaster(-3)],
  [['sexta', 'da', 'paixao'], fromEaster(-2)],
  [['domingo', 'de', 'pascoa'], fromEaster(0)],
  [['pascoa'], fromEaster(0)],
  [['corpus', 'christi'], fromEaster(60)],
  [['corpus', 'cristi'], fromEaster(60)],
  [['vespera', 'de', 'natal'], fixed(12, 24)],
  [['natal'], named('natal')],
  [['vespera', 'de', 'ano', 'novo'], fixed(12, 31)],
  [['reveillon'], fixed(12, 31)],
  [['ano', 'novo'], named('ano novo')],
  [['tiradentes'], named('tiradentes')],
  [['finados'], named('finados')],
  [['dia', 'do', 'trabalho'], named('trabalho')],
  [['dia', 'do', 'trabalhador'], named('trabalho')],
  [['dia', 'das', 'criancas'], named('aparecida')],
  [['nossa', 'senhora', 'aparecida'], named('aparecida')],
  [['proclamacao', 'da', 'republica'], named('proclamacao')],
  [['proclamacao'], named('proclamacao')],
  [['consciencia', 'negra'], fixed(11, 20)],
  [['dia', 'da', 'independencia'], named('independencia')],
  [['independencia'], named('independencia')],
  [['dia', 'dos', 'namorados'], fixed(6, 12)],
  [['dia', 'das', 'maes'], nthSunday(5, 2)],
  [['dia', 'dos', 'pais'], nthSunday(8, 2)],
];

const CARNAVAL: readonly string[] = ['carnaval'];

const HOLIDAY_FIRST_WORDS = new Set([...HOLIDAYS.map(([words]) => words[0]!), ...CARNAVAL]);

const holidayMatcher: Matcher = ({ t, today }, i) => {
  if (!HOLIDAY_FIRST_WORDS.has(t[i] ?? '')) return null;
  const year = Number(today.slice(0, 4));
  for (const [words, rule] of HOLIDAYS) {
    if (!startsWith(t, i, words)) continue;
    const date = rule(year) >= today ? rule(year) : rule(year + 1);
    return single(i + words.length, { kind: 'date', date, isExplicitDay: true });
  }
  if (startsWith(t, i, CARNAVAL)) {
    const monday = fromEaster(-48);
    const from = monday(year) >= today ? monday(year) : monday(year + 1);
    return single(i + 1, { kind: 'dateRange', from, to: addDays(from, 1) });
  }
  return null;
};

// ---------------------------------------------------------------- relative days

const relativeMatcher: Matcher = ({ t, today }, i) => {
  const word = t[i];
  if ((word === 'depois' && t[i + 1] === 'de' && t[i + 2] === 'amanha') || word === 'anteontem') {
    return word === 'anteontem' ? null : single(i + 3, { kind: 'date', date: addDays(today, 2) });
  }
  if (word === 'depois' && t[i + 1] === 'amanha') {
    return single(i + 2, { kind: 'date', date: addDays(today, 2) });
  }
  if (word === 'pasado' && t[i + 1] === 'manana') {
    return single(i + 2, { kind: 'date', date: addDays(today, 2) });
  }
  if (word === 'hoje') return single(i + 1, { kind: 'date', date: today });
  // 'agora à tarde' is this afternoon; 'agora' alone is not a day.
  if (word === 'agora' && ['a', 'de', 'pela', 'no', 'na'].includes(t[i + 1] ?? '')) {
    if (['manha', 'tarde', 'noite', 'fim', 'final'].includes(t[i + 2] ?? '')) {
      return single(i + 1, { kind: 'date', date: today });
    }
  }
  if (word === 'amanha' || (word === 'manana' && t[i - 1] !== 'la')) {
    return single(i + 1, { kind: 'date', date: addDays(today, 1) });
  }
  return null;
};

// ---------------------------------------------------------------- weekdays

const THIS_ONE = new Set(['dessa', 'desta', 'desse', 'deste']);
const THIS = new Set([
  'essa',
  'esta',
  'nessa',
  'nesta',
  'dessa',
  'desta',
  // sábado and domingo are masculine
  'esse',
  'este',
  'nesse',
  'neste',
  'desse',
  'deste',
]);
/** Words before 'ter' / 'dom' that make them Tuesday / Sunday rather than 'to have' / 'gift'. */
const WEEKDAY_SLOT = new Set([
  'na',
  'no',
  'essa',
  'esta',
  'nessa',
  'nesta',
  'proxima',
  'proximo',
  'ate',
  'a',
  'de',
  'e',
  'ou',
]);

/** 'na ter', 'dom 10h', 'ter de manhã', or the whole message: where 'ter' and 'dom' are days. */
function isWeekdaySlot(t: readonly string[], i: number): boolean {
  if (WEEKDAY_SLOT.has(t[i - 1] ?? '')) return true;
  if (t.length === 1) return true;
  const next = t[i + 1] ?? '';
  return (
    /^\d{1,2}(h|:|$)/.test(next) ||
    (['de', 'a', 'pela', 'as'].includes(next) && /^(manha|tarde|noite|\d)/.test(t[i + 2] ?? ''))
  );
}

/** The weekday word at i ('sexta', 'sexta-feira', '6a feira', 'ter' after 'na'): [weekday, end]. */
function readWeekday(t: readonly string[], i: number): [number, number] | null {
  const word = t[i] ?? '';
  let weekday = WEEKDAYS[word];
  if (weekday === undefined && (word === 'ter' || word === 'dom') && isWeekdaySlot(t, i)) {
    weekday = word === 'ter' ? 2 : 0;
  }
  const ordinal = /^([2-6])a?$/.exec(word);
  if (weekday === undefined && ordinal && t[i + 1] === 'feira') weekday = Number(ordinal[1]) - 1;
  if (weekday === undefined) return null;
  return [weekday, t[i + 1] === 'feira' ? i + 2 : i + 1];
}

/** 'da semana que vem', 'da próxima semana', 'na outra semana' after a weekday. */
function nextWeekSuffix(t: readonly string[], i: number): number {
  if (!['da', 'na', 'de'].includes(t[i] ?? '')) return -1;
  if (startsWith(t, i + 1, ['semana', 'que', 'vem'])) return i + 4;
  if (startsWith(t, i + 1, ['proxima', 'semana'])) return i + 3;
  if (startsWith(t, i + 1, ['outra', 'semana'])) return i + 3;
  if (startsWith(t, i + 1, ['semana', 'seguinte'])) return i + 3;
  return -1;
}

function readWeekdayDate(
  scan: Scan,
  i: number,
): { date: string; weekday: number; end: number; isFree: boolean } | null {
  const { t, today } = scan;
  const read = readWeekday(t, i);
  if (!read) return null;
  const [weekday, afterWord] = read;
  let end = afterWord;
  const nextWeek = nextWeekSuffix(t, end);
  if (nextWeek > 0) {
    return {
      date: onOrAfter(addDays(mondayOf(today), 7), weekday),
      weekday,
      end: nextWeek,
      isFree: false,
    };
  }
  // 'a outra sexta', 'sexta depois dessa': not the coming one, the one after it.
  const isAfterNext =
    t[i - 1] === 'outra' ||
    t[i - 1] === 'outro' ||
    (t[end] === 'depois' && THIS_ONE.has(t[end + 1] ?? ''));
  if (isAfterNext) {
    if (t[end] === 'depois') end += 2;
    return { date: addDays(nextWeekday(today, weekday), 7), weekday, end, isFree: false };
  }
  if (startsWith(t, end, ['que', 'vem'])) end += 2;
  else if (THIS.has(t[end] ?? '') && t[end + 1] === 'semana') end += 2;
  const isThis = THIS.has(t[i - 1] ?? '') || THIS.has(t[afterWord] ?? '');
  if (isThis) {
    const inWeek = onOrAfter(mondayOf(today), weekday);
    // 'essa segunda' said on a Friday is the coming Monday: a past day is never meant.
    const date = inWeek >= today ? inWeek : nextWeekday(today, weekday);
    return { date, weekday, end, isFree: false };
  }
  return { date: nextWeekday(today, weekday), weekday, end, isFree: true };
}

const weekdayMatcher: Matcher = (scan, i) => {
  const { t } = scan;
  const first = readWeekdayDate(scan, i);
  if (!first) return null;
  // 'sábado passado' is behind us: read, and left out.
  if (t[first.end] === 'passado' || t[first.end] === 'passada')
    return { end: first.end + 1, mentions: [] };
  // 'de segunda a quarta', 'entre terça e quinta', 'segunda até sexta'.
  const joiner = t[first.end];
  const isSpan =
    (joiner === 'a' || joiner === 'ate' || (joiner === 'e' && t[i - 1] === 'entre')) &&
    (t[i - 1] === 'de' || t[i - 1] === 'entre' || joiner !== 'e');
  if (isSpan) {
    const j =
      ['a', 'na', 'no'].includes(t[first.end + 1] ?? '') && joiner === 'ate'
        ? first.end + 2
        : first.end + 1;
    const second = readWeekday(t, j);
    if (second) {
      const to = onOrAfter(first.date, second[0]);
      return single(second[1], { kind: 'dateRange', from: first.date, to });
    }
  }
  const mention: Mention = { kind: 'date', date: first.date };
  if (first.isFree) mention.weekday = first.weekday;
  return single(first.end, mention);
};

// ---------------------------------------------------------------- day numbers

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

function readYear(t: readonly string[], i: number): [number, number] | null {
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
  const month = readMonth(t, j, hasDia || /^\d/.test(t[i] ?? ''));
  if (month) {
    const year = month[0] > 0 ? readYear(t, month[1]) : null;
    const date = dateOf(today, day, month[0], year ? year[0] : null);
    return date
      ? { date, day, month: month[0], end: year ? year[1] : month[1], hasDia: true }
      : null;
  }
  if (!hasDia && !allowBare) return null;
  const date = dateOf(today, day, null, null);
  return date ? { date, day, month: null, end: j, hasDia } : null;
}

/** Day numbers, one or a span ('do dia 10 ao 15', 'de 10 a 15 de abril', 'entre os dias 10 e 12'). */
export function dayMatcherWith(isCorrection: boolean): Matcher {
  return (scan, i) => {
    const { t, today } = scan;
    let start = i;
    if (t[i] === 'os' && t[i + 1] === 'dias') start = i + 1;
    const isSpanStart = ['de', 'do', 'entre', 'os'].includes(t[i - 1] ?? '');
    // 'de 10 a 15 de abril': the first day needs no 'dia' when a month closes the span.
    const closes = readDayNumber(t, start + 2);
    const isBareSpan =
      isSpanStart &&
      ['a', 'ao', 'ate', 'e'].includes(t[start + 1] ?? '') &&
      closes !== null &&
      readMonth(t, closes[1], true) !== null;
    const first = readDay(scan, start, isCorrection || isBareSpan);
    if (!first) return null;
    const joiner = t[first.end];
    if (
      (joiner === 'a' ||
        joiner === 'ao' ||
        joiner === 'ate' ||
        (joiner === 'e' && t[i - 1] === 'entre') ||
        (joiner === 'e' && t[i - 1] === 'os')) &&
      (isSpanStart || first.hasDia)
    ) {
      let j = first.end + 1;
      if (t[j] === 'dia' || t[j] === 'o') j += 1;
      const secondDay = readDayNumber(t, j);
      if (secondDay && (t[j - 1] === 'dia' || !/^\d+h/.test(t[j] ?? ''))) {
        const month = readMonth(t, secondDay[1], true);
        const monthOfBoth = month ? month[0] : first.month;
        const from =
          month && first.month === null ? dateOf(today, first.day, month[0], null) : first.date;
        let to = dateOf(today, secondDay[0], monthOfBoth, null);
        if (from && to && to < from && monthOfBoth === null)
          to = nextDayOfMonth(addDays(from, 1), secondDay[0]);
        if (from && to && to >= from && secondDay[0] !== first.day) {
          return single(month ? month[1] : secondDay[1], { kind: 'dateRange', from, to });
        }
      }
    }
    const mention: Mention = { kind: 'date', date: first.date, isExplicitDay: true };
    if (first.month === null) mention.dayOfMonth = first.day;
    return single(first.end, mention);
  };
}

// ---------------------------------------------------------------- spans

function monthSpan(today: string, year: number, month: number): Mention {
  const first = isoFromParts(year, month, 1);
  return {
    kind: 'dateRange',
    from: first > today ? first : today,
    to: lastDayOfMonth(year, month),
  };
}

const SPAN_WORDS = new Set(['semana', 'fim', 'final', 'finalzinho', 'mes', ...Object.keys(MONTHS)]);

const spanMatcher: Matcher = ({ t, today }, i) => {
  if (!SPAN_WORDS.has(t[i] ?? '')) return null;
  const monday = mondayOf(today);
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const nextMonth = month === 12 ? [year + 1, 1] : [year, month + 1];
  const word = t[i];
  const nextWeek = (): Mention => ({
    kind: 'dateRange',
    from: addDays(monday, 7),
    to: addDays(monday, 13),
  });
  if (word === 'semana') {
    if (startsWith(t, i + 1, ['que', 'vem'])) return single(i + 3, nextWeek());
    if (t[i + 1] === 'seguinte') return single(i + 2, nextWeek());
    if (THIS.has(t[i - 1] ?? ''))
      return single(i + 1, { kind: 'dateRange', from: today, to: addDays(monday, 6) });
    if (t[i - 1] === 'proxima' || t[i - 1] === 'outra') return single(i + 1, nextWeek());
  }
  const weekend =
    ['fim', 'final', 'finalzinho'].includes(word ?? '') &&
    t[i + 1] === 'de' &&
    t[i + 2] === 'semana';
  if (weekend) {
    let end = i + 3;
    const isNext = startsWith(t, end, ['que', 'vem']) || t[i - 1] === 'proximo';
    if (startsWith(t, end, ['que', 'vem'])) end += 2;
    // On a Saturday 'fim de semana' is this one, from today; 'o próximo' is the one after.
    const weekday = dayOfWeek(today);
    if (weekday === 6 && !isNext) {
      return single(end, { kind: 'dateRange', from: today, to: addDays(today, 1) });
    }
    const saturday = weekday === 6 ? addDays(today, 7) : onOrAfter(today, 6);
    return single(end, { kind: 'dateRange', from: saturday, to: addDays(saturday, 1) });
  }
  if (word === 'mes') {
    if (startsWith(t, i + 1, ['que', 'vem']) || t[i + 1] === 'seguinte') {
      return single(
        t[i + 1] === 'seguinte' ? i + 2 : i + 3,
        monthSpan(today, nextMonth[0]!, nextMonth[1]!),
      );
    }
    if (t[i - 1] === 'proximo')
      return single(i + 1, monthSpan(today, nextMonth[0]!, nextMonth[1]!));
    if (
      THIS.has(t[i - 1] ?? '') ||
      t[i - 1] === 'esse' ||
      t[i - 1] === 'este' ||
      t[i - 1] === 'nesse' ||
      t[i - 1] === 'neste'
    ) {
      return single(i + 1, monthSpan(today, year, month));
    }
  }
  if ((word === 'fim' || word === 'final') && t[i + 1] === 'do' && t[i + 2] === 'mes') {
    const last = lastDayOfMonth(year, month);
    const from = addDays(last, -6);
    return single(i + 3, { kind: 'dateRange', from: from > today ? from : today, to: last });
  }
  // 'em abril', 'no mês de maio', 'pra junho': the month's days still ahead.
  const named = MONTHS[word ?? ''];
  if (named !== undefined && ['em', 'de', 'para', 'no', 'ate', 'pro'].includes(t[i - 1] ?? '')) {
    const y = named < month ? year + 1 : year;
    return single(i + 1, monthSpan(today, y, named));
  }
  return null;
};

// ---------------------------------------------------------------- offsets

const UNITS: Record<string, 'day' | 'week' | 'month' | 'hour' | 'minute'> = {
  dia: 'day',
  dias: 'day',
  semana: 'week',
  semanas: 'week',
  mes: 'month',
  meses: 'month',
  hora: 'hour',
  horas: 'hour',
  h: 'hour',
  minuto: 'minute',
  minutos: 'minute',
};

/** 'daqui a 2 dias', 'em 3 dias', 'daqui a uma semana', 'daqui a meia hora', 'em 40 minutos'. */
const offsetMatcher: Matcher = ({ t, today, now }, i) => {
  let j: number;
  if (t[i] === 'daqui') j = t[i + 1] === 'a' ? i + 2 : i + 1;
  else if (t[i] === 'em' || (t[i] === 'dentro' && t[i + 1] === 'de'))
    j = t[i] === 'em' ? i + 1 : i + 2;
  else return null;
  // 'daqui a uns 20 minutos', 'em cerca de 2 horas'
  if (t[j] === 'uns' || t[j] === 'umas') j += 1;
  else if (t[j] === 'cerca' && t[j + 1] === 'de') j += 2;
  let amount: number | undefined;
  let unitAt = j + 1;
  const token = t[j] ?? '';
  const compact = /^(\d{1,3})(h|min)$/.exec(token);
  if (token === 'meia') amount = 0.5;
  else if (compact) {
    amount = Number(compact[1]);
    unitAt = j;
  } else amount = numberOf(token);
  if (amount === undefined || amount <= 0) return null;
  const unit = compact ? (compact[2] === 'h' ? 'hour' : 'minute') : UNITS[t[unitAt] ?? ''];
  if (!unit) return null;
  let end = unitAt + 1;
  if (unit === 'hour' && t[end] === 'e' && t[end + 1] === 'meia') {
    amount += 0.5;
    end += 2;
  }
  if (unit === 'day') return single(end, { kind: 'date', date: addDays(today, amount) });
  if (unit === 'week')
    return single(end, { kind: 'date', date: addDays(today, Math.round(amount * 7)) });
  if (unit === 'month') {
    const y = Number(today.slice(0, 4));
    const m = Number(today.slice(5, 7)) + amount;
    const yy = y + Math.floor((m - 1) / 12);
    const mm = ((m - 1) % 12) + 1;
    const d = Math.min(Number(today.slice(8, 10)), Number(lastDayOfMonth(yy, mm).slice(8, 10)));
    return single(end, { kind: 'date', date: isoFromParts(yy, mm, d) });
  }
  const minutes = minutesOf(now) + Math.round(amount * (unit === 'hour' ? 60 : 1));
  const date = addDays(today, Math.floor(minutes / 1440));
  const [hour, minute] = horaOf(minutes).split(':').map(Number) as [number, number];
  return single(end, { kind: 'date', date, time: { hour, minute, explicit: true } });
};

export const DATE_MATCHERS: readonly Matcher[] = [
  holidayMatcher,
  offsetMatcher,
  relativeMatcher,
  weekdayMatcher,
  spanMatcher,
  dayMatcherWith(false),
];
