import { sql, type Kysely } from 'kysely';
import type { DB } from '@/db/schema';

/** The owner behind a live session token: one indexed join, no write. */
export async function findSessionUser(db: Kysely<DB>, token: string) {
  return db
    .selectFrom('session as s')
    .innerJoin('user as u', 'u.id', 's.userId')
    .select(['u.id', 'u.email', 'u.name'])
    .where('s.token', '=', token)
    .where('s.expiresAt', '>', sql<Date>`now()`)
    .executeTakeFirst();
}
