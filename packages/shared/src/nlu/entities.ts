/**
 * The things a customer names in a message (decision 014 §1): a service or a professional of the
 * instance's catalogue, 'anyone', a pick from the options the attendant offered, the person the
 * booking is for (a yes or a no is read by yes-no.ts, re-exported here).
 */
import { dayOfWeek } from '../civil-time';
import {
  NUMBER_WORDS,
  SERVICE_FORMS,
  SERVICE_SYNONYMS as SYNONYMS,
  WEEKDAYS as WEEKDAY_NUMBERS,
} from './lexicon';
import { closestWord, foldAccents, tokenize } from './normalize';

export type CatalogItem = { id: string; nome: string; apelidos?: string[] };
export type CatalogMatch =
  { kind: 'one'; id: string } | { kind: 'ambiguous'; ids: string[] } | { kind: 'none' };

export type OfferedOption = { date: string; time: string; label?: string };

/** Plain words of a text: lower case, no accents, letters and digits only ('Dra. Ana' → dra, ana). */
function plainWords(text: string): string[] {
  return foldAccents(text.toLowerCase()).match(/[a-z0-9]+/g) ?? [];
}

// ---------------------------------------------------------------------------------------------
// Catalogue

/** Words of a name that say nothing on their own ('Corte e barba', 'Dra. Paula'). */
const NAME_FILLERS = new Set([
  'de',
  'da',
  'do',
  'das',
  'dos',
  'e',
  'com',
  'a',
  'o',
  'em',
  'para',
  'pra',
  'dr',
  'dra',
  'doutor',
  'doutora',
  'prof',
  'professor',
  'professora',
  'sr',
  'sra',
  'tia',
  'tio',
]);

/** Everyday words that are never read as an abbreviation or a typo of a name ('para' ≠ 'Parafina'). */
const COMMON_WORDS = new Set([
  'para',
  'pode',
  'quero',
  'queria',
  'hoje',
  'amanha',
  'mais',
  'como',
  'onde',
  'quando',
  'marcar',
  'agendar',
  'horario',
  'sabado',
  'domingo',
  'segunda',
  'terca',
  'quarta',
  'quinta',
  'sexta',
  'semana',
  'tarde',
  'noite',
  'manha',
  'cedo',
  'tudo',
  'obrigado',
  'obrigada',
  'consegue',
  'consigo',
  'tenho',
  'voces',
  'esse',
  'essa',
  'isso',
  'aqui',
  'agora',
  'depois',
  'qual',
  'quanto',
  'fazer',
  'favor',
  'mesmo',
  'pessoa',
  'certo',
]);

/** A word of the message, in the service's form, and the catalogue word it is a typo of. */
type SaidWord = { raw: string; w: string; typoOf: string | undefined; synonym?: string };

/** A message word that stands for a name word: the same, a plural, a typo or an abbreviation. */
function wordScore(nameWord: string, said: readonly SaidWord[]): number {
  let best = 0;
  for (const { raw, w, typoOf, synonym } of said) {
    if (w === nameWord || raw === nameWord) return 1;
    if (synonym === nameWord) best = Math.max(best, 0.9);
    if (COMMON_WORDS.has(w)) continue;
    if (w.length >= 3 && (w + 's' === nameWord || nameWord + 's' === w || w + 'es' === nameWord)) {
      best = Math.max(best, 0.95);
    } else if (w.length >= 4 && nameWord.length > w.length && nameWord.startsWith(w)) {
      // 'sobr' for 'sobrancelha', 'prog' for 'progressiva'.
      best = Math.max(best, 0.7);
    } else if (typoOf === nameWord) {
      best = Math.max(best, 0.8);
    }
  }
  return best;
}

/**
 * How well a message names one of an item's names: the sum of its words found, plus a bonus when
 * every word of the name was said ('corte masculino' beats 'corte' for 'Corte masculino') and a
 * small one when its first word was.
 */
function nameScore(words: readonly string[], said: readonly SaidWord[]): number {
  if (words.length === 0) return 0;
  let total = 0;
  let found = 0;
  for (const w of words) {
    const s = wordScore(w, said);
    if (s > 0) {
      total += s;
      found += 1;
    }
  }
  if (found === 0) return 0;
  // 'barba' names 'Barba completa' (its head word) before 'Corte + barba'.
  const head = wordScore(words[0]!, said) > 0 ? 0.1 : 0;
  return total + head + (found === words.length ? 0.5 : 0);
}

type CatalogWords = { names: string[][][]; vocabulary: string[] };

/** The words of each item's names, read once per catalogue array (treated as immutable). */
const catalogCache = new WeakMap<readonly CatalogItem[], CatalogWords>();

function catalogWords(items: readonly CatalogItem[]): CatalogWords {
  const cached = catalogCache.get(items);
  if (cached) return cached;
  const names = items.map((item) =>
    [item.nome, ...(item.apelidos ?? [])].map((n) =>
      plainWords(n).filter((w) => !NAME_FILLERS.has(w)),
    ),
  );
  const vocabulary = [
    ...new Set(
      items.flatMap((item) => [item.nome, ...(item.apelidos ?? [])].flatMap((n) => plainWords(n))),
    ),
  ];
  const words = { names, vocabulary };
  catalogCache.set(items, words);
  return words;
}

/**
 * The catalogue item (service or professional) a message names, by name or nickname, loosely:
 * accents, typos, plurals, abbreviations, a part of a longer name ('barba' for 'Barba completa').
 * Whole words only, so 'Ana' is not found in 'banana' or 'semana'. Items named equally well are
 * ambiguous.
 */
export function matchCatalog(text: string, items: CatalogItem[]): CatalogMatch {
  const words = plainWords(text);
  if (words.length === 0 || items.length === 0) return { kind: 'none' };
  const { names, vocabulary } = catalogWords(items);
  const said: SaidWord[] = words.map((raw) => {
    const w = SERVICE_FORMS[raw] ?? raw;
    const synonym = SYNONYMS[raw];
    const canBeTypo = w.length >= 5 && !COMMON_WORDS.has(w) && !vocabulary.includes(w);
    if (!canBeTypo) return { raw, w, typoOf: undefined, synonym };
    // A typo seldom hits both of the first two letters; the filter keeps this well under 0.1 ms.
    const near = vocabulary.filter(
      (v) => Math.abs(v.length - w.length) <= 2 && (v[0] === w[0] || v[1] === w[1]),
    );
    return { raw, w, typoOf: near.length ? closestWord(w, near) : undefined, synonym };
  });
  let best = 0;
  let ids: string[] = [];
  for (const [index, item] of items.entries()) {
    let score = 0;
    for (const name of names[index]!) score = Math.max(score, nameScore(name, said));
    if (score === 0) continue;
    if (score > best + 1e-9) {
      best = score;
      ids = [item.id];
    } else if (Math.abs(score - best) <= 1e-9) {
      ids.push(item.id);
    }
  }
  if (ids.length === 0) return { kind: 'none' };
  if (ids.length === 1) return { kind: 'one', id: ids[0]! };
  return { kind: 'ambiguous', ids };
}

// ---------------------------------------------------------------------------------------------
// Anyone

const ANYONE =
  /\b(qualquer (um|uma|profissional|pessoa|barbeiro|barbeira|cabeleireir[oa]|manicure|medic[oa]|doutor[a]?|dentista|atendente|um deles|uma delas)|tanto faz|quem (tiver|estiver|for|puder)|o primeiro (livre|disponivel|que (tiver|estiver))|a primeira (livre|disponivel)|(sem|nao tenho|nenhuma) preferencia|indiferente|nao importa (quem|o profissional)|pode ser qualquer|any(one| of them)|whoever|cualquiera)\b/;

/** 'qualquer um', 'tanto faz', 'quem tiver', 'qualquer profissional', 'o primeiro livre'. */
export function mentionsAnyone(text: string): boolean {
  return ANYONE.test(plainWords(text).join(' '));
}

// ---------------------------------------------------------------------------------------------
// Picks from an offered list

const ORDINALS: Record<string, number> = {
  primeiro: 0,
  primeira: 0,
  segundo: 1,
  segunda: 1,
  terceiro: 2,
  terceira: 2,
  quarto: 3,
  quarta: 3,
  quinto: 4,
  quinta: 4,
  sexto: 5,
  sexta: 5,
  setimo: 6,
  setima: 6,
  oitavo: 7,
  oitava: 7,
  first: 0,
  second: 1,
  third: 2,
};

/** A clock said in a message: '15h', '15:00', '15h30', '9' after 'das'/'às'. */
type SaidClock = { hour: number; minute: number | null };

function clockOf(token: string): SaidClock | null {
  const m = /^(\d{1,2})(?:(?:h|:)(\d{2})?)?(?:hs|hrs|h)?$/.exec(token);
  if (!m) return null;
  const hour = Number(m[1]);
  if (hour > 23) return null;
  return { hour, minute: m[2] ? Number(m[2]) : null };
}

function clockFits(clock: SaidClock, time: string): boolean {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const minuteOk = clock.minute === null || clock.minute === m;
  // '3 da tarde' and 'as 3' mean 15:00 when that is what was offered.
  return (
    minuteOk && (h === clock.hour || (clock.hour >= 1 && clock.hour <= 11 && h === clock.hour + 12))
  );
}

/** Words after a number that make it an hour ('2 da tarde', '9 horas'). */
const SAID_AS_HOUR = new Set(['horas', 'hora', 'hrs', 'hr', 'h', 'da', 'de', 'e']);

/** Indexes of the options that pass `keep`, or null when it leaves none. */
const narrow = (indexes: number[], keep: (i: number) => boolean): number[] | null => {
  const left = indexes.filter(keep);
  return left.length > 0 ? left : null;
};

/**
 * Which of the numbered options the customer picked: '2', 'opção 2', 'o primeiro', 'a segunda',
 * 'o último', 'o das 15h', '15:00', 'o de quinta', 'dia 12', or words of an option's label.
 * Null when the message picks none (or several equally).
 */
export function readPick(text: string, options: OfferedOption[]): number | null {
  if (options.length === 0) return null;
  const t = tokenize(text).filter((w) => w !== '-');
  const words = t.filter((w) => !/^[,.?!;]$/.test(w));
  if (words.length === 0) return null;
  const all = options.map((_, i) => i);
  const isTimeContext = (i: number) =>
    ['das', 'as', 'pelas', 'la', 'umas', 'horario', 'hora', 'partir'].includes(t[i - 1] ?? '');

  // A bare number, or one after 'opção', 'número', 'nº': the option's number when it is one.
  const lone = words.length === 1 ? words[0]! : null;
  if (lone && /^\d{1,2}$/.test(lone)) {
    const n = Number(lone);
    if (n >= 1 && n <= options.length) return n - 1;
  }
  for (let i = 0; i < t.length; i += 1) {
    const w = t[i]!;
    if (['opcao', 'opcoes', 'numero', 'n', 'no', 'option', 'op', 'alternativa'].includes(w)) {
      const next = t[i + 1] ?? '';
      const n = /^\d{1,2}$/.test(next) ? Number(next) : NUMBER_WORDS[next];
      if (n !== undefined && n >= 1 && n <= options.length) return n - 1;
      const ordinal = ORDINALS[next];
      if (ordinal !== undefined && ordinal < options.length) return ordinal;
    }
    const ordinalFirst = /^([1-9])[oa\u00ba\u00aa]$/.exec(w);
    if (ordinalFirst && Number(ordinalFirst[1]) <= options.length) {
      return Number(ordinalFirst[1]) - 1;
    }
  }

  let candidates: number[] | null = null;
  let hasConstraint = false;
  const apply = (keep: (i: number) => boolean) => {
    hasConstraint = true;
    candidates = narrow(candidates ?? all, keep) ?? [];
  };

  for (let i = 0; i < t.length; i += 1) {
    const w = t[i]!;
    const prev = t[i - 1] ?? '';
    const clock = clockOf(w);
    if (clock && /[h:]/.test(w)) {
      // '15h', '15:00', '9h30'
      apply((k) => clockFits(clock, options[k]!.time));
      continue;
    }
    if (/^\d{1,2}$/.test(w)) {
      const n = Number(w);
      if (prev === 'dia') {
        apply((k) => Number(options[k]!.date.slice(8, 10)) === n);
      } else if (
        clock &&
        (isTimeContext(i) || SAID_AS_HOUR.has(t[i + 1] ?? '') || n > options.length || n === 0)
      ) {
        // 'das 9', 'às 3', or a number too big to be an option's: a clock.
        apply((k) => clockFits(clock, options[k]!.time));
      } else if (n >= 1 && n <= options.length) {
        // 'quero o 2', 'pode ser a 3'
        apply((k) => k === n - 1);
      }
      continue;
    }
    if (w === 'meio-dia') {
      apply((k) => options[k]!.time.startsWith('12:'));
      continue;
    }
    // Weekday or ordinal: 'a segunda' is the second option unless said as a day
    // ('de segunda', 'na segunda', 'segunda-feira') and a Monday was offered.
    const weekday = WEEKDAY_NUMBERS[w.replace(/-feira$/, '')];
    const ordinal = ORDINALS[w];
    const saidAsOrdinal =
      ordinal !== undefined &&
      !w.endsWith('-feira') &&
      (['a', 'o'].includes(prev) || ['opcao', 'alternativa'].includes(t[i + 1] ?? ''));
    const offeredDay = weekday !== undefined && options.some((o) => dayOfWeek(o.date) === weekday);
    if (weekday !== undefined && (ordinal === undefined || (offeredDay && !saidAsOrdinal))) {
      // A weekday nobody offered picks nothing.
      apply((k) => dayOfWeek(options[k]!.date) === weekday);
      continue;
    }
    if (ordinal !== undefined && ordinal < options.length) {
      apply((k) => k === ordinal);
      continue;
    }
    if (['ultimo', 'ultima', 'last'].includes(w)) {
      apply((k) => k === options.length - 1);
      continue;
    }
    if (['penultimo', 'penultima'].includes(w) && options.length >= 2) {
      apply((k) => k === options.length - 2);
      continue;
    }
  }

  // Words of a label ('o com a Paula', 'o da manhã').
  if (!hasConstraint) {
    const said = new Set(plainWords(text).filter((w) => w.length >= 3 && !NAME_FILLERS.has(w)));
    const byLabel = all.filter((k) => {
      const label = options[k]!.label;
      return label ? plainWords(label).some((w) => w.length >= 3 && said.has(w)) : false;
    });
    if (byLabel.length === 1) return byLabel[0]!;
  }
  const left: number[] = candidates ?? [];
  return left.length === 1 ? left[0]! : null;
}

// ---------------------------------------------------------------------------------------------
// Person served

export const RELATIONS = new Set([
  'filho',
  'filha',
  'mae',
  'pai',
  'esposa',
  'marido',
  'mulher',
  'esposo',
  'namorada',
  'namorado',
  'noiva',
  'noivo',
  'irma',
  'irmao',
  'avo',
  'vo',
  'vovo',
  'neto',
  'neta',
  'sobrinho',
  'sobrinha',
  'amiga',
  'amigo',
  'tia',
  'tio',
  'sogra',
  'sogro',
  'prima',
  'primo',
  'enteado',
  'enteada',
  'bebe',
  'cunhada',
  'cunhado',
  'companheira',
  'companheiro',
  'menino',
  'menina',
  'filhinho',
  'filhinha',
  'patroa',
  'patrao',
  'chefe',
  'colega',
  'vizinha',
  'vizinho',
]);

/** Words that end a name: time words, verbs and the booking's own words. */
const NOT_NAME = new Set([
  ...NAME_FILLERS,
  ...Object.keys(WEEKDAY_NUMBERS),
  'que',
  'se',
  'chama',
  'chamado',
  'chamada',
  'nome',
  'hoje',
  'amanha',
  'depois',
  'as',
  'os',
  'um',
  'uma',
  'no',
  'na',
  'nao',
  'sim',
  'quer',
  'vai',
  'pode',
  'precisa',
  'tem',
  'ele',
  'ela',
  'dele',
  'dela',
  'meu',
  'minha',
  'seu',
  'sua',
  'corte',
  'consulta',
  'horario',
  'tambem',
  'por',
  'favor',
  'ok',
  'obrigado',
  'obrigada',
  'anos',
  'ano',
  'manha',
  'tarde',
  'noite',
  'semana',
  'dia',
  'certo',
  'mesmo',
  'ai',
  'aqui',
  'quero',
  'queria',
  'gostaria',
  'marcar',
  'agendar',
]);

/** Who a name can belong to in 'o nome da criança é …'. */
const HOLDERS = new Set([...RELATIONS, 'crianca', 'paciente', 'cliente', 'pessoa', 'menor']);

type Word = { plain: string; original: string };

function wordsKeepingCase(text: string): Word[] {
  const out: Word[] = [];
  for (const m of text.matchAll(/[\p{L}]+|[,.;!?]/gu)) {
    out.push({ plain: foldAccents(m[0].toLowerCase()), original: m[0] });
  }
  return out;
}

const isCapital = (w: string) => /^\p{Lu}/u.test(w);
const titleCase = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

/** The name starting at `i`: one word, or more while they are capitalised ('João Silva'). */
function nameAt(words: readonly Word[], i: number, isAnnounced = false): string | null {
  const first = words[i];
  if (!first || /^[,.;!?]$/.test(first.plain) || NOT_NAME.has(first.plain)) return null;
  if (first.plain.length < 2 || RELATIONS.has(first.plain)) return null;
  const parts = [titleCase(first.original)];
  const wantCapitals = isCapital(first.original);
  for (let j = i + 1; j < words.length && parts.length < 4; j += 1) {
    const w = words[j]!;
    const next = words[j + 1];
    if (['da', 'de', 'do', 'dos', 'das'].includes(w.plain) && next && isCapital(next.original)) {
      parts.push(w.original, next.original);
      j += 1;
      continue;
    }
    if (/^[,.;!?]$/.test(w.plain) || NOT_NAME.has(w.plain) || RELATIONS.has(w.plain)) break;
    // A name announced in lower case ('o nome é joão silva') runs to the next other word.
    if (wantCapitals ? !isCapital(w.original) : !isAnnounced) break;
    parts.push(titleCase(w.original));
  }
  return parts.join(' ');
}

/**
 * Who the booking is for when it is someone else: 'é pro meu filho, Pedro' → 'Pedro', 'para
 * minha mãe Maria' → 'Maria', 'o nome é João Silva' / 'o nome dela é Ana' → that name. Null when
 * none is said, and for the customer's own name ('meu nome é Carla', 'aqui é a Bia').
 */
export function readPersonServed(text: string): string | null {
  const w = wordsKeepingCase(text);
  const at = (i: number) => w[i]?.plain ?? '';
  for (let i = 0; i < w.length; i += 1) {
    // '… meu filho, Pedro', '… minha mãe (chamada|que se chama|de nome) Maria'
    if ((at(i) === 'meu' || at(i) === 'minha') && RELATIONS.has(at(i + 1))) {
      let j = i + 2;
      if (at(j) === ',' || at(j) === 'o' || at(j) === 'a') j += 1;
      if (at(j) === 'chamado' || at(j) === 'chamada' || at(j) === 'chama') j += 1;
      if (at(j) === 'que' && at(j + 1) === 'se' && at(j + 2) === 'chama') j += 3;
      if (at(j) === 'de' && at(j + 1) === 'nome') j += 2;
      if (at(j) === ',') j += 1;
      const name = nameAt(w, j);
      if (name) return name;
      continue;
    }
    // 'o nome é X', 'o nome dele é X', 'nome da criança: X' — not 'meu nome é X'.
    if (at(i) === 'nome' && at(i - 1) !== 'meu' && at(i - 1) !== 'nosso') {
      let j = i + 1;
      if (at(j) === 'dele' || at(j) === 'dela') j += 1;
      else if (['do', 'da', 'de'].includes(at(j)) && HOLDERS.has(at(j + 1))) j += 2;
      else if (['do', 'da', 'de'].includes(at(j))) j += 1; // 'no nome da Maria'
      if (at(j) === 'e' || at(j) === ':' || at(j) === 'eh') j += 1;
      const name = nameAt(w, j, true);
      if (name) return name;
    }
    // 'ele se chama Pedro', 'ela chama Ana'
    if ((at(i) === 'ele' || at(i) === 'ela') && (at(i + 1) === 'chama' || at(i + 2) === 'chama')) {
      const name = nameAt(w, at(i + 1) === 'chama' ? i + 2 : i + 3);
      if (name) return name;
    }
    // 'é pro Pedro', 'é para a Maria' (said about the booking, with a capitalised name)
    if (at(i) === 'e' && (at(i + 1) === 'pro' || at(i + 1) === 'pra' || at(i + 1) === 'para')) {
      let j = i + 2;
      if (at(j) === 'o' || at(j) === 'a') j += 1;
      const word = w[j];
      if (word && isCapital(word.original)) {
        const name = nameAt(w, j);
        if (name) return name;
      }
    }
  }
  return null;
}

// Yes / no: read by yes-no.ts, kept importable from here.
export { readYesNo } from './yes-no';
