import { sql, type Kysely } from 'kysely';

/**
 * 0032's check on a template's name, `name ~ '^[a-z0-9_]{1,512}$'`, fails every insert:
 * PostgreSQL's regular expressions allow at most 255 repetitions ({1,512} is error 2201B, "invalid
 * repetition count"), so no template could be stored. The same rule (Meta's: lowercase letters,
 * digits and underscores, at most 512) split into a pattern and a length.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table whatsapp_templates
      drop constraint whatsapp_templates_name_check,
      add constraint whatsapp_templates_name_check
        check (name ~ '^[a-z0-9_]+$' and length(name) <= 512);
  `.execute(db);
}
