import type { Kysely } from 'kysely';
import { AppError } from '@secretaria/shared/errors';
import type { DB } from '@/db/schema';
import { cancelAgendamento } from '@/modules/agendamentos/cancel-agendamento';
import {
  createAgendamento,
  updateAgendamentoStatus,
} from '@/modules/agendamentos/agendamentos.service';
import { ContactOverlapError } from '@/modules/agendamentos/booking-checks';
import { rescheduleAgendamento } from '@/modules/agendamentos/reschedule-agendamento';
import { findOwnAgendamento } from './context.repo';
import type { Criteria, Offer } from './dialog-state';
import { policyRefusal, type ChatAction, type PolicyRefusal } from './policy';
import { searchSlots, slotsStartingAt, type SlotSearch } from './slots';
import type { OwnAgendamento, TurnContext } from './turn-context';

/** A change this turn made, checked against the database before any reply claims it. */
export type Effect = {
  kind: 'agendado' | 'remarcado' | 'cancelado' | 'confirmado';
  agendamentoId: string;
  dia: string;
  hora_inicio: string;
};

/** Who a change is recorded as made by: the attendant, or the customer answering a reminder. */
export type ChangeActor = 'atendente' | 'cliente';

export type ChangeResult =
  | { ok: true; agendamentoId: string }
  | { ok: false; reason: 'taken'; alternatives: Offer[] }
  /** The contact already has this appointment at that time (the core's rule, 037). */
  | { ok: false; reason: 'own'; agendamento?: OwnAgendamento; alternatives: Offer[] }
  | { ok: false; reason: 'refused'; message: string }
  /** The owner's rules refuse it (policy.ts): nothing was changed. */
  | ({ ok: false } & PolicyRefusal);

/** A change the owner's rules refused, for the flows to say as the rules engine says it. */
export const isPolicyRefusal = (result: ChangeResult): result is { ok: false } & PolicyRefusal =>
  !result.ok && (result.reason === 'acao_desligada' || result.reason === 'dentro_da_politica');

/**
 * The operations a turn may use, bound to one instance and one contact by the caller, whatever
 * the text says: the deterministic dialog and, later, a model's tool calls use exactly these.
 * Every change goes through the booking services the panel uses (one transaction: the turn's),
 * and every change by chat is first held to the owner's rules here, read at the moment of the
 * change (the owner may have changed them, and time has passed, since the question was asked).
 */
export function createTools(tx: Kysely<DB>, ctx: TurnContext) {
  const effects: Effect[] = [];
  const actor = 'atendente' as const;
  const rules = { minNoticeMinutes: ctx.rules.noticeMinutes, horizonDays: ctx.rules.horizonDays };
  const own = (id: string): OwnAgendamento | undefined => ctx.agendamentos.find((a) => a.id === id);
  /** The one place the owner's rules are enforced: the action off first, then the window. */
  const refusedByPolicy = (action: ChatAction, a?: OwnAgendamento): ChangeResult | undefined => {
    const refusal = policyRefusal(ctx, action, a);
    return refusal && { ok: false, ...refusal };
  };

  async function alternativesFor(
    criteria: Criteria & { servicoId: string },
    offer: Offer,
    exceptId?: string,
  ) {
    const search = await searchSlots(
      tx,
      ctx,
      { ...criteria, date: offer.dia, dateRange: undefined, time: offer.hora_inicio.slice(0, 5) },
      exceptId,
    );
    return search.offers.filter(
      (o) => !(o.dia === offer.dia && o.hora_inicio === offer.hora_inicio),
    );
  }

  /** Refusals a slot can meet between offer and booking: taken, or no longer bookable. */
  const isSlotGone = (error: unknown) =>
    error instanceof AppError && (error.code === 'CONFLICT' || error.code === 'VALIDATION');

  return {
    effects,

    /** `exceptId`: the appointment being moved (its own time is no clash). */
    findSlots: (
      criteria: Criteria & { servicoId: string },
      exceptId?: string,
    ): Promise<SlotSearch> => searchSlots(tx, ctx, criteria, exceptId),

    /** Free slots of a service starting exactly then (any professional free at that time). */
    slotsAt: (servicoId: string, dia: string, hora: string): Promise<Offer[]> =>
      slotsStartingAt(tx, ctx, servicoId, dia, hora),

    /** Atomic check-and-book; when the slot is gone, the nearest free ones instead. */
    async book(offer: Offer, criteria: Criteria & { servicoId: string }): Promise<ChangeResult> {
      const refused = refusedByPolicy('agendar');
      if (refused) return refused;
      try {
        const created = await createAgendamento(
          tx,
          ctx.userId,
          offer.profissional_id,
          {
            data_agendamento: offer.dia,
            hora_inicio: offer.hora_inicio.slice(0, 5),
            servico_id: criteria.servicoId,
            contato_id: ctx.contato.id,
            nome_atendido: criteria.nomeAtendido ?? null,
          },
          { actor, now: ctx.now, rules },
        );
        effects.push({
          kind: 'agendado',
          agendamentoId: created.id,
          dia: offer.dia,
          hora_inicio: offer.hora_inicio,
        });
        return { ok: true, agendamentoId: created.id };
      } catch (error) {
        if (error instanceof ContactOverlapError) {
          return {
            ok: false,
            reason: 'own',
            agendamento: own(error.clashId),
            alternatives: await alternativesFor(criteria, offer),
          };
        }
        if (!isSlotGone(error)) throw error;
        return { ok: false, reason: 'taken', alternatives: await alternativesFor(criteria, offer) };
      }
    },

    /** Moves the contact's own appointment in one transaction (never two, never none). */
    async reschedule(agendamentoId: string, offer: Offer): Promise<ChangeResult> {
      const current = own(agendamentoId);
      const refused = refusedByPolicy('remarcar', current);
      if (refused) return refused;
      if (!current) return { ok: false, reason: 'refused', message: 'not the contact’s' };
      try {
        await rescheduleAgendamento(
          tx,
          ctx.userId,
          agendamentoId,
          {
            data_agendamento: offer.dia,
            hora_inicio: offer.hora_inicio.slice(0, 5),
            profissional_id: offer.profissional_id,
          },
          { actor, now: ctx.now, rules },
        );
        effects.push({
          kind: 'remarcado',
          agendamentoId,
          dia: offer.dia,
          hora_inicio: offer.hora_inicio,
        });
        return { ok: true, agendamentoId };
      } catch (error) {
        const criteria = {
          servicoId: current.servico.id,
          profissionalId: offer.profissional_id,
          nomeAtendido: current.nome_atendido ?? undefined,
        };
        if (error instanceof ContactOverlapError) {
          return {
            ok: false,
            reason: 'own',
            agendamento: own(error.clashId),
            alternatives: await alternativesFor(criteria, offer, agendamentoId),
          };
        }
        if (!isSlotGone(error)) throw error;
        return {
          ok: false,
          reason: 'taken',
          alternatives: await alternativesFor(criteria, offer, agendamentoId),
        };
      }
    },

    /** `by`: 'cliente' when the customer's own answer to a reminder decides it. */
    async cancel(agendamentoId: string, by: ChangeActor = actor): Promise<ChangeResult> {
      const current = own(agendamentoId);
      const refused = refusedByPolicy('cancelar', current);
      if (refused) return refused;
      if (!current) return { ok: false, reason: 'refused', message: 'not the contact’s' };
      await cancelAgendamento(tx, ctx.userId, agendamentoId, { actor: by, now: ctx.now });
      effects.push({
        kind: 'cancelado',
        agendamentoId,
        dia: current.data_agendamento,
        hora_inicio: current.hora_inicio,
      });
      return { ok: true, agendamentoId };
    },

    async confirmPresence(agendamentoId: string, by: ChangeActor = actor): Promise<ChangeResult> {
      const current = own(agendamentoId);
      if (!current) return { ok: false, reason: 'refused', message: 'not the contact’s' };
      if (current.status !== 'confirmado') {
        await updateAgendamentoStatus(tx, ctx.userId, agendamentoId, 'confirmado', {
          actor: by,
          now: ctx.now,
        });
      }
      effects.push({
        kind: 'confirmado',
        agendamentoId,
        dia: current.data_agendamento,
        hora_inicio: current.hora_inicio,
      });
      return { ok: true, agendamentoId };
    },

    /** Re-reads an effect's row: the guard's evidence that a claim is true. */
    verify: (effect: Effect) =>
      findOwnAgendamento(tx, ctx.userId, ctx.contato.id, effect.agendamentoId),
  };
}

export type Tools = ReturnType<typeof createTools>;
