import type { Kysely, Transaction } from 'kysely';
import { onlyDigits } from '@secretaria/shared/phone';
import { whatsappNumberOf } from '@secretaria/shared/whatsapp-number';
import type { DB } from '@/db/schema';
import {
  insertNotificacao,
  type InsertNotificacaoInput,
} from '@/modules/notificacoes/insert-notificacao';
import { findConversaContatoNome, findAvisoDonoTarget, upsertAvisos } from './avisos.repo';
import { avisoDonoText } from './aviso-dono-texts';
import { avisoSendAt } from './janela-de-envio';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Tells the owner: a notice in the panel (insertNotificacao: live once the caller's transaction
 * commits) and, when
 * the instance says so and the owner's profile has a phone other than the instance's own
 * number, the same text on their WhatsApp, as a job in the same transaction.
 */
export async function notifyOwner(
  db: Db,
  notice: Omit<InsertNotificacaoInput, 'created_at'> & {
    /** Unique per event, so a retried transaction or turn never tells it twice. */
    chave: string;
    now: Date;
  },
) {
  const { chave: _chave, now, ...panelNotice } = notice;
  await insertNotificacao(db, { ...panelNotice, created_at: now });
  const target = await findAvisoDonoTarget(db, notice.whatsapp_instance_id);
  if (!target?.owner_whatsapp_notices || !target.phone) return;
  const ownerNumber = whatsappNumberOf(target.phone);
  if (!ownerNumber || ownerNumber === onlyDigits(target.full_phone_number ?? '')) return;
  await upsertAvisos(db, [
    {
      user_id: notice.user_id,
      whatsapp_instance_id: notice.whatsapp_instance_id,
      agendamento_id: notice.agendamento_id ?? null,
      kind: 'aviso_dono',
      chave: `aviso_dono:${notice.chave}`,
      texto: notice.texto,
      run_at: avisoSendAt(notice.now, null, {
        start: target.proactive_window_start,
        end: target.proactive_window_end,
        timeZone: target.timezone,
      }),
    },
  ]);
}

/**
 * Something about a customer's chat the owner must hear of: the attendant handed it to a person
 * ('pedido_humano'), or a reminder or notice to the customer failed for good ('envio_falhou').
 * Never for a chat without a contact (the owner's own number): that would only write another
 * notice to it.
 */
export async function notifyAboutConversa(
  db: Db,
  event: {
    kind: 'pedido_humano' | 'envio_falhou' | 'pedido_lgpd';
    user_id: string;
    whatsapp_instance_id: string;
    conversa_id: string;
    agendamento_id?: string | null;
    /** Unique per event (see notifyOwner). */
    chave: string;
  },
  now: Date,
) {
  const contato = await findConversaContatoNome(db, event.conversa_id);
  if (!contato) return;
  await notifyOwner(db, {
    ...event,
    texto: avisoDonoText({ kind: event.kind, quem: contato.nome }),
    chave: `${event.kind}:${event.chave}`,
    now,
  });
}
