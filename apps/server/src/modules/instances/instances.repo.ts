import type { Kysely, Transaction } from 'kysely';
import { prepared } from '@/db/prepared';
import type { DB } from '@/db/schema';

type Db = Kysely<DB> | Transaction<DB>;

const columns = [
  'i.id',
  'i.name',
  'i.phone_number',
  'i.full_phone_number',
  'i.pais_id',
  'i.assistant_name',
  'i.knowledge_base',
  'i.timezone',
  'i.timezone_offset',
  'i.status',
  'i.price_id',
  'i.subscription_renewal_date',
  'i.evolution_status',
  'i.updated_at',
  'p.pais',
  'p.ddi',
  'p.img',
] as const;

function selectInstances(db: Db, userId: string) {
  return db
    .selectFrom('whatsapp_instances as i')
    .leftJoin('paises_ddi as p', 'p.id', 'i.pais_id')
    .select(columns)
    .where('i.user_id', '=', userId);
}

export type InstanceRow = Awaited<ReturnType<typeof findInstanceRow>> & object;

export const listInstanceRows = prepared((db, userId: string) =>
  selectInstances(db, userId).orderBy('i.created_at').orderBy('i.id'),
);

const selectInstance = prepared((db, userId: string, id: string) =>
  selectInstances(db, userId).where('i.id', '=', id),
);

export async function findInstanceRow(db: Db, userId: string, id: string) {
  return (await selectInstance(db, userId, id))[0];
}

/** Locks the owner's instance row for the rest of the transaction (plan-limit checks). */
export async function lockInstance(tx: Transaction<DB>, userId: string, id: string) {
  return tx
    .selectFrom('whatsapp_instances')
    .select(['id', 'price_id'])
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

const selectInstanceId = prepared((db, userId: string, id: string) =>
  db
    .selectFrom('whatsapp_instances')
    .select('id')
    .where('user_id', '=', userId)
    .where('id', '=', id),
);

export async function instanceExists(db: Db, userId: string, id: string): Promise<boolean> {
  return (await selectInstanceId(db, userId, id)).length > 0;
}

export type InstanceChanges = {
  name: string;
  phone_number: string;
  full_phone_number: string;
  pais_id: number;
  assistant_name?: string;
  knowledge_base?: string | null;
  timezone: string;
  timezone_offset: number;
  status?: string;
};

export async function updateInstanceRow(
  db: Db,
  userId: string,
  id: string,
  changes: InstanceChanges,
) {
  return db
    .updateTable('whatsapp_instances')
    .set(changes)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
}

export type NewInstance = {
  user_id: string;
  name: string | null;
  phone_number: string | null;
  full_phone_number: string | null;
  pais_id: number | null;
  assistant_name: string | null;
  /** The attendant's texts (the 'Atendente' tab edits them later). */
  greeting?: string | null;
  knowledge_base?: string | null;
  cancel_notice_hours?: number;
  timezone?: string;
  timezone_offset?: number;
  status?: string;
  price_id?: 'start' | 'pro' | 'ultra' | null;
  subscription_id?: string | null;
  payment_session_id?: string | null;
  evolution_status?: 'criado' | 'erro' | null;
  subscription_status?: string | null;
  subscription_renewal_date?: Date | null;
  webhook_secret?: string;
  /** Given when the gateway instance is made before the row (checkout); else the default. */
  gateway_name?: string;
};

export async function insertInstance(db: Db, values: NewInstance): Promise<string> {
  const row = await db
    .insertInto('whatsapp_instances')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findPaisDdi(db: Db, paisId: number) {
  return db
    .selectFrom('paises_ddi')
    .select(['id', 'ddi'])
    .where('id', '=', paisId)
    .executeTakeFirst();
}

export async function findBrasilId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('paises_ddi')
    .select('id')
    .where('iso', '=', 'BR')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The instance, of any owner, holding a WhatsApp number (E.164); unique, so at most one. */
export async function findNumberHolder(db: Db, fullPhoneNumber: string) {
  return db
    .selectFrom('whatsapp_instances')
    .select(['id', 'user_id', 'name'])
    .where('full_phone_number', '=', fullPhoneNumber)
    .executeTakeFirst();
}
