import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '@/db/database';
import { freePort, spawnServer, waitForHealth, type SpawnedServer } from '@/test/spawn-server';
import { EXIT_CODES } from './backup-texts';

const isPglite = process.env.TEST_DB_KIND !== 'postgres';
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'secretaria-backup-'));
const started: SpawnedServer[] = [];
afterAll(async () => {
  await Promise.all(started.map((s) => s.stop('SIGKILL')));
  fs.rmSync(work, { recursive: true, force: true });
});

const SCRIPTS = {
  backup: 'scripts/backup.ts',
  restore: 'scripts/restore.ts',
  demo: 'apps/server/src/demo/main.ts',
};

/** Runs `npm run backup|restore|demo` as the user does: the script file in its own process. */
function runScript(
  name: keyof typeof SCRIPTS,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const { DATABASE_URL: _unset, ...inherited } = process.env;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, SCRIPTS[name]), ...args],
    {
      cwd: repoRoot,
      env: {
        ...inherited,
        TSX_TSCONFIG_PATH: path.join(repoRoot, 'apps/server/tsconfig.json'),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

async function startServer(dataDir: string): Promise<SpawnedServer> {
  const port = await freePort();
  const server = spawnServer(
    {
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      AUTH_SIGNUPS_PER_MINUTE: '100000',
      LOG_LEVEL: 'warn',
    },
    port,
  );
  started.push(server);
  await waitForHealth(server);
  return server;
}

async function signUp(server: SpawnedServer, email: string): Promise<number> {
  const res = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ name: 'Cliente Cópia', email, password: 'segredo-da-copia' }),
  });
  await res.arrayBuffer();
  return res.status;
}

async function emailsIn(dataDir: string): Promise<Set<string>> {
  const database = await openPglite({ dataDir });
  try {
    const rows = await database.db.selectFrom('user').select('email').execute();
    return new Set(rows.map((r) => r.email));
  } finally {
    await database.close();
  }
}

describe.runIf(isPglite)('embedded backups', () => {
  it('backs up a server taking writes, restores into an empty folder and loses no acknowledged write', async () => {
    const live = path.join(work, 'live');
    const server = await startServer(live);

    const acked: string[] = [];
    const failures: number[] = [];
    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        const email = `cliente-${i}@example.com`;
        const status = await signUp(server, email);
        if (status === 200) acked.push(email);
        else failures.push(status);
      }
    })();
    while (acked.length < 10) await new Promise((r) => setTimeout(r, 20));

    const ackedBefore = [...acked];
    const file = path.join(work, 'copias', 'agora.tar.gz');
    const backup = await runScript('backup', [file], { DATA_DIR: live });
    const ackedAtEnd = acked.length;
    while (acked.length < ackedAtEnd + 5) await new Promise((r) => setTimeout(r, 20));
    writing = false;
    await writer;

    expect(backup.output).toMatch(
      /^Cópia salva em .*agora\.tar\.gz \(.+, \d+ ms, feita pelo servidor em execução\)\.\n$/,
    );
    expect(backup.code).toBe(EXIT_CODES.ok);
    expect(failures).toEqual([]);
    // Writes went on while the command ran (its start alone takes longer than a sign-up).
    expect(ackedAtEnd).toBeGreaterThan(ackedBefore.length);
    // No temporary file is left beside the copy.
    expect(fs.readdirSync(path.dirname(file))).toEqual(['agora.tar.gz']);

    // The running server's folder cannot be restored over, and keeps serving.
    const busy = await runScript('restore', [file], { DATA_DIR: live });
    expect(busy.code).toBe(EXIT_CODES.refused);
    expect(busy.output).toMatch(
      /^A pasta de dados .* está em uso pelo processo \d+; pare o servidor antes de restaurar\.\n$/,
    );
    expect(await signUp(server, 'depois-da-recusa@example.com')).toBe(200);

    const restoredDir = path.join(work, 'restaurada');
    const restore = await runScript('restore', [file], { DATA_DIR: restoredDir });
    expect(restore.output).toMatch(
      /^Cópia .* restaurada em .*restaurada \(\d+ ms\); o servidor já pode ser iniciado\.\n$/,
    );
    expect(restore.code).toBe(EXIT_CODES.ok);
    expect(fs.readdirSync(restoredDir)).toEqual(['pglite']);

    const restored = await startServer(restoredDir);
    expect(await signUp(restored, 'nova-depois-da-restauracao@example.com')).toBe(200);
    expect(await restored.stop('SIGTERM')).toBe(0);

    const emails = await emailsIn(restoredDir);
    for (const email of ackedBefore) expect(emails).toContain(email);
    expect(emails).toContain('nova-depois-da-restauracao@example.com');
    // The copy is of one instant: what came after it was taken is not in it.
    expect(emails).not.toContain('depois-da-recusa@example.com');
  }, 180_000);

  it('refuses to restore into a folder that is not empty, leaving it as it was', async () => {
    const file = path.join(work, 'copias', 'agora.tar.gz');
    const occupied = path.join(work, 'ocupada');
    fs.mkdirSync(occupied);
    fs.writeFileSync(path.join(occupied, 'anotacoes.txt'), 'meu arquivo');

    const result = await runScript('restore', [file], { DATA_DIR: occupied });
    expect(result.code).toBe(EXIT_CODES.refused);
    expect(result.output).toMatch(
      /^A pasta de dados .*ocupada não está vazia; restaure numa pasta vazia ou nova/,
    );
    expect(fs.readdirSync(occupied)).toEqual(['anotacoes.txt']);
  }, 60_000);

  it('leaves nothing behind when the file is not a snapshot', async () => {
    const bad = path.join(work, 'nao-e-copia.tar.gz');
    fs.writeFileSync(bad, 'isto não é uma cópia');
    const target = path.join(work, 'destino-invalido');

    const result = await runScript('restore', [bad], { DATA_DIR: target });
    expect(result.code).toBe(EXIT_CODES.failed);
    expect(result.output).toMatch(
      /^A cópia .*nao-e-copia\.tar\.gz não abre como banco da Secretária IA \(.+\); nada foi alterado\.\n$/,
    );
    expect(fs.existsSync(target)).toBe(false);
  }, 60_000);
});

/**
 * A copy of `file` whose relation file `relPath` (as pg_relation_filepath gives it) has 64 bytes
 * of its first page overwritten, page header left intact: the tarball is PGlite's ustar, one
 * 512-byte header per entry named '/base/5/16406'.
 */
function corruptRelationIn(file: string, relPath: string, out: string): void {
  const tar = zlib.gunzipSync(fs.readFileSync(file));
  for (let at = 0; at + 512 <= tar.length;) {
    const field = (from: number, to: number) =>
      tar
        .subarray(at + from, at + to)
        .toString('latin1')
        .replace(/\0.*$/s, '');
    const name = field(0, 100);
    if (!name) break;
    const size = Number.parseInt(field(124, 136).trim() || '0', 8);
    if (name === `/${relPath}`) {
      expect(size).toBeGreaterThanOrEqual(8192);
      tar.fill(0xaa, at + 512 + 4000, at + 512 + 4064);
      fs.writeFileSync(out, zlib.gzipSync(tar));
      return;
    }
    at += 512 + Math.ceil(size / 512) * 512;
  }
  throw new Error(`${relPath} not in ${file}`);
}

describe.runIf(isPglite)('restoring a damaged copy', () => {
  it('reads every table before accepting a copy: one damaged page is refused, nothing moved', async () => {
    const demo = path.join(work, 'demo');
    const seeded = await runScript('demo', [], { DATA_DIR: demo });
    expect(seeded.code).toBe(0);
    const file = path.join(work, 'copias', 'demo.tar.gz');
    expect((await runScript('backup', [file], { DATA_DIR: demo })).code).toBe(EXIT_CODES.ok);
    const database = await openPglite({ dataDir: demo });
    const { rows } = await database.db.executeQuery<{ file: string; n: number }>(
      sql`select pg_relation_filepath('contatos') as file, (select count(*)::int from contatos) as n`.compile(
        database.db,
      ),
    );
    await database.close();
    expect(rows[0]!.n).toBe(20);

    const damaged = path.join(work, 'copias', 'danificada.tar.gz');
    corruptRelationIn(file, rows[0]!.file, damaged);
    const target = path.join(work, 'destino-da-danificada');
    fs.mkdirSync(target);
    const refused = await runScript('restore', [damaged], { DATA_DIR: target });
    expect(refused.output).toMatch(
      /^A cópia .*danificada\.tar\.gz está danificada: contatos não pôde ser lida por inteiro \(.*invalid page in block 0.*\); nada foi alterado\.\n$/,
    );
    expect(refused.code).toBe(EXIT_CODES.failed);
    expect(fs.readdirSync(target)).toEqual([]);

    // The same copy undamaged restores, and the restored folder opens with every contact.
    const good = path.join(work, 'destino-da-boa');
    const restored = await runScript('restore', [file], { DATA_DIR: good });
    expect(restored.code).toBe(EXIT_CODES.ok);
    expect(fs.readdirSync(good)).toEqual(['pglite']);
    const reopened = await openPglite({ dataDir: good });
    const count = await reopened.db
      .selectFrom('contatos')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await reopened.close();
    expect(Number(count.n)).toBe(20);
    console.info(restored.output.trim());
  }, 300_000);
});

describe('backups with PostgreSQL', () => {
  it('refuses both commands and points to pg_dump and pg_restore', async () => {
    const env = { DATABASE_URL: 'postgres://usuario@127.0.0.1:1/secretaria' };
    const backup = await runScript('backup', [], env);
    expect(backup.code).toBe(EXIT_CODES.refused);
    expect(backup.output).toBe(
      'Com DATABASE_URL (PostgreSQL) use pg_dump: pg_dump -Fc "$DATABASE_URL" -f secretaria.dump\n',
    );
    const restore = await runScript('restore', ['qualquer.dump'], env);
    expect(restore.code).toBe(EXIT_CODES.refused);
    expect(restore.output).toMatch(/^Com DATABASE_URL \(PostgreSQL\) use pg_restore: /);
  }, 60_000);
});
