// The HTTP half of `npm run bench -- slots` (run by slots.bench.mjs): on PostgreSQL, one owner's
// instance with 20 professionals, 10 services, two windows a day for 14 days offering every
// service, and 2,000 appointments in the range.
// 1. GET /api/instances/{id}/horarios-livres for one service across every professional and the
//    14 days, one request at a time: median and p99 (target: median ≤ 25 ms).
// 2. The month agenda read, GET /api/profissionais/{id}/agendamentos?from&to, at 32 concurrent
//    connections, next to the same SQL served by bare pg + node:http (agenda-baseline.mjs) in the
//    same run, in alternating rounds: the ratio of medians is the figure, as in api.bench.mjs.
// Needs `npm run build` and PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local
// server). BENCH_SECONDS sets the seconds per side of the agenda read (default 6).
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import {
  compareLoad,
  createBenchDatabase,
  explainScans,
  percentile,
  registerBenchOwner,
  requireBuiltServer,
  root,
  startBuiltServer,
  startProcess,
} from './support.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const ROUNDS = 3;
const CONCURRENCY = 32;
const SLOT_RUNS = 200;
const DAYS = 14;

requireBuiltServer();

const database = await createBenchDatabase('bench_slots');
const processes = [];
try {
  const product = await startBuiltServer(database.url);
  processes.push(product);
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const cookie = await registerBenchOwner(product.url, db, 'agenda@bench.local');

  // Seed in SQL, triggers off (no live-update notifications for seed rows).
  await db.query(`set session_replication_role = replica`);
  const {
    rows: [owner],
  } = await db.query(`select id from "user" where email = 'agenda@bench.local'`);
  const {
    rows: [instance],
  } = await db.query(
    `insert into whatsapp_instances (user_id, name, phone_number, full_phone_number, pais_id, assistant_name, price_id)
     values ($1, 'Clínica', '11900000000', '5511900000000', (select id from paises_ddi where iso = 'BR'), 'Ana', 'ultra')
     returning id, ((now() at time zone 'America/Sao_Paulo')::date + 1)::text as first_day`,
    [owner.id],
  );
  const insertIds = async (sql, params) => (await db.query(sql, params)).rows.map((r) => r.id);
  const profs = await insertIds(
    `insert into profissionais (user_id, whatsapp_instance_id, nome, especialidade)
     select $1, $2, 'Profissional ' || g, 'Geral' from generate_series(1, 20) g returning id`,
    [owner.id, instance.id],
  );
  const servicos = await insertIds(
    `insert into servicos (user_id, whatsapp_instance_id, nome)
     select $1, $2, 'Serviço ' || g from generate_series(1, 10) g returning id`,
    [owner.id, instance.id],
  );
  await db.query(
    `insert into profissionais_servicos (user_id, profissional_id, servico_id, tempo_execucao)
     select $1, p, s, (array[30, 45, 60])[1 + (abs(hashtext(p::text || s::text)) % 3)]
     from unnest($2::uuid[]) p, unnest($3::uuid[]) s`,
    [owner.id, profs, servicos],
  );
  const [local] = await insertIds(
    `insert into localizacoes (user_id, whatsapp_instance_id, nome, cep, logradouro, numero, bairro, cidade, estado)
     values ($1, $2, 'Centro', '01310100', 'Avenida Paulista', '1000', 'Bela Vista', 'São Paulo', 'SP') returning id`,
    [owner.id, instance.id],
  );
  const contatos = await insertIds(
    `insert into contatos (user_id, whatsapp_instance_id, nome, telefone)
     select $1, $2, 'Cliente ' || g, '+55119' || lpad(g::text, 8, '0') from generate_series(1, 100) g returning id`,
    [owner.id, instance.id],
  );
  await db.query(
    `with w as (
       insert into disponibilidades (user_id, profissional_id, localizacao_id, dia, hora_inicio, hora_fim)
       select $1, p, $3, $4::date + d, h.i, h.f
       from unnest($2::uuid[]) p, generate_series(0, ${DAYS - 1}) d,
            (values (time '08:00', time '12:00'), (time '13:00', time '19:00')) h(i, f)
       returning id)
     insert into disponibilidades_servicos (user_id, disponibilidade_id, servico_id)
     select $1, w.id, s from w, unnest($5::uuid[]) s`,
    [owner.id, profs, local, instance.first_day, servicos],
  );
  // 2,000 appointments, 15-minute aligned, never overlapping within a professional's day.
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  const busy = new Map();
  const rows = [];
  while (rows.length < 2000) {
    const p = Math.floor(random() * profs.length);
    const d = Math.floor(random() * DAYS);
    const shift = random() < 0.4 ? [8 * 60, 12 * 60] : [13 * 60, 19 * 60];
    const len = [30, 45, 60][Math.floor(random() * 3)];
    const start = shift[0] + 15 * Math.floor((random() * (shift[1] - shift[0] - len)) / 15);
    const key = `${p}:${d}`;
    const taken = busy.get(key) ?? [];
    if (taken.some(([a, b]) => start < b && start + len > a)) continue;
    taken.push([start, start + len]);
    busy.set(key, taken);
    rows.push([profs[p], d, start, start + len]);
  }
  await db.query(
    `insert into agendamentos (user_id, whatsapp_instance_id, profissional_id, servico_id, contato_id,
       localizacao_id, data_agendamento, hora_inicio, hora_fim, periodo)
     select $1, $2, r.p, $3, $4, $5, $6::date + r.d, make_time(r.i / 60, r.i % 60, 0), make_time(r.f / 60, r.f % 60, 0),
       tstzrange((($6::date + r.d) + make_time(r.i / 60, r.i % 60, 0)) at time zone 'America/Sao_Paulo',
                 (($6::date + r.d) + make_time(r.f / 60, r.f % 60, 0)) at time zone 'America/Sao_Paulo', '[)')
     from unnest($7::uuid[], $8::int[], $9::int[], $10::int[]) as r(p, d, i, f)`,
    [
      owner.id,
      instance.id,
      servicos[0],
      contatos[0],
      local,
      instance.first_day,
      rows.map((r) => r[0]),
      rows.map((r) => r[1]),
      rows.map((r) => r[2]),
      rows.map((r) => r[3]),
    ],
  );
  // Other owners' rows, so the plans are those of a shared database: 2,000 owners, each with an
  // instance, 3 professionals, a service, a location, a contact, two windows a day and 10 bookings.
  await db.query(`insert into "user" (name, email, "emailVerified")
    select 'Dono ' || g, 'dono' || g || '@bench.local', true from generate_series(1, 2000) g`);
  await db.query(`insert into whatsapp_instances (user_id, name, phone_number, full_phone_number, pais_id, assistant_name, price_id)
    select id, 'Loja', '11900000000', '5511900000000', (select id from paises_ddi where iso = 'BR'), 'Ana', 'pro'
    from "user" where email like 'dono%@bench.local'`);
  await db.query(
    `insert into profissionais (user_id, whatsapp_instance_id, nome, especialidade)
    select i.user_id, i.id, 'Profissional ' || g, 'Geral' from whatsapp_instances i, generate_series(1, 3) g
    where i.user_id <> $1`,
    [owner.id],
  );
  await db.query(
    `insert into servicos (user_id, whatsapp_instance_id, nome)
    select user_id, id, 'Serviço' from whatsapp_instances where user_id <> $1`,
    [owner.id],
  );
  await db.query(
    `insert into localizacoes (user_id, whatsapp_instance_id, nome, cep, logradouro, numero, bairro, cidade, estado)
    select user_id, id, 'Unidade', '01310100', 'Rua', '1', 'Bairro', 'Cidade', 'SP' from whatsapp_instances where user_id <> $1`,
    [owner.id],
  );
  await db.query(
    `insert into contatos (user_id, whatsapp_instance_id, nome, telefone)
    select user_id, id, 'Cliente', '+5511911112222' from whatsapp_instances where user_id <> $1`,
    [owner.id],
  );
  await db.query(
    `with w as (
       insert into disponibilidades (user_id, profissional_id, localizacao_id, dia, hora_inicio, hora_fim)
       select p.user_id, p.id, l.id, $2::date + d, h.i, h.f
       from profissionais p join localizacoes l on l.whatsapp_instance_id = p.whatsapp_instance_id,
            generate_series(0, ${DAYS - 1}) d,
            (values (time '08:00', time '12:00'), (time '13:00', time '19:00')) h(i, f)
       where p.user_id <> $1
       returning id, user_id, profissional_id)
     insert into disponibilidades_servicos (user_id, disponibilidade_id, servico_id)
     select w.user_id, w.id, s.id from w join profissionais p on p.id = w.profissional_id
       join servicos s on s.whatsapp_instance_id = p.whatsapp_instance_id`,
    [owner.id, instance.first_day],
  );
  await db.query(
    `insert into agendamentos (user_id, whatsapp_instance_id, profissional_id, servico_id, contato_id,
       localizacao_id, data_agendamento, hora_inicio, hora_fim, periodo)
     select p.user_id, p.whatsapp_instance_id, p.id, s.id, c.id, null, $2::date + g, time '09:00', time '09:30',
       tstzrange((($2::date + g) + time '09:00') at time zone 'America/Sao_Paulo',
                 (($2::date + g) + time '09:30') at time zone 'America/Sao_Paulo', '[)')
     from profissionais p join servicos s on s.whatsapp_instance_id = p.whatsapp_instance_id
       join contatos c on c.whatsapp_instance_id = p.whatsapp_instance_id, generate_series(0, 9) g
     where p.user_id <> $1 and p.nome = 'Profissional 1'`,
    [owner.id, instance.first_day],
  );
  await db.query(`set session_replication_role = origin`);
  await db.query('analyze');
  const { rows: counts } = await db.query(`select
    (select count(*) from disponibilidades)::int as disponibilidades,
    (select count(*) from disponibilidades_servicos)::int as disponibilidades_servicos,
    (select count(*) from agendamentos)::int as agendamentos`);
  const firstDay = instance.first_day;
  const lastDay = (await db.query(`select ($1::date + ${DAYS - 1})::text as d`, [firstDay])).rows[0]
    .d;

  const explain = (sql, params) => explainScans(db, sql, params);
  const explained = {
    agenda: await explain(
      `select a.id from agendamentos a join servicos s on s.id = a.servico_id join contatos c on c.id = a.contato_id
       where a.user_id = $1 and a.profissional_id = $2 and a.data_agendamento >= $3 and a.data_agendamento <= $4`,
      [owner.id, profs[0], firstDay, lastDay],
    ),
    windows: await explain(
      `select d.id from disponibilidades d join profissionais p on p.id = d.profissional_id
       join disponibilidades_servicos ds on ds.disponibilidade_id = d.id
       where d.user_id = $1 and p.whatsapp_instance_id = $2 and ds.servico_id = $3 and d.dia >= $4 and d.dia <= $5`,
      [owner.id, instance.id, servicos[1], firstDay, lastDay],
    ),
  };
  await db.end();

  // 1. Free slots, one request at a time.
  const slotsUrl = `${product.url}/api/instances/${instance.id}/horarios-livres?servico_id=${servicos[1]}&from=${firstDay}&to=${lastDay}`;
  const first = await fetch(slotsUrl, { headers: { cookie } });
  if (first.status !== 200) throw new Error(`horarios-livres → ${first.status}`);
  const slotCount = (await first.json()).length;
  const times = [];
  for (let i = 0; i < 20 + SLOT_RUNS; i++) {
    const started = performance.now();
    const res = await fetch(slotsUrl, { headers: { cookie } });
    await res.arrayBuffer();
    if (i >= 20) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const slots = {
    runs: SLOT_RUNS,
    slots: slotCount,
    medianMs: +percentile(times, 50).toFixed(2),
    p99Ms: +percentile(times, 99).toFixed(2),
    targetMedianMs: 25,
  };

  // 2. The month agenda read against the bare-pg baseline.
  const baseline = await startProcess(['bench/agenda-baseline.mjs'], {
    DATABASE_URL: database.url,
  });
  processes.push(baseline);
  const monthPath = `/api/profissionais/${profs[0]}/agendamentos?from=${firstDay.slice(0, 8)}01&to=${lastDay}`;
  const compared = await compareLoad(product, baseline, monthPath, {
    seconds: SECONDS,
    rounds: ROUNDS,
    concurrency: CONCURRENCY,
    cookie,
  });
  const figures = (x) => ({
    medianMs: +x.median.toFixed(2),
    p99Ms: +x.p99.toFixed(2),
    rps: Math.round(x.rps),
  });
  const agenda = { ours: figures(compared.ours), baseline: figures(compared.baseline) };
  agenda.medianRatio = +(agenda.ours.medianMs / agenda.baseline.medianMs).toFixed(2);

  console.table({ 'horarios-livres (1 conexão)': slots });
  console.table({
    'agenda do mês (nosso)': agenda.ours,
    'agenda do mês (pg puro)': agenda.baseline,
  });
  console.log(
    `horários livres: mediana ${slots.medianMs} ms (meta ≤ 25 ms: ${slots.medianMs <= 25 ? 'sim' : 'NÃO'}) · ` +
      `agenda do mês: razão de medianas ${agenda.medianRatio} · índices: ${JSON.stringify(explained)}`,
  );
  fs.writeFileSync(
    path.join(root, 'bench/results/slots-http.json'),
    `${JSON.stringify({ date: new Date().toISOString(), counts: counts[0], slots, agenda, explained }, null, 2)}\n`,
  );
} finally {
  for (const p of processes.reverse()) await p.stop().catch(() => {});
  await database.drop();
}
