import type { Kysely } from 'kysely';
import { endTimeFor } from '@secretaria/shared/booking-rules';
import { MINUTES_PER_DAY, addDays, minutesOf } from '@secretaria/shared/civil-time';
import { AppError } from '@secretaria/shared/errors';
import { msg } from '@secretaria/shared/messages';
import { todayIn } from '@secretaria/shared/zoned-time';
import type { DB } from '@/db/schema';
import {
  findClashingAgendamento,
  findContatoClash,
  findHoldingDisponibilidade,
  findTempoExecucao,
  localStartInstant,
  lockContatoForBooking,
} from './agendamentos.repo';

/**
 * The contact already has an active appointment for the same person served overlapping the
 * slot (docs/decisions/037): a 409 for the panel, and the clashing appointment's id for the
 * attendant, which turns it into a sentence naming that appointment.
 */
export class ContactOverlapError extends AppError {
  constructor(readonly clashId: string) {
    super('CONFLICT', msg.agendamentoContactOverlap);
  }
}

/**
 * Rules a caller may add on top of the owner's (never in the past): the attendant passes its
 * instance's minimum notice and horizon; the owner's panel passes none.
 */
export type BookingRules = { minNoticeMinutes: number; horizonDays: number };

export type BookingSlot = {
  /** The owner of the data (the contact's lock and clash are read within it). */
  userId: string;
  /** The locked professional (lockProfissionalForScheduling) with its instance's zone. */
  prof: { id: string; timezone: string };
  /** Whose appointment it is: the contact, and the person served (null: the contact). */
  contato: { id: string; nomeAtendido: string | null };
  servicoId: string;
  dia: string;
  inicio: string;
  disponibilidadeId?: string;
  /** The appointment being moved: it never clashes with itself. */
  exceptId?: string;
  now: Date;
  rules?: BookingRules;
};

/**
 * The checks every booking and reschedule makes under the professional's scheduling lock, in
 * the order a person would give the reasons: the professional performs the service (its own
 * duration gives the end), the slot lies inside a window of theirs that day offering it, it is
 * not past (nor too soon or too far under `rules`), no active appointment of the professional
 * overlaps it, and the contact has no other active appointment for the same person at that time
 * (under the contact's row lock: 037). Every refusal is an AppError thrown before any write, so a surrounding transaction stays
 * usable. Returns the end and the holding window's location.
 */
export async function checkBookingSlot(tx: Kysely<DB>, slot: BookingSlot) {
  const duration = await findTempoExecucao(tx, slot.prof.id, slot.servicoId);
  if (duration === undefined)
    throw new AppError('VALIDATION', msg.serviceNotPerformed, {
      servico_id: msg.serviceNotPerformed,
    });
  const endMinutes = minutesOf(slot.inicio) + duration;
  const fim = endTimeFor(slot.inicio, duration);
  // A booking ends the day it starts, before midnight ('24:00' would read as '00:00' in SQL).
  const disponibilidade =
    endMinutes < MINUTES_PER_DAY
      ? await findHoldingDisponibilidade(tx, {
          profissionalId: slot.prof.id,
          servicoId: slot.servicoId,
          dia: slot.dia,
          inicio: slot.inicio,
          fim,
          disponibilidadeId: slot.disponibilidadeId,
        })
      : undefined;
  if (!disponibilidade)
    throw new AppError('VALIDATION', msg.agendamentoOutsideDisponibilidade, {
      hora_inicio: msg.agendamentoOutsideDisponibilidade,
    });

  const start = await localStartInstant(tx, slot.dia, slot.inicio, slot.prof.timezone);
  if (start.getTime() < slot.now.getTime())
    throw new AppError('VALIDATION', msg.agendamentoInPast, { hora_inicio: msg.agendamentoInPast });
  if (slot.rules) {
    const { minNoticeMinutes, horizonDays } = slot.rules;
    if (start.getTime() < slot.now.getTime() + minNoticeMinutes * 60_000)
      throw new AppError('VALIDATION', msg.agendamentoTooSoon(minNoticeMinutes), {
        hora_inicio: msg.agendamentoTooSoon(minNoticeMinutes),
      });
    if (slot.dia > addDays(todayIn(slot.prof.timezone, slot.now), horizonDays))
      throw new AppError('VALIDATION', msg.agendamentoTooFar(horizonDays), {
        data_agendamento: msg.agendamentoTooFar(horizonDays),
      });
  }

  const clash = await findClashingAgendamento(tx, {
    profissionalId: slot.prof.id,
    dia: slot.dia,
    inicio: slot.inicio,
    fim,
    timeZone: slot.prof.timezone,
    exceptId: slot.exceptId,
  });
  if (clash) throw new AppError('CONFLICT', msg.agendamentoOverlap);

  // Lock order: professional(s), then the appointment moved, then the contact (always last), so
  // two bookings of one contact with two professionals queue here instead of both passing. The
  // professional's clash is given first: it is the reason the panel has always given.
  if (!(await lockContatoForBooking(tx, slot.userId, slot.contato.id)))
    throw new AppError('NOT_FOUND', msg.recordNotFound);
  const own = await findContatoClash(tx, {
    userId: slot.userId,
    contatoId: slot.contato.id,
    nomeAtendido: slot.contato.nomeAtendido,
    dia: slot.dia,
    inicio: slot.inicio,
    fim,
    timeZone: slot.prof.timezone,
    exceptId: slot.exceptId,
  });
  if (own) throw new ContactOverlapError(own.id);
  return { fim, localizacaoId: disponibilidade.localizacao_id };
}

export const isExclusionViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23P01';
