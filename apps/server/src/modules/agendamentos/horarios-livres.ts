import type { Kysely } from 'kysely';
import { addDays } from '@secretaria/shared/civil-time';
import { freeSlots, type HorarioLivre } from '@secretaria/shared/free-slots';
import { AppError } from '@secretaria/shared/errors';
import { msg } from '@secretaria/shared/messages';
import type { DB } from '@/db/schema';
import { instanceNotFound } from '@/lib/not-found';
import { findOwnedInstanceRows } from '@/modules/disponibilidades/disponibilidades.repo';
import {
  findInstanceZone,
  listActiveAgendamentos,
  listTemposFor,
  listDisponibilidadesOffering,
} from './horarios-livres.repo';

/**
 * Free slots for (instance, service, optional professional, days): the windows offering the
 * service minus the active appointments, each slot as long as that professional's duration for
 * the service, none before `now` (the server clock). The attendant books through these; the booking itself is still
 * checked by createAgendamento and the exclusion constraint.
 */
export async function getHorariosLivres(
  db: Kysely<DB>,
  userId: string,
  instanceId: string,
  query: { servico_id: string; profissional_id?: string; from: string; to: string },
  now: Date,
): Promise<HorarioLivre[]> {
  const instance = await findInstanceZone(db, userId, instanceId);
  if (!instance) throw instanceNotFound();
  const [servico] = await findOwnedInstanceRows(db, 'servicos', userId, [query.servico_id]);
  if (servico?.whatsapp_instance_id !== instanceId)
    throw new AppError('NOT_FOUND', msg.recordNotFound);
  const args = { userId, instanceId, from: query.from, to: query.to };
  const [disponibilidades, agendamentos, tempos] = await Promise.all([
    listDisponibilidadesOffering(
      db,
      { ...args, servicoId: query.servico_id },
      query.profissional_id,
    ),
    listActiveAgendamentos(db, { ...args, from: addDays(query.from, -1) }, query.profissional_id),
    listTemposFor(db, userId, query.servico_id),
  ]);
  return freeSlots({
    disponibilidades: disponibilidades.map((w) => ({ ...w, servico_ids: [query.servico_id] })),
    agendamentos: agendamentos,
    temposExecucao: tempos,
    servico_id: query.servico_id,
    profissional_id: query.profissional_id,
    from: query.from,
    to: query.to,
    now,
    timeZone: instance.timezone,
  });
}
