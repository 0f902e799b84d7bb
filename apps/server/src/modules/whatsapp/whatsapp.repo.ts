import type { Kysely } from 'kysely';
import type { DB } from '@/db/schema';

export async function findInstanceByWebhookSecret(db: Kysely<DB>, secret: string) {
  return db
    .selectFrom('whatsapp_instances')
    .select(['id', 'user_id', 'full_phone_number', 'status'])
    .where('webhook_secret', '=', secret)
    .executeTakeFirst();
}

export async function setInstanceStatus(db: Kysely<DB>, id: string, status: 'Ativo' | 'Inativo') {
  await db
    .updateTable('whatsapp_instances')
    .set({ status })
    .where('id', '=', id)
    .where('status', '!=', status)
    .execute();
}

export async function findInstanceConnection(db: Kysely<DB>, userId: string, id: string) {
  return db
    .selectFrom('whatsapp_instances')
    .select([
      'id',
      'full_phone_number',
      'gateway_name',
      'status',
      'evolution_status',
      'webhook_secret',
      'closed_at',
    ])
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A gateway instance that failed at checkout and now exists: no longer Erro. */
export async function markGatewayCreated(db: Kysely<DB>, id: string) {
  await db
    .updateTable('whatsapp_instances')
    .set({ evolution_status: 'criado', status: 'Inativo' })
    .where('id', '=', id)
    .where('evolution_status', '=', 'erro')
    .execute();
}
