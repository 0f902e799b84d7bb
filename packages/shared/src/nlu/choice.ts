/**
 * A pick from a short numbered list the attendant sent (which service, which appointment, which
 * of its readings it should follow): '2', '2.', '2️⃣', 'o 2', 'opção 2', 'dois', 'o segundo', 'a
 * última', or a word of one option's label ('remarcar'). Lists of slots have their own reader
 * (readPick in entities.ts), which also knows days and times.
 */
import { NUMBER_WORDS, ORDINAL_WORDS } from './lexicon';
import { tokenize } from './normalize';

/** Words that may stand around a pick without changing it ('quero a opção 2, por favor'). */
const FILLER = new Set([
  'o',
  'a',
  'e',
  'eh',
  'opcao',
  'numero',
  'no',
  'n',
  'quero',
  'prefiro',
  'escolho',
  'pode',
  'ser',
  'esse',
  'essa',
  'este',
  'esta',
  'mesmo',
  'por',
  'favor',
  'sim',
  'isso',
  'ok',
  'horario',
  'servico',
  'agendamento',
  'mesmo',
  'ai',
]);

/** Keycap digits ('2️⃣') as plain digits. */
const KEYCAP = /([0-9])\uFE0F?\u20E3/gu;

/** Label words too common to pick anything ('um horário', 'de', 'seu'). */
const WEAK = new Set([
  'horario',
  'horarios',
  'algum',
  'outro',
  'seu',
  'sua',
  'meu',
  'minha',
  'com',
]);
const weak = (w: string) => w.length < 3 || WEAK.has(w);

/**
 * Which of `labels` (in the order they were numbered, from 1) the message picks; null when it
 * picks none, or says more than a pick (a number inside a sentence about something else is not a
 * pick: 'tenho 2 filhos').
 */
export function readChoice(text: string, labels: readonly string[]): number | null {
  const count = labels.length;
  if (count === 0) return null;
  const t = tokenize(text.replace(KEYCAP, ' $1 ')).filter((w) => !/^[,.;!?-]$/.test(w));
  const inRange = (n: number | undefined) => n !== undefined && n >= 1 && n <= count;
  // A number or an ordinal, with nothing but filler around it.
  const rest = t.filter((w) => !FILLER.has(w));
  if (rest.length === 1) {
    const w = rest[0]!;
    const n = /^\d{1,2}$/.test(w)
      ? Number(w)
      : /^\d[oa]$/.test(w)
        ? Number(w[0])
        : (NUMBER_WORDS[w] ?? ORDINAL_WORDS[w]);
    if (inRange(n)) return n! - 1;
    if (['ultimo', 'ultima'].includes(w)) return count - 1;
  }
  // A word of exactly one label ('remarcar', 'o de cancelar').
  const said = new Set(t);
  const hits = labels
    .map((label, i) => ({ i, words: tokenize(label).filter((w) => !weak(w)) }))
    .filter(({ words }) => words.some((w) => said.has(w)));
  return hits.length === 1 ? hits[0]!.i : null;
}
