import { sql, type Kysely } from 'kysely';
import { instanceNumberE164, onlyDigits } from '@secretaria/shared/phone';

/**
 * A legacy profile phone in E.164: Brazilian national digits with the area code (10, or 11 with
 * the mobile's 9) become '+55…', parsed as migration 0016 parsed instance numbers; what cannot
 * be such a number (no area code, too short) is no number anyone can be reached at: null.
 */
export function legacyProfilePhoneE164(phone: string): string | null {
  const stored = phone.trim();
  if (/^[+][1-9][0-9]{1,14}$/.test(stored)) return stored;
  const digits = onlyDigits(stored);
  if (!/^[1-9][0-9]{9,10}$/.test(digits)) return null;
  return instanceNumberE164('55', digits) ?? null;
}

/**
 * The owner's own phone (`profiles.phone`) in E.164 like every other phone (issue 23, docs/
 * decisions/028): existing rows converted, and a check keeps it so.
 */
export async function up<T>(db: Kysely<T>): Promise<void> {
  const { rows } = await sql<{ id: string; phone: string }>`
    select id, phone from profiles where phone is not null
  `.execute(db);
  for (const row of rows) {
    const e164 = legacyProfilePhoneE164(row.phone);
    if (e164 !== row.phone)
      await sql`update profiles set phone = ${e164} where id = ${row.id}`.execute(db);
  }
  await sql`
    alter table profiles add constraint profiles_phone_e164
      check (phone ~ '^[+][1-9][0-9]{1,14}$')
  `.execute(db);
}
