/**
 * The fixed train/test split of the intent corpus (decision 034): a message is in the test part
 * when the hash of its id with the seed falls in one fifth. A message keeps its side when others
 * are added, so the test part of today stays the test part; the learned model never sees it.
 */
export const SPLIT_SEED = 'intents-split-24';

/** FNV-1a, 32 bits. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Whether the corpus message of this id belongs to the test part (about 20 %). */
export function isTestId(id: string): boolean {
  return fnv1a(`${SPLIT_SEED}:${id}`) % 5 === 0;
}

export type CorpusRow = { id: string; text: string; intent: string; also: string[] };

/** A digest of the rows a model is trained on: the unit test compares it with the model file. */
export function trainingDigest(rows: readonly CorpusRow[], options: string): string {
  let h = fnv1a(options);
  let g = 0;
  for (const r of rows) {
    h = fnv1a(`${h}|${r.id}|${r.intent}|${r.text}`);
    g = (g + fnv1a(`${r.text}|${r.intent}`)) >>> 0;
  }
  return `${h.toString(16)}-${g.toString(16)}-${rows.length}`;
}
