import { sql, type Kysely, type Transaction } from 'kysely';
import { prepared } from '@/db/prepared';
import type { DB } from '@/db/schema';

type Db = Kysely<DB> | Transaction<DB>;

const columns = [
  'id',
  'nome',
  'especialidade',
  'apelidos',
  'whatsapp_instance_id',
  'created_at',
] as const;

export const listProfissionaisByInstance = prepared((db, userId: string, instanceId: string) =>
  db
    .selectFrom('profissionais')
    .select(columns)
    .where('user_id', '=', userId)
    .where('whatsapp_instance_id', '=', instanceId)
    .orderBy('nome')
    .orderBy('id'),
);

export async function countProfissionais(db: Db, userId: string, instanceId: string) {
  const row = await db
    .selectFrom('profissionais')
    .select(sql<number>`count(*)`.as('n'))
    .where('user_id', '=', userId)
    .where('whatsapp_instance_id', '=', instanceId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findProfissional(db: Db, userId: string, id: string) {
  return db
    .selectFrom('profissionais')
    .select(columns)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertProfissional(
  db: Db,
  values: {
    user_id: string;
    whatsapp_instance_id: string;
    nome: string;
    especialidade: string;
    apelidos?: string[];
  },
) {
  return db.insertInto('profissionais').values(values).returning(columns).executeTakeFirstOrThrow();
}

export async function updateProfissionalRow(
  db: Db,
  userId: string,
  id: string,
  /** apelidos left out: kept as stored. */
  changes: { nome: string; especialidade: string; apelidos?: string[] },
) {
  return db
    .updateTable('profissionais')
    .set(changes)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .returning(columns)
    .executeTakeFirst();
}

const linkColumns = [
  'ps.id',
  'ps.profissional_id',
  'ps.servico_id',
  'ps.tempo_execucao',
  's.nome as servico_nome',
] as const;

export async function listLinks(db: Db, userId: string, profissionalId: string) {
  return db
    .selectFrom('profissionais_servicos as ps')
    .innerJoin('servicos as s', 's.id', 'ps.servico_id')
    .select(linkColumns)
    .where('ps.user_id', '=', userId)
    .where('ps.profissional_id', '=', profissionalId)
    .orderBy('s.nome')
    .orderBy('ps.id')
    .execute();
}

export async function findLink(db: Db, userId: string, profissionalId: string, linkId: string) {
  return db
    .selectFrom('profissionais_servicos as ps')
    .innerJoin('servicos as s', 's.id', 'ps.servico_id')
    .select(linkColumns)
    .where('ps.user_id', '=', userId)
    .where('ps.profissional_id', '=', profissionalId)
    .where('ps.id', '=', linkId)
    .executeTakeFirst();
}

/** Inserts the link unless it exists; returns undefined for a duplicate. */
export async function insertLink(
  db: Db,
  values: { user_id: string; profissional_id: string; servico_id: string; tempo_execucao: number },
) {
  return db
    .insertInto('profissionais_servicos')
    .values(values)
    .onConflict((oc) => oc.columns(['profissional_id', 'servico_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
}

export async function updateLinkTempo(
  db: Db,
  userId: string,
  profissionalId: string,
  linkId: string,
  tempo: number,
) {
  return db
    .updateTable('profissionais_servicos')
    .set({ tempo_execucao: tempo })
    .where('user_id', '=', userId)
    .where('profissional_id', '=', profissionalId)
    .where('id', '=', linkId)
    .returning('id')
    .executeTakeFirst();
}

export async function deleteLink(db: Db, userId: string, profissionalId: string, linkId: string) {
  return db
    .deleteFrom('profissionais_servicos')
    .where('user_id', '=', userId)
    .where('profissional_id', '=', profissionalId)
    .where('id', '=', linkId)
    .returning('id')
    .executeTakeFirst();
}
