import type { Kysely, Transaction } from 'kysely';
import { AppError } from '@secretaria/shared/errors';
import { msg } from '@secretaria/shared/messages';
import { NOTIFICACAO_TEXTO_MAX } from '@secretaria/shared/notificacoes-schemas';
import type { DB, NotificacaoKind } from '@/db/schema';
import { insertNotificacaoRow } from './notificacoes.repo';

export type InsertNotificacaoInput = {
  user_id: string;
  whatsapp_instance_id: string;
  kind: NotificacaoKind;
  texto: string;
  agendamento_id?: string | null;
  conversa_id?: string | null;
  /** The business clock's now (lib/clock.ts), never SQL now(). */
  created_at: Date;
};

/**
 * Writes one owner's notice. Open panels learn of it live: the table's notify_change trigger
 * (migration 0013) sends { table: 'notificacoes', op: 'INSERT', id, user_id } when the caller's
 * transaction commits, so a notice of a booking that is rolled back is never seen. Pass the
 * transaction that makes the change the notice is about.
 *
 * Throws NOT_FOUND when the instance is not the owner's, or the appointment or chat is not that
 * instance's.
 */
export async function insertNotificacao(
  db: Kysely<DB> | Transaction<DB>,
  input: InsertNotificacaoInput,
): Promise<{ id: string }> {
  const row = await insertNotificacaoRow(db, {
    user_id: input.user_id,
    whatsapp_instance_id: input.whatsapp_instance_id,
    kind: input.kind,
    texto: input.texto.trim().slice(0, NOTIFICACAO_TEXTO_MAX),
    agendamento_id: input.agendamento_id ?? null,
    conversa_id: input.conversa_id ?? null,
    created_at: input.created_at,
  });
  if (!row) throw new AppError('NOT_FOUND', msg.recordNotFound);
  return row;
}
