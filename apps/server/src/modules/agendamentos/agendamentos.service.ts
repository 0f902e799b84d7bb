import type { Kysely } from 'kysely';
import {
  STATUS_TRANSITIONS,
  type Agendamento,
  type AgendamentoStatus,
  type CreateAgendamentoRequest,
} from '@secretaria/shared/agendamentos-schemas';
import { horaOf, minutesOf } from '@secretaria/shared/civil-time';
import { AppError } from '@secretaria/shared/errors';
import { msg } from '@secretaria/shared/messages';
import type { DB } from '@/db/schema';
import { orNotFound } from '@/lib/not-found';
import {
  findOwnedInstanceRows,
  lockProfissionalForScheduling,
} from '@/modules/disponibilidades/disponibilidades.repo';
import {
  type AgendamentoRow,
  findAgendamentoRow,
  findHoldingWindow,
  findSchedulingProfissional,
  findTempoExecucao,
  insertAgendamento,
  isPast,
  listAgendamentoRows,
  updateAgendamentoStatusRow,
} from './agendamentos.repo';

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
});

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

const isExclusionViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23P01';

/**
 * Books an appointment in one transaction under the professional's scheduling lock, the same
 * lock every window write takes: the window checked here cannot shrink, lose the service or go
 * away before the insert commits. The client is not trusted: the end is computed here from the
 * professional's own duration for the service (a service they do not perform is refused), the
 * slot must lie inside a window of this professional offering this service and must not be past,
 * and the database's exclusion constraint refuses any overlap.
 */
export async function createAgendamento(
  db: Kysely<DB>,
  userId: string,
  profissionalId: string,
  input: CreateAgendamentoRequest,
): Promise<Agendamento> {
  const id = await db.transaction().execute(async (tx) => {
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

    const duration = await findTempoExecucao(tx, prof.id, input.servico_id);
    if (duration === undefined)
      throw new AppError('VALIDATION', msg.serviceNotPerformed, {
        servico_id: msg.serviceNotPerformed,
      });
    const endMinutes = minutesOf(input.hora_inicio) + duration;
    // A booking ends the day it starts: a window never reaches past 23:59.
    const window =
      endMinutes < 24 * 60
        ? await findHoldingWindow(tx, {
            profissionalId: prof.id,
            servicoId: input.servico_id,
            dia: input.data_agendamento,
            inicio: input.hora_inicio,
            fim: horaOf(endMinutes),
            disponibilidadeId: input.disponibilidade_id,
          })
        : undefined;
    if (!window)
      throw new AppError('VALIDATION', msg.appointmentOutsideAvailability, {
        hora_inicio: msg.appointmentOutsideAvailability,
      });
    if (await isPast(tx, input.data_agendamento, input.hora_inicio, prof.timezone))
      throw new AppError('VALIDATION', msg.appointmentInPast, {
        hora_inicio: msg.appointmentInPast,
      });

    try {
      const inserted = await insertAgendamento(
        tx,
        {
          user_id: userId,
          whatsapp_instance_id: instanceId,
          profissional_id: prof.id,
          servico_id: input.servico_id,
          contato_id: input.contato_id,
          localizacao_id: input.localizacao_id ?? window.localizacao_id,
          data_agendamento: input.data_agendamento,
          hora_inicio: input.hora_inicio,
          hora_fim: horaOf(endMinutes),
          nome_atendido: input.nome_atendido?.trim() ? input.nome_atendido.trim() : null,
        },
        prof.timezone,
      );
      return inserted.id;
    } catch (error) {
      if (isExclusionViolation(error)) throw new AppError('CONFLICT', msg.appointmentOverlap);
      throw error;
    }
  });
  return toAgendamentoDto(orNotFound(await findAgendamentoRow(db, userId, id)));
}

/** DESIGN.md §2 lifecycle; who changed it and when is recorded. */
export async function updateAgendamentoStatus(
  db: Kysely<DB>,
  userId: string,
  id: string,
  status: AgendamentoStatus,
): Promise<Agendamento> {
  const current = orNotFound(await findAgendamentoRow(db, userId, id));
  if (current.status !== status) {
    if (!STATUS_TRANSITIONS[current.status].includes(status))
      throw new AppError('CONFLICT', msg.appointmentStatusTransition);
    const changed = await updateAgendamentoStatusRow(db, userId, id, current.status, status);
    // Someone else changed it in between: the caller sees the refusal, then the fresh state.
    if (!changed) throw new AppError('CONFLICT', msg.appointmentStatusTransition);
  }
  return toAgendamentoDto(orNotFound(await findAgendamentoRow(db, userId, id)));
}
