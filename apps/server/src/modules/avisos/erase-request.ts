import type { Kysely, Transaction } from 'kysely';
import { lgpdUi } from '@secretaria/shared/messages';
import { isEraseRequest } from '@secretaria/shared/nlu/phrases';
import type { DB } from '@/db/schema';
import { notifyAboutConversa } from './notify-owner';

/** The reader of 'apagar meus dados' lives in nlu (phrases.ts). */
export { isEraseRequest };

export const ERASE_REQUEST_REPLY = lgpdUi.eraseRequestReply;

/**
 * Records the request as an owner's notice ('pedido_lgpd', linked to the chat; also on the
 * owner's WhatsApp when they chose so), keyed by the chat and the instant so a retried turn
 * records it once.
 */
export async function recordEraseRequest(
  db: Kysely<DB> | Transaction<DB>,
  conversa: { user_id: string; whatsapp_instance_id: string; conversa_id: string },
  now: Date,
) {
  await notifyAboutConversa(
    db,
    { kind: 'pedido_lgpd', ...conversa, chave: `${conversa.conversa_id}:${now.toISOString()}` },
    now,
  );
}
