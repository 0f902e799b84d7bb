import type { Kysely, Transaction } from 'kysely';
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
    .returning(columns)
    .executeTakeFirst();
}
