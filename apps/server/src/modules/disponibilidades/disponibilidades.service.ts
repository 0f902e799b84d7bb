import type { Kysely, Transaction } from 'kysely';
import type {
  CreateDisponibilidadesRequest,
  Disponibilidade,
  UpdateDisponibilidadeRequest,
} from '@secretaria/shared/disponibilidades-schemas';
import { AppError } from '@secretaria/shared/errors';
import { msg } from '@secretaria/shared/messages';
import { todayIn } from '@secretaria/shared/zoned-time';
import type { DB } from '@/db/schema';
import { orNotFound } from '@/lib/not-found';
import { findSchedulingProfissional } from '@/modules/agendamentos/agendamentos.repo';
import {
  countActiveAgendamentosIn,
  countAgendamentosStrandedByEdit,
  findLinkedServicoIds,
  deleteDisponibilidadeRow,
  findDisponibilidadeRow,
  findOverlappingDays,
  findOwnedInstanceRows,
  insertDisponibilidades,
  listDisponibilidadeRows,
  lockProfissionalForScheduling,
  replaceServicoLinks,
  type DisponibilidadeRow,
  updateDisponibilidadeRow,
} from './disponibilidades.repo';

const hhmm = (time: string) => time.slice(0, 5);

export const toDisponibilidadeDto = (row: DisponibilidadeRow): Disponibilidade => ({
  ...row,
  hora_inicio: hhmm(row.hora_inicio),
  hora_fim: hhmm(row.hora_fim),
});

export async function listDisponibilidades(
  db: Kysely<DB>,
  userId: string,
  profissionalId: string,
  range: { from: string; to: string },
): Promise<Disponibilidade[]> {
  // Another owner's professional reads as missing, not as an empty month.
  orNotFound(await findSchedulingProfissional(db, userId, profissionalId));
  const rows = await listDisponibilidadeRows(db, userId, profissionalId, range.from, range.to);
  return rows.map(toDisponibilidadeDto);
}

/**
 * The location and services must be the owner's (else 404, like any unknown id), of the
 * professional's own instance and performed by the professional (else 400): a window can never
 * point at another instance's rows nor offer a service its professional does not do.
 */
async function checkReferences(
  tx: Transaction<DB>,
  userId: string,
  prof: { id: string; whatsapp_instance_id: string | null },
  input: { localizacao_id: string; servico_ids: string[] },
) {
  const instanceId = prof.whatsapp_instance_id;
  const [local] = await findOwnedInstanceRows(tx, 'localizacoes', userId, [input.localizacao_id]);
  if (!local) throw new AppError('NOT_FOUND', msg.recordNotFound);
  if (local.whatsapp_instance_id !== instanceId)
    throw new AppError('VALIDATION', msg.locationNotFromInstance, {
      localizacao_id: msg.locationNotFromInstance,
    });
  const unique = [...new Set(input.servico_ids)];
  const servicos = await findOwnedInstanceRows(tx, 'servicos', userId, unique);
  if (servicos.length !== unique.length) throw new AppError('NOT_FOUND', msg.recordNotFound);
  if (servicos.some((s) => s.whatsapp_instance_id !== instanceId))
    throw new AppError('VALIDATION', msg.serviceNotFromInstance, {
      servico_ids: msg.serviceNotFromInstance,
    });
  // A window offers only what the professional performs: the attendant must never offer a
  // professional for a service they do not do.
  const linked = await findLinkedServicoIds(tx, prof.id, unique);
  if (linked.length !== unique.length)
    throw new AppError('VALIDATION', msg.serviceNotPerformed, {
      servico_ids: msg.serviceNotPerformed,
    });
  return unique;
}

/** Spec §7 "Creating availability": one window per selected day, then its service links. */
export async function createDisponibilidades(
  db: Kysely<DB>,
  userId: string,
  profissionalId: string,
  input: CreateDisponibilidadesRequest,
  now: Date,
): Promise<{ count: number; items: Disponibilidade[] }> {
  const dias = [...new Set(input.dias)].sort();
  const ids = await db.transaction().execute(async (tx) => {
    const prof = orNotFound(await lockProfissionalForScheduling(tx, userId, profissionalId));
    const servicoIds = await checkReferences(tx, userId, prof, input);
    const today = todayIn(prof.timezone, now);
    if (dias.some((dia) => dia < today))
      throw new AppError('VALIDATION', msg.disponibilidadePastDay, {
        dias: msg.disponibilidadePastDay,
      });
    const clash = await findOverlappingDays(tx, prof.id, dias, input.hora_inicio, input.hora_fim);
    if (clash.length) throw new AppError('CONFLICT', msg.disponibilidadeOverlap);
    const inserted = await insertDisponibilidades(
      tx,
      dias.map((dia) => ({
        user_id: userId,
        profissional_id: prof.id,
        localizacao_id: input.localizacao_id,
        dia,
        hora_inicio: input.hora_inicio,
        hora_fim: input.hora_fim,
      })),
    );
    const created = inserted.map((r) => r.id);
    await replaceServicoLinks(tx, userId, created, servicoIds);
    return created;
  });
  const items = await Promise.all(
    ids.map(async (id) =>
      toDisponibilidadeDto(orNotFound(await findDisponibilidadeRow(db, userId, id))),
    ),
  );
  items.sort((a, b) => a.dia.localeCompare(b.dia));
  return { count: items.length, items };
}

/**
 * Spec §7 "Editing an availability": its fields, and its service links replaced; refused (409)
 * when active appointments inside it would end up outside it or without their service.
 */
export async function updateDisponibilidade(
  db: Kysely<DB>,
  userId: string,
  id: string,
  input: UpdateDisponibilidadeRequest,
): Promise<Disponibilidade> {
  await db.transaction().execute(async (tx) => {
    const found = orNotFound(await findDisponibilidadeRow(tx, userId, id));
    const prof = orNotFound(await lockProfissionalForScheduling(tx, userId, found.profissional_id));
    // Read again under the lock: another edit may have committed in between.
    const current = orNotFound(await findDisponibilidadeRow(tx, userId, id));
    const servicoIds = await checkReferences(tx, userId, prof, input);
    const clash = await findOverlappingDays(
      tx,
      prof.id,
      [current.dia],
      input.hora_inicio,
      input.hora_fim,
      id,
    );
    if (clash.length) throw new AppError('CONFLICT', msg.disponibilidadeOverlap);
    // Under the professional's lock, which bookings take too: no appointment left outside.
    const stranded = await countAgendamentosStrandedByEdit(tx, current, {
      hora_inicio: input.hora_inicio,
      hora_fim: input.hora_fim,
      servico_ids: servicoIds,
    });
    if (stranded > 0) throw new AppError('CONFLICT', msg.disponibilidadeEditStrands(stranded));
    await updateDisponibilidadeRow(tx, userId, id, {
      localizacao_id: input.localizacao_id,
      hora_inicio: input.hora_inicio,
      hora_fim: input.hora_fim,
    });
    await replaceServicoLinks(tx, userId, [id], servicoIds);
  });
  return toDisponibilidadeDto(orNotFound(await findDisponibilidadeRow(db, userId, id)));
}

/** A window with active appointments inside is kept: deleting it would strand them. */
export async function deleteDisponibilidade(db: Kysely<DB>, userId: string, id: string) {
  await db.transaction().execute(async (tx) => {
    const found = orNotFound(await findDisponibilidadeRow(tx, userId, id));
    await lockProfissionalForScheduling(tx, userId, found.profissional_id);
    const current = orNotFound(await findDisponibilidadeRow(tx, userId, id));
    const active = await countActiveAgendamentosIn(
      tx,
      current.profissional_id,
      current.dia,
      current.hora_inicio,
      current.hora_fim,
    );
    if (active > 0) throw new AppError('CONFLICT', msg.disponibilidadeHasAgendamentos);
    await deleteDisponibilidadeRow(tx, userId, id);
  });
}
