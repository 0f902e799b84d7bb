import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '@/db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Claims one instance whose retention sweep is due (never swept, or last swept a day or more
 * before `now`): a conditional update under SKIP LOCKED, so two replicas never take the same
 * instance on the same day.
 */
export async function claimRetencaoDue(db: Db, now: Date) {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60_000);
  return db
    .updateTable('whatsapp_instances')
    .set({ retention_swept_at: now })
    .where(
      'id',
      '=',
      db
        .selectFrom('whatsapp_instances')
        .select('id')
        .where('message_retention_months', 'is not', null)
        .where((eb) =>
          eb.or([eb('retention_swept_at', 'is', null), eb('retention_swept_at', '<=', dayAgo)]),
        )
        .orderBy(sql`retention_swept_at nulls first`)
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'message_retention_months'])
    .executeTakeFirst();
}

/** Deletes the instance's messages created before `cutoff` and the previews of those chats. */
export async function deleteMensagensBefore(db: Db, instanceId: string, cutoff: Date) {
  const deleted = await db
    .deleteFrom('mensagens')
    .where('whatsapp_instance_id', '=', instanceId)
    .where('created_at', '<', cutoff)
    .executeTakeFirst();
  await db
    .updateTable('conversas')
    .set({ last_message_preview: null })
    .where('whatsapp_instance_id', '=', instanceId)
    .where('last_message_at', '<', cutoff)
    .where('last_message_preview', 'is not', null)
    .execute();
  return Number(deleted.numDeletedRows);
}
