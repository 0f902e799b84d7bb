/**
 * Brazilian-Portuguese dates and times as a receptionist reads them (decision 014 §1): 'amanhã
 * às 3' is tomorrow at 15:00, 'sexta' the next Friday, 'dia 12' the next 12th, 'amanhã não
 * posso, só quinta' Thursday with tomorrow refused. Prices, ages, phones, CEPs and street names
 * are never dates, and a bare number ('1', '2') is a menu answer, not a time.
 */
import { addDays, dayOfWeek, horaOf } from '../civil-time';
import { type Clock, type DayPart, type Found, minutesOfClock } from './datetime-mention';
import { type Clause, isMarker, scanClauses } from './datetime-scan';

export type { DayPart };

/** `today` is the business's local date 'YYYY-MM-DD', `now` its local time 'HH:MM'. */
export type DateTimeRef = { today: string; now: string };

export type DateTimeReading = {
  /** One day, 'YYYY-MM-DD'. */
  date: string | null;
  /** One clock time, 'HH:MM'. */
  time: string | null;
  /** manha 06–12, tarde 12–18, noite 18–24; null when a time or a window says more. */
  part: DayPart | null;
  /** Spans of days: 'semana que vem', 'fim de semana', 'essa semana', 'mês que vem', 'de segunda a quarta'. */
  dateRange: { from: string; to: string } | null;
  /** Clock windows: 'entre 14h e 16h', 'depois das 17h' (to 23:59), 'até as 11h' (from 00:00), 'fim da tarde'. */
  timeRange: { from: string; to: string } | null;
  /** 'o quanto antes', 'o mais cedo possível', 'qualquer horário mais cedo'. */
  earliest: boolean;
  /** Days the customer said they cannot come ('amanhã não posso, só quinta' → tomorrow). */
  rejectedDates: string[];
};

const LAST_MINUTE = 23 * 60 + 59;

const PART_WINDOWS: Record<DayPart, [number, number]> = {
  manha: [6 * 60, 12 * 60],
  tarde: [12 * 60, 18 * 60],
  noite: [18 * 60, LAST_MINUTE],
};

type DateFound = Extract<Found, { kind: 'date' }>;
type RangeFound = Extract<Found, { kind: 'dateRange' }>;

const isDay = (f: Found): f is DateFound | RangeFound =>
  f.kind === 'date' || f.kind === 'dateRange';
const isClock = (f: Found) => f.kind === 'time' || f.kind === 'timeRange';

/** A weekday or day number alone, which a span said before places ('semana que vem, quarta'). */
const isFree = (f: Found) =>
  f.kind === 'date' && (f.weekday !== undefined || f.dayOfMonth !== undefined);

const MIDNIGHT: Clock = { hour: 0, minute: 0, explicit: true };
const LATEST: Clock = { hour: 23, minute: 59, explicit: true };

/** The other side of a one-sided window: not before 18h is from 18h, not after 10h until 10h. */
function complement(f: Extract<Found, { kind: 'timeRange' }>): Found[] {
  const isMidnight = (c: Clock) => c.hour === 0 && c.minute === 0;
  const isLatest = (c: Clock) => c.hour === 23 && c.minute === 59;
  if (isMidnight(f.from)) return [{ ...f, from: f.to, to: LATEST }];
  if (isLatest(f.to)) return [{ ...f, from: MIDNIGHT, to: f.from }];
  return [];
}

/**
 * A clause refuses what it names when it says 'não posso', 'nem', 'ruim'… and is not a question
 * ('não tem amanhã?' asks for tomorrow), unless a later clause offers another day ('domingo não
 * abre, né? então segunda').
 */
function refusals(clauses: readonly Clause[]): boolean[] {
  const refused = new Array<boolean>(clauses.length).fill(false);
  let dayAhead = false;
  for (let k = clauses.length - 1; k >= 0; k -= 1) {
    const clause = clauses[k]!;
    refused[k] = clause.hasNegation && (!clause.isQuestion || dayAhead);
    dayAhead ||= clause.found.some(isDay);
  }
  return refused;
}

/**
 * What the customer's clauses leave standing once refusals and corrections are applied. A later
 * clause naming a day replaces the days before it ('amanhã eu trabalho, segunda pode ser?'), as
 * does one naming a time; one starting with 'ou' only adds an option.
 */
function standing(clauses: readonly Clause[]): { kept: Found[]; rejected: string[] } {
  let kept: Found[] = [];
  const rejected: string[] = [];
  const refused = refusals(clauses);
  /** The weekdays of the explicit days kept ('dia 5'), which a weekday said after confirms. */
  const explicitWeekdays = new Set<number>();
  // clockOnlyAhead[k]: a clause after k, not refusing, names a time or part and no day. Worked
  // out once, back to front, so a long message of many clauses stays linear.
  const clockOnlyAhead = new Array<boolean>(clauses.length + 1).fill(false);
  for (let k = clauses.length - 1; k >= 0; k -= 1) {
    const c = clauses[k]!;
    const isClockOnly =
      !refused[k] && c.found.some((f) => isClock(f) || f.kind === 'part') && !c.found.some(isDay);
    clockOnlyAhead[k] = isClockOnly || clockOnlyAhead[k + 1]!;
  }
  clauses.forEach((clause, k) => {
    let found: Found[] = clause.found.filter((f) => !isMarker(f));
    if (refused[k]) {
      const hasDay = found.some(isDay);
      const hasClock = found.some((f) => isClock(f) || f.kind === 'part');
      // 'amanhã de manhã não dá, mas à tarde sim': the refusal is of the morning, not the day.
      const laterClockOnly = clockOnlyAhead[k + 1]!;
      // 'não consigo antes das 18h' offers the rest of the day.
      const rest = found.flatMap((f) => (f.kind === 'timeRange' ? complement(f) : []));
      if (hasDay && rest.length > 0) {
        // 'amanhã não consigo antes das 15h': tomorrow, from 15h.
        found = [...found.filter(isDay), ...rest];
      } else if (hasDay && hasClock && laterClockOnly) {
        found = found.filter(isDay);
      } else {
        for (const f of found) if (f.kind === 'date') rejected.push(f.date);
        found = rest;
      }
    }
    // 'dia 5 de setembro, um sábado': a weekday that names the day already said confirms it.
    const confirms = found.every(
      (f) => f.kind === 'date' && f.weekday !== undefined && explicitWeekdays.has(f.weekday),
    );
    if (confirms && found.length > 0) return;
    if (!clause.isAlternative) {
      const keepsSpan = found.some(isDay) && found.filter(isDay).every(isFree);
      if (found.some(isDay)) {
        kept = kept.filter((f) => !isDay(f) || (keepsSpan && f.kind === 'dateRange'));
        explicitWeekdays.clear();
      }
      // 'no final da tarde, depois das 17h': windows narrow each other unless corrected.
      const narrows =
        !clause.isCorrection && found.filter(isClock).every((f) => f.kind === 'timeRange');
      if (found.some(isClock)) {
        kept = kept.filter((f) => !isClock(f) || (narrows && f.kind === 'timeRange'));
      }
      if (clause.isCorrection && found.some((f) => f.kind === 'part')) {
        kept = kept.filter((f) => f.kind !== 'part');
      }
    }
    kept.push(...found);
    for (const f of found) {
      if (f.kind === 'date' && f.isExplicitDay) explicitWeekdays.add(dayOfWeek(f.date));
    }
  });
  return { kept, rejected: [...new Set(rejected)] };
}

/** The one day or span the kept mentions name, placing a weekday or day inside a span. */
function resolveDay(kept: readonly Found[]): {
  date: string | null;
  range: RangeFound | null;
  clock?: Clock;
} {
  const days = kept.filter(isDay);
  const range = days.find((f): f is RangeFound => f.kind === 'dateRange');
  const dates = days.filter((f): f is DateFound => f.kind === 'date');
  if (range) {
    for (const d of dates) {
      if (d.weekday === undefined && d.dayOfMonth === undefined) continue;
      // 'semana que vem, na quarta', 'mês que vem, dia 5'
      for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
        const fits =
          d.weekday !== undefined
            ? dayOfWeek(day) === d.weekday
            : Number(day.slice(8, 10)) === d.dayOfMonth;
        if (fits) return { date: day, range: null };
      }
    }
  }
  const first = days[0];
  if (!first) return { date: null, range: null };
  if (first.kind === 'dateRange') return { date: null, range: first };
  // 'sexta dia 20': the day number says which Friday.
  const explicit =
    first.weekday !== undefined
      ? dates.find((d) => d.isExplicitDay && d.at - first.at <= 4)
      : undefined;
  const chosen = explicit ?? first;
  return { date: chosen.date, range: null, clock: chosen.time };
}

export function readDateTime(text: string, ref: DateTimeRef): DateTimeReading {
  const { kept, rejected } = standing(scanClauses(text, ref.today, ref.now));
  const day = resolveDay(kept);
  const partFound = kept.find((f) => f.kind === 'part');
  let part: DayPart | null = partFound?.kind === 'part' ? partFound.part : null;
  const clockFound = kept.find((f) => f.kind === 'time') ?? kept.find(isClock);
  let time: string | null = null;
  let timeRange: { from: string; to: string } | null = null;
  if (clockFound?.kind === 'time') {
    time = horaOf(minutesOfClock(clockFound.clock, part));
  } else if (clockFound?.kind === 'timeRange') {
    // 'à tarde, depois das 15h' is 15:00–18:00: each window said narrows the others.
    const windows: Array<[number, number]> = kept.flatMap((f) =>
      f.kind === 'timeRange'
        ? [[minutesOfClock(f.from, part), minutesOfClock(f.to, part) || LAST_MINUTE]]
        : [],
    );
    if (part) windows.push(PART_WINDOWS[part]);
    let [from, to] = windows[0]!;
    for (const [nextFrom, nextTo] of windows.slice(1)) {
      if (Math.max(from, nextFrom) < Math.min(to, nextTo)) {
        from = Math.max(from, nextFrom);
        to = Math.min(to, nextTo);
      }
    }
    timeRange = { from: horaOf(from), to: horaOf(to) };
  } else if (day.clock) {
    time = horaOf(minutesOfClock(day.clock, null));
  }
  if (time || timeRange) part = null;
  const date = day.date !== null && day.date >= ref.today ? day.date : null;
  const dateRange = day.range ? { from: day.range.from, to: day.range.to } : null;
  return {
    date,
    time,
    part,
    dateRange: date ? null : dateRange,
    timeRange,
    earliest: kept.some((f) => f.kind === 'earliest'),
    rejectedDates: rejected.filter((d) => d !== date),
  };
}

/** The CLI's projection: range = dateRange when there is one, else timeRange. */
export function toCliRange(r: DateTimeReading): { from: string; to: string } | null {
  return r.dateRange ?? r.timeRange;
}
