import { sql, type Kysely, type Transaction } from 'kysely';
import { prepared } from '@/db/prepared';
import type { DB } from '@/db/schema';

type Db = Kysely<DB> | Transaction<DB>;
const columns = ['id', 'nome', 'telefone', 'whatsapp_instance_id', 'updated_at'] as const;

export const listContatoRows = prepared((db, userId: string, instanceId: string) =>
  db
    .selectFrom('contatos')
    .select(columns)
    .where('user_id', '=', userId)
    .where('whatsapp_instance_id', '=', instanceId)
    // The test chat's customer lives on the Agenda (badge 'Teste'), not among customers.
    .where('is_test', '=', false)
    // Erased contacts (LGPD, 0015) only keep past appointments pointing somewhere.
    .where('apagado_at', 'is', null)
    .orderBy('nome')
    .orderBy('id'),
);

export async function insertContato(
  db: Db,
  values: { user_id: string; whatsapp_instance_id: string; nome: string; telefone: string },
) {
  return db.insertInto('contatos').values(values).returning(columns).executeTakeFirstOrThrow();
}

export async function updateContatoRow(
  db: Db,
  userId: string,
  id: string,
  changes: { nome: string; telefone: string },
) {
  return db
    .updateTable('contatos')
    .set(changes)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .where('is_test', '=', false)
    .where('apagado_at', 'is', null)
    .returning(columns)
    .executeTakeFirst();
}

/**
 * Inserts the contact unless the instance already has one with this phone (unique index from
 * 0007): concurrent calls for one number leave exactly one row, and none fails. Only into an
 * instance of `userId`: nothing is inserted for another owner's instance.
 */
export async function insertContatoIfAbsent(
  db: Db,
  values: { user_id: string; whatsapp_instance_id: string; nome: string; telefone: string },
) {
  return db
    .insertInto('contatos')
    .columns(['user_id', 'whatsapp_instance_id', 'nome', 'telefone'])
    .expression((eb) =>
      eb
        .selectFrom('whatsapp_instances')
        .select([
          'user_id',
          'id as whatsapp_instance_id',
          sql<string>`${values.nome}::text`.as('nome'),
          sql<string>`${values.telefone}::text`.as('telefone'),
        ])
        .where('id', '=', values.whatsapp_instance_id)
        .where('user_id', '=', values.user_id),
    )
    .onConflict((oc) => oc.columns(['whatsapp_instance_id', 'telefone']).doNothing())
    .returning(columns)
    .executeTakeFirst();
}

export async function findContatoByPhone(
  db: Db,
  userId: string,
  instanceId: string,
  telefone: string,
) {
  return db
    .selectFrom('contatos')
    .select(columns)
    .where('user_id', '=', userId)
    .where('whatsapp_instance_id', '=', instanceId)
    .where('telefone', '=', telefone)
    .executeTakeFirst();
}

/** 'PARAR' records when; 'VOLTAR' clears it (proactive jobs read it when they run). */
export async function setContatoOptedOut(db: Db, contatoId: string, at: Date | null) {
  await db.updateTable('contatos').set({ opted_out_at: at }).where('id', '=', contatoId).execute();
}
