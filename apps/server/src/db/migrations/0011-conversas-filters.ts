import { sql, type Kysely } from 'kysely';

/**
 * The Conversas page's list (issue 12) on instances with many chats. Each filter reads its own
 * partial index in list order, led by the instance and the owner (every read is filtered by
 * both), so a page is one short index scan and 31 contact lookups, even for 'Aguardando você'
 * when few of 10,000 chats match, and a later page starts inside the index from its cursor
 * (`(last_message_at, id) < (…)`). 0008's list index, without the owner, is replaced: with it
 * the planner combined the owner's index in a bitmap and sorted every chat of the instance.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index if exists conversas_list_idx;
    create index conversas_list_idx
      on conversas (whatsapp_instance_id, user_id, last_message_at desc, id desc)
      where last_message_at is not null;
    create index conversas_unread_idx
      on conversas (whatsapp_instance_id, user_id, last_message_at desc, id desc)
      where unread_count > 0 and last_message_at is not null;
    create index conversas_aguardando_idx
      on conversas (whatsapp_instance_id, user_id, last_message_at desc, id desc)
      where estado = 'aguardando_dono' and last_message_at is not null;
    create index conversas_pausado_idx
      on conversas (whatsapp_instance_id, user_id, last_message_at desc, id desc)
      where estado = 'pausado' and last_message_at is not null;
  `.execute(db);
}
