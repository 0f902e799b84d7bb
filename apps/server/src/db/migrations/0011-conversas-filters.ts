import { sql, type Kysely } from 'kysely';

/**
 * The Conversas page's filters (issue 12) on instances with many chats: each filter reads its
 * own partial index in list order, so 'Não lidas', 'Aguardando você' and 'IA pausada' stay one
 * short index scan even when few of 10,000 chats match. The message list reads
 * mensagens_conversa_idx.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index conversas_unread_idx
      on conversas (whatsapp_instance_id, last_message_at desc, id desc) where unread_count > 0;
    create index conversas_aguardando_idx
      on conversas (whatsapp_instance_id, last_message_at desc, id desc)
      where estado = 'aguardando_dono';
    create index conversas_pausado_idx
      on conversas (whatsapp_instance_id, last_message_at desc, id desc)
      where estado = 'pausado';
  `.execute(db);
}
