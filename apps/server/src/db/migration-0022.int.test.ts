import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@/test/test-server';
import type { Database } from './database';
import { up } from './migrations/0022-profile-phone-e164';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(() => drop());

describe('migration 0022 on profiles of national, missing and unusable phones', () => {
  it('stores national numbers in E.164, unusable ones as null, and keeps it so', async () => {
    const db = database.db;
    // The database as it was before 0022.
    await sql`alter table profiles drop constraint profiles_phone_e164`.execute(db);
    const owner = async (n: number, phone: string | null) =>
      (
        await sql<{ id: string }>`
          with u as (insert into "user" (name, email, "emailVerified")
                     values ('Dono', ${`dono${n}-0022@example.com`}, true) returning id)
          insert into profiles (id, nome, phone) select id, 'Dono', ${phone} from u
          on conflict (id) do update set phone = excluded.phone
          returning id`.execute(db)
      ).rows[0]!.id;
    const mobile = await owner(1, '11987654321');
    const landline = await owner(2, '1133334444');
    const noAreaCode = await owner(3, '987654321');
    const short = await owner(4, '123');
    const empty = await owner(5, '');
    const none = await owner(6, null);
    const already = await owner(7, '+5521987654321');

    await up(db);

    const phone = async (id: string) =>
      (await sql<{ phone: string | null }>`select phone from profiles where id = ${id}`.execute(db))
        .rows[0]!.phone;
    expect(await phone(mobile)).toBe('+5511987654321');
    expect(await phone(landline)).toBe('+551133334444');
    expect(await phone(noAreaCode)).toBeNull();
    expect(await phone(short)).toBeNull();
    expect(await phone(empty)).toBeNull();
    expect(await phone(none)).toBeNull();
    expect(await phone(already)).toBe('+5521987654321');

    // The check refuses the old form from now on.
    await expect(
      sql`update profiles set phone = '11987654321' where id = ${mobile}`.execute(db),
    ).rejects.toMatchObject({ code: '23514' });
  });
});
