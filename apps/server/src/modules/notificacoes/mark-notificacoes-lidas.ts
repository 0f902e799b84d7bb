import type { Kysely } from 'kysely';
import { AppError } from '@secretaria/shared/errors';
import { msg } from '@secretaria/shared/messages';
import type { NotificacoesLidas } from '@secretaria/shared/notificacoes-schemas';
import type { DB } from '@/db/schema';
import {
  countUnreadNotificacoes,
  markNotificacoesRead,
  notificacaoExists,
} from './notificacoes.repo';

/**
 * Marks the owner's notices read: the ones named, or all of them. Ids that are not the owner's
 * (or already read) are left alone, so the answer never tells whether another owner's id exists.
 */
export async function markNotificacoesLidas(
  db: Kysely<DB>,
  userId: string,
  now: Date,
  ids?: readonly string[],
): Promise<NotificacoesLidas> {
  const marked = await markNotificacoesRead(db, userId, now, ids);
  return { marcadas: marked.length, nao_lidas: await countUnreadNotificacoes(db, userId) };
}

/** Marks one of the owner's notices read (the owner opened it); 404 for anyone else's. */
export async function markNotificacaoLida(
  db: Kysely<DB>,
  userId: string,
  now: Date,
  id: string,
): Promise<NotificacoesLidas> {
  if (!(await notificacaoExists(db, userId, id)))
    throw new AppError('NOT_FOUND', msg.notificacaoNotFound);
  return markNotificacoesLidas(db, userId, now, [id]);
}
