/**
 * The words of dates and times as the date reader sees them, after normalize.ts has folded
 * accents and expanded shorthand: weekdays, months, number words, and the canonical spelling of
 * typos, English and Spanish words.
 */
import {
  CLOCK_UNIT,
  DATE_ALIASES as ALIASES,
  MONTH_ABBREVIATIONS,
  MONTHS,
  NUMBER_WORDS,
  WEEKDAYS,
} from './lexicon';
import { closestWord } from './normalize';

export { CLOCK_UNIT, MONTH_ABBREVIATIONS, MONTHS, NUMBER_WORDS, WEEKDAYS };

/** 'essa sexta', 'nesse sábado', 'desta semana': the current week. */
export const THIS = new Set([
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

/** Words whose typos are worth repairing; short or common look-alikes stay out ('marca'). */
const FUZZY_VOCABULARY = [
  'amanha',
  'segunda',
  'terca',
  'quarta',
  'quinta',
  'sexta',
  'sabado',
  'domingo',
  'semana',
  'proxima',
  'proximo',
  'depois',
  'manha',
  'tarde',
  'noite',
  'fevereiro',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
  'janeiro',
  'horario',
  'almoco',
];

/**
 * Real words one typo away from a vocabulary word ('cerca' is not 'terca'): the ones customers
 * write, and those a check against the wbrazilian word list found (with a different first letter
 * a word is never repaired, so those are left out).
 */
const NOT_TYPOS = new Set([
  'alemanha',
  'almoce',
  'almocemo',
  'aloco',
  'amansa',
  'apanha',
  'aranha',
  'deporeis',
  'deporias',
  'desmembro',
  'dominado',
  'dominamo',
  'dominemo',
  'domingas',
  'domino',
  'dormindo',
  'ferreiro',
  'honraria',
  'honrarmo',
  'jambeiro',
  'juazeiro',
  'manca',
  'mancha',
  'manja',
  'mansa',
  'noive',
  'paroxismo',
  'proibimo',
  'proviemo',
  'provimo',
  'provimos',
  'proximais',
  'proximal',
  'quieta',
  'quintais',
  'quintana',
  'quita',
  'sabido',
  'sacado',
  'safado',
  'sambado',
  'sambados',
  'sambando',
  'sanado',
  'sarado',
  'secunda',
  'secundai',
  'secundam',
  'secundar',
  'secundas',
  'seguida',
  'seguidas',
  'seguindo',
  'segurada',
  'silabado',
  'tardei',
  'tardem',
  'tardo',
  'teria',
  'terna',
  'turca',

  'cerca',
  'certa',
  'perca',
  'cesta',
  'testa',
  'resta',
  'festa',
  'quanta',
  'quanto',
  'quinto',
  'quinze',
  'quartos',
  'quarto',
  'segundo',
  'segundos',
  'sexto',
  'sabados',
  'domingos',
  'semanas',
  'depor',
  'parte',
  'tarda',
  'noites',
  'marcar',
  'manda',
  'manhas',
  'amanhas',
  'pessoa',
  'pessoas',
  'certo',
  'corte',
  'norte',
  'morte',
  'sorte',
  'carta',
  'porta',
  'horarios',
  'depilar',
  'sextou',
  'junina',
  'lavagem',
  'minha',
  // names and words a customer writes often
  'amanda',
  'malha',
  'quina',
  'minhas',
  'ganha',
  'banha',
  'mania',
  'manga',
  'manta',
  'quintal',
  'quartas',
  'semanal',
  'terra',
  'senta',
  'seita',
  'noiva',
  'tarja',
  'junto',
]);

const KNOWN = new Set([
  ...Object.keys(WEEKDAYS),
  ...Object.keys(MONTHS),
  ...Object.keys(NUMBER_WORDS),
]);

/** Typo repairs already made: the same few hundred words come back in every conversation. */
const memo = new Map<string, readonly string[]>();
const MEMO_LIMIT = 20_000;

/** One normalized token to the tokens the date reader matches on. */
export function canonicalWords(token: string): readonly string[] {
  let words = memo.get(token);
  if (!words) {
    words = canonical(token);
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(token, words);
  }
  return words;
}

function canonical(token: string): string[] {
  const alias = ALIASES[token];
  if (alias) return alias.split(' ');
  // 'sextafeira', 'sexta-feira', 'meio-dia': the parts are read one by one.
  if (token.endsWith('feira') && WEEKDAYS[token.slice(0, -5)] !== undefined) {
    return [token.slice(0, -5), 'feira'];
  }
  if (token.includes('-') && /^[a-z-]+$/.test(token) && token.length > 1) {
    return token
      .split('-')
      .filter((part) => part.length > 0)
      .flatMap(canonical);
  }
  if (token.length < 5 || NOT_TYPOS.has(token) || KNOWN.has(token) || !/^[a-z]+$/.test(token)) {
    return [token];
  }
  const repaired = closestWord(token, FUZZY_VOCABULARY);
  // Typos keep the first letter; 'carneiro' is not 'janeiro'.
  return [repaired !== undefined && repaired[0] === token[0] ? repaired : token];
}

/** A number written in digits or words ('15', 'quinze', 'vinte e cinco' is read by the caller). */
export function numberOf(token: string | undefined): number | undefined {
  if (token === undefined) return undefined;
  if (/^\d{1,4}$/.test(token)) return Number(token);
  return NUMBER_WORDS[token];
}
