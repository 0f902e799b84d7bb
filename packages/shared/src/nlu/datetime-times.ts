/**
 * Clock times, windows and parts of the day in a customer's words: '15h', 'às 3 da tarde',
 * 'quinze pras 3', 'entre 14h e 16h', 'depois do almoço', 'de manhã', 'o quanto antes'.
 */
import { MONTHS, MONTH_ABBREVIATIONS, NUMBER_WORDS, WEEKDAYS, numberOf } from './datetime-words';
import { type Clock, type DayPart, type Matcher, startsWith } from './datetime-mention';

const PARTS: Record<string, DayPart> = { manha: 'manha', tarde: 'tarde', noite: 'noite' };

/** Words before a bare number that make it an hour ('às 3', 'lá pelas 4', 'umas 5'). */
const HOUR_CUES = new Set(['as', 'das', 'pelas', 'umas', 'horario', 'hora', 'volta', 'tipo']);

/** Things counted with a number that an hour is never followed by ('as 2 unhas'). */
const COUNTED = new Set([
  'pessoas',
  'pessoa',
  'unhas',
  'unha',
  'cortes',
  'corte',
  'maos',
  'pes',
  'sessoes',
  'sessao',
  'vezes',
  'filhos',
  'filhas',
  'criancas',
  'clientes',
  'servicos',
  'procedimentos',
  'reais',
  'anos',
  'meses',
  'dias',
  'semanas',
  'minutos',
  'vagas',
  'horarios',
  'opcoes',
  'primeiras',
  'ultimas',
]);

/** Minutes after an hour: 'e meia', 'e 15', 'e quarenta e cinco'. */
function readMinutes(
  t: readonly string[],
  i: number,
  onlyHalf: boolean,
): { minute: number; end: number } | null {
  if (t[i] !== 'e') return null;
  const word = t[i + 1];
  if (word === 'meia') return { minute: 30, end: i + 2 };
  if (onlyHalf) return null;
  const n = numberOf(word);
  if (n === undefined || n >= 60 || (word !== undefined && /^\d$/.test(word))) return null;
  let minute = n;
  let end = i + 2;
  const unit = NUMBER_WORDS[t[end + 1] ?? ''];
  if (n >= 20 && n % 10 === 0 && t[end] === 'e' && unit !== undefined && unit < 10) {
    minute += unit;
    end += 2;
  }
  if (t[end] === 'minutos') end += 1;
  return { minute, end };
}

/** A part of the day qualifying the hour just read ('3 da tarde', '8 de noite', '9 pm'). */
function readQualifier(t: readonly string[], i: number): { part: DayPart | 'am'; end: number } {
  const a = t[i];
  if (a === 'pm') return { part: 'tarde', end: i + 1 };
  if (a === 'am') return { part: 'am', end: i + 1 };
  if (a === 'da' || a === 'de' || a === 'a' || a === 'pela' || a === 'na') {
    const part = PARTS[t[i + 1] ?? ''];
    if (part) return { part, end: i + 2 };
    if (t[i + 1] === 'madrugada') return { part: 'am', end: i + 2 };
    if (t[i + 1] === 'la' && t[i + 2] === 'tarde') return { part: 'tarde', end: i + 3 };
  }
  return { part: 'am', end: -1 };
}

function qualify(hour: number, part: DayPart | 'am'): number {
  if (part === 'am') return hour === 12 ? 0 : hour;
  if (part === 'manha') return hour;
  if (part === 'noite' && hour === 12) return 0;
  return hour < 12 ? hour + 12 : hour;
}

export type ClockRead = { clock: Clock; end: number; isEvident: boolean };

const CLOCK_TOKEN = /^(\d{1,2})(?:(?::|h|\.)(\d{2}))?(h|hs|hrs|hr|horas|hora|min|pm|am)?$/;

/**
 * The clock time at token i with no cue needed before it. `isEvident` says the words alone make
 * it a time ('15h', '15:30', '3 e meia', '8 da noite'); a bare '3' needs a cue such as 'às'.
 */
export function readClock(t: readonly string[], i: number, onlyHalf = false): ClockRead | null {
  const token = t[i];
  if (token === undefined) return null;
  if (token === 'meio' && t[i + 1] === 'dia') return withMinutes(t, i + 2, 12, true, onlyHalf);
  if (token === 'meia' && t[i + 1] === 'noite') return withMinutes(t, i + 2, 0, true, onlyHalf);
  // 'quinze pras 3', 'dez para as cinco': minutes before the hour.
  const before = numberOf(token);
  if (before !== undefined && [5, 10, 15, 20, 25].includes(before) && t[i + 1] === 'para') {
    const j = t[i + 2] === 'as' || t[i + 2] === 'a' ? i + 3 : i + 2;
    const hour = readClock(t, j);
    if (hour && hour.clock.minute === 0 && hour.clock.hour <= 12) {
      return {
        clock: { ...hour.clock, minute: -before },
        end: hour.end,
        isEvident: true,
      };
    }
  }
  const m = CLOCK_TOKEN.exec(token);
  let hour: number;
  let minute = 0;
  let isEvident = false;
  let explicit = false;
  let end = i + 1;
  if (m) {
    hour = Number(m[1]);
    const isDotted = token.includes('.');
    if (m[2] !== undefined) {
      minute = Number(m[2]);
      if (isDotted && !m[3] && !['00', '15', '30', '45'].includes(m[2])) return null;
      isEvident = true;
    }
    const suffix = m[3];
    if (suffix === 'pm') {
      hour = hour < 12 ? hour + 12 : hour;
      explicit = true;
    } else if (suffix === 'am') {
      hour = hour === 12 ? 0 : hour;
      explicit = true;
    }
    if (suffix && suffix !== 'min') isEvident = true;
    if (suffix === 'min' && m[2] === undefined) return null;
    if (m[1]!.length === 2 && m[1]!.startsWith('0')) explicit = true;
  } else {
    const word = NUMBER_WORDS[token];
    if (word === undefined || token === 'primeiro' || token === 'zero') return null;
    hour = word;
    // 'vinte e duas horas' is 22:00, never 20:02.
    const unit = NUMBER_WORDS[t[i + 2] ?? ''];
    if (word === 20 && t[i + 1] === 'e' && unit !== undefined && unit >= 1 && unit <= 4) {
      hour = 20 + unit;
      end = i + 3;
    }
  }
  if (hour > 24 || minute > 59) return null;
  if (!isEvident && /^(h|hora|horas)$/.test(t[end] ?? '')) {
    // '15 horas' is a time; '2 horas' alone is more often how long something takes.
    isEvident = t[end] === 'h' || hour > 6 || readQualifier(t, end + 1).end > 0;
    end += 1;
  }
  // '15h 30', '15 h 30': the minutes written apart.
  const hasH = m?.[3] === 'h' || t[end - 1] === 'h';
  if (hasH && m?.[2] === undefined && /^[0-5]\d(min|m)?$/.test(t[end] ?? '')) {
    minute = Number(t[end]!.slice(0, 2));
    end += t[end + 1] === 'min' || t[end + 1] === 'minutos' ? 2 : 1;
    isEvident = true;
  }
  const read = withMinutes(t, end, hour, isEvident, onlyHalf || m?.[2] !== undefined);
  read.clock = { ...read.clock, minute: read.clock.minute + minute };
  if (explicit || hour >= 13 || hour === 0) read.clock.explicit = true;
  if (hour === 24) read.clock = { hour: 0, minute: read.clock.minute, explicit: true };
  return read;
}

function withMinutes(
  t: readonly string[],
  i: number,
  hour: number,
  evident: boolean,
  onlyHalf: boolean,
): ClockRead {
  let end = i;
  let minute = 0;
  let isEvident = evident;
  const minutes = readMinutes(t, end, onlyHalf);
  if (minutes) {
    minute = minutes.minute;
    end = minutes.end;
    isEvident = true;
  }
  if (/^(h|hora|horas)$/.test(t[end] ?? '')) end += 1;
  if (t[end] === 'em' && t[end + 1] === 'ponto') {
    end += 2;
    isEvident = true;
  }
  const q = readQualifier(t, end);
  if (q.end > 0 && hour <= 12) {
    return {
      clock: { hour: qualify(hour, q.part), minute, explicit: true },
      end: q.end,
      isEvident: true,
    };
  }
  return { clock: { hour, minute, explicit: hour >= 13 }, end, isEvident };
}

/** A clock after a cue word, or one that needs none; never a count ('as 2 unhas'). */
function cuedClock(
  t: readonly string[],
  i: number,
  cued: boolean,
  onlyHalf = false,
): ClockRead | null {
  const read = readClock(t, i, onlyHalf);
  if (!read) return null;
  if (read.isEvident) return read;
  // '14 ou 15h': an option beside a clock time is a clock time too.
  const isOption = t[read.end] === 'ou' && readClock(t, read.end + 1)?.isEvident === true;
  if ((!cued && !isOption) || COUNTED.has(t[read.end] ?? '')) return null;
  // 'às 15 de novembro' is a day; 'das 8 às 11 de sábado' still an hour.
  const after = t[read.end + 1] ?? '';
  if (
    t[read.end] === 'de' &&
    (MONTHS[after] !== undefined || MONTH_ABBREVIATIONS[after] !== undefined)
  ) {
    return null;
  }
  return read;
}

const LATEST: Clock = { hour: 23, minute: 59, explicit: true };
const MIDNIGHT: Clock = { hour: 0, minute: 0, explicit: true };
const oClock = (hour: number): Clock => ({ hour, minute: 0, explicit: true });

/** Named windows of the day. */
const WINDOWS: ReadonlyArray<readonly [string[], Clock, Clock]> = [
  [['fim', 'da', 'tarde'], oClock(16), oClock(18)],
  [['final', 'da', 'tarde'], oClock(16), oClock(18)],
  [['finalzinho', 'da', 'tarde'], oClock(16), oClock(18)],
  [['fim', 'de', 'tarde'], oClock(16), oClock(18)],
  [['final', 'de', 'tarde'], oClock(16), oClock(18)],
  [['comeco', 'da', 'tarde'], oClock(12), oClock(14)],
  [['inicio', 'da', 'tarde'], oClock(12), oClock(14)],
  [['comecinho', 'da', 'tarde'], oClock(12), oClock(14)],
  [['meio', 'da', 'tarde'], oClock(14), oClock(16)],
  [['meio', 'da', 'manha'], oClock(9), oClock(11)],
  [['fim', 'da', 'manha'], oClock(10), oClock(12)],
  [['final', 'da', 'manha'], oClock(10), oClock(12)],
  [['comeco', 'da', 'manha'], oClock(6), oClock(9)],
  [['inicio', 'da', 'manha'], oClock(6), oClock(9)],
  [['comeco', 'da', 'noite'], oClock(18), oClock(20)],
  [['fim', 'da', 'noite'], oClock(21), LATEST],
  [['final', 'da', 'noite'], oClock(21), LATEST],
  [['inicio', 'da', 'noite'], oClock(18), oClock(20)],
  [['hora', 'do', 'almoco'], oClock(12), oClock(14)],
  [['horario', 'do', 'almoco'], oClock(12), oClock(14)],
  [['horario', 'de', 'almoco'], oClock(12), oClock(14)],
  [['no', 'almoco'], oClock(12), oClock(14)],
  [['depois', 'do', 'almoco'], oClock(13), oClock(18)],
  [['apos', 'o', 'almoco'], oClock(13), oClock(18)],
  [['pos', 'almoco'], oClock(13), oClock(18)],
  [['antes', 'do', 'almoco'], MIDNIGHT, oClock(12)],
];

const EARLIEST: readonly string[][] = [
  ['quanto', 'antes'],
  ['mais', 'cedo'],
  ['mais', 'rapido', 'possivel'],
  ['mais', 'breve', 'possivel'],
  ['assim', 'que', 'possivel'],
  ['primeiro', 'horario'],
  ['primeira', 'vaga'],
  ['proximo', 'horario'],
  ['proxima', 'vaga'],
  ['horario', 'mais', 'proximo'],
  ['asap'],
];

/** Phrases by their first word, so most tokens cost one lookup. */
function byFirstWord<T>(entries: readonly T[], words: (entry: T) => readonly string[]) {
  const map = new Map<string, T[]>();
  for (const entry of entries) {
    const first = words(entry)[0]!;
    map.set(first, [...(map.get(first) ?? []), entry]);
  }
  return map;
}

const WINDOWS_BY_FIRST_WORD = byFirstWord(WINDOWS, ([words]) => words);
const EARLIEST_BY_FIRST_WORD = byFirstWord(EARLIEST, (words) => words);

const windowMatcher: Matcher = ({ t }, i) => {
  const word = t[i] ?? '';
  for (const [words, from, to] of WINDOWS_BY_FIRST_WORD.get(word) ?? []) {
    if (startsWith(t, i, words)) {
      return { end: i + words.length, mentions: [{ kind: 'timeRange', from, to }] };
    }
  }
  for (const words of EARLIEST_BY_FIRST_WORD.get(word) ?? []) {
    if (startsWith(t, i, words)) return { end: i + words.length, mentions: [{ kind: 'earliest' }] };
  }
  return null;
};

const EARLY_AFTER = new Set(['amanha', 'hoje', 'bem', 'logo', 'manha', 'feira']);

const partMatcher: Matcher = ({ t }, i) => {
  const word = t[i]!;
  const part = PARTS[word];
  if (part) {
    // 'mais tarde' is later, not the afternoon; 'tá tarde' is a remark.
    if (part === 'tarde' && ['mais', 'ta', 'esta', 'muito', 'tao'].includes(t[i - 1] ?? '')) {
      return null;
    }
    return { end: i + 1, mentions: [{ kind: 'part', part }] };
  }
  // 'amanhã cedo', 'bem cedo', 'de manhã cedo'; not 'saio cedo do trabalho'.
  if (
    word === 'cedo' &&
    (i === 0 || EARLY_AFTER.has(t[i - 1] ?? '') || WEEKDAYS[t[i - 1] ?? ''] !== undefined)
  ) {
    return { end: i + 1, mentions: [{ kind: 'part', part: 'manha' }] };
  }
  if (word === 'manana' && t[i - 1] === 'la') {
    return { end: i + 1, mentions: [{ kind: 'part', part: 'manha' }] };
  }
  return null;
};

/** One clock read after `i` skipping an article ('das', 'as', 'a'). */
function boundAfter(t: readonly string[], i: number, onlyHalf = false): ClockRead | null {
  let j = i;
  while (j < i + 2 && BOUND_FILLERS.has(t[j] ?? '')) j += 1;
  return cuedClock(t, j, true, onlyHalf);
}

/** Words between 'até', 'depois', 'entre' and the hour: 'até umas 11', 'depois das 5'. */
const BOUND_FILLERS = new Set([
  'as',
  'das',
  'a',
  'da',
  'de',
  'do',
  'o',
  'ao',
  'umas',
  'la',
  'pelas',
]);

/** 'entre 14h e 16h', 'das 2 às 4', 'de 14h a 16h', '14h-16h', '14 às 16h'. */
const rangeMatcher: Matcher = ({ t }, i) => {
  const word = t[i];
  let first: ClockRead | null = null;
  let joiners: readonly string[];
  if (word === 'entre') {
    // 'entre 9 e 11' is a window, not 9:11.
    first = boundAfter(t, i + 1, true);
    joiners = ['e'];
  } else if (word === 'das' || word === 'de' || word === 'da') {
    first = cuedClock(t, i + 1, true);
    joiners = ['as', 'a', 'ate', 'ao'];
  } else {
    first = readClock(t, i);
    joiners = first?.isEvident ? ['-', 'as', 'a', 'ate', 'ao'] : ['-'];
  }
  if (!first || !joiners.includes(t[first.end] ?? '')) return null;
  let j = first.end + 1;
  if (t[first.end] === 'ate' && (t[j] === 'as' || t[j] === 'a' || t[j] === 'o')) j += 1;
  if (t[first.end] === 'e' && t[j] === 'as') j += 1;
  const second = cuedClock(t, j, true);
  if (
    !second ||
    (!first.isEvident && !second.isEvident && word !== 'entre' && word !== 'das' && word !== 'de')
  ) {
    return null;
  }
  if (second.clock.hour > 24) return null;
  let from = first.clock;
  // 'das 7 às 9 da noite': the part said at the end holds for both ends.
  if (!from.explicit && second.clock.explicit && second.clock.hour >= 12 && from.hour < 12) {
    const shifted = from.hour + 12;
    if (shifted <= second.clock.hour) from = { ...from, hour: shifted, explicit: true };
  }
  return { end: second.end, mentions: [{ kind: 'timeRange', from, to: second.clock }] };
};

/** 'depois das 17h', 'a partir das 14', 'antes das 10', 'até as 11h', '14h em diante'. */
const boundMatcher: Matcher = ({ t }, i) => {
  const word = t[i];
  let j = -1;
  let isLower = true;
  if (word === 'depois' || word === 'apos') j = i + 1;
  else if (word === 'partir' || (word === 'a' && t[i + 1] === 'partir'))
    j = word === 'a' ? i + 2 : i + 1;
  else if (word === 'antes' || word === 'ate') {
    j = i + 1;
    isLower = false;
  }
  if (j < 0) return null;
  const clock = boundAfter(t, j);
  if (!clock) return null;
  const mention = isLower
    ? { kind: 'timeRange' as const, from: clock.clock, to: LATEST }
    : { kind: 'timeRange' as const, from: MIDNIGHT, to: clock.clock };
  return { end: clock.end, mentions: [mention] };
};

/** Day words a bare hour may follow with no 'às': 'amanhã 10', 'sexta 14', 'sab 9'. */
const DAY_WORDS = new Set(['hoje', 'amanha', 'feira', ...Object.keys(WEEKDAYS)]);

/**
 * 'amanhã 10', 'sexta-feira 14', 'dia 15 10': a bare whole hour (digits, 1–23) right after the
 * day it falls on. A day number after a weekday ('quinta 31') was already read by the day rules.
 */
function followsDay(t: readonly string[], i: number): boolean {
  if (!/^\d{1,2}$/.test(t[i] ?? '')) return false;
  const hour = Number(t[i]);
  if (hour < 1 || hour > 23) return false;
  const previous = t[i - 1] ?? '';
  if (DAY_WORDS.has(previous)) return true;
  return /^\d{1,2}$/.test(previous) && t[i - 2] === 'dia';
}

const clockMatcher: Matcher = ({ t }, i) => {
  const previous = t[i - 1] ?? '';
  const cued = HOUR_CUES.has(previous) || (previous === 'a' && t[i] === 'uma') || followsDay(t, i);
  const read = cuedClock(t, i, cued);
  if (!read) return null;
  // 'amanhã 14 30', 'às 9 15': the minutes typed after a space, as a voice note writes them.
  const minutes = t[read.end] ?? '';
  if (
    cued &&
    !read.isEvident &&
    read.clock.minute === 0 &&
    /^[0-5]\d$/.test(minutes) &&
    !COUNTED.has(t[read.end + 1] ?? '')
  ) {
    read.clock = { ...read.clock, minute: Number(minutes) };
    read.end += 1;
  }
  if (startsWith(t, read.end, ['em', 'diante']) || startsWith(t, read.end, ['para', 'frente'])) {
    return {
      end: read.end + 2,
      mentions: [{ kind: 'timeRange', from: read.clock, to: LATEST }],
    };
  }
  return { end: read.end, mentions: [{ kind: 'time', clock: read.clock }] };
};

export const TIME_MATCHERS: readonly Matcher[] = [
  windowMatcher,
  boundMatcher,
  rangeMatcher,
  clockMatcher,
  partMatcher,
];
