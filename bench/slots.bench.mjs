// Free-slot engine (packages/shared/src/free-slots.ts), in process: 14 days, 20 professionals,
// 10 services, two availability windows per professional and day, 2,000 active appointments in
// the range; one search for a service across every professional, 30-minute step, 120 minutes of
// notice with "now" inside the range (so the notice path runs). Two baselines run on the same
// data in the same process, in alternating rounds, and must give the same slots:
// - arrayScan (below): every aligned start checked against the whole appointment array, with the
//   engine's own shortcuts for time (one cutoff, no DST in the data), so the ratio isolates the
//   per-professional/day sorted intervals;
// - freeSlotsNaive (free-slots-naive.ts, the property test's reference): the same scan plus an
//   Intl-based instant for every candidate, so it also shows what the zone shortcuts save.
// Target: engine median ≤ 5 ms. SLOTS_RUNS sets the engine's runs (default 300, at least 200), SLOTS_BASELINE_RUNS the
// baselines' (default 40: the naive one takes hundreds of milliseconds a run).
//
// Then slots-http.mjs measures the endpoint and the month agenda read on PostgreSQL (needs
// `npm run build`); SLOTS_HTTP=0 skips it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { tsImport } from 'tsx/esm/api';
import { median, percentile, root } from './support.mjs';

const RUNS = Math.max(200, Number(process.env.SLOTS_RUNS ?? 300));
const BASELINE_RUNS = Math.max(8, Number(process.env.SLOTS_BASELINE_RUNS ?? 40));
const ROUNDS = 4;
const WARM_UP = 30;
const DAYS = 14;
const PROFESSIONALS = 20;
const SERVICES = 10;
const APPOINTMENTS = 2_000;
const TARGET_MEDIAN_MS = 5;
const FIRST_DAY = '2026-12-01';
const TIME_ZONE = 'America/Sao_Paulo';

const { freeSlots } = await tsImport('../packages/shared/src/free-slots.ts', import.meta.url);
const { freeSlotsNaive } = await tsImport(
  '../packages/shared/src/free-slots-naive.ts',
  import.meta.url,
);

// Deterministic data (mulberry32), so every run measures the same work.
let seed = 20261201;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = (xs) => xs[Math.floor(random() * xs.length)];
const hora = (m) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const dayAt = (n) =>
  new Date(Date.parse(`${FIRST_DAY}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

const profs = Array.from({ length: PROFESSIONALS }, (_, i) => `prof-${i}`);
const services = Array.from({ length: SERVICES }, (_, i) => `serv-${i}`);
const shifts = [
  [8 * 60, 12 * 60],
  [13 * 60, 19 * 60],
];

const temposExecucao = [];
for (const p of profs) {
  for (const s of services) {
    // About a fifth of the links have no tempo_execucao row (the 30-minute default applies).
    if (random() < 0.8) {
      temposExecucao.push({
        profissional_id: p,
        servico_id: s,
        tempo_execucao: pick([20, 30, 45, 60, 90]),
      });
    }
  }
}

const disponibilidades = [];
for (let d = 0; d < DAYS; d++) {
  for (const p of profs) {
    for (const [inicio, fim] of shifts) {
      disponibilidades.push({
        id: `disp-${disponibilidades.length}`,
        profissional_id: p,
        dia: dayAt(d),
        hora_inicio: hora(inicio),
        hora_fim: hora(fim),
        servico_ids: services.filter(() => random() < 0.6),
      });
    }
  }
}

const agendamentos = [];
for (let i = 0; i < APPOINTMENTS; i++) {
  const [inicio, fim] = pick(shifts);
  const start = inicio + Math.floor((random() * (fim - inicio - 30)) / 5) * 5;
  agendamentos.push({
    profissional_id: pick(profs),
    data_agendamento: dayAt(Math.floor(random() * DAYS)),
    hora_inicio: hora(start),
    hora_fim: hora(start + pick([30, 45, 60])),
  });
}

const input = {
  disponibilidades,
  agendamentos,
  temposExecucao,
  servico_id: services[3],
  from: dayAt(0),
  to: dayAt(DAYS - 1),
  stepMinutes: 30,
  noticeMinutes: 120,
  now: new Date(`${FIRST_DAY}T13:10:00Z`), // 10:10 in São Paulo on the first day
  timeZone: TIME_ZONE,
};

/** Plain array scan: valid for this data only (São Paulo in December 2026 has no DST). */
function arrayScan({ disponibilidades, agendamentos, temposExecucao, servico_id, now, ...rest }) {
  const toMin = (h) => Number(h.slice(0, 2)) * 60 + Number(h.slice(3, 5));
  const cutoff = now.getTime() + rest.noticeMinutes * 60_000;
  const found = [];
  for (const w of disponibilidades) {
    if (!w.servico_ids.includes(servico_id) || w.dia < rest.from || w.dia > rest.to) continue;
    const dur =
      temposExecucao.find(
        (t) => t.profissional_id === w.profissional_id && t.servico_id === servico_id,
      )?.tempo_execucao ?? 30;
    for (let s = toMin(w.hora_inicio); s + dur <= toMin(w.hora_fim); s += rest.stepMinutes) {
      const clash = agendamentos.some(
        (a) =>
          a.profissional_id === w.profissional_id &&
          a.data_agendamento === w.dia &&
          !(s + dur <= toMin(a.hora_inicio) || s >= toMin(a.hora_fim)),
      );
      const startMs = Date.parse(`${w.dia}T${hora(s)}:00-03:00`);
      if (!clash && startMs >= cutoff) {
        found.push({
          profissional_id: w.profissional_id,
          dia: w.dia,
          hora_inicio: hora(s),
          hora_fim: hora(s + dur),
        });
      }
    }
  }
  const key = (x) => `${x.dia} ${x.hora_inicio} ${x.profissional_id}`;
  return found.sort((x, y) => (key(x) < key(y) ? -1 : 1));
}

const engineSlots = freeSlots(input);
for (const [name, fn] of [
  ['arrayScan', arrayScan],
  ['freeSlotsNaive', freeSlotsNaive],
]) {
  if (JSON.stringify(fn(input)) !== JSON.stringify(engineSlots)) {
    console.error(`freeSlots e ${name} divergem nos dados do benchmark.`);
    process.exit(1);
  }
}

const time = (fn) => {
  const t0 = performance.now();
  fn(input);
  return performance.now() - t0;
};
for (let i = 0; i < WARM_UP; i++) time(freeSlots);
for (let i = 0; i < 3; i++) time(arrayScan);
time(freeSlotsNaive);
// Alternate rounds so a burst of load from elsewhere hits both sides alike.
const samples = { engine: [], arrayScan: [], naive: [] };
for (let r = 0; r < ROUNDS; r++) {
  for (let i = 0; i < RUNS / ROUNDS; i++) samples.engine.push(time(freeSlots));
  for (let i = 0; i < BASELINE_RUNS / ROUNDS; i++) samples.arrayScan.push(time(arrayScan));
  for (let i = 0; i < BASELINE_RUNS / ROUNDS; i++) samples.naive.push(time(freeSlotsNaive));
}

const stats = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return {
    runs: xs.length,
    medianMs: +median(sorted).toFixed(3),
    p99Ms: +percentile(sorted, 99).toFixed(3),
  };
};
const engine = stats(samples.engine);
const scan = stats(samples.arrayScan);
const naive = stats(samples.naive);
const result = {
  date: new Date().toISOString(),
  node: process.version,
  // Other work on the machine shows in p99; the 1-minute load average at the end says how much.
  loadAverage1m: +os.loadavg()[0].toFixed(2),
  cpus: os.cpus().length,
  data: {
    days: DAYS,
    professionals: PROFESSIONALS,
    services: SERVICES,
    windows: disponibilidades.length,
    appointments: agendamentos.length,
    slotsFound: engineSlots.length,
    stepMinutes: input.stepMinutes,
    noticeMinutes: input.noticeMinutes,
    timeZone: TIME_ZONE,
  },
  engine,
  baseline: {
    name: 'arrayScan (every aligned start × the whole appointment array)',
    ...scan,
    overEngineMedian: +(scan.medianMs / engine.medianMs).toFixed(1),
  },
  naive: {
    name: 'freeSlotsNaive (arrayScan + an Intl instant per candidate)',
    ...naive,
    overEngineMedian: +(naive.medianMs / engine.medianMs).toFixed(1),
  },
  targetMedianMs: TARGET_MEDIAN_MS,
  meetsTarget: engine.medianMs <= TARGET_MEDIAN_MS,
};

console.table({ engine, arrayScan: scan, naive });
console.log(
  `${engineSlots.length} horários livres · motor: mediana ${engine.medianMs} ms, p99 ${engine.p99Ms} ms ` +
    `(meta ≤ ${TARGET_MEDIAN_MS} ms: ${result.meetsTarget ? 'sim' : 'NÃO'}) · ` +
    `varredura ${result.baseline.overEngineMedian}× e busca ingênua ` +
    `${result.naive.overEngineMedian}× mais lentas (medianas)`,
);
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'bench/results/slots.json'),
  `${JSON.stringify(result, null, 2)}\n`,
);

if (process.env.SLOTS_HTTP !== '0') {
  const http = spawnSync(process.execPath, [path.join(root, 'bench/slots-http.mjs')], {
    stdio: 'inherit',
  });
  if (http.status !== 0) process.exit(http.status ?? 1);
}
