// The Conversas half of `npm run bench -- web` (run by web.bench.mjs; CONVERSAS=0 skips it), issue
// 12 Must show 3. On PostgreSQL, one owner's connected instance with 10,000 chats (one of them,
// the newest, with 5,000 messages), next to 20 other owners' instances of 10,000 chats each.
// 1. Browser (Chromium of CHROME_PATH, 1280×900): time to first list paint of /painel/conversas,
//    time to open the 5,000-message chat (a click in the list, and a direct load of its address)
//    and time for the next page when the list is scrolled to its end; each as a ratio to the time
//    to first paint of /painel/instancias on the same machine, in the same run. BENCH_RUNS runs
//    (default 5, after one warm-up), medians.
// 2. HTTP: GET /api/instances/{id}/conversas (every filter, a search, a later page) and the big
//    chat's GET /api/conversas/{id}/mensagens at 32 concurrent connections, next to the same SQL
//    served by bare pg + node:http (conversas-baseline.mjs), in alternating rounds: the ratio of
//    medians is the figure, as in api.bench.mjs. BENCH_SECONDS per endpoint and side (default 6).
// Needs `npm run build` and PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else local).
/* global document -- the functions given to page.waitForFunction and page.evaluate run in the page. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { chromium } from '@playwright/test';
import { seedBigChat, seedInstance } from './conversas-seed.mjs';
import {
  comparisonRow,
  compareLoad,
  createBenchDatabase,
  explainScans,
  median,
  registerBenchOwner,
  requireBuiltServer,
  root,
  startBuiltServer,
  startProcess,
} from './support.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const ROUNDS = 3;
const CONCURRENCY = 32;
const CHATS = 10_000;
const BIG_CHAT_MESSAGES = 5_000;
const OTHER_OWNERS = 20;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

requireBuiltServer();

const database = await createBenchDatabase('bench_conversas');
const processes = [];
let browser;
try {
  const product = await startBuiltServer(database.url);
  processes.push(product);
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const email = 'conversas@bench.local';
  const cookie = await registerBenchOwner(product.url, db, email);

  const seedStart = performance.now();
  await db.query(`set session_replication_role = replica`);
  const {
    rows: [owner],
  } = await db.query(`select id from "user" where email = $1`, [email]);
  const instanceId = await seedInstance(db, owner.id, 'Clínica Bench', CHATS);
  for (let i = 0; i < OTHER_OWNERS; i++) {
    const {
      rows: [other],
    } = await db.query(
      `insert into "user" (name, email, "emailVerified") values ($1, $2, true) returning id`,
      [`Dono ${i}`, `dono${i}@bench.local`],
    );
    await seedInstance(db, other.id, `Loja ${i}`, CHATS);
  }
  const big = await seedBigChat(db, owner.id, instanceId, BIG_CHAT_MESSAGES);
  await db.query(`set session_replication_role = origin`);
  await db.query('analyze');
  const { rows: counts } = await db.query(
    `select (select count(*) from conversas) as conversas, (select count(*) from mensagens) as mensagens`,
  );
  const seedSeconds = (performance.now() - seedStart) / 1000;

  // EXPLAIN the list's queries (as the product builds them) for the benchmark owner.
  const listSql = (extra) =>
    `select c.id, c.estado, c.unread_count, c.last_message_at, ct.nome, ct.telefone
     from conversas c left join contatos ct on ct.id = c.contato_id
     where c.user_id = $1 and c.whatsapp_instance_id = $2 and c.last_message_at is not null ${extra}
     order by c.last_message_at desc, c.id desc limit 31`;
  const explained = {};
  for (const [name, extra] of Object.entries({
    todas: '',
    nao_lidas: 'and c.unread_count > 0',
    aguardando: `and c.estado = 'aguardando_dono'`,
    pausadas: `and c.estado = 'pausado'`,
  }))
    explained[name] = await explainScans(db, listSql(extra), [owner.id, instanceId]);
  explained.mensagens = await explainScans(
    db,
    `select * from mensagens where conversa_id = $1 order by seq desc limit 51`,
    [big.id],
  );
  await db.end();

  // ------------------------------------------------------------ 1. the browser
  const [cookieName, cookieValue] = [
    cookie.slice(0, cookie.indexOf('=')),
    cookie.slice(cookie.indexOf('=') + 1),
  ];
  browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  await context.addCookies([{ name: cookieName, value: cookieValue, url: product.url }]);
  const LIST_ITEM = 'ul[aria-label="Lista de conversas"] > li';
  const BUBBLE = '[role="log"] article';
  /** Milliseconds from navigation start to the first frame showing `selector`. */
  async function firstPaint(page, url, selector) {
    await page.goto(url, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(
      (sel) => (document.querySelector(sel) ? performance.now() : null),
      selector,
      { polling: 'raf', timeout: 60_000 },
    );
    return handle.jsonValue();
  }
  /** Milliseconds from `action` to the first frame where `done` holds. */
  async function timed(page, action, done, arg) {
    const start = await page.evaluate(() => performance.now());
    await action();
    const handle = await page.waitForFunction(done, arg, { polling: 'raf', timeout: 60_000 });
    return (await handle.jsonValue()) - start;
  }
  const conversasUrl = `${product.url}/painel/conversas?instancia=${instanceId}`;
  const samples = { instancias: [], lista: [], abrirConversa: [], conversaDireta: [], rolagem: [] };
  for (let run = 0; run <= RUNS; run++) {
    const page = await context.newPage();
    const instancias = await firstPaint(
      page,
      `${product.url}/painel/instancias`,
      '[data-testid="instance-card"]',
    );
    const lista = await firstPaint(page, conversasUrl, LIST_ITEM);
    const abrir = await timed(
      page,
      () => page.locator(LIST_ITEM).first().getByRole('link').click(),
      (sel) => (document.querySelector(sel) ? performance.now() : null),
      BUBBLE,
    );
    await page.waitForSelector(`${LIST_ITEM}:nth-child(30)`);
    const rolagem = await timed(
      page,
      () =>
        page.evaluate(() => {
          const el = document.querySelector('[data-testid="conversa-scroll"]');
          el.scrollTop = el.scrollHeight;
        }),
      (sel) => (document.querySelectorAll(sel).length > 30 ? performance.now() : null),
      LIST_ITEM,
    );
    const direta = await firstPaint(page, `${conversasUrl}&conversa=${big.id}`, BUBBLE);
    await page.close();
    if (run === 0) continue; // warm-up: the bundle's first compile and the database's caches
    samples.instancias.push(instancias);
    samples.lista.push(lista);
    samples.abrirConversa.push(abrir);
    samples.conversaDireta.push(direta);
    samples.rolagem.push(rolagem);
  }
  const ms = Object.fromEntries(
    Object.entries(samples).map(([k, xs]) => [k, +median(xs).toFixed(1)]),
  );
  const ratio = (x) => +(x / ms.instancias).toFixed(2);
  const web = {
    runs: RUNS,
    medianMs: ms,
    ratiosToInstancias: {
      lista: ratio(ms.lista),
      abrirConversa: ratio(ms.abrirConversa),
      conversaDireta: ratio(ms.conversaDireta),
      rolagem: ratio(ms.rolagem),
    },
  };
  await browser.close();
  browser = undefined;

  // ------------------------------------------------------------ 2. HTTP against bare pg
  const baseline = await startProcess(['bench/conversas-baseline.mjs'], {
    DATABASE_URL: database.url,
  });
  processes.push(baseline);
  // A later page: the cursor after four pages of the product's own list.
  let cursor = '';
  for (let i = 0; i < 4; i++) {
    const res = await fetch(
      `${product.url}/api/instances/${instanceId}/conversas${cursor ? `?cursor=${cursor}` : ''}`,
      { headers: { cookie } },
    );
    cursor = (await res.json()).nextCursor;
  }
  const list = `/api/instances/${instanceId}/conversas`;
  const endpoints = [
    list,
    `${list}?filtro=nao_lidas`,
    `${list}?filtro=aguardando`,
    `${list}?filtro=pausadas`,
    `${list}?q=carla%20mendes`,
    `${list}?q=0000123`,
    `${list}?cursor=${cursor}`,
    `/api/conversas/${big.id}/mensagens`,
  ];
  const http = [];
  const options = { seconds: SECONDS, rounds: ROUNDS, concurrency: CONCURRENCY, cookie };
  for (const endpoint of endpoints) {
    const compared = await compareLoad(product, baseline, endpoint, options);
    const label = endpoint
      .replace(instanceId, '{id}')
      .replace(big.id, '{conversa}')
      .replace(cursor, '{página 5}');
    http.push(comparisonRow(label, compared));
  }

  const result = {
    date: new Date().toISOString(),
    chats: CHATS,
    bigChatMessages: BIG_CHAT_MESSAGES,
    rows: { conversas: Number(counts[0].conversas), mensagens: Number(counts[0].mensagens) },
    seedSeconds: +seedSeconds.toFixed(1),
    // The machine's 1-minute load average at the end (2 cores shared with other work here).
    loadAverage: +os.loadavg()[0].toFixed(1),
    cpus: os.cpus().length,
    explained,
    web,
    http,
  };
  console.log(JSON.stringify({ ...result, http: undefined }, null, 2));
  console.table(http);
  const worst = Math.max(...http.map((r) => r.medianRatio));
  const usesIndexes = Object.values(explained).every((scans) =>
    scans.every((s) => !s.startsWith('Seq Scan')),
  );
  console.log(
    `Conversas: lista ${web.ratiosToInstancias.lista}× e conversa aberta ${web.ratiosToInstancias.abrirConversa}× ` +
      `o tempo da página Instâncias · pior razão de medianas da API: ${worst} · índices: ${usesIndexes ? 'sim' : 'NÃO'}`,
  );
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'bench/results/conversas.json'),
    `${JSON.stringify(result, null, 2)}\n`,
  );
} finally {
  await browser?.close().catch(() => {});
  for (const p of processes.reverse()) await p.stop().catch(() => {});
  await database.drop();
}
