import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '@/db/schema';

/**
 * Returns the named secret, generating it on first use. Stored in the database so that every
 * replica (and every restart) signs with the same key without a manual step.
 */
export async function getOrCreateSecret(db: Kysely<DB>, name: string): Promise<string> {
  await db
    .insertInto('app_secrets')
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}
