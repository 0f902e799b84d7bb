import type { Kysely, Transaction } from 'kysely';
import { prepared } from '@/db/prepared';
import type { DB } from '@/db/schema';

type Db = Kysely<DB> | Transaction<DB>;

const columns = ['id', 'nome', 'descricao', 'preco', 'whatsapp_instance_id', 'updated_at'] as const;

/** The owner's services, optionally one instance's, optionally matching a search on name or description. */
const listOwnerServicos = prepared((db, userId: string) =>
  db
    .selectFrom('servicos')
    .select(columns)
    .where('user_id', '=', userId)
    .orderBy('nome')
    .orderBy('id'),
);

const listInstanceServicos = prepared((db, userId: string, instanceId: string) =>
  db
    .selectFrom('servicos')
    .select(columns)
    .where('user_id', '=', userId)
    .where('whatsapp_instance_id', '=', instanceId)
    .orderBy('nome')
    .orderBy('id'),
);

export async function listServicoRows(
  db: Db,
  userId: string,
  filter: { instanceId?: string; q?: string } = {},
) {
  if (!filter.q)
    return filter.instanceId
      ? listInstanceServicos(db, userId, filter.instanceId)
      : listOwnerServicos(db, userId);
  let query = db.selectFrom('servicos').select(columns).where('user_id', '=', userId);
  if (filter.instanceId) query = query.where('whatsapp_instance_id', '=', filter.instanceId);
  if (filter.q) {
    const pattern = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([eb('nome', 'ilike', pattern), eb('descricao', 'ilike', pattern)]),
    );
  }
  return query.orderBy('nome').orderBy('id').execute();
}

export async function findServicoRow(db: Db, userId: string, id: string) {
  return db
    .selectFrom('servicos')
    .select(columns)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertServico(
  db: Db,
  values: {
    user_id: string;
    whatsapp_instance_id: string;
    nome: string;
    descricao: string | null;
    preco?: number | null;
  },
) {
  return db.insertInto('servicos').values(values).returning(columns).executeTakeFirstOrThrow();
}

export async function updateServicoRow(
  db: Db,
  userId: string,
  id: string,
  /** preco left out: kept as stored. */
  changes: {
    nome: string;
    descricao: string | null;
    preco?: number | null;
    whatsapp_instance_id?: string;
  },
) {
  return db
    .updateTable('servicos')
    .set(changes)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .returning(columns)
    .executeTakeFirst();
}
