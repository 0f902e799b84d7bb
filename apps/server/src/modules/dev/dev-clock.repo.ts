import type { Kysely } from 'kysely';
import type { DB } from '@/db/schema';

/** Every owner's test clock, as offsets from the server's time (docs/decisions/033). */
export async function listOwnerClocks(db: Kysely<DB>) {
  return db.selectFrom('dev_clocks').select(['user_id', 'offset_ms']).execute();
}

/** Keeps (or, with null, forgets) one owner's offset. */
export async function saveOwnerClock(db: Kysely<DB>, userId: string, offsetMs: number | null) {
  if (offsetMs === null) {
    await db.deleteFrom('dev_clocks').where('user_id', '=', userId).execute();
    return;
  }
  await db
    .insertInto('dev_clocks')
    .values({ user_id: userId, offset_ms: Math.round(offsetMs) })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ offset_ms: Math.round(offsetMs), updated_at: new Date() }),
    )
    .execute();
}
