import { describe, expect, it } from 'vitest';
import type pg from 'pg';
import { lostBeforeCommit } from '@/lib/db-errors';
import { mayReplay, replayOnConnectionLoss } from '@/lib/replay-on-connection-loss';
import { retryingPool } from './database';

const reset = () => Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });

const terminated = () =>
  Object.assign(new Error('terminating connection due to administrator command'), {
    code: '57P01',
  });

/** A pool whose first client was ended by the server: its first statement fails. */
function poolWithOneDeadClient(failingStatement = 1) {
  const released: Array<{ client: number; error?: Error }> = [];
  const ran: Array<{ client: number; text: string }> = [];
  let handedOut = 0;
  const pool = {
    async connect() {
      const client = ++handedOut;
      return {
        async query(text: string) {
          ran.push({ client, text });
          const nth = ran.filter((r) => r.client === client).length;
          if (client === 1 && nth === failingStatement) throw terminated();
          return { command: 'SELECT', rowCount: 1, rows: [{ ok: true }] };
        },
        release(error?: Error) {
          released.push({ client, error });
        },
      };
    },
    end: async () => undefined,
  } as unknown as Pick<pg.Pool, 'connect' | 'end'>;
  return { pool: retryingPool(pool), released, ran };
}

describe('the pool Kysely sees on PostgreSQL', () => {
  it.each(['begin', 'start transaction isolation level serializable', 'select 1'])(
    'runs "%s" again on a fresh connection when the pooled one was ended by the server',
    async (text) => {
      const { pool, released, ran } = poolWithOneDeadClient();
      const client = await pool.connect();
      await expect(client.query(text, [])).resolves.toMatchObject({ rows: [{ ok: true }] });
      client.release();
      expect(ran).toEqual([
        { client: 1, text },
        { client: 2, text },
      ]);
      // The dead connection goes back with its error, so the pool drops it.
      expect(released).toEqual([
        { client: 1, error: expect.objectContaining({ code: '57P01' }) },
        { client: 2 },
      ]);
    },
  );

  it('never runs a write again: whether it took effect cannot be known', async () => {
    const { pool, ran } = poolWithOneDeadClient();
    const client = await pool.connect();
    await expect(client.query('insert into contatos default values', [])).rejects.toMatchObject({
      code: '57P01',
    });
    expect(ran).toHaveLength(1);
  });

  it('never runs a statement again after the first one on the connection', async () => {
    const { pool, ran } = poolWithOneDeadClient(2);
    const client = await pool.connect();
    await expect(client.query('begin', [])).resolves.toBeDefined();
    // Ended inside the transaction: the transaction is gone, the caller must know.
    await expect(client.query('select 1', [])).rejects.toMatchObject({ code: '57P01' });
    expect(ran).toEqual([
      { client: 1, text: 'begin' },
      { client: 1, text: 'select 1' },
    ]);
  });

  it('marks a loss inside a transaction before the COMMIT as nothing applied, and the COMMIT not', async () => {
    const { pool } = poolWithOneDeadClient(2);
    const inside = await pool.connect();
    await inside.query('begin', []);
    const error = await inside.query('insert into contatos default values', []).catch((e) => e);
    expect(lostBeforeCommit(error)).toBe(true);

    const atCommit = poolWithOneDeadClient(2);
    const client = await atCommit.pool.connect();
    await client.query('begin', []);
    const lost = await client.query('commit', []).catch((e) => e);
    expect(lostBeforeCommit(lost)).toBe(false);
  });

  it('treats a socket reset under the first SELECT as a lost connection too', async () => {
    let handedOut = 0;
    const pool = retryingPool({
      async connect() {
        const client = ++handedOut;
        return {
          async query() {
            if (client === 1) throw reset();
            return { rows: [] };
          },
          release() {},
        };
      },
      end: async () => undefined,
    } as unknown as Pick<pg.Pool, 'connect' | 'end'>);
    const client = await pool.connect();
    await expect(client.query('select 1', [])).resolves.toMatchObject({ rows: [] });
    expect(handedOut).toBe(2);
  });
});

describe('what the pool tells the request in progress', () => {
  /** Runs `statements` on a healthy client inside a request; whether it could still run again. */
  async function replayableAfter(statements: string[]) {
    const { pool } = poolWithOneDeadClient(0);
    let replayable: boolean | undefined;
    await replayOnConnectionLoss(async (_request: Request) => {
      const client = await pool.connect();
      for (const text of statements) await client.query(text, []);
      client.release();
      replayable = mayReplay();
      return new Response(null, { status: 204 });
    })(new Request('http://127.0.0.1/api/x', { method: 'POST' }));
    return replayable;
  }

  it('keeps a request that only read, or whose transaction is still open, replayable', async () => {
    expect(await replayableAfter(['select 1'])).toBe(true);
    expect(await replayableAfter(['begin', 'insert into t values (1)'])).toBe(true);
  });

  it('marks a request that committed a transaction or wrote outside one as not replayable', async () => {
    expect(await replayableAfter(['begin', 'insert into t values (1)', 'commit'])).toBe(false);
    expect(await replayableAfter(['update t set a = 1'])).toBe(false);
  });
});
