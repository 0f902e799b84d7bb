import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { callApi, signUpOwner } from '@/test/replica-harness';
import { freePort, spawnServer, waitForHealth, type SpawnedServer } from '@/test/spawn-server';

/**
 * Embedded mode (PGlite in the data folder, one process) under kill -9: a stream of panel
 * writes, the process killed in the middle of it, a new process on the same folder; every write
 * the panel was answered 2xx for is there. The chaos test's other half (README "Chaos test").
 */
const isPostgres = process.env.TEST_DB_KIND === 'postgres';
/** Durability has nothing to do with the time zone: one of the gate's two PGlite runs is enough. */
const runsHere = !isPostgres && process.env.TZ !== 'America/Sao_Paulo';
const WRITERS = 4;

const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

async function startEmbedded(dataDir: string): Promise<SpawnedServer> {
  const port = await freePort();
  const server = spawnServer(
    { DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'warn' },
    port,
  );
  cleanups.push(() => server.stop('SIGKILL'));
  await waitForHealth(server, 120_000);
  return server;
}

type Acked = { id: string; nome: string };

/**
 * Writers creating contacts as fast as the process answers, until it dies; resolves with what
 * was acknowledged once `ackedBeforeKill` writes were, right after the SIGKILL.
 */
async function writeUntilKilled(
  server: SpawnedServer,
  cookie: string,
  instanceId: string,
  round: number,
  ackedBeforeKill: number,
): Promise<Acked[]> {
  const acked: Acked[] = [];
  let dead = false;
  const writer = async (w: number) => {
    for (let i = 0; !dead; i++) {
      const nome = `Contato ${round}-${w}-${i}`;
      try {
        const res = await fetch(`${server.url}/api/instances/${instanceId}/contatos`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: server.url, cookie },
          body: JSON.stringify({ nome, telefone: `3${round}${w}${String(i).padStart(8, '0')}` }),
        });
        const body = (await res.json()) as { id: string };
        if (res.status === 201) acked.push({ id: body.id, nome });
        else if (!dead) throw new Error(`POST contatos: ${res.status} ${JSON.stringify(body)}`);
      } catch (error) {
        if (!dead) throw error;
      }
    }
  };
  const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
  while (acked.length < ackedBeforeKill) await new Promise((r) => setTimeout(r, 5));
  dead = true;
  server.child.kill('SIGKILL');
  await server.exited;
  await Promise.all(writers);
  return acked;
}

async function expectAllPresent(
  server: SpawnedServer,
  cookie: string,
  instanceId: string,
  acked: Acked[],
) {
  const listed = await callApi<Array<{ id: string; nome: string }>>(
    server,
    'GET',
    `/api/instances/${instanceId}/contatos`,
    { cookie },
  );
  const byId = new Map(listed.map((c) => [c.id, c.nome]));
  expect(acked.filter((a) => byId.get(a.id) !== a.nome)).toEqual([]);
}

async function setUp(email: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'secretaria-kill9-'));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const server = await startEmbedded(dataDir);
  const cookie = await signUpOwner(server, email);
  const { id: instanceId } = await callApi<{ id: string }>(server, 'POST', '/api/dev/instances', {
    cookie,
    json: { name: 'Barbearia do Zé' },
  });
  return { dataDir, server, cookie, instanceId };
}

describe.runIf(runsHere)('embedded mode killed with SIGKILL during a stream of writes', () => {
  it('keeps every acknowledged write when restarted on the same data folder', async () => {
    const { dataDir, server, cookie, instanceId } = await setUp('kill9-um@example.com');
    const acked = await writeUntilKilled(server, cookie, instanceId, 1, 40);
    const restarted = await startEmbedded(dataDir);
    await expectAllPresent(restarted, cookie, instanceId, acked);
    console.info(`kill -9 after ${acked.length} acknowledged writes: all present`);
    expect(await restarted.stop('SIGTERM')).toBe(0);
  }, 240_000);

  it('keeps every acknowledged write through two kills in a row', async () => {
    const { dataDir, server, cookie, instanceId } = await setUp('kill9-dois@example.com');
    const first = await writeUntilKilled(server, cookie, instanceId, 1, 25);
    const second = await startEmbedded(dataDir);
    const more = await writeUntilKilled(second, cookie, instanceId, 2, 25);
    const third = await startEmbedded(dataDir);
    await expectAllPresent(third, cookie, instanceId, [...first, ...more]);
    console.info(`two kills after ${first.length} and ${more.length} acknowledged writes`);
    expect(await third.stop('SIGTERM')).toBe(0);
  }, 300_000);
});
