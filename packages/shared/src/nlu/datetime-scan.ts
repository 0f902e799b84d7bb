/**
 * Splits a message into clauses ('amanhã não posso | só quinta') and finds the date and time
 * mentions of each, with what a clause says about them: negated, a question, or a correction
 * of what came before ('dia 14… ops, dia 13').
 */
import { addDays } from '../civil-time';
import { foldAccents, MAX_READ_CHARS, MAX_READ_TOKENS, tokenize } from './normalize';
import { canonicalWords } from './datetime-words';
import { maskNonDates } from './datetime-mask';
import { DATE_MATCHERS } from './datetime-dates';
import { dayMatcherWith } from './datetime-days';
import { TIME_MATCHERS, readClock } from './datetime-times';
import { type Found, type Match, type Scan } from './datetime-mention';

export type Clause = {
  found: Found[];
  hasNegation: boolean;
  isQuestion: boolean;
  /** Said after 'ops', 'quer dizer', 'digo', 'ou melhor', 'então': replaces what it names. */
  isCorrection: boolean;
  /** Starts with 'ou': another option, which does not replace the first. */
  isAlternative: boolean;
  /** Follows a refusal or a correction, so a bare number there is of the kind refused. */
  isAnswerToRefusal: boolean;
  tokens: string[];
  /** Where the first day was named (-1: none) and whether a negation followed it. */
  firstDayAt: number;
  refusesDay: boolean;
};

const PUNCTUATION = new Set([',', '.', ';', '!', '?', '...', '..', '....']);
/** Words that start a new thought: what follows them is not under a negation before them. */
const BREAK_WORDS = new Set(['mas', 'so', 'somente', 'apenas', 'porem', 'prefiro', 'seria', 'sim']);
const CORRECTION_WORDS = new Set([
  'ops',
  'opa',
  'opss',
  'oops',
  'digo',
  'alias',
  'corrigindo',
  'errei',
  'desculpa',
  'desculpe',
  'perdao',
  'melhor',
  'entao',
]);
const CORRECTION_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['quer', 'dizer'],
  ['ou', 'melhor'],
  ['na', 'verdade'],
  ['foi', 'mal'],
];
const NEGATIONS = new Set(['nem', 'impossivel', 'ruim', 'complicado', 'dificil']);
/** 'semana que vem menos segunda': what follows is left out, what came before stays. */
const EXCLUSIONS = new Set(['menos', 'exceto', 'tirando']);
/** After 'não', words that do not refuse a day ('não sei', 'não tem problema'). */
const NOT_REFUSING = new Set([
  'sei',
  'sabia',
  'precisa',
  'importa',
  'faz',
  'esquece',
  'esqueca',
  'tem',
  'tenho',
  'e',
  // 'amanhã não trabalho': a free day, offered.
  'trabalho',
  'trabalha',
  'estudo',
]);

const MOVE_FROM = new Set(['de', 'do', 'da', 'das']);
const MOVE_TO_ARTICLES = new Set(['o', 'a', 'as']);

/** Negations shape a clause but name no day or time. */
export const isMarker = (f: Found) => f.kind === 'negation';

function newClause(isCorrection: boolean, isAnswerToRefusal: boolean): Clause {
  return {
    found: [],
    hasNegation: false,
    isQuestion: false,
    isCorrection,
    isAlternative: false,
    isAnswerToRefusal: isCorrection || isAnswerToRefusal,
    tokens: [],
    firstDayAt: -1,
    refusesDay: false,
  };
}

/** Adds a mention, keeping what refusesADay asks in step (one pass, however long the text). */
function pushFound(clause: Clause, found: Found): void {
  if (clause.firstDayAt < 0 && isDayMention(found)) clause.firstDayAt = clause.found.length;
  else if (clause.firstDayAt >= 0 && found.kind === 'negation') clause.refusesDay = true;
  clause.found.push(found);
}

export function tokensOf(text: string): string[] {
  const masked = maskNonDates(foldAccents(text.slice(0, MAX_READ_CHARS).toLowerCase()))
    // WhatsApp's '*23' after a message corrects it.
    .replace(/(^|\s)\*(?=\w)/g, '$1 ops ')
    // 'qnt' is 'quanto' ('qnt custa?') except where a day goes ('qnt as 9', 'qnt de manhã').
    .replace(/\bqnt(?=\s+(?:as|a|de|\d))/g, 'quinta');
  return tokenize(masked).flatMap(canonicalWords).slice(0, MAX_READ_TOKENS);
}

export function scanClauses(text: string, today: string, now: string): Clause[] {
  const t = tokensOf(text);
  const scan: Scan = { t, today, now };
  const clauses: Clause[] = [];
  let clause = newClause(false, false);
  let nextIsAlternative = false;
  const close = (nextIsCorrection: boolean, isAlternativeAhead = false) => {
    // A clause of a lone 'não' ('dia 14, não, 13') corrects rather than refuses.
    const isLoneNo = clause.found.length === 1 && clause.tokens.join(' ') === 'nao';
    if (isLoneNo) clause.found = [];
    // 'se não der, domingo': a condition, and what follows it a second option.
    const isFallback =
      clause.tokens[0] === 'se' && clause.found.every((f) => f.kind === 'negation');
    if (isFallback) clause.found = [];
    clause.hasNegation = clause.found.some((f) => f.kind === 'negation');
    clause.isAlternative = clause.tokens[0] === 'ou' || nextIsAlternative;
    const isEmpty = clause.found.every(isMarker);
    if (clause.tokens.length > 0 || isAlternativeAhead) clauses.push(clause);
    nextIsAlternative = isAlternativeAhead || (isFallback && clause.tokens.length > 1);
    const carries = isEmpty && clause.isAnswerToRefusal;
    clause = newClause(
      nextIsCorrection || isLoneNo || (clause.isCorrection && isEmpty),
      clause.hasNegation || carries,
    );
  };
  const correctionDay = dayMatcherWith(true);
  let i = 0;
  while (i < t.length) {
    const word = t[i]!;
    if (PUNCTUATION.has(word)) {
      if (word === '?') clause.isQuestion = true;
      close(false);
      i += 1;
      continue;
    }
    if (word === 'senao' || (word === 'ou' && t[i + 1] === 'entao')) {
      close(false, true);
      i += word === 'ou' ? 2 : 1;
      continue;
    }
    const pair = CORRECTION_PAIRS.find(([a, b]) => a === word && b === t[i + 1]);
    if (pair || CORRECTION_WORDS.has(word)) {
      close(true);
      i += pair ? 2 : 1;
      continue;
    }
    if (EXCLUSIONS.has(word) && !(t[i - 1] === 'ou' && t[i - 2] === 'mais')) {
      close(false);
      clause.tokens.push(word);
      pushFound(clause, { kind: 'negation', at: i });
      i += 1;
      continue;
    }
    if (BREAK_WORDS.has(word) || (word === 'pode' && t[i - 1] !== 'nao')) {
      close(false);
      i += 1;
      continue;
    }
    clause.tokens.push(word);
    if (
      (word === 'nao' && !(NOT_REFUSING.has(t[i + 1] ?? '') && t[i + 2] !== 'como')) ||
      NEGATIONS.has(word)
    ) {
      pushFound(clause, { kind: 'negation', at: i });
      i += 1;
      continue;
    }
    let match = matchAt(scan, i, clause, clauses, correctionDay);
    // 'remarcar de segunda pra quarta', 'das 10h pras 15h': the day or hour moved to.
    if (match && MOVE_FROM.has(t[i - 1] ?? '') && t[match.end] === 'para') {
      const j = MOVE_TO_ARTICLES.has(t[match.end + 1] ?? '') ? match.end + 2 : match.end + 1;
      const target = matchAt(scan, j, clause, clauses, correctionDay);
      const kindOf = (m: Match) => (m.mentions[0]?.kind === 'time' ? 'clock' : m.mentions[0]?.kind);
      if (target && kindOf(target) === kindOf(match)) match = target;
    }
    // 'segunda não dá terça sim': a day after the refusal of another starts a new thought.
    if (
      match &&
      match.mentions.some(isDayMention) &&
      refusesADay(clause) &&
      !NEGATIONS.has(t[i - 1] ?? '') &&
      t[i - 1] !== 'nao'
    ) {
      close(false);
      clause.tokens.push(word);
    }
    if (match) match = afterBusy(beforeDay(match, t, i, today), clause);
    if (match) {
      for (const mention of match.mentions) pushFound(clause, { ...mention, at: i });
      for (let k = i + 1; k < match.end; k += 1) clause.tokens.push(t[k]!);
      i = Math.max(match.end, i + 1);
    } else i += 1;
  }
  close(false);
  return clauses;
}

const isDayMention = (m: { kind: string }) => m.kind === 'date' || m.kind === 'dateRange';

/**
 * 'antes de sexta', 'antes do natal', 'antes do dia 20': the days from today up to the one
 * before, not that day itself.
 */
function beforeDay(match: Match, t: readonly string[], i: number, today: string): Match {
  const k = ['de', 'do', 'da'].includes(t[i - 1] ?? '') ? i - 2 : i - 1;
  if (t[k] === 'depois' || t[k] === 'apos') return afterDay(match);
  if (t[k] !== 'antes' || match.mentions.length !== 1) return match;
  const [mention] = match.mentions;
  const first =
    mention?.kind === 'date' ? mention.date : mention?.kind === 'dateRange' ? mention.from : null;
  if (first === null || first <= today) return match;
  const last = addDays(first, -1);
  if (last === today) return { ...match, mentions: [{ kind: 'date', date: today }] };
  return { ...match, mentions: [{ kind: 'dateRange', from: today, to: last }] };
}

/** 'depois do carnaval', 'depois do dia 20': the week that follows, not that day itself. */
function afterDay(match: Match): Match {
  const [mention] = match.mentions;
  if (match.mentions.length !== 1) return match;
  const last =
    mention?.kind === 'date' ? mention.date : mention?.kind === 'dateRange' ? mention.to : null;
  if (last === null) return match;
  const from = addDays(last, 1);
  return { ...match, mentions: [{ kind: 'dateRange', from, to: addDays(from, 6) }] };
}

/** Words that make 'até as 18h' the time one is busy, not the time one can come. */
const BUSY = new Set([
  'trabalho',
  'trabalhando',
  'trabalhar',
  'ocupado',
  'ocupada',
  'aula',
  'expediente',
  'servico',
  'plantao',
]);

/** 'trabalho até as 18h' (so only after): the window after the bound instead of before it. */
function afterBusy(match: Match, clause: Clause): Match {
  const [mention] = match.mentions;
  if (match.mentions.length !== 1 || mention?.kind !== 'timeRange') return match;
  const isUntil = mention.from.hour === 0 && mention.from.minute === 0;
  if (!isUntil || !clause.tokens.some((w) => BUSY.has(w))) return match;
  const latest = { hour: 23, minute: 59, explicit: true };
  return { ...match, mentions: [{ kind: 'timeRange', from: mention.to, to: latest }] };
}

/** A day was named and then refused in this clause ('segunda não dá'). */
function refusesADay(clause: Clause): boolean {
  return clause.refusesDay;
}

function matchAt(
  scan: Scan,
  i: number,
  clause: Clause,
  done: Clause[],
  correctionDay: ReturnType<typeof dayMatcherWith>,
) {
  // Right after a correction a bare number takes the kind of what it corrects: 'dia 14, quer
  // dizer, 13' is a day; 'às 14h, digo, 15' an hour.
  if (clause.isAnswerToRefusal && clause.found.every(isMarker)) {
    const before = lastMention(done);
    if (before?.kind === 'date' && before.isExplicitDay) {
      const day = correctionDay(scan, i);
      if (day) return day;
    }
    if (before?.kind === 'time' || before?.kind === 'timeRange') {
      const clock = readClock(scan.t, i);
      if (clock)
        return { end: clock.end, mentions: [{ kind: 'time' as const, clock: clock.clock }] };
    }
  }
  for (const matcher of DATE_MATCHERS) {
    const m = matcher(scan, i);
    if (m) return m;
  }
  for (const matcher of TIME_MATCHERS) {
    const m = matcher(scan, i);
    if (m) return m;
  }
  return null;
}

function lastMention(clauses: readonly Clause[]): Found | undefined {
  for (let c = clauses.length - 1; c >= 0; c -= 1) {
    const found = clauses[c]!.found.filter((f) => !isMarker(f));
    if (found.length) return found[found.length - 1];
  }
  return undefined;
}
