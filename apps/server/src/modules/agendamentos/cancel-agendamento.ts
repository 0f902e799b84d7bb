import type { Kysely } from 'kysely';
import type { Agendamento } from '@secretaria/shared/agendamentos-schemas';
import type { DB } from '@/db/schema';
import { updateAgendamentoStatus, type BookingContext } from './agendamentos.service';

/**
 * Cancels an active appointment (agendado or confirmado; 409 otherwise), recording who and when.
 * The same code as the panel's status endpoint: cancelling is one transition of the lifecycle.
 */
export async function cancelAgendamento(
  db: Kysely<DB>,
  userId: string,
  id: string,
  context: Omit<BookingContext, 'rules'>,
): Promise<Agendamento> {
  return updateAgendamentoStatus(db, userId, id, 'cancelado', context);
}
