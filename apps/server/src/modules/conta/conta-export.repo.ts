import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '@/db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Every table holding an owner's rows by `user_id`, with the order its rows are listed in.
 * conta.int.test.ts holds this list to the catalogue: a new table with `user_id` or
 * `whatsapp_instance_id` that is not here fails it.
 */
export const OWNED_TABLES = {
  whatsapp_instances: 'created_at',
  checkout_sessions: 'created_at',
  profissionais: 'created_at',
  servicos: 'created_at',
  profissionais_servicos: 'created_at',
  localizacoes: 'created_at',
  disponibilidades: 'created_at',
  disponibilidades_servicos: 'id',
  disponibilidades_servicos_real: 'created_at',
  contatos: 'created_at',
  agendamentos: 'created_at',
  conversas: 'created_at',
  mensagens: 'seq',
  avisos: 'created_at',
  notificacoes: 'created_at',
  whatsapp_templates: 'created_at',
  dev_clocks: 'updated_at',
} as const satisfies Partial<Record<keyof DB, string>>;

/** Columns that are keys to the account, not data about it: never exported. */
export const SECRET_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  whatsapp_instances: ['webhook_secret', 'meta_access_token_enc'],
};

export type OwnedTable = keyof typeof OWNED_TABLES;

/** All of one owned table's rows of `userId`, every column (the secrets are dropped by the caller). */
export async function listOwnedRows(db: Db, table: OwnedTable, userId: string) {
  const { rows } = await sql<Record<string, unknown>>`
    select * from ${sql.table(table)} where user_id = ${userId}
    order by ${sql.ref(OWNED_TABLES[table])}
  `.execute(db);
  return rows;
}

/** The model's usage counters of the owner's instances (ai_usage has no user_id). */
export async function listAiUsage(db: Db, userId: string) {
  return db
    .selectFrom('ai_usage as u')
    .innerJoin('whatsapp_instances as i', 'i.id', 'u.whatsapp_instance_id')
    .selectAll('u')
    .where('i.user_id', '=', userId)
    .orderBy('u.whatsapp_instance_id')
    .orderBy('u.month')
    .execute();
}

/**
 * Delivery statuses still waiting for their message's gateway id (0031: no user_id; a day at
 * most), of the owner's instances.
 */
export async function listEntregasAntecipadas(db: Db, userId: string) {
  return db
    .selectFrom('entregas_antecipadas as e')
    .innerJoin('whatsapp_instances as i', 'i.id', 'e.whatsapp_instance_id')
    .selectAll('e')
    .where('i.user_id', '=', userId)
    .orderBy('e.at')
    .execute();
}

export async function findContaUser(db: Db, userId: string) {
  return db
    .selectFrom('user as u')
    .leftJoin('profiles as p', 'p.id', 'u.id')
    .select([
      'u.id',
      'u.name',
      'u.email',
      'u.emailVerified',
      'u.createdAt',
      'u.updatedAt',
      'p.nome',
      'p.phone',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

/** Sign-in methods, without the password's hash or any provider token. */
export async function listCredenciais(db: Db, userId: string) {
  return db
    .selectFrom('account')
    .select(['id', 'providerId', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .execute();
}

/** Sessions, without their tokens: when, from where and with which browser. */
export async function listSessoes(db: Db, userId: string) {
  const { rows } = await sql<Record<string, unknown>>`
    select id, "createdAt", "expiresAt", "ipAddress", "userAgent" from "session"
    where "userId" = ${userId} order by "createdAt"
  `.execute(db);
  return rows;
}
