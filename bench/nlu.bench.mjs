// Intent understanding measured honestly (decision 034), `npm run bench -- nlu`:
// - the own corpus (bench/corpus/intents.jsonl, all of it: the rules were written on it);
// - its TEST part (a fixed fifth by the hash of each id, nlu/intent-split.ts), which the learned
//   model never saw and nothing is tuned on: rules alone, classifier alone and combined, the
//   recall of each intent, and the precision and coverage of the confidence at a few thresholds;
// - every blind batch in bench/corpus/blind/batch-*.jsonl (rows {id, text, intent}, written by
//   someone who never saw the engine or the corpus), beside its first-run figures in
//   bench/corpus/blind/first-run.json (written by whoever scored it first, not by this bench);
// - each blind batch again, read by a model trained without its rows (leave one batch out);
// - the time per message of classifyIntents (combined), the rules alone and the classifier alone,
//   on the fastest of the rounds, and the ratio of combined to rules alone.
// Targets: own corpus ≥ 95 %, classifyIntents < 0.1 ms a message. The dates have their own
// benchmark (`npm run bench -- nlu-datetime`, ≥ 98 % gated in the unit tests too).
// Writes bench/results/nlu.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { tsImport } from 'tsx/esm/api';
import { median, root } from './support.mjs';

const TARGET_OWN = 0.95;
const TARGET_MS = 0.1;
const ROUNDS = 10;
const THRESHOLDS = [0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9];

// One module graph (bench/nlu-modules.ts): the model swapped in below is the one every reader uses.
const nlu = await tsImport('./nlu-modules.ts', import.meta.url);
const { readIntentCorpus, testRows, trainRows } = nlu;
const { analyzeIntents, classifyIntents, classifyByRules, intentProbabilities, useIntentModel } =
  nlu;
const { compileIntentModel, trainIntentModel, TRAIN_OPTIONS } = nlu;
const INTENT_CONFIDENCE_THRESHOLD = nlu.INTENT_CONFIDENCE_THRESHOLD;
// understand(): what the engine and `npm run -s nlu` read, and what a first run scores.
const { understand } = nlu;
const REF = { today: '2026-11-24', now: '10:00' };

const corpus = readIntentCorpus(
  fs.readFileSync(path.join(root, 'bench/corpus/intents.jsonl'), 'utf8'),
);
const test = testRows(corpus);

const top = (probabilities) => [...probabilities].sort((a, b) => b[1] - a[1])[0][0];

/** Accuracy of rules, classifier and combined on rows, per-intent recall and confidence table. */
function score(rows) {
  const hits = { rules: 0, classifier: 0, combined: 0, understand: 0 };
  const perIntent = {};
  const readings = [];
  const misses = [];
  for (const row of rows) {
    // The shipped reading (long messages sentence by sentence), and its parts.
    const shipped = classifyIntents(row.text);
    const a = {
      ...analyzeIntents(row.text),
      intent: shipped.intent,
      confidence: shipped.confidence,
    };
    const ok = a.intent === row.intent;
    hits.rules += a.rules.intent === row.intent ? 1 : 0;
    hits.classifier += top(a.probabilities) === row.intent ? 1 : 0;
    hits.combined += ok ? 1 : 0;
    hits.understand += understand(row.text, REF).intent === row.intent ? 1 : 0;
    const stat = (perIntent[row.intent] ??= { messages: 0, hits: 0, rulesHits: 0 });
    stat.messages += 1;
    stat.hits += ok ? 1 : 0;
    stat.rulesHits += a.rules.intent === row.intent ? 1 : 0;
    readings.push({ confidence: a.confidence, ok });
    if (!ok) {
      misses.push({
        id: row.id,
        text: row.text.slice(0, 160),
        expected: row.intent,
        got: a.intent,
        rules: a.rules.intent,
        confidence: a.confidence,
      });
    }
  }
  for (const stat of Object.values(perIntent)) {
    stat.recall = +(stat.hits / stat.messages).toFixed(3);
    stat.rulesRecall = +(stat.rulesHits / stat.messages).toFixed(3);
  }
  const confidence = THRESHOLDS.map((t) => {
    const kept = readings.filter((r) => r.confidence >= t);
    return {
      threshold: t,
      coverage: +(kept.length / rows.length).toFixed(4),
      precision: kept.length ? +(kept.filter((r) => r.ok).length / kept.length).toFixed(4) : null,
    };
  });
  const n = rows.length || 1;
  return {
    messages: rows.length,
    accuracy: {
      rules: +(hits.rules / n).toFixed(4),
      classifier: +(hits.classifier / n).toFixed(4),
      combined: +(hits.combined / n).toFixed(4),
      understand: +(hits.understand / n).toFixed(4),
    },
    perIntent,
    confidence,
    misses,
  };
}

const own = score(corpus);
const held = score(test);

// Blind batches: whatever is in bench/corpus/blind/ (nothing here writes or picks them).
const blindDir = path.join(root, 'bench/corpus/blind');
const batchFiles = fs.existsSync(blindDir)
  ? fs
      .readdirSync(blindDir)
      .filter((f) => /^batch-.*\.jsonl$/.test(f))
      .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
  : [];
const firstRunPath = path.join(blindDir, 'first-run.json');
const firstRun = fs.existsSync(firstRunPath)
  ? JSON.parse(fs.readFileSync(firstRunPath, 'utf8'))
  : {};
const blind = {};
for (const file of batchFiles) {
  const rows = readIntentCorpus(fs.readFileSync(path.join(blindDir, file), 'utf8'));
  const s = score(rows);
  blind[file] = {
    messages: s.messages,
    accuracy: s.accuracy.combined,
    understandAccuracy: s.accuracy.understand,
    rulesAccuracy: s.accuracy.rules,
    perIntent: Object.fromEntries(Object.entries(s.perIntent).map(([k, v]) => [k, v.recall])),
    firstRun: firstRun[file] ?? null,
  };
}

// Leave one batch out: each blind batch read by a model trained on the corpus's train part
// without that batch's rows (ids 'b<n>-'), so a batch already in the corpus still measures how
// the reading does on a writer it never saw.
const leaveOut = {};
for (const file of batchFiles) {
  const rows = readIntentCorpus(fs.readFileSync(path.join(blindDir, file), 'utf8'));
  const prefix = `b${file.match(/^batch-(\d+)/)?.[1]}-`;
  const train = trainRows(corpus).filter((r) => !r.id.startsWith(prefix));
  useIntentModel(compileIntentModel(trainIntentModel(train, nlu.INTENTS, TRAIN_OPTIONS)));
  const s = score(rows);
  leaveOut[file] = {
    messages: s.messages,
    trainedOn: train.length,
    accuracy: s.accuracy.combined,
    understandAccuracy: s.accuracy.understand,
    perIntent: Object.fromEntries(Object.entries(s.perIntent).map(([k, v]) => [k, v.recall])),
  };
}
useIntentModel(undefined);

// Time per message: the corpus read in rounds, readers alternating, the fastest round kept.
const readers = {
  classifyIntents: (t) => classifyIntents(t),
  rulesAlone: (t) => classifyByRules(t),
  classifierAlone: (t) => intentProbabilities(t),
};
const samples = Object.fromEntries(Object.keys(readers).map((k) => [k, []]));
for (const fn of Object.values(readers)) corpus.forEach((r) => fn(r.text));
for (let r = 0; r < ROUNDS; r += 1) {
  for (const [name, fn] of Object.entries(readers)) {
    const t0 = performance.now();
    for (const row of corpus) fn(row.text);
    samples[name].push((performance.now() - t0) / corpus.length);
  }
}
const timing = Object.fromEntries(
  Object.entries(samples).map(([name, s]) => {
    const sorted = s.sort((a, b) => a - b);
    return [
      name,
      {
        fastestMsPerMessage: +sorted[0].toFixed(4),
        medianMsPerMessage: +median(sorted).toFixed(4),
      },
    ];
  }),
);
const ratio = +(
  timing.classifyIntents.fastestMsPerMessage / timing.rulesAlone.fastestMsPerMessage
).toFixed(2);

const result = {
  date: new Date().toISOString(),
  node: process.version,
  loadAverage1m: +os.loadavg()[0].toFixed(2),
  threshold: INTENT_CONFIDENCE_THRESHOLD,
  own: { ...own, misses: own.misses },
  test: held,
  blind,
  leaveOneBatchOut: leaveOut,
  timing,
  combinedToRulesTimeRatio: ratio,
  targets: { own: TARGET_OWN, msPerMessage: TARGET_MS },
};
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench/results/nlu.json'), `${JSON.stringify(result, null, 2)}\n`);

const pct = (x) => (x === null || x === undefined ? '—' : `${(x * 100).toFixed(1)} %`);
const acc = (a) =>
  `regras ${pct(a.rules)} · classificador ${pct(a.classifier)} · combinado ${pct(a.combined)} · understand ${pct(a.understand)}`;
console.log(`Corpus próprio (${own.messages}): ${acc(own.accuracy)} (meta ${pct(TARGET_OWN)})`);
console.log(`Parte de teste (${held.messages}, nunca treinada): ${acc(held.accuracy)}`);
console.log('Recall por intenção na parte de teste (combinado / regras):');
for (const [intent, s] of Object.entries(held.perIntent).sort()) {
  console.log(
    `  ${intent.padEnd(22)} ${pct(s.recall).padStart(7)} / ${pct(s.rulesRecall).padStart(7)}  (${s.messages})`,
  );
}
console.log(`Confiança na parte de teste (limiar em uso ${INTENT_CONFIDENCE_THRESHOLD}):`);
for (const c of held.confidence) {
  console.log(
    `  ≥ ${c.threshold.toFixed(1)}: cobertura ${pct(c.coverage)}, precisão ${pct(c.precision)}`,
  );
}
if (batchFiles.length === 0) {
  console.log('Lotes cegos: nenhum em bench/corpus/blind/ (batch-*.jsonl).');
} else {
  console.log('Lotes cegos (agora · primeira execução):');
  for (const [file, b] of Object.entries(blind)) {
    console.log(
      `  ${file} (${b.messages}): ${pct(b.accuracy)} (understand ${pct(b.understandAccuracy)}, regras ${pct(b.rulesAccuracy)}) · primeira execução ${pct(b.firstRun?.accuracy)}`,
    );
    const intents = new Set([
      ...Object.keys(b.perIntent),
      ...Object.keys(b.firstRun?.perIntent ?? {}),
    ]);
    for (const intent of [...intents].sort()) {
      const before = b.firstRun?.perIntent?.[intent];
      const beforeValue = typeof before === 'object' && before !== null ? before.recall : before;
      console.log(
        `    ${intent.padEnd(22)} ${pct(b.perIntent[intent]).padStart(7)} · ${pct(beforeValue).padStart(7)}`,
      );
    }
  }
}
if (batchFiles.length) console.log('Cada lote lido por um modelo treinado sem ele:');
for (const [file, b] of Object.entries(leaveOut)) {
  const weakest = Object.entries(b.perIntent)
    .sort((x, y) => x[1] - y[1])
    .slice(0, 3)
    .map(([i, r]) => `${i} ${pct(r)}`)
    .join(', ');
  console.log(
    `  ${file} (${b.messages}): ${pct(b.accuracy)} (understand ${pct(b.understandAccuracy)}) · mais fracas: ${weakest}`,
  );
}
for (const [name, t] of Object.entries(timing)) {
  console.log(
    `${name.padEnd(16)} ${(t.fastestMsPerMessage * 1000).toFixed(1)} µs/mensagem (mediana ${(t.medianMsPerMessage * 1000).toFixed(1)} µs)`,
  );
}
console.log(`combinado / regras sozinhas: ${ratio}×`);

if (own.accuracy.combined < TARGET_OWN || timing.classifyIntents.fastestMsPerMessage > TARGET_MS) {
  console.error('Meta não atingida.');
  process.exit(1);
}
