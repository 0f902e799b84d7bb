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
