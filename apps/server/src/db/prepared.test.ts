import {
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type CompiledQuery,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { prepared } from './prepared';
import type { DB } from './schema';

/** A Kysely that records the queries it is asked to run instead of running them. */
function recordingDb() {
  const sent: CompiledQuery[] = [];
  const db = new Kysely<DB>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createQueryCompiler: () => new PostgresQueryCompiler(),
      createIntrospector: (k) => new PostgresIntrospector(k),
      createDriver: () => ({
        init: async () => {},
        acquireConnection: async () => ({
          executeQuery: async (query: CompiledQuery) => {
            sent.push(query);
            return { rows: [] };
          },
          streamQuery: () => {
            throw new Error('not used');
          },
        }),
        beginTransaction: async () => {},
        commitTransaction: async () => {},
        rollbackTransaction: async () => {},
        releaseConnection: async () => {},
        destroy: async () => {},
      }),
    },
  });
  return { db, sent };
}

describe('prepared', () => {
  it('sends the SQL Kysely would, with each call’s own arguments bound', async () => {
    const { db, sent } = recordingDb();
    const build = (d: Kysely<DB>, userId: string, instanceId: string) =>
      d
        .selectFrom('contatos')
        .select(['id', 'nome'])
        .where('user_id', '=', userId)
        .where('whatsapp_instance_id', '=', instanceId)
        .where('nome', '!=', 'fixo')
        .orderBy('nome');
    const list = prepared(build);
    await list(db, 'u1', 'i1');
    await list(db, 'u2', 'i2');
    const direct = build(db, 'u2', 'i2').compile();
    expect(sent.map((q) => q.sql)).toEqual([direct.sql, direct.sql]);
    expect(sent.map((q) => q.parameters)).toEqual([
      ['u1', 'i1', 'fixo'],
      ['u2', 'i2', 'fixo'],
    ]);
  });

  it('refuses a query that puts an argument into the SQL text instead of binding it', async () => {
    const { db } = recordingDb();
    const unsafe = prepared((d, name: string) =>
      d
        .selectFrom('contatos')
        .select('id')
        .where(sql.raw<boolean>(`nome = '${name}'`)),
    );
    await expect(unsafe(db, 'x')).rejects.toThrow(/bound parameter/);
  });

  it('refuses a query that drops or repeats an argument', async () => {
    const { db } = recordingDb();
    const dropped = prepared((d, userId: string, _unused: string) =>
      d.selectFrom('contatos').select('id').where('user_id', '=', userId),
    );
    await expect(dropped(db, 'u', 'x')).rejects.toThrow(/bound parameter/);
    const repeated = prepared((d, userId: string) =>
      d.selectFrom('contatos').select('id').where('user_id', '=', userId).where('id', '=', userId),
    );
    await expect(repeated(db, 'u')).rejects.toThrow(/bound parameter/);
  });
});
