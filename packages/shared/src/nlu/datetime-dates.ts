/**
 * Days in a customer's words, and the order the day matchers are tried in: 'hoje', 'amanhã',
 * 'depois de amanhã', weekdays ('sexta', 'essa sexta', 'sexta da semana que vem', 'de segunda a
 * quarta'), then holidays, offsets, spans and day numbers from their own files.
 */
import { addDays, dayOfWeek } from '../civil-time';
import { dayMatcherWith } from './datetime-days';
import { holidayMatcher } from './datetime-holidays';
import { offsetMatcher, spanMatcher } from './datetime-spans';
import { CLOCK_UNIT, THIS, WEEKDAYS } from './datetime-words';
import {
  type Matcher,
  type Mention,
  type Scan,
  mondayOf,
  nextDayOfMonth,
  nextWeekday,
  onOrAfter,
  single,
  startsWith,
} from './datetime-mention';

// ---------------------------------------------------------------- relative days

const relativeMatcher: Matcher = ({ t, today }, i) => {
  const word = t[i];
  if (word === 'depois' && t[i + 1] === 'de' && t[i + 2] === 'amanha') {
    return single(i + 3, { kind: 'date', date: addDays(today, 2) });
  }
  if (word === 'depois' && t[i + 1] === 'amanha') {
    return single(i + 2, { kind: 'date', date: addDays(today, 2) });
  }
  if (word === 'pasado' && t[i + 1] === 'manana') {
    return single(i + 2, { kind: 'date', date: addDays(today, 2) });
  }
  if (word === 'hoje') return single(i + 1, { kind: 'date', date: today });
  // 'agora à tarde' is this afternoon; 'tem agora?', 'agora mesmo' ask for today, first free.
  if (word === 'agora' && ['a', 'de', 'pela', 'no', 'na'].includes(t[i + 1] ?? '')) {
    if (['manha', 'tarde', 'noite', 'fim', 'final'].includes(t[i + 2] ?? '')) {
      return single(i + 1, { kind: 'date', date: today });
    }
  }
  const endsThought = ['?', '!', '.', 'mesmo', undefined].includes(t[i + 1]);
  if (
    word === 'agora' &&
    endsThought &&
    i > 0 &&
    ['tem', 'ser', 'consegue', 'da'].includes(t[i - 1]!)
  ) {
    return { end: i + 1, mentions: [{ kind: 'date', date: today }, { kind: 'earliest' }] };
  }
  if (word === 'agora' && t[i + 1] === 'mesmo') {
    return { end: i + 2, mentions: [{ kind: 'date', date: today }, { kind: 'earliest' }] };
  }
  if (word === 'amanha' || (word === 'manana' && t[i - 1] !== 'la')) {
    return single(i + 1, { kind: 'date', date: addDays(today, 1) });
  }
  return null;
};

// ---------------------------------------------------------------- weekdays

const THIS_ONE = new Set(['dessa', 'desta', 'desse', 'deste']);
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

const ORDINAL_NOUNS = new Set([
  'opcao',
  'vez',
  'via',
  'alternativa',
  'chance',
  'pessoa',
  'sessao',
  'parcela',
  'mao',
  'camada',
  'aplicacao',
]);

/** 'na ter', 'dom 10h', 'ter de manhã', or the whole message: where 'ter' and 'dom' are days. */
function isWeekdaySlot(t: readonly string[], i: number): boolean {
  if (WEEKDAY_SLOT.has(t[i - 1] ?? '')) return true;
  if (t.length === 1) return true;
  // 'ter. às 10h', 'dom., de manhã': the abbreviation's period is not the end of the thought.
  const k = t[i + 1] === '.' || t[i + 1] === ',' ? i + 1 : i;
  if (k > i && i === 0) return true;
  const next = t[k + 1] ?? '';
  return (
    /^\d{1,2}(h|:|$)/.test(next) ||
    (['de', 'a', 'pela', 'as'].includes(next) && /^(manha|tarde|noite|\d)/.test(t[k + 2] ?? ''))
  );
}

/**
 * Real words that stand for a weekday only where one fits ('ter às 10h', 'dom de manhã', 'quita
 * de manhã' typed for 'quinta'): the abbreviations and the typos that make another word.
 */
const SLOT_WEEKDAYS: Record<string, number> = { ter: 2, dom: 0, quita: 4, secunda: 1 };

/** The weekday word at i ('sexta', 'sexta-feira', '6a feira', 'ter' after 'na'): [weekday, end]. */
function readWeekday(t: readonly string[], i: number): [number, number] | null {
  const word = t[i] ?? '';
  // 'a segunda opção', 'segunda vez': an ordinal, not Monday.
  if (word === 'segunda' && ORDINAL_NOUNS.has(t[i + 1] ?? '')) return null;
  let weekday = WEEKDAYS[word];
  if (weekday === undefined && SLOT_WEEKDAYS[word] !== undefined && isWeekdaySlot(t, i)) {
    weekday = SLOT_WEEKDAYS[word];
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
  else if (t[end] === 'agora') end += 1;
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
  // 'sexta 24': a day number that falls on that weekday says which one.
  const number = /^\d{1,2}$/.test(t[first.end] ?? '') ? Number(t[first.end]) : 0;
  const numbered = number > 0 ? nextDayOfMonth(scan.today, number) : null;
  // '9 da manhã' is an hour; '16 de manhã' (no such morning hour) the day, as is '27 de março'.
  const qualifier = t[first.end + 1] === 'da' || t[first.end + 1] === 'de';
  const isHour =
    CLOCK_UNIT.test(t[first.end + 1] ?? '') ||
    (qualifier && number <= 12 && PART_WORDS.has(t[first.end + 2] ?? ''));
  // Within a week of the coming one, or 'quarta 9' is more likely Wednesday at 9.
  const isNear = numbered !== null && numbered <= addDays(first.date, 7);
  if (numbered && isNear && !isHour && dayOfWeek(numbered) === first.weekday) {
    return single(first.end + 1, { kind: 'date', date: numbered, isExplicitDay: true });
  }
  const mention: Mention = { kind: 'date', date: first.date };
  if (first.isFree) mention.weekday = first.weekday;
  return single(first.end, mention);
};

const PART_WORDS = new Set(['manha', 'tarde', 'noite', 'madrugada']);

export const DATE_MATCHERS: readonly Matcher[] = [
  holidayMatcher,
  offsetMatcher,
  relativeMatcher,
  weekdayMatcher,
  spanMatcher,
  dayMatcherWith(false),
];
