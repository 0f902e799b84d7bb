import type { Kysely, Transaction } from 'kysely';
import { prepared } from '@/db/prepared';
import type { DB } from '@/db/schema';

type Db = Kysely<DB> | Transaction<DB>;
const columns = [
  'id',
  'nome',
  'cep',
  'logradouro',
  'numero',
  'bairro',
  'cidade',
  'estado',
  'ponto_referencia',
  'whatsapp_instance_id',
  'updated_at',
] as const;

export type LocalizacaoValues = {
  nome: string;
  cep: string;
  logradouro: string;
  numero: string;
  bairro: string;
  cidade: string;
  estado: string;
  ponto_referencia: string | null;
};

export const listLocalizacaoRows = prepared((db, userId: string, instanceId: string) =>
  db
    .selectFrom('localizacoes')
    .select(columns)
    .where('user_id', '=', userId)
    .where('whatsapp_instance_id', '=', instanceId)
    .orderBy('nome')
    .orderBy('id'),
);

export async function insertLocalizacao(
  db: Db,
  values: LocalizacaoValues & { user_id: string; whatsapp_instance_id: string },
) {
  return db.insertInto('localizacoes').values(values).returning(columns).executeTakeFirstOrThrow();
}

export async function updateLocalizacaoRow(
  db: Db,
  userId: string,
  id: string,
  changes: LocalizacaoValues,
) {
  return db
    .updateTable('localizacoes')
    .set(changes)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .returning(columns)
    .executeTakeFirst();
}

/**
 * Locks one of the owner's locations with its instance's time zone. FOR UPDATE conflicts with the
 * key-share lock a new window's foreign key takes, so no window appears between check and delete.
 */
export async function lockLocalizacao(db: Db, userId: string, id: string) {
  return db
    .selectFrom('localizacoes as l')
    .innerJoin('whatsapp_instances as i', 'i.id', 'l.whatsapp_instance_id')
    .select(['l.id', 'i.timezone'])
    .where('l.user_id', '=', userId)
    .where('l.id', '=', id)
    .forUpdate('l')
    .executeTakeFirst();
}
