import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@/test/test-server';
import type { Database } from './database';
import { mergeDuplicateContatos } from './migrations/0007-attendant-foundation';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(() => drop());

describe('migration 0007 on an owner database with duplicate contacts', () => {
  it('keeps the oldest contact of each (instance, phone), moves the appointments to it, then adds the unique index', async () => {
    const db = database.db;
    // The database as it was before 0007: no unique index, duplicates allowed.
    await sql`drop index contatos_instance_telefone_key`.execute(db);
    const { rows } = await sql<{ user_id: string; instance: string; other: string }>`
      with u as (insert into "user" (name, email, "emailVerified")
                 values ('Dona', 'dona-0007@example.com', true) returning id),
           i as (insert into whatsapp_instances (user_id, name) select id, 'Loja' from u returning id, user_id),
           j as (insert into whatsapp_instances (user_id, name) select id, 'Outra' from u returning id)
      select i.user_id, i.id as instance, j.id as other from i, j`.execute(db);
    const { user_id: userId, instance, other } = rows[0]!;
    const contato = async (nome: string, telefone: string, createdAt: string, inst = instance) =>
      (
        await sql<{ id: string }>`
          insert into contatos (user_id, whatsapp_instance_id, nome, telefone, created_at)
          values (${userId}, ${inst}, ${nome}, ${telefone}, ${createdAt}::timestamptz)
          returning id`.execute(db)
      ).rows[0]!.id;
    const newer = await contato('João novo', '+5511987654321', '2026-02-01T00:00Z');
    const oldest = await contato('João', '+5511987654321', '2026-01-01T00:00Z');
    const newest = await contato('Joãozinho', '+5511987654321', '2026-03-01T00:00Z');
    const single = await contato('Maria', '+5511911112222', '2026-01-05T00:00Z');
    const elsewhere = await contato('João', '+5511987654321', '2026-03-05T00:00Z', other);
    const { rows: ps } = await sql<{ prof: string; serv: string }>`
      with p as (insert into profissionais (user_id, whatsapp_instance_id, nome, especialidade)
                 values (${userId}, ${instance}, 'Bia', 'Corte') returning id),
           s as (insert into servicos (user_id, whatsapp_instance_id, nome)
                 values (${userId}, ${instance}, 'Corte') returning id)
      select p.id as prof, s.id as serv from p, s`.execute(db);
    const book = async (contatoId: string, start: string) =>
      (
        await sql<{ id: string }>`
          insert into agendamentos (user_id, whatsapp_instance_id, profissional_id, servico_id,
            contato_id, data_agendamento, hora_inicio, hora_fim, periodo)
          values (${userId}, ${instance}, ${ps[0]!.prof}, ${ps[0]!.serv}, ${contatoId}, '2026-12-01',
            ${start}, ${start}::time + interval '30 minutes',
            tstzrange(('2026-12-01 ' || ${start})::timestamp at time zone 'America/Sao_Paulo',
                      ('2026-12-01 ' || ${start})::timestamp at time zone 'America/Sao_Paulo'
                        + interval '30 minutes'))
          returning id`.execute(db)
      ).rows[0]!.id;
    const a1 = await book(newer, '09:00');
    const a2 = await book(newest, '10:00');
    const a3 = await book(oldest, '11:00');

    await mergeDuplicateContatos(db);

    const left = await db
      .selectFrom('contatos')
      .select(['id', 'nome'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute();
    expect(left.map((c) => c.id)).toEqual([oldest, single, elsewhere]);
    expect(left[0]!.nome).toBe('João');
    const moved = await db
      .selectFrom('agendamentos')
      .select(['id', 'contato_id'])
      .where('id', 'in', [a1, a2, a3])
      .execute();
    expect(moved.every((a) => a.contato_id === oldest)).toBe(true);
    expect(moved).toHaveLength(3);
    // The index now holds: a new duplicate is refused.
    await expect(
      contato('Outro João', '+5511987654321', '2026-04-01T00:00Z'),
    ).rejects.toMatchObject({
      code: '23505',
    });
  });
});
