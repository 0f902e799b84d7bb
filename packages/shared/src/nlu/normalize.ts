/**
 * The first step of understanding a customer's message (DESIGN §7): lower case, no accents, the
 * WhatsApp spellings of everyday words written out ('hj' → 'hoje', 'sab' → 'sabado'), and the
 * text split into tokens that keep numbers with their ':' '/' 'h' parts ('15h30', '12/03').
 */
import { SHORTHAND } from './lexicon';

/** Removes accents and the cedilla: 'Março, às 15h' → 'marco, as 15h'. */
export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/**
 * The readers look at this many tokens at most (about 15,000 characters, far beyond any message
 * that asks for a day or says what it wants): a pasted document or a flood of text is answered
 * in bounded time.
 */
export const MAX_READ_TOKENS = 3000;
/** The characters read before tokenising, with room for the tokens above. */
export const MAX_READ_CHARS = 30000;

/**
 * Tokens of a message: words, numbers with their time and date forms ('15h30', '15:30', '12/03',
 * '3h'), and single punctuation marks that matter to the rules (',', '.', '?', '!', '-', '…').
 */
export function tokenize(text: string): string[] {
  const folded = foldAccents(text.toLowerCase())
    .replace(/[\u2026]/g, ' ... ')
    .replace(/[“”"'`´]/g, ' ')
    // 'meio-dia', 'sexta-feira': one word each; a lone '-' stays a mark.
    .replace(/([a-z])-([a-z])/g, '$1_$2');
  const tokens =
    folded.match(/r\$|\d+(?:[:/.hH]\d+)*(?:[:/]\d+)?[a-z]*|[a-z_]+|\.{2,}|[,.?!;-]/g) ?? [];
  const expanded: string[] = [];
  for (const raw of tokens) {
    // 'combinadíssimo', 'obrigadíssima': the superlative reads as its word.
    const token = raw.replace(/_/g, '-').replace(/^([a-z]{3,}?)issim([oa]s?)$/, '$1$2');
    const word = SHORTHAND[token];
    if (word) expanded.push(...word.split(' '));
    else expanded.push(token);
  }
  return expanded;
}

/**
 * Edit distance with transpositions (Damerau–Levenshtein, optimal string alignment). Three rolling
 * rows instead of a matrix: the typo matcher calls this for every long word of every message.
 */
export function editDistance(a: string, b: string): number {
  const cols = b.length + 1;
  let before = new Array<number>(cols).fill(0);
  let previous = Array.from({ length: cols }, (_, j) => j);
  let current = new Array<number>(cols).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, before[j - 2]! + 1);
      }
      current[j] = best;
    }
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length]!;
}

/**
 * The vocabulary word a typed word stands for, allowing one typo in words of 5+ letters and two
 * in words of 8+ ('amanah' → 'amanha', 'quinat' → 'quinta'); undefined when none is close.
 */
export function closestWord(word: string, vocabulary: readonly string[]): string | undefined {
  if (vocabulary.includes(word)) return word;
  if (word.length < 5 || /\d/.test(word)) return undefined;
  const allowed = word.length >= 8 ? 2 : 1;
  let best: string | undefined;
  let bestDistance = allowed + 1;
  for (const candidate of vocabulary) {
    if (Math.abs(candidate.length - word.length) > allowed) continue;
    const distance = editDistance(word, candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return bestDistance <= allowed ? best : undefined;
}
