import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '@/db/schema';

type Db = Kysely<DB> | Transaction<DB>;

function selectDisponibilidades(db: Db, userId: string) {
  return db
    .selectFrom('disponibilidades as d')
    .innerJoin('localizacoes as l', 'l.id', 'd.localizacao_id')
    .select([
      'd.id',
      'd.profissional_id',
      'd.localizacao_id',
      'l.nome as localizacao_nome',
      'd.dia',
      'd.hora_inicio',
      'd.hora_fim',
      sql<string[]>`coalesce((select array_agg(ds.servico_id::text order by ds.servico_id)
        from disponibilidades_servicos ds where ds.disponibilidade_id = d.id), '{}')`.as(
        'servico_ids',
      ),
    ])
    .where('d.user_id', '=', userId);
}

export type DisponibilidadeRow = Awaited<ReturnType<typeof findDisponibilidadeRow>> & object;

export async function listDisponibilidadeRows(
  db: Db,
  userId: string,
  profissionalId: string,
  from: string,
  to: string,
) {
  return selectDisponibilidades(db, userId)
    .where('d.profissional_id', '=', profissionalId)
    .where('d.dia', '>=', from)
    .where('d.dia', '<=', to)
    .orderBy('d.dia')
    .orderBy('d.hora_inicio')
    .orderBy('d.id')
    .execute();
}

export async function findDisponibilidadeRow(db: Db, userId: string, id: string) {
  return selectDisponibilidades(db, userId).where('d.id', '=', id).executeTakeFirst();
}

/** The professional with its instance's time zone, locked so its availability is written in turn. */
export async function lockProfissionalForScheduling(tx: Db, userId: string, id: string) {
  return tx
    .selectFrom('profissionais as p')
    .innerJoin('whatsapp_instances as i', 'i.id', 'p.whatsapp_instance_id')
    .select(['p.id', 'p.whatsapp_instance_id', 'i.timezone'])
    .where('p.user_id', '=', userId)
    .where('p.id', '=', id)
    .forUpdate('p')
    .executeTakeFirst();
}

/** The owner's rows of `table` among `ids`, with their instance (ownership and same-instance checks). */
export async function findOwnedInstanceRows(
  db: Db,
  table: 'servicos' | 'localizacoes' | 'contatos',
  userId: string,
  ids: string[],
) {
  if (ids.length === 0) return [];
  return db
    .selectFrom(table)
    .select(['id', 'whatsapp_instance_id'])
    .where('user_id', '=', userId)
    .where('id', 'in', ids)
    .execute();
}

/** Days of `dias` on which the professional already has a window overlapping [inicio, fim). */
export async function findOverlappingDays(
  db: Db,
  profissionalId: string,
  dias: string[],
  inicio: string,
  fim: string,
  exceptId?: string,
) {
  let query = db
    .selectFrom('disponibilidades')
    .select('dia')
    .where('profissional_id', '=', profissionalId)
    .where('dia', 'in', dias)
    .where('hora_inicio', '<', fim)
    .where('hora_fim', '>', inicio);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.execute()).map((r) => r.dia);
}

export async function insertDisponibilidades(
  tx: Db,
  rows: Array<{
    user_id: string;
    profissional_id: string;
    localizacao_id: string;
    dia: string;
    hora_inicio: string;
    hora_fim: string;
  }>,
) {
  return tx.insertInto('disponibilidades').values(rows).returning('id').execute();
}

export async function updateDisponibilidadeRow(
  tx: Db,
  userId: string,
  id: string,
  changes: { localizacao_id: string; hora_inicio: string; hora_fim: string },
) {
  await tx
    .updateTable('disponibilidades')
    .set(changes)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .execute();
}

/** Spec §7: editing replaces the service links (delete, then insert). */
export async function replaceServicoLinks(
  tx: Db,
  userId: string,
  disponibilidadeIds: string[],
  servicoIds: string[],
) {
  await tx
    .deleteFrom('disponibilidades_servicos')
    .where('user_id', '=', userId)
    .where('disponibilidade_id', 'in', disponibilidadeIds)
    .execute();
  await tx
    .insertInto('disponibilidades_servicos')
    .values(
      disponibilidadeIds.flatMap((disponibilidade_id) =>
        servicoIds.map((servico_id) => ({ user_id: userId, disponibilidade_id, servico_id })),
      ),
    )
    .execute();
}

/** Active appointments of the professional inside the window, which a delete would orphan. */
export async function countActiveAgendamentosIn(
  db: Db,
  profissionalId: string,
  dia: string,
  inicio: string,
  fim: string,
) {
  const row = await db
    .selectFrom('agendamentos')
    .select(sql<number>`count(*)`.as('n'))
    .where('profissional_id', '=', profissionalId)
    .where('data_agendamento', '=', dia)
    .where('status', '!=', 'cancelado')
    .where('hora_inicio', '<', fim)
    .where('hora_fim', '>', inicio)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Spec §7: the links of disponibilidades_servicos_real, then the links, then the availability. */
export async function deleteDisponibilidadeRow(tx: Db, userId: string, id: string) {
  await tx
    .deleteFrom('disponibilidades_servicos_real')
    .where('user_id', '=', userId)
    .where('disponibilidade_original_id', '=', id)
    .execute();
  await tx
    .deleteFrom('disponibilidades_servicos')
    .where('user_id', '=', userId)
    .where('disponibilidade_id', '=', id)
    .execute();
  await tx
    .deleteFrom('disponibilidades')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .execute();
}

/** Of `servicoIds`, those the professional performs (a profissionais_servicos link exists). */
export async function findLinkedServicoIds(db: Db, profissionalId: string, servicoIds: string[]) {
  if (servicoIds.length === 0) return [];
  const rows = await db
    .selectFrom('profissionais_servicos')
    .select('servico_id')
    .where('profissional_id', '=', profissionalId)
    .where('servico_id', 'in', servicoIds)
    .execute();
  return rows.map((r) => r.servico_id);
}

/**
 * Active appointments inside the window as it is that the edit would leave outside
 * [inicio, fim) or without their service (the professional is locked by the caller).
 */
export async function countAgendamentosStrandedByEdit(
  db: Db,
  current: { profissional_id: string; dia: string; hora_inicio: string; hora_fim: string },
  next: { hora_inicio: string; hora_fim: string; servico_ids: string[] },
) {
  const row = await db
    .selectFrom('agendamentos')
    .select(sql<number>`count(*)`.as('n'))
    .where('profissional_id', '=', current.profissional_id)
    .where('data_agendamento', '=', current.dia)
    .where('status', '!=', 'cancelado')
    .where('hora_inicio', '<', current.hora_fim)
    .where('hora_fim', '>', current.hora_inicio)
    .where((eb) =>
      eb.or([
        eb('hora_inicio', '<', next.hora_inicio),
        eb('hora_fim', '>', next.hora_fim),
        eb('servico_id', 'not in', next.servico_ids),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
