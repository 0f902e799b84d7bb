import { sql, type Kysely } from 'kysely';

/**
 * A gateway per instance (issue 27 item 1, docs/decisions/047 slice 1).
 *
 * - `gateway`: 'evolution' (WhatsApp Web by QR code, every existing row) or 'meta' (the official
 *   Cloud API). The line stays the row's `gateway_name`; the router sends by it.
 * - `meta_phone_number_id`, `meta_waba_id`: Meta's IDs of the business number and its account.
 *   A phone number ID belongs to one instance across all owners (unique). A WABA may hold several
 *   numbers of one owner, never numbers of two owners: an exclusion constraint on (WABA =, owner
 *   <>), so nobody takes over another owner's account by typing its ID.
 * - `meta_access_token_enc`: the system-user token, AES-256-GCM with a random IV per value and the
 *   row's id as associated data (lib/secret-box.ts); the key comes from configuration, never from
 *   this database in production. Never selected by anything that answers a request.
 * - A Meta row has all three; an Evolution row none (check), so switching back clears them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table whatsapp_instances
      add column gateway text not null default 'evolution'
        check (gateway in ('evolution', 'meta')),
      add column meta_phone_number_id text check (meta_phone_number_id ~ '^[0-9]{5,20}$'),
      add column meta_waba_id text check (meta_waba_id ~ '^[0-9]{5,20}$'),
      add column meta_access_token_enc text check (length(meta_access_token_enc) <= 8192);
    alter table whatsapp_instances add constraint whatsapp_instances_meta_fields check (
      (gateway = 'meta') = (meta_phone_number_id is not null)
      and (meta_phone_number_id is null) = (meta_waba_id is null)
      and (meta_phone_number_id is null) = (meta_access_token_enc is null)
    );
    create unique index whatsapp_instances_meta_phone_number_id_key
      on whatsapp_instances (meta_phone_number_id) where meta_phone_number_id is not null;
    alter table whatsapp_instances add constraint whatsapp_instances_meta_waba_one_owner
      exclude using gist (meta_waba_id with =, user_id with <>) where (meta_waba_id is not null);
  `.execute(db);
}
