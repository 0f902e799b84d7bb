import { addDays, dayNumber, dayOfWeek, isoFromDayNumber, isoFromParts } from './civil-time';

/** A national holiday as the calendar shows it: the day and its pt-BR name. */
export type Feriado = { dia: string; nome: string };

/**
 * Spec §3 "Fixed national holidays", as [month, day, name, first year]. 20 November became a
 * national holiday with Law 14.759 of 21 December 2023, first observed in 2024.
 */
const FIXED: ReadonlyArray<readonly [number, number, string, number?]> = [
  [1, 1, 'Ano Novo'],
  [4, 21, 'Tiradentes'],
  [5, 1, 'Dia do Trabalho'],
  [9, 7, 'Independência do Brasil'],
  [10, 12, 'Nossa Senhora Aparecida'],
  [11, 2, 'Finados'],
  [11, 15, 'Proclamação da República'],
  [11, 20, 'Dia Nacional de Zumbi e da Consciência Negra', 2024],
  [12, 25, 'Natal'],
];

/**
 * Movable days counted from Easter Sunday. Carnaval and Corpus Christi are "pontos facultativos"
 * rather than federal holidays, but Brazilian businesses close on them and expect the calendar
 * to say so.
 */
const MOVABLE: ReadonlyArray<readonly [number, string]> = [
  [-48, 'Carnaval'],
  [-47, 'Carnaval'],
  [-2, 'Sexta-feira Santa'],
  [60, 'Corpus Christi'],
];

/** Easter Sunday of a Gregorian year (the anonymous Gregorian / Meeus–Jones–Butcher algorithm). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoFromParts(year, month, day);
}

const byYear = new Map<number, { list: readonly Feriado[]; byDay: ReadonlyMap<string, string> }>();

function yearTable(year: number) {
  let table = byYear.get(year);
  if (!table) {
    const easter = easterSunday(year);
    const list = [
      ...FIXED.filter(([, , , since]) => since === undefined || year >= since).map(
        ([month, day, nome]) => ({ dia: isoFromParts(year, month, day), nome }),
      ),
      ...MOVABLE.map(([offset, nome]) => ({ dia: addDays(easter, offset), nome })),
    ].sort((x, y) => (x.dia < y.dia ? -1 : x.dia > y.dia ? 1 : 0));
    // Good Friday can fall on Tiradentes (2000-04-21): both stay in the list, holidayOn gives
    // the fixed one's name (the stable sort keeps fixed before movable).
    const byDay = new Map<string, string>();
    for (const f of list) if (!byDay.has(f.dia)) byDay.set(f.dia, f.nome);
    table = { list: Object.freeze(list), byDay };
    byYear.set(year, table);
  }
  return table;
}

/** The year's holidays sorted by day (a day on which two fall appears twice). */
export function holidaysOfYear(year: number): readonly Feriado[] {
  return yearTable(year).list;
}

/** The holiday name of an ISO day ('YYYY-MM-DD'), or undefined. */
export function holidayOn(isoDate: string): string | undefined {
  dayNumber(isoDate); // validates
  return yearTable(Number(isoDate.slice(0, 4))).byDay.get(isoDate);
}

/** Monday to Friday. */
export function isWeekday(isoDate: string): boolean {
  const d = dayOfWeek(isoDate);
  return d >= 1 && d <= 5;
}

/**
 * The days of a month (1–12) from `todayIso` on (today included) that are weekdays and not
 * holidays: what 'Selecionar dias úteis do mês.' selects. Past months give [].
 */
export function weekdaysOfMonthFrom(year: number, month: number, todayIso: string): string[] {
  const today = dayNumber(todayIso);
  const first = dayNumber(isoFromParts(year, month, 1));
  const last = dayNumber(isoFromParts(year, month + 1, 1)) - 1;
  const days: string[] = [];
  for (let n = Math.max(first, today); n <= last; n++) {
    const iso = isoFromDayNumber(n);
    if (isWeekday(iso) && holidayOn(iso) === undefined) days.push(iso);
  }
  return days;
}
