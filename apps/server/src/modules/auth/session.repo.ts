import { sql, type Kysely } from 'kysely';
import { prepared } from '@/db/prepared';
import type { DB } from '@/db/schema';

const selectSessionUser = prepared((db, token: string) =>
  db
    .selectFrom('session as s')
    .innerJoin('user as u', 'u.id', 's.userId')
    .select(['u.id', 'u.email', 'u.name'])
    .where('s.token', '=', token)
    .where('s.expiresAt', '>', sql<Date>`now()`),
);

/** The owner behind a live session token: one indexed join (session_token_key), no write. */
export async function findSessionUser(db: Kysely<DB>, token: string) {
  return (await selectSessionUser(db, token))[0];
}
