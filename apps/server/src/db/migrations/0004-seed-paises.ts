import { sql, type Kysely } from 'kysely';
import paises from '@secretaria/shared/data/paises-ddi.json' with { type: 'json' };

/** Dialling codes with bundled flags (served from /flags, never a remote URL). */
export async function up(db: Kysely<unknown>): Promise<void> {
  const values = paises.map((p) => sql`(${p.id}, ${p.iso}, ${p.pais}, ${p.ddi}, ${p.img})`);
  await sql`insert into paises_ddi (id, iso, pais, ddi, img) values ${sql.join(values)}`.execute(
    db,
  );
}
