import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ApagarContatoResult } from '@secretaria/shared/lgpd-schemas';
import { lgpdUi } from '@secretaria/shared/messages';
import type { DB } from '@/db/schema';
import { orNotFound } from '@/lib/not-found';
import { listFutureOpenAgendamentoIds } from '@/modules/agendamentos/agendamentos.repo';
import { updateAgendamentoStatus } from '@/modules/agendamentos/agendamentos.service';
import {
  anonymiseAgendamentos,
  clearPreviewsNaming,
  deleteContatoAvisos,
  deleteContatoMensagens,
  deleteContatoNotificacoes,
  deleteConversas,
  findLgpdContato,
  listContatoConversaIds,
  markContatoApagado,
} from './contato-lgpd.repo';

/**
 * A phone that no one has and that says nothing about the old one: a leading 0 (no E.164 number
 * starts with it) and 14 random digits, so the (instance, phone) unique index still holds and a
 * later message from the same person creates a new contact.
 */
export function erasedPhonePlaceholder(): string {
  let digits = '0';
  for (let i = 0; i < 14; i++) digits += String(randomInt(10));
  return digits;
}

/**
 * Erases a contact (LGPD art. 18, docs/decisions/024), in one transaction under the contact's
 * row lock: future active appointments cancelled with no notice to anyone, every appointment's
 * `nome_atendido` cleared (past ones stay for the owner's records, linked to the anonymised
 * contact), the jobs, owner's notices, messages and chats about it deleted, and the contact's
 * name and phone replaced.
 */
export async function eraseContato(
  db: Kysely<DB>,
  userId: string,
  id: string,
  now: Date,
): Promise<ApagarContatoResult> {
  return db.transaction().execute(async (tx) => {
    const c = orNotFound(await findLgpdContato(tx, userId, id, true));
    const conversaIds = await listContatoConversaIds(tx, c);
    // Through the booking core, silently: the reminders follow the status and nobody is told.
    const futuros = await listFutureOpenAgendamentoIds(tx, { contatoId: c.id }, now);
    for (const agendamentoId of futuros)
      await updateAgendamentoStatus(tx, userId, agendamentoId, 'cancelado', {
        actor: 'dono',
        now,
        silent: true,
      });
    const agendamentos_cancelados = futuros.length;
    const agendamentos_anonimizados = await anonymiseAgendamentos(tx, c.id);
    // Jobs and notices first: their links to the chats would be nulled by the chats' delete.
    const avisos_removidos = await deleteContatoAvisos(tx, c.id, conversaIds);
    const notificacoes_removidas = await deleteContatoNotificacoes(tx, c.id, conversaIds);
    const mensagens_apagadas = await deleteContatoMensagens(tx, c.id, conversaIds);
    const conversas_apagadas = await deleteConversas(tx, conversaIds);
    await clearPreviewsNaming(tx, c.whatsapp_instance_id, c.nome);
    await markContatoApagado(tx, c.id, {
      nome: lgpdUi.erasedName,
      telefone: erasedPhonePlaceholder(),
      now,
    });
    return {
      id: c.id,
      mensagens_apagadas,
      conversas_apagadas,
      agendamentos_anonimizados,
      agendamentos_cancelados,
      avisos_removidos,
      notificacoes_removidas,
    };
  });
}
