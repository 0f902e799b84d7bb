import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '@/db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/** The owner's instances as the payment provider and the gateway know them. */
export async function listContaInstances(db: Db, userId: string) {
  return db
    .selectFrom('whatsapp_instances')
    .select(['id', 'gateway_name', 'subscription_id'])
    .where('user_id', '=', userId)
    .execute();
}

/** Checkouts started and never turned into an instance: one may still be paid at the provider. */
export async function listOpenCheckouts(db: Db, userId: string) {
  return db
    .selectFrom('checkout_sessions')
    .select('id')
    .where('user_id', '=', userId)
    .where('instance_id', 'is', null)
    .execute();
}

/**
 * Removes every row of the account, in the caller's transaction. The appointments go first:
 * their keys to servicos and contatos are RESTRICT, which the user's cascade may reach before it
 * reaches them. Deleting the user then cascades to every table keyed by it (profiles, sessions,
 * accounts, instances and all tenant data, checkout drafts); what names the owner without a key
 * (password-reset values, the sign-in throttle, the e-mail outbox) goes by id or e-mail.
 */
export async function deleteContaRows(db: Db, user: { id: string; email: string }) {
  await db.deleteFrom('agendamentos').where('user_id', '=', user.id).execute();
  const deleted = await db.deleteFrom('user').where('id', '=', user.id).returning('id').execute();
  await db
    .deleteFrom('verification')
    .where((eb) =>
      eb.or([
        eb('value', '=', user.id),
        eb('identifier', '=', user.email),
        eb(sql<string>`lower(value)`, 'like', `%${escapeLike(user.email.toLowerCase())}%`),
      ]),
    )
    .execute();
  const email = user.email.toLowerCase();
  await db
    .deleteFrom('auth_login_failures')
    .where(sql<string>`lower(email)`, '=', email)
    .execute();
  await db
    .deleteFrom('email_outbox')
    .where(sql<string>`lower(to_address)`, '=', email)
    .execute();
  return deleted.length > 0;
}

function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}
