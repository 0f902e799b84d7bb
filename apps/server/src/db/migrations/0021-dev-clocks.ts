import { sql, type Kysely } from 'kysely';

/**
 * The embedded test clock of each owner (docs/decisions/033): their business time as an offset
 * from the server's, so every process of a development set-up (and one restarted) agrees on it.
 * Only the dev routes write it; an owner's row goes with the account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table dev_clocks (
      user_id uuid primary key references "user"(id) on delete cascade,
      offset_ms bigint not null,
      updated_at timestamptz not null default now()
    );
  `.execute(db);
}
