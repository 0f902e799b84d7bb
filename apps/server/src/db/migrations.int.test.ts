import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@/test/test-server';
import type { Database } from './database';
import { migrateToLatest } from './migrate';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(() => drop());

async function owner(name: string): Promise<string> {
  const { rows } = await sql<{ id: string }>`
    insert into "user" (name, email, "emailVerified") values (${name}, ${`${name}@example.com`}, true)
    returning id`.execute(database.db);
  return rows[0]!.id;
}

describe('migrations', () => {
  it('applying them again is a no-op', async () => {
    const before = await sql<{ n: number }>`select count(*) as n from paises_ddi`.execute(
      database.db,
    );
    expect(await migrateToLatest(database.db)).toEqual([]);
    const after = await sql<{ n: number }>`select count(*) as n from paises_ddi`.execute(
      database.db,
    );
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('seeds the dial codes with bundled flags and Brasil at +55', async () => {
    const rows = await database.db.selectFrom('paises_ddi').selectAll().orderBy('pais').execute();
    expect(rows.length).toBeGreaterThan(200);
    expect(rows.find((r) => r.iso === 'BR')).toMatchObject({
      pais: 'Brasil',
      ddi: '55',
      img: '/flags/br.svg',
    });
    expect(rows.every((r) => r.img.startsWith('/flags/'))).toBe(true);
  });

  it('keeps a DATE as yyyy-MM-dd whatever the process time zone', async () => {
    const { rows } = await sql<{
      d: string;
      n: number;
    }>`select date '2026-03-01' as d, count(*) as n from paises_ddi`.execute(database.db);
    expect(rows[0]!.d).toBe('2026-03-01');
    expect(typeof rows[0]!.n).toBe('number');
  });

  it('makes two active overlapping appointments of one professional impossible (23P01)', async () => {
    const userId = await owner('agenda');
    const { rows } = await sql<{ instance: string; prof: string; serv: string; contato: string }>`
      with i as (insert into whatsapp_instances (user_id, name) values (${userId}, 'Loja') returning id),
           p as (insert into profissionais (user_id, whatsapp_instance_id, nome, especialidade)
                 select ${userId}, id, 'Bia', 'Corte' from i returning id),
           s as (insert into servicos (user_id, whatsapp_instance_id, nome) select ${userId}, id, 'Corte' from i returning id),
           c as (insert into contatos (user_id, whatsapp_instance_id, nome, telefone)
                 select ${userId}, id, 'Cliente', '+5511999990000' from i returning id)
      select i.id as instance, p.id as prof, s.id as serv, c.id as contato from i, p, s, c`.execute(
      database.db,
    );
    const ids = rows[0]!;
    const book = (start: string, end: string, status = 'agendado') =>
      sql`
      insert into agendamentos (user_id, whatsapp_instance_id, profissional_id, servico_id, contato_id,
        data_agendamento, hora_inicio, hora_fim, periodo, status)
      values (${userId}, ${ids.instance}, ${ids.prof}, ${ids.serv}, ${ids.contato}, '2026-12-01',
        ${start}, ${end},
        tstzrange(('2026-12-01 ' || ${start})::timestamp at time zone 'America/Sao_Paulo',
                  ('2026-12-01 ' || ${end})::timestamp at time zone 'America/Sao_Paulo'),
        ${status})`.execute(database.db);

    await book('09:00', '09:30');
    await expect(book('09:15', '09:45')).rejects.toMatchObject({ code: '23P01' });
    await book('09:30', '10:00'); // touching is not overlapping
    await book('09:00', '09:30', 'cancelado'); // cancelled ones do not hold the slot
  });

  it('notifies a change record with the owner after commit', async () => {
    const userId = await owner('notify');
    const received: string[] = [];
    const stop = await database.listen('secretaria_changes', (p) => received.push(p));
    await database.db.insertInto('profiles').values({ id: userId, nome: 'Notificada' }).execute();
    for (let i = 0; i < 50 && received.length === 0; i++)
      await new Promise((r) => setTimeout(r, 20));
    await stop();
    expect(received.map((p) => JSON.parse(p))).toContainEqual({
      table: 'profiles',
      op: 'INSERT',
      id: userId,
      user_id: userId,
    });
  });
});
