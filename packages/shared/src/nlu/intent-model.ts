/**
 * The learned half of intent reading (decision 034): a multinomial logistic regression over hashed
 * word and character n-grams. Words are read as normalize.ts reads them (accents folded, WhatsApp
 * shorthand written out) with runs of a letter squeezed ('simmm', 'obrigadoo'); the character
 * n-grams of each word (3 to 5 letters, with its edges) make a typo or an unseen inflection share
 * most of its features with the word it stands for ('cancelr', 'desmarcasse'). Pure TypeScript,
 * no I/O: the browser and the server can both run it.
 */
import { MONTHS } from './lexicon';
import { foldAccents, tokenize } from './normalize';

/** Number of hashed feature buckets (2^18): collisions stay rare for a corpus of a few thousand messages. */
export const BUCKETS = 1 << 18;

// A month's name is a date's shape too: its letters say nothing of the request, and as
// character n-grams they misled ('abril' shares 'abr' with 'abrem': read as opening hours).
const shape = (token: string) =>
  MONTHS[token] !== undefined
    ? '#month'
    : /^\d{1,2}(h\d{0,2}|:\d{2})$/.test(token)
      ? '#clock'
      : /^\d+\/\d+/.test(token)
        ? '#date'
        : /^\d\d/.test(token)
          ? '#num'
          : token;

/**
 * The words a message is read as: normalised, letters squeezed, numbers of two digits or more by
 * their shape (a digit alone stays itself: '1' and '2' answer a reminder in opposite ways).
 */
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

const FNV_PRIME = 0x01000193;
const seedOf = (prefix: string) => {
  let h = 0x811c9dc5;
  for (let i = 0; i < prefix.length; i += 1) h = Math.imul(h ^ prefix.charCodeAt(i), FNV_PRIME);
  return h;
};
const SEED_WORD = seedOf('w:');
const SEED_PAIR = seedOf('b:');
const SEED_CHAR = seedOf('c:');
const hashWord = (h: number, word: string) => {
  for (let i = 0; i < word.length; i += 1) h = Math.imul(h ^ word.charCodeAt(i), FNV_PRIME);
  return h;
};

const NEGATIONS = new Set(['nao', 'nem', 'num', 'nunca', 'jamais', 'sem']);

/** The features of a message: parallel lists of buckets and values. */
export type Features = { buckets: number[]; values: number[] };

// One accumulator for all calls (the module runs one message at a time).
const accumulator = new Float64Array(BUCKETS);

/**
 * The features of a message, L2-normalised so a long message weighs as much as a short one:
 * word unigrams and bigrams (punctuation a word '|'), the char 3–5-grams of each word with its
 * edges ('<can', 'cel', 'ar>') at half weight. Counts grow as their square root: a long rambling
 * message is not one word said ten times.
 */
export function modelFeatures(text: string): Features {
  const words = modelWords(text);
  const touched: number[] = [];
  const bump = (h: number, w: number) => {
    const b = (h >>> 0) % BUCKETS;
    if (accumulator[b] === 0) touched.push(b);
    accumulator[b] = accumulator[b]! + w;
  };
  bump(SEED_WORD, 1);
  let previous = '^';
  let negated = 0;
  for (const word of words) {
    // The words a negation governs read as other words ('não quero cancelar, quero remarcar':
    // '!quero !cancelar', then 'quero remarcar'); the scope ends at punctuation or after 3 words.
    const read = negated > 0 && word !== '|' && word !== '?' ? `!${word}` : word;
    negated = NEGATIONS.has(word) ? 3 : word === '|' || word === '?' ? 0 : negated - 1;
    bump(hashWord(SEED_WORD, read), 1);
    bump(hashWord(hashWord(hashWord(SEED_PAIR, previous), '_'), read), 1);
    previous = read;
    if (word.length >= 3 && word.charCodeAt(0) >= 97) {
      const padded = `<${word}>`;
      for (let i = 0; i + 3 <= padded.length; i += 1) {
        let h = SEED_CHAR;
        for (let j = i; j < i + 5 && j < padded.length; j += 1) {
          h = Math.imul(h ^ padded.charCodeAt(j), FNV_PRIME);
          if (j - i >= 2) bump(h, 0.5);
        }
      }
    }
  }
  bump(hashWord(hashWord(SEED_PAIR, previous), '_$'), 1);
  const values: number[] = [];
  let norm = 0;
  for (const b of touched) {
    const v = Math.sqrt(accumulator[b]!);
    accumulator[b] = 0;
    values.push(v);
    norm += v * v;
  }
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < values.length; i += 1) values[i] = values[i]! / norm;
  return { buckets: touched, values };
}

export type IntentModel<L extends string = string> = {
  labels: readonly L[];
  /** Weights, BUCKETS rows of labels.length, sparse: bucket → row. */
  weights: Map<number, Float32Array>;
};

export type TrainOptions = { epochs?: number; rate?: number; l2?: number; seed?: number };

/** The options the committed model is trained with (decision 034). */
export const TRAIN_OPTIONS: TrainOptions = { epochs: 10, rate: 0.3, l2: 1e-5, seed: 24 };

/** Trains the model by stochastic gradient descent with AdaGrad steps, from a fixed seed. */
export function trainIntentModel<L extends string>(
  rows: readonly { text: string; intent: L }[],
  labels: readonly L[],
  options: TrainOptions = {},
): IntentModel<L> {
  const { epochs = 12, rate = 0.5, l2 = 1e-5, seed = 24 } = options;
  const k = labels.length;
  const index = new Map(labels.map((l, i) => [l, i]));
  const data = rows.map((r) => ({ x: modelFeatures(r.text), y: index.get(r.intent)! }));
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
      for (let f = 0; f < x.buckets.length; f += 1) {
        const b = x.buckets[f]!;
        const v = x.values[f]!;
        const w = rowOf(b);
        for (let c = 0; c < k; c += 1) z[c] = z[c]! + w[c]! * v;
      }
      softmaxInPlace(z);
      for (let f = 0; f < x.buckets.length; f += 1) {
        const b = x.buckets[f]!;
        const v = x.values[f]!;
        const w = weights.get(b)!;
        const g2 = squares.get(b)!;
        for (let c = 0; c < k; c += 1) {
          const g = (z[c]! - (c === y ? 1 : 0)) * v + l2 * w[c]!;
          g2[c] = g2[c]! + g * g;
          w[c] = w[c]! - (rate * g) / Math.sqrt(g2[c]!);
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
  for (let c = 0; c < z.length; c += 1) z[c] = z[c]! / sum;
}

/** A model ready to predict: bucket → row (−1 for none), the rows' weights side by side. */
export type CompiledIntentModel<L extends string = string> = {
  labels: readonly L[];
  rowOf: Int32Array;
  weights: Float32Array;
};

export function compileIntentModel<L extends string>(
  model: IntentModel<L>,
): CompiledIntentModel<L> {
  const k = model.labels.length;
  const rowOf = new Int32Array(BUCKETS).fill(-1);
  const weights = new Float32Array(model.weights.size * k);
  let row = 0;
  for (const [b, w] of model.weights) {
    rowOf[b] = row;
    weights.set(w, row * k);
    row += 1;
  }
  return { labels: model.labels, rowOf, weights };
}

/** The probability of each label for a message. */
export function predictIntent<L extends string>(
  model: CompiledIntentModel<L>,
  text: string,
): Map<L, number> {
  const k = model.labels.length;
  const z = new Float64Array(k);
  const { buckets, values } = modelFeatures(text);
  for (let f = 0; f < buckets.length; f += 1) {
    const row = model.rowOf[buckets[f]!]!;
    if (row < 0) continue;
    const v = values[f]!;
    const at = row * k;
    for (let c = 0; c < k; c += 1) z[c] = z[c]! + model.weights[at + c]! * v;
  }
  softmaxInPlace(z);
  return new Map(model.labels.map((l, c) => [l, z[c]!]));
}

// ---------------------------------------------------------------------------------------------
// The model as a file: the buckets that have weights (delta-coded varints) and the weights of each,
// one signed byte per label on a common scale, both in base64. About 200 KB for 13,000 buckets.

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function toBase64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    out += B64[(n >> 18) & 63]! + B64[(n >> 12) & 63]!;
    out += i + 1 < bytes.length ? B64[(n >> 6) & 63]! : '=';
    out += i + 2 < bytes.length ? B64[n & 63]! : '=';
  }
  return out;
}

function fromBase64(text: string): Uint8Array {
  const clean = text.replace(/=+$/, '');
  const bytes = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let n = 0;
  let bits = 0;
  let at = 0;
  for (const ch of clean) {
    n = (n << 6) | B64.indexOf(ch);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[at++] = (n >> bits) & 255;
    }
  }
  return bytes;
}

export type SerializedIntentModel = {
  digest: string;
  labels: readonly string[];
  scale: number;
  buckets: string;
  weights: string;
};

export function serializeIntentModel(model: IntentModel, digest: string): SerializedIntentModel {
  const k = model.labels.length;
  const ids = [...model.weights.keys()].sort((a, b) => a - b);
  let max = 0;
  for (const w of model.weights.values()) for (const v of w) max = Math.max(max, Math.abs(v));
  const scale = max / 127;
  const varints: number[] = [];
  let previous = 0;
  for (const id of ids) {
    let delta = id - previous;
    previous = id;
    while (delta >= 128) {
      varints.push((delta & 127) | 128);
      delta >>>= 7;
    }
    varints.push(delta);
  }
  const weights = new Int8Array(ids.length * k);
  ids.forEach((id, row) => {
    const w = model.weights.get(id)!;
    for (let c = 0; c < k; c += 1) weights[row * k + c] = Math.round(w[c]! / scale);
  });
  return {
    digest,
    labels: model.labels,
    scale: +scale.toPrecision(8),
    buckets: toBase64(Uint8Array.from(varints)),
    weights: toBase64(new Uint8Array(weights.buffer)),
  };
}

export function deserializeIntentModel<L extends string>(
  file: SerializedIntentModel,
): CompiledIntentModel<L> {
  const k = file.labels.length;
  const varints = fromBase64(file.buckets);
  const bytes = new Int8Array(fromBase64(file.weights).buffer);
  const weights = new Map<number, Float32Array>();
  let id = 0;
  let row = 0;
  for (let i = 0; i < varints.length;) {
    let delta = 0;
    let shift = 0;
    let byte: number;
    do {
      byte = varints[i++]!;
      delta |= (byte & 127) << shift;
      shift += 7;
    } while (byte & 128);
    id += delta;
    const w = new Float32Array(k);
    for (let c = 0; c < k; c += 1) w[c] = bytes[row * k + c]! * file.scale;
    weights.set(id, w);
    row += 1;
  }
  return compileIntentModel({ labels: file.labels as readonly L[], weights });
}
