import { sql, type Kysely } from 'kysely';
import type { DB } from '@/db/schema';

export const LOGIN_FAILURE_WINDOW_SECONDS = 60;
export const LOGIN_FAILURE_LIMIT = 10;
/** A row whose window started longer ago than this counts nothing and is swept. */
const STALE_AFTER_SECONDS = 60 * 60;

/** Failed sign-ins for this e-mail within the current window (0 once the window has passed). */
export async function countRecentLoginFailures(db: Kysely<DB>, email: string): Promise<number> {
  const row = await db
    .selectFrom('auth_login_failures')
    .select('failures')
    .where('email', '=', email)
    .where(
      'window_started_at',
      '>',
      sql<Date>`now() - make_interval(secs => ${LOGIN_FAILURE_WINDOW_SECONDS})`,
    )
    .executeTakeFirst();
  return row?.failures ?? 0;
}

/** Atomic across replicas: one upsert either opens a new window or counts one more failure. */
export async function recordLoginFailure(db: Kysely<DB>, email: string): Promise<void> {
  await sql`
    insert into auth_login_failures (email, window_started_at, failures) values (${email}, now(), 1)
    on conflict (email) do update set
      failures = case when auth_login_failures.window_started_at
          > now() - make_interval(secs => ${LOGIN_FAILURE_WINDOW_SECONDS})
        then auth_login_failures.failures + 1 else 1 end,
      window_started_at = case when auth_login_failures.window_started_at
          > now() - make_interval(secs => ${LOGIN_FAILURE_WINDOW_SECONDS})
        then auth_login_failures.window_started_at else now() end
  `.execute(db);
  // E-mails that failed and never signed in would stay forever; each failure sweeps the stale.
  await db
    .deleteFrom('auth_login_failures')
    .where(
      'window_started_at',
      '<',
      sql<Date>`now() - make_interval(secs => ${STALE_AFTER_SECONDS})`,
    )
    .execute();
}

export async function clearLoginFailures(db: Kysely<DB>, email: string): Promise<void> {
  await db.deleteFrom('auth_login_failures').where('email', '=', email).execute();
}
