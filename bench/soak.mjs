// Soak: the built server in embedded mode (PGlite in a temp DATA_DIR, the Evolution, Stripe and
// e-mail simulators in process, as `npm start` runs it) under a small business's mixed load for
// SOAK_MINUTES (default 30), its memory sampled every SOAK_SAMPLE_SECONDS (default 30):
// - VmRSS of the server process from /proc/<pid>/status (what the VPS pays for), and, from
//   /metrics (the soak sets METRICS_TOKEN unless SOAK_METRICS=0), process_resident_memory_bytes,
//   nodejs_heap_size_used_bytes and nodejs_external_memory_bytes (PGlite's WASM memory is an
//   ArrayBuffer: it shows in RSS, not in the JS heap);
// - the load, each loop on its own timer: the owner's panel (a "screen" of 3–5 reads every
//   SOAK_PANEL_SECONDS, default 5: instances, conversas + contagem, month agenda of a
//   professional, contatos, notificacoes, free slots, a chat's messages), writes every
//   SOAK_WRITE_SECONDS (default 20: a contato created, an agendamento booked on a free slot and
//   cancelled), a customer every SOAK_CUSTOMER_SECONDS (default 30) writing on the Evolution
//   simulator's phone (a booking dialog answered by the attendant through the webhook, or a
//   question from a returning customer), and one SSE client on /api/realtime all along.
// The data set is `npm run demo`'s (a Pro instance, 3 professionals, 5 services, 20 contacts),
// seeded in its own process first, so the server opens an existing folder as after an upgrade.
// Prints the curve (start, every 5 min, end) and writes bench/results/soak.json
// (SOAK_RESULTS_FILE to write elsewhere). Verdict: steady state (median RSS of the last third)
// ≤ SOAK_TARGET_MB (400) and a plateau (RSS growth over the second half < 2 MB per 5 min).
// SOAK_NODE_OPTIONS goes to the server (e.g. --heapsnapshot-signal=SIGUSR2 for heap snapshots).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { percentile, requireBuiltServer, root, startProcess } from './support.mjs';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 30);
const SAMPLE_S = Number(process.env.SOAK_SAMPLE_SECONDS ?? 30);
const PANEL_S = Number(process.env.SOAK_PANEL_SECONDS ?? 5);
const WRITE_S = Number(process.env.SOAK_WRITE_SECONDS ?? 20);
const CUSTOMER_S = Number(process.env.SOAK_CUSTOMER_SECONDS ?? 30);
const TARGET_MB = Number(process.env.SOAK_TARGET_MB ?? 400);
const PLATEAU_MB_PER_5_MIN = 2;
const resultsFile = process.env.SOAK_RESULTS_FILE ?? path.join(root, 'bench/results/soak.json');
const metricsToken = process.env.SOAK_METRICS === '0' ? null : randomBytes(16).toString('hex');

requireBuiltServer();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soak-'));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const mb = (bytes) => +(bytes / 1048576).toFixed(1);

// The demo data set, written by `npm run demo`'s entry in its own process (initdb's ~800 MB
// peak stays out of the measured process).
const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/demo/main.ts'], {
  cwd: root,
  encoding: 'utf8',
  env: { ...process.env, DATA_DIR: dataDir, TSX_TSCONFIG_PATH: 'apps/server/tsconfig.json' },
});
if (seeded.status !== 0) {
  console.error(seeded.stdout, seeded.stderr);
  process.exit(1);
}
const demoEmail = /Email: (\S+)/.exec(seeded.stdout)[1];
const demoPassword = /Senha: (\S+)/.exec(seeded.stdout)[1];

// The floor: a bare Node process with only PGlite open on the same folder, with the folder's own
// settings (128 MB shared_buffers from initdb) and with the server's 32 MB (docs/decisions/026).
const floorOf = (startParams) => {
  const run = spawnSync(process.execPath, ['bench/pglite-floor.mjs'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, PGLITE_START_PARAMS: JSON.stringify(startParams) },
  });
  return run.status === 0 ? JSON.parse(run.stdout) : { error: run.stderr.slice(0, 300) };
};
const floor = {
  folderSettings: floorOf([]),
  sharedBuffers32MB: floorOf(['-c', 'shared_buffers=32MB']),
};
console.log(
  `Piso (Node + PGlite só): ${floor.folderSettings.rssMb} MB com o postgresql.conf do initdb, ${floor.sharedBuffers32MB.rssMb} MB com shared_buffers=32MB`,
);

const server = await startProcess(['--enable-source-maps', 'apps/server/dist/main.mjs'], {
  DATA_DIR: dataDir,
  ...(metricsToken ? { METRICS_TOKEN: metricsToken } : {}),
  ...(process.env.SOAK_NODE_OPTIONS ? { NODE_OPTIONS: process.env.SOAK_NODE_OPTIONS } : {}),
});
// A crash of the soak must not leave the server running (it holds the data folder's lock).
const stopOnCrash = async (error) => {
  console.error(error);
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
};
process.on('uncaughtException', stopOnCrash);
process.on('unhandledRejection', stopOnCrash);
process.on('SIGINT', () => stopOnCrash('interrompido'));
const startedAt = performance.now();
const elapsedMin = () => (performance.now() - startedAt) / 60000;

const stats = { requests: 0, errors: 0, errorSamples: [], latencies: [] };
const counts = { panelScreens: 0, writes: 0, dialogs: 0, repliesSeen: 0, sseEvents: 0 };
const noteError = (what) => {
  stats.errors += 1;
  if (stats.errorSamples.length < 20)
    stats.errorSamples.push(`${elapsedMin().toFixed(1)} min ${what}`);
};

let cookie = '';
const origin = server.url;
/** One request to the product as the signed-in owner; resolves with the parsed body or null. */
async function api(method, url, body) {
  const started = performance.now();
  stats.requests += 1;
  try {
    const res = await fetch(url.startsWith('http') ? url : `${server.url}${url}`, {
      method,
      headers: {
        cookie,
        origin,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    stats.latencies.push(performance.now() - started);
    if (!res.ok) {
      noteError(`${method} ${url} → ${res.status} ${text.slice(0, 120)}`);
      return null;
    }
    return text ? JSON.parse(text) : {};
  } catch (error) {
    noteError(`${method} ${url} → ${error.message}`);
    return null;
  }
}

const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin },
  body: JSON.stringify({ email: demoEmail, password: demoPassword }),
});
cookie = signIn.headers
  .getSetCookie()
  .find((c) => c.includes('session_token='))
  .split(';')[0];

const [instance] = await api('GET', '/api/instances');
const { items: profissionais } = await api('GET', `/api/instances/${instance.id}/profissionais`);
const offers = [];
for (const p of profissionais) {
  for (const link of await api('GET', `/api/profissionais/${p.id}/servicos`)) {
    offers.push({ profissionalId: p.id, servicoId: link.servico_id });
  }
}

// The WhatsApp connected as an owner does it: QR from the server, scanned on the simulator's phone.
await api('POST', `/api/instances/${instance.id}/whatsapp/qr`);
const { simulatorPhoneUrl: phoneUrl } = await api('GET', `/api/instances/${instance.id}/whatsapp`);
await api('POST', `${phoneUrl}/scan`, {});
for (let i = 0; ; i++) {
  const state = await api('GET', `/api/instances/${instance.id}/whatsapp`);
  if (state?.state === 'CONNECTED') break;
  if (i > 100) throw new Error('WhatsApp did not connect');
  await sleep(100);
}

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
  new Date(),
);
const dayPlus = (n) => {
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

// --- memory sampling ---------------------------------------------------------------------
const samples = [];
const vmRssMb = () => {
  const status = fs.readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return +(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024).toFixed(1);
};
async function metricsMemory() {
  if (!metricsToken) return {};
  try {
    const text = await (
      await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })
    ).text();
    const read = (name) => {
      const m = new RegExp(`^${name}(?:\\{[^}]*\\})? ([0-9.e+]+)$`, 'm').exec(text);
      return m ? mb(Number(m[1])) : null;
    };
    return {
      metricsRssMb: read('process_resident_memory_bytes'),
      heapUsedMb: read('nodejs_heap_size_used_bytes'),
      heapTotalMb: read('nodejs_heap_size_total_bytes'),
      externalMb: read('nodejs_external_memory_bytes'),
    };
  } catch {
    return {};
  }
}
async function sample() {
  const s = {
    minute: +elapsedMin().toFixed(2),
    rssMb: vmRssMb(),
    ...(await metricsMemory()),
    requests: stats.requests,
    errors: stats.errors,
  };
  samples.push(s);
  console.log(
    `${s.minute.toFixed(1).padStart(5)} min  RSS ${s.rssMb} MB  heap ${s.heapUsedMb ?? '-'} MB  external ${s.externalMb ?? '-'} MB  requests ${s.requests}  errors ${s.errors}`,
  );
}

// --- load ---------------------------------------------------------------------------------
let running = true;
const every = async (seconds, fn) => {
  while (running) {
    const started = performance.now();
    try {
      await fn();
    } catch (error) {
      noteError(String(error));
    }
    const wait = seconds * 1000 - (performance.now() - started);
    if (running && wait > 0) await sleep(wait);
  }
};
const pick = (xs) => xs[Math.floor(Math.random() * xs.length)];

let screen = 0;
async function panelScreen() {
  const p = pick(profissionais);
  const offer = pick(offers);
  const screens = [
    () => [
      api('GET', '/api/instances'),
      api('GET', '/api/profile'),
      api('GET', '/api/notificacoes'),
    ],
    async () => {
      const list = await api('GET', `/api/instances/${instance.id}/conversas`);
      const chat = list?.items[0];
      return [
        api('GET', `/api/instances/${instance.id}/conversas/contagem`),
        ...(chat
          ? [
              api('GET', `/api/conversas/${chat.id}`),
              api('GET', `/api/conversas/${chat.id}/mensagens`),
            ]
          : []),
      ];
    },
    () => [
      api('GET', `/api/profissionais/${p.id}/agendamentos?from=${dayPlus(-15)}&to=${dayPlus(30)}`),
      api(
        'GET',
        `/api/profissionais/${p.id}/disponibilidades?from=${dayPlus(-15)}&to=${dayPlus(30)}`,
      ),
      api(
        'GET',
        `/api/instances/${instance.id}/horarios-livres?servico_id=${offer.servicoId}&profissional_id=${offer.profissionalId}&from=${dayPlus(1)}&to=${dayPlus(7)}`,
      ),
    ],
    () => [
      api('GET', `/api/instances/${instance.id}/contatos`),
      api('GET', `/api/instances/${instance.id}/servicos`),
      api('GET', `/api/instances/${instance.id}/profissionais`),
      api('GET', `/api/instances/${instance.id}/attendant-settings`),
    ],
  ];
  await Promise.all(await screens[screen++ % screens.length]());
  counts.panelScreens += 1;
}

let writeNo = 0;
async function writeCycle() {
  writeNo += 1;
  const contato = await api('POST', `/api/instances/${instance.id}/contatos`, {
    nome: `Cliente Soak ${writeNo}`,
    telefone: `219${String((Date.now() + writeNo) % 1e8).padStart(8, '0')}`,
  });
  if (!contato) return;
  const offer = pick(offers);
  const slots = await api(
    'GET',
    `/api/instances/${instance.id}/horarios-livres?servico_id=${offer.servicoId}&profissional_id=${offer.profissionalId}&from=${dayPlus(1)}&to=${dayPlus(14)}`,
  );
  if (!slots?.length) return;
  const slot = pick(slots);
  const agendamento = await api('POST', `/api/profissionais/${offer.profissionalId}/agendamentos`, {
    data_agendamento: slot.dia,
    hora_inicio: slot.hora_inicio,
    servico_id: offer.servicoId,
    contato_id: contato.id,
  });
  if (agendamento)
    await api('PATCH', `/api/agendamentos/${agendamento.id}/status`, { status: 'cancelado' });
  counts.writes += 1;
}

const customers = [];
let customerNo = 0;
/** Sends as a customer on the phone and waits (≤ 20 s) for the business's next reply. */
async function say(customer, text) {
  const before = customer.replies;
  const sent = await api('POST', `${phoneUrl}/messages`, { ...customer.who, text });
  if (!sent) return false;
  for (let i = 0; i < 80 && running; i++) {
    await sleep(250);
    const view = await fetch(`${phoneUrl}/state?chat=${customer.who.from}`).then((r) => r.json());
    customer.replies = view.messages.filter((m) => m.fromMe).length;
    if (customer.replies > before) {
      counts.repliesSeen += customer.replies - before;
      return true;
    }
  }
  noteError(`no reply to "${text}" for ${customer.who.from}`);
  return false;
}
const SERVICE_WORDS = ['massagem relaxante', 'avaliação', 'drenagem linfática', 'limpeza de pele'];
const HOURS = ['10h', '11h', '14h', '15h', '16h'];
async function customerDialog() {
  customerNo += 1;
  const returning = customers.length > 3 && customerNo % 3 === 0;
  if (returning) {
    const customer = pick(customers);
    await say(
      customer,
      pick(['Quanto custa a avaliação?', 'Qual o endereço?', 'Tenho horário marcado?']),
    );
  } else {
    const customer = {
      who: {
        from: `55119${String((Date.now() + customerNo) % 1e8).padStart(8, '0')}`,
        name: `Cliente ${customerNo}`,
      },
      replies: 0,
    };
    customers.push(customer);
    if (await say(customer, `Oi, quero marcar ${pick(SERVICE_WORDS)} amanhã às ${pick(HOURS)}`))
      await say(customer, 'sim');
  }
  counts.dialogs += 1;
}

let sse;
function connectSse() {
  if (!running) return;
  sse = http.get(`${server.url}/api/realtime`, { headers: { cookie } }, (res) => {
    res.setEncoding('utf8');
    res.on('data', (chunk) => {
      counts.sseEvents += (chunk.match(/^data:/gm) ?? []).length;
    });
    res.on('end', () => setTimeout(connectSse, 1000));
  });
  sse.on('error', () => setTimeout(connectSse, 1000));
}

// --- run ----------------------------------------------------------------------------------
await sample();
connectSse();
const loops = [
  every(PANEL_S, panelScreen),
  every(WRITE_S, writeCycle),
  every(CUSTOMER_S, customerDialog),
];
const deadline = startedAt + MINUTES * 60000;
while (performance.now() + SAMPLE_S * 1000 <= deadline + 1000) {
  await sleep(Math.min(SAMPLE_S * 1000, deadline - performance.now()));
  await sample();
}
if (samples.at(-1).minute < MINUTES - 0.05) {
  await sleep(Math.max(0, deadline - performance.now()));
  await sample();
}
running = false;
sse.destroy();
await Promise.all(loops);
const peakRss = Number(
  /VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${server.pid}/status`, 'utf8'))[1],
);
await server.stop();
fs.rmSync(dataDir, { recursive: true, force: true });

// --- verdict ------------------------------------------------------------------------------
const curve = samples.filter(
  (s, i) =>
    i === 0 ||
    i === samples.length - 1 ||
    Math.floor(s.minute / 5 + 1e-6) > Math.floor(samples[i - 1].minute / 5 + 1e-6),
);
const lastThird = samples.filter((s) => s.minute >= (MINUTES * 2) / 3).map((s) => s.rssMb);
const steadyStateMb = [...lastThird].sort((a, b) => a - b)[Math.floor(lastThird.length / 2)];
// Least-squares slope of RSS over the second half, in MB per 5 minutes.
const half = samples.filter((s) => s.minute >= MINUTES / 2);
const mx = half.reduce((a, s) => a + s.minute, 0) / half.length;
const my = half.reduce((a, s) => a + s.rssMb, 0) / half.length;
const slope =
  (half.reduce((a, s) => a + (s.minute - mx) * (s.rssMb - my), 0) /
    half.reduce((a, s) => a + (s.minute - mx) ** 2, 0)) *
  5;
const latencies = stats.latencies.sort((a, b) => a - b);
const plateau = slope < PLATEAU_MB_PER_5_MIN;
const result = {
  label: process.env.SOAK_LABEL ?? null,
  when: new Date().toISOString(),
  node: process.version,
  minutes: MINUTES,
  rates: {
    panelScreenEverySeconds: PANEL_S,
    writeCycleEverySeconds: WRITE_S,
    customerEverySeconds: CUSTOMER_S,
    sampleEverySeconds: SAMPLE_S,
  },
  metricsEnabled: Boolean(metricsToken),
  serverNodeOptions: process.env.SOAK_NODE_OPTIONS ?? null,
  floor,
  curve,
  startRssMb: samples[0].rssMb,
  endRssMb: samples.at(-1).rssMb,
  peakRssMb: +(peakRss / 1024).toFixed(1),
  steadyStateMb,
  secondHalfGrowthMbPer5Min: +slope.toFixed(2),
  load: {
    requests: stats.requests,
    errors: stats.errors,
    errorSamples: stats.errorSamples,
    medianMs: +percentile(latencies, 50).toFixed(1),
    p99Ms: +percentile(latencies, 99).toFixed(1),
    ...counts,
  },
  targets: { steadyStateMb: TARGET_MB, plateauMbPer5Min: PLATEAU_MB_PER_5_MIN },
  plateau,
  met: plateau && steadyStateMb <= TARGET_MB,
  samples,
};
fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
fs.writeFileSync(resultsFile, `${JSON.stringify(result, null, 2)}\n`);
console.log('\nCurva de RSS (início, a cada 5 min, fim):');
for (const s of curve) console.log(`  ${s.minute.toFixed(1).padStart(5)} min  ${s.rssMb} MB`);
console.log(
  `Regime: ${steadyStateMb} MB (mediana do último terço), crescimento na segunda metade ${slope.toFixed(2)} MB/5 min, pico ${result.peakRssMb} MB; ${stats.requests} requisições, ${stats.errors} erros, ${counts.dialogs} conversas, ${counts.repliesSeen} respostas.`,
);
console.log(
  result.met
    ? `✓ memória estável e ≤ ${TARGET_MB} MB`
    : `✗ ${plateau ? '' : 'memória ainda crescendo; '}${steadyStateMb > TARGET_MB ? `regime acima de ${TARGET_MB} MB` : ''}`,
);
console.log(`→ ${path.relative(root, resultsFile)}`);
