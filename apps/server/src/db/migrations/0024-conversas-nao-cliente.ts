import { sql, type Kysely } from 'kysely';

/**
 * A chat whose sender is not a customer (issue 24, docs/decisions/038): a supplier, a sales
 * pitch, a scam, a wrong number. The attendant answered it once and stays quiet in it; Conversas
 * shows 'Não é cliente' and the owner can undo it ('É cliente').
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table conversas add column nao_cliente boolean not null default false`.execute(
    db,
  );
}
