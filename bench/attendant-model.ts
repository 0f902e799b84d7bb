// The model mode's overhead per turn, for `npm run bench -- attendant` (issue 14):
//   node --import tsx bench/attendant-model.ts <pglite|postgres> <out.json> [database url]
// One server in process with the real engine, the Evolution simulator and the OpenAI-compatible
// model simulator answering at once (its own latency ≈ 0). The same customer message ('quero
// cortar amanhã', a fresh chat each time) is answered alternately by the rules and by the model
// (A/B interleaved, so drift hits both): webhook → worker turn → sender's sendText, driven by the
// jobs' runOnce (no polling waits). A model turn is two calls (buscar_horarios, then the reply),
// as a real booking question is: the figure is everything around the model — mode and cap check,
// prompt and history, two SDK round trips on loopback with their zod read-back, the tool's slot
// search, the guards' row checks, the usage upsert — as a ratio to the deterministic turn.
import { performance } from 'node:perf_hooks';
import fs from 'node:fs';
import { addDays } from '@secretaria/shared/civil-time';
import { startEvolutionSimulator } from '@secretaria/simulators/evolution/evolution-simulator';
import { startLlmSimulator } from '@secretaria/simulators/llm/llm-simulator';
import { createEvolutionGateway } from '@/adapters/evolution/evolution-gateway';
import { createEvolutionClient } from '@/adapters/evolution/evolution-client';
import type { WhatsappGateway } from '@/adapters/external-services';
import { createLlmClient } from '@/adapters/llm/llm-client';
import { createServer } from '@/app';
import { loadConfig } from '@/config/env';
import { openPglite, openPostgres } from '@/db/database';
import { migrateToLatest } from '@/db/migrate';
import { createSettableClock } from '@/lib/clock';
import { createLogger } from '@/lib/logger';
import { runTurn } from '@/modules/attendant/engine/run-turn';
import { createBusiness, TEST_TODAY } from '@/modules/attendant/test/business-fixture';
import { drain } from '@/modules/attendant/test/drain';
import { connectOnSimulator } from '@/modules/attendant/test/gateway-conversa';
import { createTestClient } from '@/test/test-client';
import type { TestServer } from '@/test/test-server';

const [backend, outPath, databaseUrl] = process.argv.slice(2);
const WARMUP = 6;
const TURNS = 60;

if (backend !== 'pglite' && backend !== 'postgres') throw new Error(`back end? ${backend}`);
const database =
  backend === 'postgres'
    ? await openPostgres(databaseUrl as string)
    : await openPglite({ memory: true });
await migrateToLatest(database.db);

const evolution = await startEvolutionSimulator({ apiKey: 'chave' });
const llm = await startLlmSimulator({ apiKey: 'chave-modelo' });
const gateway: WhatsappGateway = {
  client: createEvolutionGateway(
    createEvolutionClient({ baseUrl: evolution.url, apiKey: 'chave' }),
  ),
  webhookUrl: (secret) => `http://127.0.0.1:9/webhooks/evolution/${secret}`,
  phoneUrl: (name) => evolution.phoneUrl(name),
  createAttempts: 3,
  createDelayMs: 20,
};
const config = loadConfig({
  LOG_LEVEL: 'silent',
  PUBLIC_URL: 'http://localhost:3000',
  BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
  ATTENDANT_BURST_MS: '0',
  DEV_ROUTES: 'true',
  ...(backend === 'postgres' ? { DATABASE_URL: databaseUrl } : {}),
});
// Both servers read one business clock (the fixture sets it to TEST_NOW through the API).
const clock = createSettableClock();
const server = await createServer({
  config,
  clock,
  database,
  logger: createLogger('silent'),
  gateway,
  runTurn,
  llm: createLlmClient({
    baseUrl: llm.baseUrl,
    apiKey: 'chave-modelo',
    model: 'modelo-bench',
    transcribeModel: null,
    timeoutMs: 15_000,
  }),
});
// The same database served without a model: the deterministic turn as it runs today.
const plain = await createServer({
  config,
  clock,
  database,
  logger: createLogger('silent'),
  gateway,
  runTurn,
});
type Series = 'semModelo' | 'regras' | 'ia';
const attendants = { semModelo: plain.attendant, regras: server.attendant, ia: server.attendant };

const fixtureServer = {
  db: database.db,
  ...(await createTestClient(server.app, database)),
} as unknown as TestServer;
const shop = await createBusiness(fixtureServer);
const { name: gatewayName, secret } = await connectOnSimulator(
  fixtureServer,
  { deps: { gateway }, evolution } as unknown as Parameters<typeof connectOnSimulator>[1],
  shop,
);
const TOMORROW = addDays(TEST_TODAY, 1);
const setMode = (mode: 'regras' | 'ia') =>
  database.db
    .updateTable('whatsapp_instances')
    .set({ attendant_mode: mode })
    .where('id', '=', shop.instanceId)
    .execute();

let phone = 0;
/** One turn of a new customer; the time from the webhook to the last sendText. */
async function turn(series: Series): Promise<number> {
  const mode = series === 'ia' ? 'ia' : 'regras';
  const attendant = attendants[series];
  if (!attendant) throw new Error('no attendant');
  phone += 1;
  const nome = `Cliente ${mode} ${phone}`;
  const from = `55119${String(70000000 + phone)}`;
  if (mode === 'ia') {
    llm.script(nome, [
      {
        toolCalls: [{ name: 'buscar_horarios', arguments: { servico: 'S3', dia: TOMORROW } }],
      },
      { text: 'Amanhã tenho às 09:00, 09:30 e 10:00 com o Rafael. Qual prefere?' },
    ]);
  }
  const before = evolution.sentMessages(gatewayName).length;
  const start = performance.now();
  const record = evolution.receiveMessage(gatewayName, {
    from,
    name: nome,
    text: 'quero cortar amanhã',
  });
  const res = await server.app.request(`/webhooks/evolution/${secret}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ event: 'messages.upsert', instance: gatewayName, data: record }),
  });
  if (res.status !== 200) throw new Error(`webhook ${res.status}`);
  await drain(attendant.worker);
  await drain(attendant.sender);
  const elapsed = performance.now() - start;
  if (evolution.sentMessages(gatewayName).length === before) throw new Error(`${series}: no reply`);
  if (mode === 'ia' && llm.remaining(nome) !== 0) throw new Error('the model was not used');
  return elapsed;
}

const samples: Record<Series, number[]> = { semModelo: [], regras: [], ia: [] };
const orders: Series[][] = [
  ['semModelo', 'regras', 'ia'],
  ['ia', 'semModelo', 'regras'],
  ['regras', 'ia', 'semModelo'],
];
for (let i = 0; i < WARMUP + TURNS; i++) {
  for (const series of orders[i % 3] as Series[]) {
    await setMode(series === 'ia' ? 'ia' : 'regras');
    const ms = await turn(series);
    if (i >= WARMUP) samples[series].push(ms);
  }
}
const usage = await database.db
  .selectFrom('ai_usage')
  .selectAll()
  .where('whatsapp_instance_id', '=', shop.instanceId)
  .executeTakeFirst();

const quantile = (xs: number[], q: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return +(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(2);
};
const figures = (xs: number[]) => ({ medianMs: quantile(xs, 0.5), p90Ms: quantile(xs, 0.9) });
const rules = figures(samples.semModelo);
const rulesWithModelConfigured = figures(samples.regras);
const model = figures(samples.ia);
fs.writeFileSync(
  outPath as string,
  JSON.stringify({
    turnsEach: TURNS,
    modelCallsPerTurn: 2,
    rules,
    rulesWithModelConfigured,
    model,
    ratio: {
      median: +(model.medianMs / rules.medianMs).toFixed(2),
      p90: +(model.p90Ms / rules.p90Ms).toFixed(2),
    },
    overheadMedianMs: +(model.medianMs - rules.medianMs).toFixed(2),
    fallbacks: usage?.fallbacks ?? null,
  }),
);
await server.close();
await plain.close();
await database.close();
await evolution.close();
await llm.close();
