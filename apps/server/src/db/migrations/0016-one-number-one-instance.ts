import { sql, type Kysely } from 'kysely';
import { instanceNumberE164 } from '@secretaria/shared/phone';

type LegacyInstance = {
  id: string;
  phone_number: string | null;
  full_phone_number: string | null;
  ddi: string | null;
};

/** A legacy instance's number in E.164, from its country and number, else from its full digits. */
function legacyE164(row: LegacyInstance): string | undefined {
  if (row.ddi && row.phone_number) {
    const parsed = instanceNumberE164(row.ddi, row.phone_number);
    if (parsed) return parsed;
  }
  const digits = (row.full_phone_number ?? '').replace(/\D/g, '');
  return /^[1-9]\d{6,14}$/.test(digits) ? `+${digits}` : undefined;
}

/**
 * One WhatsApp number belongs to one instance; phones in E.164 (issue 23, docs/decisions/028).
 *
 * - `whatsapp_instances.gateway_name`: the gateway (Evolution) instance's name, stored and never
 *   derived from the number again, unique. New rows get 'si-' and a random id. Existing rows keep
 *   the name the gateway already knows them by (their old full number), so a connected line stays
 *   connected; a row that lost its number below gets a fresh one.
 * - `full_phone_number` becomes E.164 ('+5511987654321') and unique. Where two rows held the same
 *   number, the connected one (else the oldest) keeps it; the others lose the number (and go
 *   Inativo) so their owner types it again and is then told whose it is, as on any edit.
 * - `contatos.telefone` becomes E.164 too. Two forms existed: a Brazilian national number
 *   (10 digits, or 11 with the mobile's 9 after the area code, typed in the panel or read from
 *   WhatsApp) and the full international digits of a foreign one (11 to 15 digits: an 11-digit
 *   one without that 9, '15551234567', cannot be Brazilian); both become '+…'. What is not a number stays: the panel's test
 *   customer ('0') and an erased contact's placeholder ('0' and 14 digits).
 */
export async function up<T>(db: Kysely<T>): Promise<void> {
  await sql`
    alter table whatsapp_instances add column gateway_name text;
    alter table whatsapp_instances drop constraint if exists whatsapp_instances_full_phone_number_check;
  `.execute(db);
  const { rows } = await sql<LegacyInstance>`
    select i.id, i.phone_number, i.full_phone_number, p.ddi
      from whatsapp_instances i left join paises_ddi p on p.id = i.pais_id
     where i.full_phone_number is not null
     order by (i.status = 'Ativo') desc, i.created_at, i.id
  `.execute(db);
  const held = new Set<string>();
  for (const row of rows) {
    const e164 = legacyE164(row);
    if (e164 && !held.has(e164)) {
      held.add(e164);
      await sql`
        update whatsapp_instances set full_phone_number = ${e164}, gateway_name = ${row.full_phone_number}
         where id = ${row.id}
      `.execute(db);
    } else {
      await sql`
        update whatsapp_instances
           set full_phone_number = null, phone_number = null,
               status = case when status = 'Ativo' then 'Inativo' else status end
         where id = ${row.id}
      `.execute(db);
    }
  }
  await sql`
    alter table whatsapp_instances
      add constraint whatsapp_instances_full_phone_number_e164
        check (full_phone_number ~ '^[+][1-9][0-9]{6,14}$');
    alter table whatsapp_instances
      alter column gateway_name set default ('si-' || replace(gen_random_uuid()::text, '-', ''));
    update whatsapp_instances
       set gateway_name = 'si-' || replace(gen_random_uuid()::text, '-', '')
     where gateway_name is null;
    alter table whatsapp_instances alter column gateway_name set not null;
    create unique index whatsapp_instances_gateway_name_key on whatsapp_instances (gateway_name);
    create unique index whatsapp_instances_full_phone_number_key
      on whatsapp_instances (full_phone_number);

    alter table contatos drop constraint if exists contatos_telefone_check;
    update contatos set telefone = '+55' || telefone
     where telefone ~ '^[1-9]{2}9[0-9]{8}$' or telefone ~ '^[1-9]{2}[0-9]{8}$';
    update contatos set telefone = '+' || telefone where telefone ~ '^[1-9][0-9]{10,14}$';
    alter table contatos add constraint contatos_telefone_e164
      check (telefone ~ '^([+][1-9][0-9]{6,14}|0[0-9]{0,15})$');
  `.execute(db);
}
