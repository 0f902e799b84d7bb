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
