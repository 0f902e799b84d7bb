import type { Kysely, Transaction } from 'kysely';
import type { DB } from '@/db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/** The owner's instance as the subscription actions need it; another owner's reads as missing. */
export async function findOwnedInstance(db: Db, userId: string, id: string) {
  return db
    .selectFrom('whatsapp_instances')
    .select([
      'id',
      'name',
      'gateway_name',
      'subscription_id',
      'subscription_status',
      'price_id',
      'closed_at',
    ])
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function countInstanceProfissionais(db: Db, userId: string, instanceId: string) {
  const row = await db
    .selectFrom('profissionais')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('whatsapp_instance_id', '=', instanceId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** An instance deleted with its data kept: closed, number released, nothing runs for it. */
export async function closeInstance(db: Db, userId: string, id: string) {
  await db
    .updateTable('whatsapp_instances')
    .set({
      closed_at: new Date(),
      status: 'Encerrada',
      phone_number: null,
      full_phone_number: null,
      attendant_enabled: false,
      reminders_enabled: false,
      subscription_cancel_at: null,
    })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .execute();
  await db
    .updateTable('avisos')
    .set({ status: 'cancelado', done_at: new Date() })
    .where('whatsapp_instance_id', '=', id)
    .where('status', '=', 'pendente')
    .execute();
}

/**
 * An instance erased with everything it owns. The appointments go first (their keys to
 * servicos and contatos are RESTRICT); the rest cascades from the instance's row.
 */
export async function eraseInstance(db: Db, userId: string, id: string) {
  await db
    .deleteFrom('agendamentos')
    .where('user_id', '=', userId)
    .where('whatsapp_instance_id', '=', id)
    .execute();
  await db
    .deleteFrom('whatsapp_instances')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .execute();
}
