import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@/test/test-server';
import type { Database } from './database';
import { up } from './migrations/0016-one-number-one-instance';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(() => drop());

describe('migration 0016 on a database of both phone formats and a shared number', () => {
  it('gives each row its own gateway name, numbers in E.164 and one holder per number', async () => {
    const db = database.db;
    // The database as it was before 0016.
    await sql`
      drop index whatsapp_instances_full_phone_number_key;
      drop index whatsapp_instances_gateway_name_key;
      alter table whatsapp_instances drop constraint whatsapp_instances_full_phone_number_e164;
      alter table whatsapp_instances drop column gateway_name;
      alter table whatsapp_instances add constraint whatsapp_instances_full_phone_number_check
        check (full_phone_number ~ '^[0-9]{1,24}$');
      alter table contatos drop constraint contatos_telefone_e164;
      alter table contatos add constraint contatos_telefone_check
        check (telefone ~ '^[0-9]{1,15}$');
    `.execute(db);
    const { rows } = await sql<{ user_a: string; user_b: string; br: number; us: number }>`
      with a as (insert into "user" (name, email, "emailVerified")
                 values ('A', 'a-0016@example.com', true) returning id),
           b as (insert into "user" (name, email, "emailVerified")
                 values ('B', 'b-0016@example.com', true) returning id)
      select a.id as user_a, b.id as user_b,
        (select id from paises_ddi where iso = 'BR') as br,
        (select id from paises_ddi where iso = 'US') as us
      from a, b`.execute(db);
    const { user_a: userA, user_b: userB, br, us } = rows[0]!;
    const instance = async (
      userId: string,
      phone: string | null,
      full: string | null,
      status: string,
      createdAt: string,
      paisId: number | null = br,
    ) =>
      (
        await sql<{ id: string }>`
          insert into whatsapp_instances (user_id, name, phone_number, full_phone_number, pais_id,
            status, created_at)
          values (${userId}, 'Loja', ${phone}, ${full}, ${paisId}, ${status},
            ${createdAt}::timestamptz)
          returning id`.execute(db)
      ).rows[0]!.id;
    // A connected line, and B's later copy of its number (the take-over of issue 23), older
    // than A's but not connected; a trunk-prefixed spelling of the same number; a US number.
    const bCopy = await instance(userB, '11987650001', '5511987650001', 'Inativo', '2026-01-01Z');
    const aLine = await instance(userA, '11987650001', '5511987650001', 'Ativo', '2026-02-01Z');
    const trunk = await instance(userB, '011987650001', '55011987650001', 'Inativo', '2026-03-01Z');
    const american = await instance(userA, '2025550123', '12025550123', 'Ativo', '2026-01-01Z', us);
    const none = await instance(userA, null, null, 'Inativo', '2026-01-01Z');
    const contato = async (telefone: string) =>
      (
        await sql<{ id: string }>`
          insert into contatos (user_id, whatsapp_instance_id, nome, telefone)
          values (${userA}, ${aLine}, 'Cliente', ${telefone}) returning id`.execute(db)
      ).rows[0]!.id;
    const national = await contato('11912345678');
    const landline = await contato('1133334444');
    const foreign = await contato('15551234567');
    const portuguese = await contato('351912345678');
    const testCustomer = await contato('0');

    await up(db);

    const byId = async (id: string) =>
      (
        await sql<{ full_phone_number: string | null; gateway_name: string; status: string }>`
          select full_phone_number, gateway_name, status from whatsapp_instances
           where id = ${id}`.execute(db)
      ).rows[0]!;
    // The connected row keeps the number and the name the gateway knows it by.
    expect(await byId(aLine)).toMatchObject({
      full_phone_number: '+5511987650001',
      gateway_name: '5511987650001',
      status: 'Ativo',
    });
    for (const id of [bCopy, trunk]) {
      const row = await byId(id);
      expect(row.full_phone_number).toBeNull();
      expect(row.gateway_name).toMatch(/^si-[0-9a-f]{32}$/);
    }
    expect(await byId(american)).toMatchObject({ full_phone_number: '+12025550123' });
    expect((await byId(none)).gateway_name).toMatch(/^si-[0-9a-f]{32}$/);

    const telefone = async (id: string) =>
      (await sql<{ telefone: string }>`select telefone from contatos where id = ${id}`.execute(db))
        .rows[0]!.telefone;
    expect(await telefone(national)).toBe('+5511912345678');
    expect(await telefone(landline)).toBe('+551133334444');
    // 11 digits without the mobile's 9 after the area code cannot be Brazilian: from abroad.
    expect(await telefone(foreign)).toBe('+15551234567');
    expect(await telefone(portuguese)).toBe('+351912345678');
    expect(await telefone(testCustomer)).toBe('0');

    // The index now refuses a second holder.
    await expect(
      sql`update whatsapp_instances set full_phone_number = '+5511987650001' where id = ${bCopy}`.execute(
        db,
      ),
    ).rejects.toMatchObject({ code: '23505' });
  });
});
