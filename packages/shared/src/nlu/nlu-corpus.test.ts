/**
 * The corpora as a gate (issue 24, decision 034): a new cue or a retrained model that breaks
 * messages the engine read right fails `npm test`. Fast: the corpora read once, no training.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { instantToLocal } from '../zoned-time';
import { readDateTime, toCliRange } from './datetime';
import { readIntentCorpus, testRows, trainRows } from './intent-corpus';
import { TRAIN_OPTIONS } from './intent-model';
import { INTENT_MODEL } from './intent-model-weights';
import { trainingDigest } from './intent-split';
import { classifyIntents } from './intents';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const corpus = readIntentCorpus(
  fs.readFileSync(path.join(root, 'bench/corpus/intents.jsonl'), 'utf8'),
);

/** Measured 2026-11-27: own corpus 98.9 %, test part 95.8 %; the floors sit a little under. */
const OWN_FLOOR = 0.95;
const TEST_FLOOR = 0.94;

const accuracy = (rows: typeof corpus) =>
  rows.filter((r) => classifyIntents(r.text).intent === r.intent).length / rows.length;

// A few seconds on an idle machine; the limit leaves room for a busy one.
describe('intent corpus (bench/corpus/intents.jsonl)', { timeout: 60_000 }, () => {
  it('the committed model was trained on the current train part (else: npm run train:intents)', () => {
    expect(INTENT_MODEL.digest).toBe(
      trainingDigest(trainRows(corpus), JSON.stringify(TRAIN_OPTIONS)),
    );
  });

  it(`reads the primary intent of ≥ ${OWN_FLOOR * 100} % of the whole corpus`, () => {
    expect(accuracy(corpus)).toBeGreaterThanOrEqual(OWN_FLOOR);
  });

  it(`reads ≥ ${TEST_FLOOR * 100} % of the test part, which the model never saw`, () => {
    const test = testRows(corpus);
    expect(test.length).toBeGreaterThan(400);
    expect(accuracy(test)).toBeGreaterThanOrEqual(TEST_FLOOR);
  });

  it('every confidence is in [0, 1]', () => {
    for (const r of corpus.slice(0, 300)) {
      const { confidence } = classifyIntents(r.text);
      expect(confidence).toBeGreaterThanOrEqual(0);
      expect(confidence).toBeLessThanOrEqual(1);
    }
  });
});

type DateLine = {
  text: string;
  now: string;
  expected: { date: string | null; time: string | null; part: string | null; range: unknown };
};

describe('date corpus (bench/corpus/datetime.jsonl)', { timeout: 60_000 }, () => {
  it('reads date, time, part and range of ≥ 98 % of the messages', () => {
    const lines = fs
      .readFileSync(path.join(root, 'bench/corpus/datetime.jsonl'), 'utf8')
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l) as DateLine);
    const right = lines.filter((line) => {
      const local = instantToLocal(new Date(line.now), 'America/Sao_Paulo');
      const r = readDateTime(line.text, { today: local.dia, now: local.hora });
      const e = line.expected;
      return (
        r.date === e.date &&
        r.time === e.time &&
        r.part === e.part &&
        JSON.stringify(toCliRange(r)) === JSON.stringify(e.range)
      );
    }).length;
    expect(right / lines.length).toBeGreaterThanOrEqual(0.98);
  });
});
