/**
 * What a secretary hears in one breath (decision 039): several services asked together ('corte
 * e barba'), alternatives joined by 'ou' ('corte ou barba', 'sexta ou sábado'), several people
 * served ('eu e meu irmão', 'pra mim e pra minha filha') and 'o mesmo da última vez'. The
 * engine carries each part through the dialog; nothing said here is dropped.
 */
import { readDateTime, type DateTimeRef } from './datetime';
import { matchCatalog, RELATIONS, type CatalogItem } from './entities';
import { foldAccents } from './normalize';

/** One person a request is for: the customer, or someone named by relation (and name). */
export type PersonPart = { self: true } | { self: false; relation: string; name: string | null };

export type RequestParts = {
  /** Services asked together, in the order said: two or more, else empty. */
  servicos: string[];
  /** Services offered as alternatives ('corte ou barba'): two or more, else empty. */
  servicoChoices: string[];
  /** The people served by one request: two or more, else empty. */
  people: PersonPart[];
  /** Days offered as alternatives ('sexta ou sábado'), in order said: two or more, else empty. */
  dayChoices: string[];
  /** 'o mesmo da última vez', 'o de sempre': the customer's last appointment again. */
  sameAsLast: boolean;
};

type Tok = { plain: string; original: string };

function tokens(text: string): Tok[] {
  const out: Tok[] = [];
  for (const m of text.matchAll(/[\p{L}\p{N}]+|[,;+/&]/gu)) {
    out.push({ plain: foldAccents(m[0].toLowerCase()), original: m[0] });
  }
  return out;
}

/** Words that join two parts of a request; 'ou' joins alternatives. */
const JOINERS = new Set(['e', 'ou', ',', ';', '+', '&', 'mais', 'tambem', 'depois', 'com']);

type Segment = { text: string; words: string[]; joiner: string | null };

/** The text cut at its joiners, each piece with the joiner before it. */
function segments(toks: Tok[]): Segment[] {
  const out: Segment[] = [];
  let current: Tok[] = [];
  let joiner: string | null = null;
  const flush = (next: string | null) => {
    if (current.length) {
      out.push({
        text: current.map((t) => t.original).join(' '),
        words: current.map((t) => t.plain),
        joiner,
      });
      joiner = next;
    } else if (next === 'ou' || joiner === null) {
      joiner = next;
    }
    current = [];
  };
  for (const t of toks) {
    if (JOINERS.has(t.plain)) flush(t.plain);
    else current.push(t);
  }
  flush(null);
  return out;
}

const MAX_SEGMENTS = 60;

const FILLERS = new Set([
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
]);
const nameWords = (nome: string) =>
  (foldAccents(nome.toLowerCase()).match(/[a-z0-9]+/g) ?? []).filter((w) => !FILLERS.has(w));
const sayIn = (words: string[], w: string) =>
  words.some((x) => x === w || x + 's' === w || x === w + 's');

/**
 * The services of a request, each named in its own piece of the text ('corte e barba',
 * 'escova, manicure e pedicure'), and whether they are alternatives ('corte ou barba'). A
 * catalogue item whose own name spans the pieces ('Corte e barba') is one service, not two.
 */
function readServices(text: string, items: CatalogItem[]) {
  const none = { servicos: [] as string[], servicoChoices: [] as string[] };
  if (items.length < 2) return none;
  const segs = segments(tokens(text));
  // A long transcript cut into more pieces than this is read whole, as before: a catalogue
  // match per piece would cost seconds.
  if (segs.length < 2 || segs.length > MAX_SEGMENTS) return none;
  const whole = matchCatalog(text, items);
  if (whole.kind === 'one') {
    const item = items.find((i) => i.id === whole.id);
    const words = item ? nameWords(item.nome) : [];
    const spanned = segs.filter((s) => words.some((w) => sayIn(s.words, w))).length;
    if (
      words.length >= 2 &&
      spanned >= 2 &&
      words.every((w) => segs.some((s) => sayIn(s.words, w)))
    )
      return none;
  }
  const found: { id: string; joiner: string | null }[] = [];
  for (const s of segs) {
    const m = matchCatalog(s.text, items);
    if (m.kind !== 'one' || found.some((f) => f.id === m.id)) continue;
    found.push({ id: m.id, joiner: s.joiner });
  }
  if (found.length < 2) return none;
  const ids = found.map((f) => f.id);
  return found.slice(1).some((f) => f.joiner === 'ou')
    ? { servicos: [], servicoChoices: ids }
    : { servicos: ids, servicoChoices: [] };
}

const SELF_WORDS = new Set(['eu', 'mim', 'comigo']);
const POSSESSIVES = new Set(['meu', 'minha', 'meus', 'minhas']);
/** Words that may stand between a joiner and the next person ('e pra minha', 'e o meu'). */
const LEADS = new Set(['pra', 'pro', 'para', 'o', 'a', 'do', 'da', 'pros', 'pras']);
/** Capitalised words after a relation that are not a name. */
const NOT_A_NAME = new Set([
  'quer',
  'queremos',
  'querem',
  'vamos',
  'vai',
  'vao',
  'tambem',
  'amanha',
]);

/** Other words an 'e' may carry between two people (a service: '… e barba pro meu filho'). */
const MAX_WORDS_BETWEEN = 2;

type Mention = { start: number; end: number; person: PersonPart };

function mentionAt(toks: Tok[], i: number): Mention | null {
  const t = toks[i]!;
  if (SELF_WORDS.has(t.plain)) return { start: i, end: i, person: { self: true } };
  const rel = toks[i + 1];
  if (POSSESSIVES.has(t.plain) && rel && RELATIONS.has(rel.plain)) {
    let end = i + 1;
    let name: string | null = null;
    let j = i + 2;
    if (toks[j]?.plain === ',') j += 1;
    const next = toks[j];
    if (
      next &&
      /^\p{Lu}\p{Ll}+$/u.test(next.original) &&
      !NOT_A_NAME.has(next.plain) &&
      !RELATIONS.has(next.plain)
    ) {
      name = next.original;
      end = j;
    }
    return { start: i, end, person: { self: false, relation: rel.original.toLowerCase(), name } };
  }
  return null;
}

/**
 * The people of 'eu e meu irmão', 'pra mim e pra minha filha', 'meu filho e minha filha', 'minha
 * mãe e eu': two or more mentions joined by 'e' (or a comma). A lone 'eu … pro meu filho' is
 * one booking for the son, not two.
 */
function readPeople(text: string): PersonPart[] {
  const toks = tokens(text);
  let best: Mention[] = [];
  let chain: Mention[] = [];
  let i = 0;
  while (i < toks.length) {
    const m = mentionAt(toks, i);
    if (!m) {
      i += 1;
      continue;
    }
    const last = chain[chain.length - 1];
    let joined = false;
    if (last) {
      const between = toks.slice(last.end + 1, m.start).map((t) => t.plain);
      // 'eu e meu irmão', 'pra mim e pro meu filho', 'corte pra mim e barba pro meu filho'.
      joined =
        between.length >= 1 &&
        (between[0] === 'e' || between[0] === ',') &&
        between.slice(1).filter((w) => !LEADS.has(w)).length <= MAX_WORDS_BETWEEN;
    }
    chain = joined ? [...chain, m] : [m];
    if (chain.length > best.length) best = chain;
    i = m.end + 1;
  }
  if (best.length < 2) return [];
  const people = best.map((m) => m.person);
  // 'eu e eu' or the same relation twice without names is one person said twice.
  const keys = new Set(people.map((p) => (p.self ? 'self' : `${p.relation}:${p.name ?? ''}`)));
  return keys.size >= 2 ? people : [];
}

/** How far each side of an 'ou' is read for its day, and how many 'ou' are read at most. */
const SIDE_CHARS = 40;
const MAX_OU = 12;

/**
 * 'sexta ou sábado de manhã', 'amanhã ou depois': the words on each side of an 'ou' read for
 * their day (a window each, so a long message costs a few short reads, not one per 'ou').
 */
function readDayChoices(text: string, ref: DateTimeRef): string[] {
  const days: string[] = [];
  let seen = 0;
  for (const m of text.matchAll(/\s+ou\s+/gi)) {
    if ((seen += 1) > MAX_OU) break;
    const at = m.index;
    const left = text.slice(Math.max(0, at - SIDE_CHARS), at).replace(/^\S*\s/, '');
    const rest = text.slice(at + m[0].length);
    const right = rest.slice(0, SIDE_CHARS).replace(/\s\S*$/, rest.length > SIDE_CHARS ? '' : '$&');
    const before = readDateTime(left, ref).date;
    const after = readDateTime(right, ref).date;
    if (!before || !after || before === after) continue;
    for (const d of [before, after]) if (!days.includes(d)) days.push(d);
  }
  return days.length >= 2 ? days : [];
}

const SAME_AS_LAST =
  /\b((o|a) mesm[oa]|mesma coisa|igual)( (servico|corte|procedimento|horario|esquema))? (da|de|do|que (fiz|fizemos) (na|da)) (ultima|outra) vez\b|\bo de sempre\b|\b(o|a) mesm[oa] de sempre\b|\bigual (a|da) (ultima|outra) vez\b|\brepetir o (ultimo|da ultima vez)\b/;

/** 'o mesmo da última vez', 'a mesma coisa da outra vez', 'o de sempre', 'repetir o último'. */
export function mentionsSameAsLast(text: string): boolean {
  return SAME_AS_LAST.test(foldAccents(text.toLowerCase()));
}

/** The several parts of one request, against this instance's bookable services. */
export function readRequestParts(
  text: string,
  servicos: CatalogItem[],
  ref: DateTimeRef,
): RequestParts {
  return {
    ...readServices(text, servicos),
    people: readPeople(text),
    dayChoices: readDayChoices(text, ref),
    sameAsLast: mentionsSameAsLast(text),
  };
}
