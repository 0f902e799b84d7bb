// API list endpoints under load, on PostgreSQL with 10,000 owners and ~1,000,000 rows across
// instances, professionals, services, links, contacts and locations. One owner's lists are hit
// by 32 concurrent keep-alive connections; the same SQL served by bare pg + node:http
// (api-baseline.mjs) is measured in the same run, and the ratio of medians is the figure.
// Needs `npm run build` and a PostgreSQL server (BENCH_DATABASE_URL, else TEST_DATABASE_URL,
// else postgres://postgres@127.0.0.1:5432/test). BENCH_SECONDS per endpoint and side (default 6,
// in 3 alternating rounds; each figure is the median of the rounds).
// Metrics (issue 15): a second product process on the same database with METRICS_TOKEN set and
// scraped once a second is loaded against the first (metrics off) on the same endpoints; the
// ratio of medians is the metrics' overhead.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import {
  comparisonRow,
  compareLoad,
  createBenchDatabase,
  explainScans,
  registerBenchOwner,
  requireBuiltServer,
  root,
  startBuiltServer,
  startProcess,
} from './support.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const ROUNDS = 3;
const CONCURRENCY = 32;
const OWNERS = 10_000;

requireBuiltServer();

const database = await createBenchDatabase('bench_api');
const dbUrl = database.url;

const processes = [];
try {
  // 1. The product migrates the schema; the benchmark owner registers through the real API.
  const product = await startBuiltServer(dbUrl);
  processes.push(product);
  const email = 'bench@bench.local';
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const cookie = await registerBenchOwner(product.url, db, email);

  // 2. Bulk data, triggers off (no live-update notifications for a million seed rows).
  const seedStart = performance.now();
  await db.query(`set session_replication_role = replica`);
  await db.query(`insert into "user" (name, email, "emailVerified")
    select 'Dono ' || g, 'dono' || g || '@bench.local', true from generate_series(1, ${OWNERS - 1}) g`);
  await db.query(`insert into whatsapp_instances (user_id, name, phone_number, full_phone_number, pais_id, assistant_name, price_id)
    select id, 'Loja ' || left(id::text, 8), '11900000000', '5511900000000',
      (select id from paises_ddi where iso = 'BR'), 'Ana', 'pro' from "user"`);
  await db.query(`insert into profissionais (user_id, whatsapp_instance_id, nome, especialidade)
    select i.user_id, i.id, 'Profissional ' || g, 'Especialidade' from whatsapp_instances i, generate_series(1, 3) g`);
  await db.query(`insert into servicos (user_id, whatsapp_instance_id, nome, descricao)
    select i.user_id, i.id, 'Serviço ' || g, 'Descrição do serviço ' || g from whatsapp_instances i, generate_series(1, 10) g`);
  await db.query(`insert into profissionais_servicos (user_id, profissional_id, servico_id, tempo_execucao)
    select p.user_id, p.id, s.id, 30 from profissionais p join servicos s on s.whatsapp_instance_id = p.whatsapp_instance_id`);
  await db.query(`insert into contatos (user_id, whatsapp_instance_id, nome, telefone)
    select i.user_id, i.id, 'Cliente ' || g, '+55119' || lpad(g::text, 8, '0') from whatsapp_instances i, generate_series(1, 60) g`);
  await db.query(`insert into localizacoes (user_id, whatsapp_instance_id, nome, cep, logradouro, numero, bairro, cidade, estado)
    select i.user_id, i.id, 'Unidade ' || g, '01310100', 'Avenida Paulista', g::text, 'Bela Vista', 'São Paulo', 'SP'
    from whatsapp_instances i, generate_series(1, 2) g`);
  // One live session per owner, so the session lookup is planned against a realistic table.
  await db.query(
    `insert into session (token, "userId", "expiresAt", "updatedAt")
    select md5(random()::text) || md5(id::text), id, now() + interval '7 days', now() from "user"
    where email <> $1`,
    [email],
  );
  await db.query(`set session_replication_role = origin`);
  await db.query('analyze');
  const { rows: counts } = await db.query(`select
    (select count(*) from "user") as owners,
    (select count(*) from whatsapp_instances) + (select count(*) from profissionais) + (select count(*) from servicos)
    + (select count(*) from profissionais_servicos) + (select count(*) from contatos) + (select count(*) from localizacoes) as rows`);
  const seedSeconds = (performance.now() - seedStart) / 1000;
  const {
    rows: [{ user_id: ownerId, id: instanceId }],
  } = await db.query(
    `select i.user_id, i.id from whatsapp_instances i join "user" u on u.id = i.user_id where u.email = $1`,
    [email],
  );

  // 3. EXPLAIN each list query for the benchmark owner.
  const explained = {};
  const queries = {
    instances: [
      `select * from whatsapp_instances where user_id = $1 order by created_at, id`,
      [ownerId],
    ],
    profissionais: [
      `select * from profissionais where user_id = $1 and whatsapp_instance_id = $2 order by nome, id`,
      [ownerId, instanceId],
    ],
    servicos: [
      `select * from servicos where user_id = $1 and whatsapp_instance_id = $2 order by nome, id`,
      [ownerId, instanceId],
    ],
    contatos: [
      `select * from contatos where user_id = $1 and whatsapp_instance_id = $2 order by nome, id`,
      [ownerId, instanceId],
    ],
    localizacoes: [
      `select * from localizacoes where user_id = $1 and whatsapp_instance_id = $2 order by nome, id`,
      [ownerId, instanceId],
    ],
    links: [
      `select * from profissionais_servicos ps join servicos s on s.id = ps.servico_id where ps.user_id = $1 and ps.profissional_id = (select id from profissionais where whatsapp_instance_id = $2 limit 1)`,
      [ownerId, instanceId],
    ],
    // The lookup of require-user.ts (session.repo.ts), with the benchmark owner's token.
    session: [
      `select u.id, u.email, u.name from session s join "user" u on u.id = s."userId" where s.token = $1 and s."expiresAt" > now()`,
      [decodeURIComponent(cookie.split('=')[1]).split('.')[0]],
    ],
  };
  for (const [name, [sql, params]] of Object.entries(queries))
    explained[name] = await explainScans(db, sql, params);
  await db.end();

  const baseline = await startProcess(['bench/api-baseline.mjs'], { DATABASE_URL: dbUrl });
  processes.push(baseline);

  // 4. Load.
  const endpoints = [
    '/api/instances',
    `/api/instances/${instanceId}/profissionais`,
    `/api/instances/${instanceId}/servicos`,
    `/api/instances/${instanceId}/contatos`,
    `/api/instances/${instanceId}/localizacoes`,
    '/api/servicos',
  ];
  const results = [];
  const options = { seconds: SECONDS, rounds: ROUNDS, concurrency: CONCURRENCY, cookie };
  for (const endpoint of endpoints) {
    const compared = await compareLoad(product, baseline, endpoint, options);
    results.push(comparisonRow(endpoint.replace(instanceId, '{id}'), compared));
  }

  // 5. Metrics on against metrics off: the same build, the same database, scraped every second.
  const METRICS_TOKEN = 'bench-metrics-token-0123456789';
  const withMetrics = await startBuiltServer(dbUrl, { METRICS_TOKEN });
  processes.push(withMetrics);
  const scrapes = { ok: 0, failed: 0 };
  const scraper = setInterval(() => {
    fetch(`${withMetrics.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
      .then(async (res) => {
        await res.arrayBuffer();
        scrapes[res.ok ? 'ok' : 'failed'] += 1;
      })
      .catch(() => (scrapes.failed += 1));
  }, 1000);
  const metrics = [];
  try {
    for (const endpoint of ['/api/instances', `/api/instances/${instanceId}/servicos`]) {
      const compared = await compareLoad(withMetrics, product, endpoint, options);
      metrics.push(comparisonRow(endpoint.replace(instanceId, '{id}'), compared));
    }
  } finally {
    clearInterval(scraper);
  }
  const metricsOverhead = {
    scrapes,
    rows: metrics.map(
      ({ endpoint, oursMedianMs, baselineMedianMs, medianRatio, oursRps, baselineRps }) => ({
        endpoint,
        metricsOnMedianMs: oursMedianMs,
        metricsOffMedianMs: baselineMedianMs,
        medianRatio,
        metricsOnRps: oursRps,
        metricsOffRps: baselineRps,
      }),
    ),
  };

  console.log(
    JSON.stringify(
      {
        owners: Number(counts[0].owners),
        rows: Number(counts[0].rows),
        seedSeconds: +seedSeconds.toFixed(1),
        concurrency: CONCURRENCY,
        secondsPerEndpoint: SECONDS,
        explain: explained,
      },
      null,
      2,
    ),
  );
  console.table(results);
  const worst = Math.max(...results.map((r) => r.medianRatio));
  const usesIndexes = Object.values(explained).every((scans) =>
    scans.every((s) => !s.startsWith('Seq Scan') || s.endsWith('paises_ddi')),
  );
  console.log(
    `pior razão de medianas: ${worst} (meta ≤ 1,5) · índices: ${usesIndexes ? 'sim' : 'NÃO'}`,
  );
  console.table(metricsOverhead.rows);
  console.log(
    `métricas ligadas ÷ desligadas (mediana): ${metricsOverhead.rows.map((r) => `${r.endpoint} ${r.medianRatio}×`).join(' · ')} · coletas de /metrics: ${scrapes.ok} ok, ${scrapes.failed} falhas`,
  );
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'bench/results/api.json'),
    JSON.stringify(
      { date: new Date().toISOString(), counts: counts[0], explained, results, metricsOverhead },
      null,
      2,
    ),
  );
} finally {
  for (const p of processes.reverse()) await p.stop().catch(() => {});
  await database.drop();
}
