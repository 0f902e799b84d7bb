import type { Kysely } from 'kysely';
import type { DB } from '@/db/schema';

export async function listPaises(db: Kysely<DB>) {
  return db.selectFrom('paises_ddi').select(['id', 'iso', 'pais', 'ddi', 'img']).orderBy('pais').execute();
}
