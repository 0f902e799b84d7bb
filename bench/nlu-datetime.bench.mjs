// Date and time understanding (packages/shared/src/nlu/datetime.ts) against chrono-node's pt
// parser on the same hand-written corpus of customer messages (bench/corpus/datetime.jsonl, each
// line with the reference instant in São Paulo, -03:00 with no DST, and what a Brazilian
// receptionist understands: date, time, part of the day and range).
// A line is right for us only when date, time, part and range all match. chrono has no notion of
// a part of the day, so it is scored twice: strictly (all four fields, its part always null) and
// field-wise on date + time + range. Target: ours ≥ 98 % (issue 24), and well under 0.2 ms a message.
// Writes bench/results/nlu-datetime.json with both figures and the lines we miss.
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import * as chrono from 'chrono-node';
import { tsImport } from 'tsx/esm/api';
import { median, root } from './support.mjs';

const TARGET = 0.98;
const TARGET_MS = 0.2;
const OFFSET_MINUTES = -180;

const { instantToLocal } = await tsImport('../packages/shared/src/zoned-time.ts', import.meta.url);
const { readDateTime, toCliRange } = await tsImport(
  '../packages/shared/src/nlu/datetime.ts',
  import.meta.url,
);

const corpus = fs
  .readFileSync(path.join(root, 'bench/corpus/datetime.jsonl'), 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line));

/** An instant → { today, now } on São Paulo's wall clock, as the attendant's turn gets them. */
function refOf(now) {
  const local = instantToLocal(new Date(now), 'America/Sao_Paulo');
  return { today: local.dia, now: local.hora };
}

const sameRange = (a, b) =>
  a === null || b === null ? a === b : a.from === b.from && a.to === b.to;

function ours(line) {
  const r = readDateTime(line.text, refOf(line.now));
  return { date: r.date, time: r.time, part: r.part, range: toCliRange(r) };
}

/** The São Paulo wall clock of an instant (no DST since 2019, so chrono's fixed offset holds). */
function local(instant) {
  const wall = instantToLocal(instant, 'America/Sao_Paulo');
  return { date: wall.dia, time: wall.hora };
}

function chronos(line) {
  const ref = { instant: new Date(line.now), timezone: OFFSET_MINUTES };
  const [first] = chrono.pt.parse(line.text, ref, { forwardDate: true });
  const none = { date: null, time: null, part: null, range: null };
  if (!first) return none;
  const start = local(first.start.date());
  const hasDay = ['day', 'weekday', 'month'].some((c) => first.start.isCertain(c));
  const hasHour = first.start.isCertain('hour');
  const reading = { ...none, date: hasDay ? start.date : null, time: hasHour ? start.time : null };
  if (first.end) {
    const end = local(first.end.date());
    if (end.date !== start.date) reading.range = { from: start.date, to: end.date };
    else if (hasHour) reading.range = { from: start.time, to: end.time };
    if (reading.range) reading.date = end.date === start.date ? reading.date : null;
    if (reading.range && end.date === start.date) reading.time = null;
  }
  return reading;
}

const matches = (got, want, fields) =>
  fields.every((f) => (f === 'range' ? sameRange(got[f], want[f]) : got[f] === want[f]));

const ALL = ['date', 'time', 'part', 'range'];
const FIELDWISE = ['date', 'time', 'range'];

let oursRight = 0;
let chronoStrict = 0;
let chronoFieldwise = 0;
const misses = [];
for (const line of corpus) {
  const got = ours(line);
  if (matches(got, line.expected, ALL)) oursRight += 1;
  else misses.push({ id: line.id, text: line.text, now: line.now, expected: line.expected, got });
  const c = chronos(line);
  if (matches(c, line.expected, ALL)) chronoStrict += 1;
  if (matches(c, line.expected, FIELDWISE)) chronoFieldwise += 1;
}

// Speed: the whole corpus read in rounds, median time per message.
const inputs = corpus.map((line) => [line.text, refOf(line.now)]);
const rounds = [];
for (let k = 0; k < 30; k += 1) {
  const t0 = performance.now();
  for (const [text, ref] of inputs) readDateTime(text, ref);
  rounds.push((performance.now() - t0) / corpus.length);
}
const msPerMessage = median(rounds.slice(5));

const n = corpus.length;
const pct = (x) => Math.round((x / n) * 1000) / 10;
const result = {
  corpus: n,
  ours: { correct: oursRight, accuracy: pct(oursRight) },
  chronoPt: {
    version: '2.10.3',
    strict: { correct: chronoStrict, accuracy: pct(chronoStrict) },
    fieldwise: { correct: chronoFieldwise, accuracy: pct(chronoFieldwise) },
  },
  msPerMessage: Math.round(msPerMessage * 10000) / 10000,
  targets: { accuracy: TARGET * 100, msPerMessage: TARGET_MS },
  misses,
};
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'bench/results/nlu-datetime.json'),
  `${JSON.stringify(result, null, 2)}\n`,
);

console.log(`corpus: ${n} messages`);
console.log(`readDateTime: ${oursRight}/${n} = ${pct(oursRight)} % (target ≥ ${TARGET * 100} %)`);
console.log(
  `chrono-node pt: strict ${chronoStrict}/${n} = ${pct(chronoStrict)} %, date+time+range ${chronoFieldwise}/${n} = ${pct(chronoFieldwise)} %`,
);
console.log(`readDateTime: ${result.msPerMessage} ms per message (target < ${TARGET_MS} ms)`);
for (const m of misses) {
  console.log(
    `  ✗ ${m.id} ${JSON.stringify(m.text)} want ${JSON.stringify(m.expected)} got ${JSON.stringify(m.got)}`,
  );
}
if (oursRight / n < TARGET || msPerMessage >= TARGET_MS) process.exitCode = 1;
