import { OPEN_STATUSES } from '@secretaria/shared/agendamentos-schemas';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '@/db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * The owner's appointments of any status that point at a contact or a service (their history);
 * 0 for another owner's row, whose delete then answers 404.
 */
export async function countAgendamentosOf(
  db: Db,
  userId: string,
  column: 'contato_id' | 'servico_id',
  id: string,
): Promise<number> {
  const row = await db
    .selectFrom('agendamentos')
    .select(sql<number>`count(*)`.as('n'))
    .where('user_id', '=', userId)
    .where(column, '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A professional's appointments not cancelled nor finished, from `today` (their zone) on. */
export async function countActiveAgendamentosFrom(
  db: Db,
  profissionalId: string,
  today: string,
): Promise<number> {
  const row = await db
    .selectFrom('agendamentos')
    .select(sql<number>`count(*)`.as('n'))
    .where('profissional_id', '=', profissionalId)
    .where('status', 'in', OPEN_STATUSES)
    .where('data_agendamento', '>=', today)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Availability windows at a location from `today` on; deleting the location would drop them. */
export async function countDisponibilidadesAtFrom(
  db: Db,
  localizacaoId: string,
  today: string,
): Promise<number> {
  const row = await db
    .selectFrom('disponibilidades')
    .select(sql<number>`count(*)`.as('n'))
    .where('localizacao_id', '=', localizacaoId)
    .where('dia', '>=', today)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
