// The server first: it loads @hono/zod-openapi before any shared schema is built.
import { createServer } from '@/app';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackupSocket, type BackupSocket } from '@/backup/backup-socket';
import { takeBackup } from '@/backup/take-backup';
import { loadConfig } from '@/config/env';
import { openPglite, SCRUB_PENDING_FILE, type Database } from '@/db/database';
import { migrateToLatest } from '@/db/migrate';
import { createLogger } from '@/lib/logger';
import { runTurn } from '@/modules/attendant/engine/run-turn';
import { drain } from '@/modules/attendant/test/drain';
import {
  createConnectedBusiness,
  type ConnectedBusiness,
} from '@/modules/attendant/test/gateway-conversa';
import { createTestClient, TEST_ORIGIN } from '@/test/test-client';
import type { TestServer } from '@/test/test-server';
import { startTestServices } from '@/test/test-services';

const isPglite = process.env.TEST_DB_KIND !== 'postgres';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'secretaria-erase-'));
const dataDir = path.join(work, 'data');

let database: Database;
let server: TestServer;
let services: Awaited<ReturnType<typeof startTestServices>>;
let backupSocket: BackupSocket;
let shop: ConnectedBusiness;

/** The files (relative paths) under `dir` whose bytes hold `needle`. */
function filesHolding(dir: string, needle: string): string[] {
  const bytes = Buffer.from(needle, 'utf8');
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (fs.readFileSync(file).includes(bytes)) found.push(path.relative(dir, file));
  }
  return found;
}

/** Every needle with the files holding it; an empty object when none holds any. */
function holders(dir: string, needles: string[]) {
  return Object.fromEntries(
    needles.map((n) => [n, filesHolding(dir, n)] as const).filter(([, files]) => files.length),
  );
}

beforeAll(async () => {
  if (!isPglite) return;
  services = await startTestServices();
  database = await openPglite({ dataDir });
  await migrateToLatest(database.db);
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_ORIGIN,
    BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    ATTENDANT_BURST_MS: '0',
  });
  const logger = createLogger('silent');
  const app = await createServer({ config, database, logger, ...services.deps, runTurn });
  const client = await createTestClient(app.app, database);
  server = {
    ...app,
    db: database.db,
    database,
    databaseUrl: undefined,
    ...client,
    close: () => app.close(),
  };
  backupSocket = await startBackupSocket(dataDir, database.snapshot!, logger);
  shop = await createConnectedBusiness(server, services, '5511987650431');
}, 120_000);

afterAll(async () => {
  if (!isPglite) return;
  await backupSocket?.close();
  await server?.close();
  await database?.close();
  await services?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

describe.runIf(isPglite)('erasing on the embedded database', () => {
  it('leaves the erased name, phone and messages in no database file and in no later backup', async () => {
    const nome = 'Wilfreda Quaresmeira';
    const telefone = '11976504312';
    const curta = 'Minha senha do portao e Xilogravura-8812';
    // Longer than a page: stored in the TOAST table. Random hex does not compress, so the bytes
    // are on disk as they were sent and the search below can see them; the second needle lies
    // inside the second TOAST chunk (bytes 1,996 to 3,991), not across two.
    const longa = `Historico clinico ${randomBytes(6000).toString('hex')}`;
    const needles = [nome, telefone, curta, longa.slice(0, 60), longa.slice(3000, 3060)];

    const { id } = (await shop.as('POST', `/api/instances/${shop.instanceId}/contatos`, {
      nome,
      telefone,
    })) as { id: string };
    for (const text of [curta, longa]) {
      const record = services.evolution.receiveMessage(shop.gatewayName, {
        from: `55${telefone}`,
        name: nome,
        text,
      });
      const res = await server.request(`/webhooks/evolution/${shop.webhookSecret}`, {
        method: 'POST',
        json: { event: 'messages.upsert', instance: shop.gatewayName, data: record },
      });
      expect(res.status).toBe(200);
      await drain(server.attendant!.worker);
      await drain(server.attendant!.sender);
    }
    // The name is renamed once: the first version lives on in the table's file as a dead row.
    await shop.as('PATCH', `/api/contatos/${id}`, { nome: `${nome} Filha`, telefone });
    await shop.as('PATCH', `/api/contatos/${id}`, { nome, telefone });
    await sql`CHECKPOINT`.execute(database.db);
    // The search sees every one of them in the files before the erase.
    expect(Object.keys(holders(path.join(dataDir, 'pglite'), needles))).toEqual(needles);

    const started = performance.now();
    const erased = await server.request(`/api/contatos/${id}/apagar`, {
      method: 'POST',
      cookie: shop.user.cookie,
      json: { confirmar: true },
    });
    const responseMs = performance.now() - started;
    expect(erased.status).toBe(200);
    expect(await erased.json()).toMatchObject({ id, conversas_apagadas: 1 });

    // Asked for at once, while the scrub runs in the background: the copy waits for it.
    const file = path.join(work, 'copias', 'depois.tar.gz');
    const backup = await takeBackup(dataDir, file);
    expect(backup.byServer).toBe(true);
    const scrubbedMs = performance.now() - started;
    expect(database.erasures!.busy()).toBe(false);
    expect(fs.existsSync(path.join(dataDir, SCRUB_PENDING_FILE))).toBe(false);

    expect(holders(dataDir, needles)).toEqual({});
    const unpacked = zlib.gunzipSync(fs.readFileSync(file));
    for (const needle of needles) expect(unpacked.includes(Buffer.from(needle))).toBe(false);
    // The copy is a whole database: the owner's other data is there.
    expect(unpacked.includes(Buffer.from('Corte masculino'))).toBe(true);

    console.info(
      `erase: resposta em ${Math.round(responseMs)} ms; arquivos reescritos e cópia pronta em ${Math.round(scrubbedMs)} ms`,
    );
  }, 120_000);

  it("leaves a deleted account's customers in no database file and in no later backup", async () => {
    const owner = await server.createUser({ email: 'dona-que-sai@example.com' });
    const instanceId = await server.createInstance(owner.id, {
      phone_number: '11987650432',
      full_phone_number: '5511987650432',
    });
    const nome = 'Eulampia Brandvold';
    const telefone = '11976504399';
    const res = await server.request(`/api/instances/${instanceId}/contatos`, {
      method: 'POST',
      cookie: owner.cookie,
      json: { nome, telefone },
    });
    expect(res.status).toBe(201);
    await sql`CHECKPOINT`.execute(database.db);
    expect(Object.keys(holders(path.join(dataDir, 'pglite'), [nome, telefone]))).toEqual([
      nome,
      telefone,
    ]);

    // A wrong password deletes nothing and rewrites nothing.
    const wrong = await server.request('/api/conta/excluir', {
      method: 'POST',
      cookie: owner.cookie,
      json: { senha: 'nao-e-esta' },
    });
    expect(wrong.status).toBe(403);
    expect(database.erasures!.busy()).toBe(false);

    const deleted = await server.request('/api/conta/excluir', {
      method: 'POST',
      cookie: owner.cookie,
      json: { senha: owner.password },
    });
    expect(deleted.status).toBe(200);
    const file = path.join(work, 'copias', 'sem-a-conta.tar.gz');
    await takeBackup(dataDir, file);
    expect(holders(dataDir, [nome, telefone])).toEqual({});
    const unpacked = zlib.gunzipSync(fs.readFileSync(file));
    expect(unpacked.includes(Buffer.from(nome))).toBe(false);
    expect(unpacked.includes(Buffer.from(telefone))).toBe(false);
  }, 120_000);
});
