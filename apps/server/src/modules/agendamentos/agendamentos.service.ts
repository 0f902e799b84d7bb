import type { Kysely } from 'kysely';
import {
  STATUS_TRANSITIONS,
  isAfterStartStatus,
  type Agendamento,
  type AgendamentoActor,
  type AgendamentoStatus,
  type CreateAgendamentoRequest,
} from '@secretaria/shared/agendamentos-schemas';
import { AppError } from '@secretaria/shared/errors';
import { msg } from '@secretaria/shared/messages';
import { inTransaction } from '@/db/in-transaction';
import type { DB } from '@/db/schema';
import { orNotFound } from '@/lib/not-found';
import { scheduleAvisos } from '@/modules/avisos/schedule-avisos';
import {
  findOwnedInstanceRows,
  lockProfissionalForScheduling,
} from '@/modules/disponibilidades/disponibilidades.repo';
import {
  type AgendamentoRow,
  findAgendamentoRow,
  findAgendamentoStart,
  findSchedulingProfissional,
  insertAgendamento,
  listAgendamentoRows,
  updateAgendamentoStatusRow,
} from './agendamentos.repo';
import { checkBookingSlot, isExclusionViolation, type BookingRules } from './booking-checks';

const hhmm = (time: string) => time.slice(0, 5);

export const toAgendamentoDto = (row: AgendamentoRow): Agendamento => ({
  id: row.id,
  data_agendamento: row.data_agendamento,
  hora_inicio: hhmm(row.hora_inicio),
  hora_fim: hhmm(row.hora_fim),
  servico_id: row.servico_id,
  servico: { nome: row.servico_nome },
  profissional_id: row.profissional_id,
  contato_id: row.contato_id,
  contato: { nome: row.contato_nome, telefone: row.contato_telefone },
  localizacao_id: row.localizacao_id,
  whatsapp_instance_id: row.whatsapp_instance_id,
  nome_atendido: row.nome_atendido,
  status: row.status,
  teste: row.contato_teste,
});

/** Who acts and when, from the one server clock (lib/clock.ts); `rules` for the attendant. */
export type BookingContext = {
  actor: AgendamentoActor;
  now: Date;
  rules?: BookingRules;
  /** No notice to the customer or the owner (an LGPD erase tells nobody); reminders still follow. */
  silent?: boolean;
};

export async function listAgendamentos(
  db: Kysely<DB>,
  userId: string,
  profissionalId: string,
  range: { from: string; to: string },
): Promise<Agendamento[]> {
  orNotFound(await findSchedulingProfissional(db, userId, profissionalId));
  return (await listAgendamentoRows(db, userId, profissionalId, range.from, range.to)).map(
    toAgendamentoDto,
  );
}

/**
 * Books an appointment for any caller (the owner's panel, the attendant) under the
 * professional's scheduling lock, the same lock every window write takes: the window checked
 * here cannot shrink, lose the service or go away before the insert commits. The client is not
 * trusted: checkBookingSlot computes the end, requires the window, refuses a past start (and,
 * under `rules`, too short a notice or too far a day), another active appointment of the same
 * contact and person at that time (a 409, under the contact's lock: 037) and a clash, all before
 * the insert.
 * Runs in `db` when it is already a transaction (a refusal leaves it usable), else in its own.
 * `userId` is the owner of the data: for the attendant, the owner of its instance.
 */
export async function createAgendamento(
  db: Kysely<DB>,
  userId: string,
  profissionalId: string,
  input: CreateAgendamentoRequest,
  { actor, now, rules }: BookingContext,
): Promise<Agendamento> {
  return inTransaction(db, async (tx) => {
    const prof = orNotFound(await lockProfissionalForScheduling(tx, userId, profissionalId));
    const instanceId = prof.whatsapp_instance_id as string;
    const [servico] = await findOwnedInstanceRows(tx, 'servicos', userId, [input.servico_id]);
    const [contato] = await findOwnedInstanceRows(tx, 'contatos', userId, [input.contato_id]);
    if (!servico || !contato) throw new AppError('NOT_FOUND', msg.recordNotFound);
    if (servico.whatsapp_instance_id !== instanceId)
      throw new AppError('VALIDATION', msg.serviceNotFromInstance, {
        servico_id: msg.serviceNotFromInstance,
      });
    if (contato.whatsapp_instance_id !== instanceId)
      throw new AppError('NOT_FOUND', msg.recordNotFound);
    if (input.localizacao_id) {
      const [local] = await findOwnedInstanceRows(tx, 'localizacoes', userId, [
        input.localizacao_id,
      ]);
      if (!local) throw new AppError('NOT_FOUND', msg.recordNotFound);
      if (local.whatsapp_instance_id !== instanceId)
        throw new AppError('VALIDATION', msg.locationNotFromInstance, {
          localizacao_id: msg.locationNotFromInstance,
        });
    }

    const nomeAtendido = input.nome_atendido?.trim() ? input.nome_atendido.trim() : null;
    const { fim, localizacaoId } = await checkBookingSlot(tx, {
      userId,
      prof,
      contato: { id: contato.id, nomeAtendido },
      servicoId: input.servico_id,
      dia: input.data_agendamento,
      inicio: input.hora_inicio,
      disponibilidadeId: input.disponibilidade_id,
      now,
      rules,
    });

    let id: string;
    try {
      ({ id } = await insertAgendamento(
        tx,
        {
          user_id: userId,
          whatsapp_instance_id: instanceId,
          profissional_id: prof.id,
          servico_id: input.servico_id,
          contato_id: input.contato_id,
          localizacao_id: input.localizacao_id ?? localizacaoId,
          data_agendamento: input.data_agendamento,
          hora_inicio: input.hora_inicio,
          hora_fim: fim,
          nome_atendido: nomeAtendido,
          created_by: actor,
        },
        prof.timezone,
      ));
    } catch (error) {
      // The net under the check: unreachable while every writer takes the lock.
      if (isExclusionViolation(error)) throw new AppError('CONFLICT', msg.agendamentoOverlap);
      throw error;
    }
    await scheduleAvisos(tx, id, { change: 'criado', actor, now });
    return toAgendamentoDto(orNotFound(await findAgendamentoRow(tx, userId, id)));
  });
}

/**
 * DESIGN.md §2 lifecycle, for every caller; who changed it (the actor) and when (the server
 * clock) are recorded. Concluding or marking a no-show before the start (by the server clock)
 * is refused. The change is conditional on the status read, so two callers cannot both
 * move it: the second sees a 409.
 */
export async function updateAgendamentoStatus(
  db: Kysely<DB>,
  userId: string,
  id: string,
  status: AgendamentoStatus,
  { actor, now, silent }: Omit<BookingContext, 'rules'>,
): Promise<Agendamento> {
  return inTransaction(db, async (tx) => {
    const current = orNotFound(await findAgendamentoRow(tx, userId, id));
    if (current.status !== status) {
      if (!STATUS_TRANSITIONS[current.status].includes(status))
        throw new AppError('CONFLICT', msg.agendamentoStatusTransition);
      if (isAfterStartStatus(status)) {
        const start = orNotFound(await findAgendamentoStart(tx, userId, id));
        if (start.getTime() > now.getTime())
          throw new AppError('CONFLICT', msg.agendamentoNotStarted);
      }
      const changed = await updateAgendamentoStatusRow(tx, userId, id, {
        from: current.status,
        to: status,
        changedBy: actor,
        changedAt: now,
      });
      // Someone else changed it in between: the caller sees the refusal, then the fresh state.
      if (!changed) throw new AppError('CONFLICT', msg.agendamentoStatusTransition);
      // The reminders follow the status (a cancelled or finished one's are dropped), and the
      // customer or the owner hears of it.
      const change =
        status === 'cancelado' ? 'cancelado' : status === 'confirmado' ? 'confirmado' : 'status';
      await scheduleAvisos(tx, id, { change, actor, now, silent });
    }
    return toAgendamentoDto(orNotFound(await findAgendamentoRow(tx, userId, id)));
  });
}
