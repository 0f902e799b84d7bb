// One run of bench/erase-scrub.bench.mjs: an embedded data folder with the demo owner plus
// ERASE_CONTATOS contacts, one chat each and ERASE_MENSAGENS messages; then one contact erased
// the way the route does it (through the database's scrub), a backup taken and restored.
import { createServer } from '@/app';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { checkSnapshot, snapshotCheckExtensions } from '@/backup/check-snapshot';
import { restoreBackup } from '@/backup/restore-backup';
import { loadConfig } from '@/config/env';
import { openPglite, pgliteExtensions } from '@/db/database';
import { migrateToLatest } from '@/db/migrate';
import { createLogger } from '@/lib/logger';
import { seedDemo } from '@/demo/seed-demo';
import { eraseContato } from '@/modules/contatos/erase-contato';

const out = process.argv[2]!;
const contatos = Number(process.env.ERASE_CONTATOS ?? 1000);
const mensagens = Number(process.env.ERASE_MENSAGENS ?? 50_000);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'erase-bench-'));
const dataDir = path.join(work, 'data');
const ms = (from: number) => Math.round(performance.now() - from);

const database = await openPglite({ dataDir });
await migrateToLatest(database.db);
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
const server = await createServer({ config, database, logger: createLogger('silent') });
const { userId, instanceId } = await seedDemo(database.db, server.auth);
await server.close();

const db = database.db;
await sql`
  insert into contatos (user_id, whatsapp_instance_id, nome, telefone)
  select ${userId}, ${instanceId}, 'Cliente ' || g, '+552199' || lpad(g::text, 7, '0')
  from generate_series(1, ${contatos}) g`.execute(db);
await sql`
  insert into conversas (user_id, whatsapp_instance_id, contato_id, remote_jid, last_message_preview)
  select user_id, whatsapp_instance_id, id, substr(telefone, 2) || '@s.whatsapp.net', 'Oi, ' || nome
  from contatos where telefone like '+552199%'`.execute(db);
await sql`
  with c as (select id, row_number() over (order by id) as n, user_id, whatsapp_instance_id
             from conversas)
  insert into mensagens (user_id, whatsapp_instance_id, conversa_id, direction, autor, texto)
  select c.user_id, c.whatsapp_instance_id, c.id,
         case when g % 2 = 0 then 'in' else 'out' end,
         case when g % 2 = 0 then 'cliente' else 'atendente' end,
         'Mensagem ' || g || ': quero marcar um horário para amanhã de tarde, se tiver vaga.'
  from generate_series(1, ${mensagens}) g
  join c on c.n = (g % ${contatos}) + 1`.execute(db);
await sql`CHECKPOINT`.execute(db);
const folderBytes = (dir: string): number =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .reduce((sum, e) => sum + fs.statSync(path.join(e.parentPath, e.name)).size, 0);

const victim = await db
  .selectFrom('contatos')
  .select('id')
  .where('telefone', 'like', '+552199%')
  .orderBy('telefone')
  .executeTakeFirstOrThrow();

// PGlite runs in this thread: while one statement runs, no request is served. The longest
// stall of the event loop during erase + scrub is how long a request may have waited at most.
let longestStall = 0;
let lastTick = performance.now();
const ticker = setInterval(() => {
  const now = performance.now();
  longestStall = Math.max(longestStall, now - lastTick);
  lastTick = now;
}, 5);

const t0 = performance.now();
await database.erasures!.around(() => eraseContato(db, userId, victim.id, new Date()));
const eraseMs = ms(t0);
const eraseStall = longestStall;
longestStall = 0;
await database.erasures!.settled();
const scrubMs = ms(t0) - eraseMs;
clearInterval(ticker);

const t1 = performance.now();
const snapshot = new Uint8Array(await (await database.snapshot!()).arrayBuffer());
const snapshotMs = ms(t1);
await database.close();
const file = path.join(work, 'copia.tar.gz');
fs.writeFileSync(file, snapshot);

// The restore as before (open + two counts) and the check alone, then the whole new restore.
const t2 = performance.now();
const opened = await PGlite.create(path.join(work, 'aberta'), {
  extensions: { ...pgliteExtensions, ...snapshotCheckExtensions },
  loadDataDir: new Blob([snapshot], { type: 'application/x-gzip' }),
});
await opened.query('SELECT count(*) FROM kysely_migration');
await opened.query('SELECT count(*) FROM profiles');
const openMs = ms(t2);
const t3 = performance.now();
await checkSnapshot(opened);
const checkMs = ms(t3);
await opened.close();
const { ms: restoreMs } = await restoreBackup(file, path.join(work, 'restaurada'));

const result = {
  contatos,
  mensagens,
  folderMB: Math.round(folderBytes(dataDir) / 1e5) / 10,
  eraseResponseMs: eraseMs,
  scrubMs,
  longestEventLoopStallDuringEraseMs: Math.round(eraseStall),
  longestEventLoopStallDuringScrubMs: Math.round(longestStall),
  snapshotAfterScrubMs: snapshotMs,
  backupMB: Math.round(snapshot.length / 1e5) / 10,
  restoreOpenAndTwoCountsMs: openMs,
  restoreCheckMs: checkMs,
  restoreTotalMs: restoreMs,
};
fs.writeFileSync(out, JSON.stringify(result));
fs.rmSync(work, { recursive: true, force: true });
