import type { Kysely, Transaction } from 'kysely';
import { lgpdUi } from '@secretaria/shared/messages';
import { foldAccents } from '@secretaria/shared/nlu/normalize';
import type { DB } from '@/db/schema';
import { notifyAboutChat } from './notify-owner';

const ERASE_VERB =
  '(apagar|apague|apaguem|apagarem|excluir|exclua|excluam|excluirem|deletar|delete|deletem|remover|remova|removam|eliminar|eliminem)';
const ERASE_PHRASE = new RegExp(
  `\\b${ERASE_VERB} (todos )?(os )?(meus|meu) (dados|cadastro)( pessoais)?\\b`,
);
const LGPD = /\blgpd\b/;

/**
 * Whether a customer's message asks the business to erase their data (LGPD art. 18):
 * 'apagar meus dados', 'excluir meus dados', 'quero que apaguem meus dados', 'LGPD'. The attendant
 * never erases by itself: the request is recorded for the owner (recordEraseRequest).
 */
export function isEraseRequest(text: string): boolean {
  const f = foldAccents(text.toLowerCase())
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!f || f.length > 200) return false;
  return ERASE_PHRASE.test(f) || LGPD.test(f);
}

export const ERASE_REQUEST_REPLY = lgpdUi.eraseRequestReply;

/**
 * Records the request as an owner's notice ('pedido_lgpd', linked to the chat; also on the
 * owner's WhatsApp when they chose so), keyed by the chat and the instant so a retried turn
 * records it once.
 */
export async function recordEraseRequest(
  db: Kysely<DB> | Transaction<DB>,
  chat: { user_id: string; whatsapp_instance_id: string; conversa_id: string },
  now: Date,
) {
  await notifyAboutChat(
    db,
    { kind: 'pedido_lgpd', ...chat, chave: `${chat.conversa_id}:${now.toISOString()}` },
    now,
  );
}
