import type { Kysely } from 'kysely';
import {
  isOpenStatus,
  type Agendamento,
  type RescheduleAgendamentoRequest,
} from '@secretaria/shared/agendamentos-schemas';
import { AppError } from '@secretaria/shared/errors';
import { msg } from '@secretaria/shared/messages';
import { inTransaction } from '@/db/in-transaction';
import type { DB } from '@/db/schema';
import { orNotFound } from '@/lib/not-found';
import { scheduleAvisos } from '@/modules/avisos/schedule-avisos';
import { lockProfissionalForScheduling } from '@/modules/disponibilidades/disponibilidades.repo';
import { findAgendamentoRow, lockAgendamento, updateAgendamentoSlot } from './agendamentos.repo';
import { toAgendamentoDto, type BookingContext } from './agendamentos.service';
import { checkBookingSlot, isExclusionViolation } from './booking-checks';

/**
 * Moves an appointment to another day and start, optionally to another professional of the
 * same instance, by updating the SAME row in one transaction: never two appointments, never
 * none. Both professionals' scheduling locks are taken in id order (two reschedules crossing
 * between the same pair cannot deadlock), then the row is re-read locked, and the new slot goes
 * through the booking's own checks with the appointment itself left out of the clash. Only
 * agendado and confirmado move. Runs in `db` when it already is a transaction.
 */
export async function rescheduleAgendamento(
  db: Kysely<DB>,
  userId: string,
  agendamentoId: string,
  input: RescheduleAgendamentoRequest,
  { actor, now, rules }: BookingContext,
): Promise<Agendamento> {
  return inTransaction(db, async (tx) => {
    // The professional may change between the first read and the lock (another reschedule):
    // then lock again with the new pair.
    for (let attempt = 0; attempt < 3; attempt++) {
      const seen = orNotFound(await findAgendamentoRow(tx, userId, agendamentoId));
      const toProfId = input.profissional_id ?? seen.profissional_id;
      const profs = new Map<string, Awaited<ReturnType<typeof lockProfissionalForScheduling>>>();
      for (const id of [...new Set([seen.profissional_id, toProfId])].sort())
        profs.set(id, await lockProfissionalForScheduling(tx, userId, id));

      const current = orNotFound(await lockAgendamento(tx, userId, agendamentoId));
      if (current.profissional_id !== seen.profissional_id) continue;
      if (!isOpenStatus(current.status)) throw new AppError('CONFLICT', msg.agendamentoNotMovable);
      const prof = orNotFound(profs.get(toProfId));
      // Another instance's professional reads like a missing one.
      if (prof.whatsapp_instance_id !== current.whatsapp_instance_id)
        throw new AppError('NOT_FOUND', msg.recordNotFound);

      const { fim, localizacaoId } = await checkBookingSlot(tx, {
        userId,
        prof,
        contato: { id: current.contato_id, nomeAtendido: current.nome_atendido },
        servicoId: current.servico_id,
        dia: input.data_agendamento,
        inicio: input.hora_inicio,
        exceptId: current.id,
        now,
        rules,
      });
      try {
        orNotFound(
          await updateAgendamentoSlot(
            tx,
            userId,
            current.id,
            {
              profissional_id: prof.id,
              localizacao_id: localizacaoId,
              data_agendamento: input.data_agendamento,
              hora_inicio: input.hora_inicio,
              hora_fim: fim,
              changedBy: actor,
              changedAt: now,
            },
            prof.timezone,
          ),
        );
      } catch (error) {
        if (isExclusionViolation(error)) throw new AppError('CONFLICT', msg.agendamentoOverlap);
        throw error;
      }
      await scheduleAvisos(tx, current.id, { change: 'remarcado', actor, now });
      return toAgendamentoDto(orNotFound(await findAgendamentoRow(tx, userId, current.id)));
    }
    throw new AppError('CONFLICT', msg.agendamentoNotMovable);
  });
}
