import type { Kysely } from 'kysely';
import type { DB } from '@/db/schema';

/**
 * Ordered by country name in pt-BR. The ids were assigned in that order when the list was
 * generated; ordering by `pais` would follow the database collation (C on PGlite: 'África' last).
 */
export async function listPaises(db: Kysely<DB>) {
  return db
    .selectFrom('paises_ddi')
    .select(['id', 'iso', 'pais', 'ddi', 'img'])
    .orderBy('id')
    .execute();
}
