/**
 * The words of dates and times as the date reader sees them, after normalize.ts has folded
 * accents and expanded shorthand: weekdays, months, number words, and the canonical spelling of
 * typos, English and Spanish words.
 */
import { closestWord } from './normalize';

/** 0 = Sunday … 6 = Saturday, as civil-time.ts's dayOfWeek. */
export const WEEKDAYS: Record<string, number> = {
  domingo: 0,
  segunda: 1,
  terca: 2,
  quarta: 3,
  quinta: 4,
  sexta: 5,
  sabado: 6,
};

export const MONTHS: Record<string, number> = {
  janeiro: 1,
  fevereiro: 2,
  marco: 3,
  abril: 4,
  maio: 5,
  junho: 6,
  julho: 7,
  agosto: 8,
  setembro: 9,
  outubro: 10,
  novembro: 11,
  dezembro: 12,
};

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

/** Abbreviations read as months only next to a day number ('12 mar'), since 'dez' is ten. */
export const MONTH_ABBREVIATIONS: Record<string, number> = {
  jan: 1,
  fev: 2,
  mar: 3,
  abr: 4,
  mai: 5,
  jun: 6,
  jul: 7,
  ago: 8,
  set: 9,
  out: 10,
  nov: 11,
  dez: 12,
};

/** A word right after a number that makes it a clock hour: '12 h', '12 horas', '12 e meia', '12:30'. */
export const CLOCK_UNIT = /^(h|hs|hrs|hora|horas|e|:)$/;

export const NUMBER_WORDS: Record<string, number> = {
  zero: 0,
  um: 1,
  uma: 1,
  primeiro: 1,
  dois: 2,
  duas: 2,
  tres: 3,
  quatro: 4,
  cinco: 5,
  seis: 6,
  sete: 7,
  oito: 8,
  nove: 9,
  dez: 10,
  onze: 11,
  doze: 12,
  treze: 13,
  catorze: 14,
  quatorze: 14,
  quinze: 15,
  dezesseis: 16,
  dezessete: 17,
  dezoito: 18,
  dezenove: 19,
  vinte: 20,
  trinta: 30,
  quarenta: 40,
  cinquenta: 50,
};

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

/** English and Spanish words, and spellings normalize.ts leaves alone, to the reader's word. */
const ALIASES: Record<string, string> = {
  tomorrow: 'amanha',
  today: 'hoje',
  hoy: 'hoje',
  monday: 'segunda',
  tuesday: 'terca',
  wednesday: 'quarta',
  thursday: 'quinta',
  friday: 'sexta',
  saturday: 'sabado',
  sunday: 'domingo',
  lunes: 'segunda',
  martes: 'terca',
  miercoles: 'quarta',
  jueves: 'quinta',
  viernes: 'sexta',
  morning: 'manha',
  afternoon: 'tarde',
  evening: 'noite',
  night: 'noite',
  week: 'semana',
  next: 'proxima',
  at: 'as',
  las: 'as',
  amanhan: 'amanha',
  amanham: 'amanha',
  amanhar: 'amanha',
  amanhao: 'amanha',
  manhazinha: 'manha',
  tardezinha: 'tarde',
  tardinha: 'tarde',
  cedinho: 'cedo',
  iniciozinho: 'inicio',
  comecinho: 'comeco',
  finalzinho: 'final',
  cedao: 'cedo',
  noitinha: 'noite',
  noitezinha: 'noite',
  // short parts of the day with a letter dropped or swapped, too short for the typo matcher
  tade: 'tarde',
  trde: 'tarde',
  tardi: 'tarde',
  tard: 'tarde',
  noit: 'noite',
  noiti: 'noite',
  manh: 'manha',
  mnha: 'manha',
  sabadao: 'sabado',
  sxt: 'sexta',
  // words run together
  anoite: 'a noite',
  atarde: 'a tarde',
  denoite: 'de noite',
  detarde: 'de tarde',
  demanha: 'de manha',
  pelamanha: 'pela manha',
  hojeanoite: 'hoje a noite',
  sgd: 'segunda',
  qrta: 'quarta',
  qnta: 'quinta',
  sbd: 'sabado',
  dmgo: 'domingo',
  // 'às quintas', 'aos sábados': every one of them, the next first.
  segundas: 'segunda',
  tercas: 'terca',
  quartas: 'quarta',
  quintas: 'quinta',
  sextas: 'sexta',
  sabados: 'sabado',
  domingos: 'domingo',
  meiodia: 'meio dia',
  meianoite: 'meia noite',
  feiras: 'feira',
  proxma: 'proxima',
  prox: 'proxima',
  prx: 'proxima',
  proximaa: 'proxima',
  fds: 'fim de semana',
  findi: 'fim de semana',
  finde: 'fim de semana',
  tonight: 'hoje a noite',
  weekend: 'fim de semana',
  this: 'essa',
  noon: 'meio dia',
  midnight: 'meia noite',
  in: 'em',
  days: 'dias',
  weeks: 'semanas',
  hours: 'horas',
  hour: 'hora',
  minutes: 'minutos',
  viene: 'vem',
  noche: 'noite',
  manhana: 'amanha',
  almoco: 'almoco',
  hs: 'horas',
  qvem: 'que vem',
  quevem: 'que vem',
  hras: 'horas',
  horinhas: 'horas',
};

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
