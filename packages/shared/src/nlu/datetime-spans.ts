/**
 * Spans of days ('semana que vem', 'fim de semana', 'essa semana', 'mês que vem', 'em abril')
 * and offsets from today or now ('daqui a 2 dias', 'em 3 dias', 'daqui a meia hora').
 */
import { addDays, dayOfWeek, horaOf, isoFromParts, minutesOf } from '../civil-time';
import { dayMatcherWith } from './datetime-days';
import { MONTHS, THIS, WEEKDAYS, numberOf } from './datetime-words';
import {
  type Matcher,
  type Mention,
  lastDayOfMonth,
  mondayOf,
  nextWeekday,
  onOrAfter,
  single,
  startsWith,
  nextYearSuffix,
} from './datetime-mention';

function monthSpan(today: string, year: number, month: number): Mention {
  const first = isoFromParts(year, month, 1);
  return {
    kind: 'dateRange',
    from: first > today ? first : today,
    to: lastDayOfMonth(year, month),
  };
}

const SPAN_WORDS = new Set([
  'semana',
  'fim',
  'final',
  'finalzinho',
  'mes',
  'comeco',
  'inicio',
  ...Object.keys(MONTHS),
]);

export const spanMatcher: Matcher = ({ t, today }, i) => {
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
  if (word === 'semana' && t[i + 1] === 'do' && t[i + 2] === 'dia') {
    // 'na semana do dia 20': the Monday–Sunday week around that day.
    const day = dayMatcherWith(false)({ t, today, now: '00:00' }, i + 2);
    const mention = day?.mentions[0];
    if (day && mention?.kind === 'date') {
      const from = mondayOf(mention.date);
      return single(day.end, {
        kind: 'dateRange',
        from: from > today ? from : today,
        to: addDays(from, 6),
      });
    }
  }
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
  // 'começo de junho', 'início do mês que vem', 'primeira semana de abril': its first week.
  const opens =
    word === 'comeco' || word === 'inicio' || (word === 'semana' && t[i - 1] === 'primeira');
  if (opens && (t[i + 1] === 'de' || t[i + 1] === 'do')) {
    const ahead = t[i + 2] === 'mes' && startsWith(t, i + 3, ['que', 'vem']);
    const named = MONTHS[t[i + 2] ?? ''];
    if (ahead || named !== undefined) {
      const [y, m] = ahead ? nextMonth : [named! < month ? year + 1 : year, named!];
      const first = isoFromParts(y!, m!, 1);
      const to = addDays(first, 6);
      if (to >= today) {
        const end = ahead ? i + 5 : i + 3;
        return single(end, { kind: 'dateRange', from: first > today ? first : today, to });
      }
    }
  }
  // 'em abril', 'no mês de maio', 'pra junho': the month's days still ahead.
  const named = MONTHS[word ?? ''];
  if (named !== undefined && ['em', 'de', 'para', 'no', 'ate', 'pro'].includes(t[i - 1] ?? '')) {
    const next = nextYearSuffix(t, i + 1);
    const y = next > 0 ? year + 1 : named < month ? year + 1 : year;
    return single(i + 1 + next, monthSpan(today, y, named));
  }
  return null;
};

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
export const offsetMatcher: Matcher = ({ t, today, now }, i) => {
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
  // 'daqui a duas sextas'
  const weekday = WEEKDAYS[t[unitAt] ?? ''];
  if (!compact && weekday !== undefined && Number.isInteger(amount)) {
    const date = addDays(nextWeekday(today, weekday), 7 * (amount - 1));
    return single(unitAt + 1, { kind: 'date', date });
  }
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
