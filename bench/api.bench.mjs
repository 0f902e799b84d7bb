// API list endpoints under load, on PostgreSQL with 10,000 owners and ~1,000,000 rows across
// instances, professionals, services, links, contacts and locations. One owner's lists are hit
// by 32 concurrent keep-alive connections; the same SQL served by bare pg + node:http
// (api-baseline.mjs) is measured in the same run, and the ratio of medians is the figure.
// Needs `npm run build` and a PostgreSQL server (BENCH_DATABASE_URL, else TEST_DATABASE_URL,
// else postgres://postgres@127.0.0.1:5432/test). BENCH_SECONDS per endpoint and side (default 6,
// in 3 alternating rounds; each figure is the median of the rounds).
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import {
  createBenchDatabase,
  explainScans,
  loadTest,
  median,
  registerBenchOwner,
  root,
  startProcess,
} from './support.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const ROUNDS = 3;
const CONCURRENCY = 32;
const OWNERS = 10_000;

if (!fs.existsSync(path.join(root, 'apps/server/dist/main.mjs'))) {
  console.error('apps/server/dist/main.mjs não existe: rode `npm run build` antes do benchmark.');
  process.exit(1);
}

const database = await createBenchDatabase('bench_api');
const dbUrl = database.url;

const processes = [];
try {
  // 1. The product migrates the schema; the benchmark owner registers through the real API.
  const product = await startProcess(['apps/server/dist/main.mjs'], {
    DATABASE_URL: dbUrl,
    PUBLIC_URL: 'http://127.0.0.1',
  });
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
    select i.user_id, i.id, 'Cliente ' || g, '119' || lpad(g::text, 8, '0') from whatsapp_instances i, generate_series(1, 60) g`);
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
  const load = (url, seconds) => loadTest(url, { seconds, concurrency: CONCURRENCY, cookie });
  const endpoints = [
    '/api/instances',
    `/api/instances/${instanceId}/profissionais`,
    `/api/instances/${instanceId}/servicos`,
    `/api/instances/${instanceId}/contatos`,
    `/api/instances/${instanceId}/localizacoes`,
    '/api/servicos',
  ];
  const results = [];
  for (const endpoint of endpoints) {
    await load(`${product.url}${endpoint}`, 1); // warm-up
    await load(`${baseline.url}${endpoint}`, 1);
    // Alternate short rounds so a burst of load from elsewhere hits both sides alike.
    const rounds = { base: [], ours: [] };
    for (let r = 0; r < ROUNDS; r++) {
      rounds.base.push(await load(`${baseline.url}${endpoint}`, SECONDS / ROUNDS));
      rounds.ours.push(await load(`${product.url}${endpoint}`, SECONDS / ROUNDS));
    }
    const pick = (xs) => ({
      median: median(xs.map((x) => x.median)),
      p99: median(xs.map((x) => x.p99)),
      rps: median(xs.map((x) => x.rps)),
    });
    const base = pick(rounds.base);
    const ours = pick(rounds.ours);
    results.push({
      endpoint: endpoint.replace(instanceId, '{id}'),
      oursMedianMs: +ours.median.toFixed(2),
      oursP99Ms: +ours.p99.toFixed(2),
      oursRps: Math.round(ours.rps),
      baselineMedianMs: +base.median.toFixed(2),
      baselineP99Ms: +base.p99.toFixed(2),
      baselineRps: Math.round(base.rps),
      medianRatio: +(ours.median / base.median).toFixed(2),
    });
  }
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
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'bench/results/api.json'),
    JSON.stringify(
      { date: new Date().toISOString(), counts: counts[0], explained, results },
      null,
      2,
    ),
  );
} finally {
  for (const p of processes.reverse()) await p.stop().catch(() => {});
  await database.drop();
}
