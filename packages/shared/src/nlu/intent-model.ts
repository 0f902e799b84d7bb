/**
 * The learned half of intent reading (decision 034): a multinomial logistic regression over hashed
 * word and character n-grams. Words are read as normalize.ts reads them (accents folded, WhatsApp
 * shorthand written out) with runs of a letter squeezed ('simmm', 'obrigadoo'); the character
 * n-grams of each word (3 to 5 letters, with its edges) make a typo or an unseen inflection share
 * most of its features with the word it stands for ('cancelr', 'desmarcasse'). Pure TypeScript,
 * no I/O: the browser and the server can both run it.
 */
import { foldAccents, tokenize } from './normalize';

/** Number of hashed feature buckets (2^18): collisions stay rare for a corpus of a few thousand messages. */
export const BUCKETS = 1 << 18;

/** FNV-1a, 32 bits: the bucket of a feature string. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const shape = (token: string) =>
  /^\d{1,2}(h\d{0,2}|:\d{2})$/.test(token)
    ? '#clock'
    : /^\d+\/\d+/.test(token)
      ? '#date'
      : /^\d/.test(token)
        ? '#num'
        : token;

/** The words a message is read as: normalised, letters squeezed, numbers by their shape. */
export function modelWords(text: string): string[] {
  const prepared = foldAccents(text.toLowerCase())
    .replace(/\u{1F44D}|\u{1F44C}|\u2705|\u{1F197}|\u2714/gu, ' joinha ')
    .replace(/\u{1F64F}/gu, ' maos_juntas ')
    .replace(/\u{1F44B}/gu, ' oi ')
    .replace(/\u{1F44E}|\u274C/gu, ' nao ');
  const words: string[] = [];
  for (const token of tokenize(prepared)) {
    if (token === '?') words.push('?');
    else if (/^[,.!;-]|^\.\.\.$/.test(token)) words.push('|');
    else words.push(shape(token.replace(/([a-z])\1+/g, '$1')));
  }
  return words;
}

/**
 * The features of a message: bucket → value, L2-normalised so a long message weighs as much as a
 * short one. Word unigrams and bigrams (across punctuation too, marked), char 3–5-grams of each word.
 */
export function modelFeatures(text: string): Map<number, number> {
  const words = modelWords(text);
  const counts = new Map<number, number>();
  const add = (f: string, w = 1) => {
    const b = hash(f) % BUCKETS;
    counts.set(b, (counts.get(b) ?? 0) + w);
  };
  add('#bias');
  let previous = '^';
  for (const word of words) {
    add(`w:${word}`);
    add(`b:${previous}_${word}`);
    previous = word;
    if (word.length >= 3 && /^[a-z]/.test(word)) {
      const padded = `<${word}>`;
      for (let n = 3; n <= 5; n += 1) {
        for (let i = 0; i + n <= padded.length; i += 1) add(`c:${padded.slice(i, i + n)}`, 0.5);
      }
    }
  }
  add(`b:${previous}_$`);
  // Repeated features count sublinearly: a long rambling message is not one word said ten times.
  let norm = 0;
  for (const [b, c] of counts) {
    const v = Math.sqrt(c);
    counts.set(b, v);
    norm += v * v;
  }
  norm = Math.sqrt(norm) || 1;
  for (const [b, v] of counts) counts.set(b, v / norm);
  return counts;
}

export type IntentModel<L extends string = string> = {
  labels: readonly L[];
  /** Weights, BUCKETS rows of labels.length, sparse: bucket → row. */
  weights: Map<number, Float32Array>;
};

export type TrainOptions = { epochs?: number; rate?: number; l2?: number; seed?: number };

/** Trains the model by stochastic gradient descent with AdaGrad steps, from a fixed seed. */
export function trainIntentModel<L extends string>(
  rows: readonly { text: string; intent: L }[],
  labels: readonly L[],
  options: TrainOptions = {},
): IntentModel<L> {
  const { epochs = 12, rate = 0.5, l2 = 1e-5, seed = 24 } = options;
  const k = labels.length;
  const index = new Map(labels.map((l, i) => [l, i]));
  const data = rows.map((r) => ({ x: [...modelFeatures(r.text)], y: index.get(r.intent)! }));
  const weights = new Map<number, Float32Array>();
  const squares = new Map<number, Float32Array>();
  const rowOf = (b: number) => {
    let w = weights.get(b);
    if (!w) {
      w = new Float32Array(k);
      weights.set(b, w);
      squares.set(b, new Float32Array(k).fill(1e-6));
    }
    return w;
  };
  let s = seed;
  const random = () => (s = (Math.imul(s, 1103515245) + 12345) >>> 0) / 4294967296;
  const order = data.map((_, i) => i);
  const z = new Float64Array(k);
  for (let epoch = 0; epoch < epochs; epoch += 1) {
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const n of order) {
      const { x, y } = data[n]!;
      z.fill(0);
      for (const [b, v] of x) {
        const w = rowOf(b);
        for (let c = 0; c < k; c += 1) z[c] += w[c]! * v;
      }
      softmaxInPlace(z);
      for (const [b, v] of x) {
        const w = weights.get(b)!;
        const g2 = squares.get(b)!;
        for (let c = 0; c < k; c += 1) {
          const g = (z[c]! - (c === y ? 1 : 0)) * v + l2 * w[c]!;
          g2[c] += g * g;
          w[c] -= (rate * g) / Math.sqrt(g2[c]!);
        }
      }
    }
  }
  return { labels, weights };
}

function softmaxInPlace(z: Float64Array): void {
  let max = -Infinity;
  for (const v of z) if (v > max) max = v;
  let sum = 0;
  for (let c = 0; c < z.length; c += 1) {
    z[c] = Math.exp(z[c]! - max);
    sum += z[c]!;
  }
  for (let c = 0; c < z.length; c += 1) z[c] /= sum;
}

/** The probability of each label for a message. */
export function predictIntent<L extends string>(
  model: IntentModel<L>,
  text: string,
): Map<L, number> {
  const k = model.labels.length;
  const z = new Float64Array(k);
  for (const [b, v] of modelFeatures(text)) {
    const w = model.weights.get(b);
    if (!w) continue;
    for (let c = 0; c < k; c += 1) z[c] += w[c]! * v;
  }
  softmaxInPlace(z);
  return new Map(model.labels.map((l, c) => [l, z[c]!]));
}
