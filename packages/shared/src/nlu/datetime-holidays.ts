/**
 * Holidays by name: 'terça de carnaval', 'sexta-feira santa', 'corpus christi' (counted from
 * Easter), 'natal', 'tiradentes', 'finados' (from holidays.ts, so the calendar and the reader
 * agree), and the commercial ones ('dia das mães').
 */
import { addDays, isoFromParts } from '../civil-time';
import { easterSunday, holidaysOfYear } from '../holidays';
import { foldAccents } from './normalize';
import {} from './datetime-words';
import { type Matcher, onOrAfter, single, startsWith } from './datetime-mention';

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
  // The carnival weekend: 'sexta de carnaval' is the Friday before, when the parties start.
  [['sexta', 'de', 'carnaval'], fromEaster(-51)],
  [['sexta', 'feira', 'de', 'carnaval'], fromEaster(-51)],
  [['sabado', 'de', 'carnaval'], fromEaster(-50)],
  [['domingo', 'de', 'carnaval'], fromEaster(-49)],
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

const PLACE_NAMES = new Set(['natal', 'tiradentes', 'aparecida']);

export const holidayMatcher: Matcher = ({ t, today }, i) => {
  if (!HOLIDAY_FIRST_WORDS.has(t[i] ?? '')) return null;
  // 'moro em Natal', 'fica na Tiradentes': a city or a street, not the holiday.
  if (PLACE_NAMES.has(t[i]!) && ['em', 'na', 'sou', 'moro'].includes(t[i - 1] ?? '')) return null;
  const year = Number(today.slice(0, 4));
  for (const [words, rule] of HOLIDAYS) {
    if (!startsWith(t, i, words)) continue;
    const date = rule(year) >= today ? rule(year) : rule(year + 1);
    return single(i + words.length, { kind: 'date', date, isExplicitDay: true });
  }
  if (startsWith(t, i, CARNAVAL)) {
    const tuesday = fromEaster(-47);
    // On carnaval Tuesday, 'carnaval' is what is left of it: today.
    const to = tuesday(year) >= today ? tuesday(year) : tuesday(year + 1);
    const monday = addDays(to, -1);
    return single(i + 1, { kind: 'dateRange', from: monday >= today ? monday : today, to });
  }
  return null;
};
