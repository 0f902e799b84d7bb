import type { Kysely } from 'kysely';
import { AppError } from '@secretaria/shared/errors';
import {
  MENSAGENS_PAGE_SIZE,
  type ListMensagensQuery,
  type Mensagem,
  type MensagensPage,
} from '@secretaria/shared/conversas-schemas';
import { deliveryFailureText } from '@secretaria/shared/delivery-status';
import { msg } from '@secretaria/shared/messages';
import type { DB } from '@/db/schema';
import { findConversaOwner, listMensagemRows } from './conversas.repo';

/** A stored message as the API shows it (the page cursor `seq` stays inside). */
export const toMensagem = ({
  seq: _seq,
  created_at,
  delivery_error_code,
  ...row
}: Awaited<ReturnType<typeof listMensagemRows>>[number]): Mensagem => ({
  ...row,
  delivery_error:
    row.delivery_status === 'falhou' ? deliveryFailureText(delivery_error_code) : null,
  created_at: new Date(created_at).toISOString(),
});

/** A chat's messages, newest first, a page at a time; `before` pages to older ones. */
export async function listMensagens(
  db: Kysely<DB>,
  userId: string,
  conversaId: string,
  query: ListMensagensQuery,
): Promise<MensagensPage> {
  if (!(await findConversaOwner(db, userId, conversaId)))
    throw new AppError('NOT_FOUND', msg.conversaNotFound);
  const rows = await listMensagemRows(db, {
    conversaId,
    beforeSeq: query.before === undefined ? undefined : Number(query.before),
    limit: MENSAGENS_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, MENSAGENS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map(toMensagem),
    nextCursor: rows.length > MENSAGENS_PAGE_SIZE && last ? String(last.seq) : null,
  };
}
