import type { Kysely } from 'kysely';
import { AppError } from '@secretaria/shared/errors';
import type {
  ConversaDetalhe,
  ConversaResumo,
  ConversasContagem,
  Mensagem,
} from '@secretaria/shared/conversas-schemas';
import { msg } from '@secretaria/shared/messages';
import type { DB } from '@/db/schema';
import type { Clock } from '@/lib/clock';
import { instanceNotFound } from '@/lib/not-found';
import { listContatoAgendamentos } from '@/modules/agendamentos/list-contato-agendamentos';
import { instanceExists } from '@/modules/instances/instances.repo';
import {
  conversaPreview,
  countConversas,
  findConversaRow,
  findMensagemByClientKey,
  findMensagemStatus,
  markConversaRead,
  requeueFailedMensagem,
  setConversaIa,
  setConversaNaoCliente,
} from './conversas.repo';
import { insertMensagem, pauseConversa } from '@/modules/messaging/inbound/inbound.repo';
import { toConversaResumo } from './list-conversas';
import { toMensagem } from './list-mensagens';

const conversaNotFound = () => new AppError('NOT_FOUND', msg.conversaNotFound);

export type ConversaActionsDeps = {
  db: Kysely<DB>;
  clock: Clock;
  /** Called after an outbound message is stored: wakes this process's sender. */
  onOutbound?: () => void;
};

/** One chat with its contact and the contact's upcoming appointments (on the server clock). */
export async function getConversa(
  { db, clock }: ConversaActionsDeps,
  userId: string,
  id: string,
): Promise<ConversaDetalhe> {
  const row = await findConversaRow(db, userId, id);
  if (!row) throw conversaNotFound();
  const agendamentos = row.contato_id
    ? await listContatoAgendamentos(db, userId, row.contato_id, clock.now(userId))
    : [];
  return {
    ...toConversaResumo(row),
    agendamentos: agendamentos.map((a) => ({
      id: a.id,
      data_agendamento: a.data_agendamento,
      hora_inicio: a.hora_inicio,
      hora_fim: a.hora_fim,
      servico: a.servico,
      profissional: a.profissional,
      status: a.status,
    })),
  };
}

/**
 * The owner writes from the panel: an outbound 'dono' message for the sender to deliver, and the
 * attendant paused in this chat for the instance's owner_pause_minutes, as a reply from the phone
 * does (a chat waiting for the owner keeps that state). The chat counts as read.
 *
 * With a composer key (docs/decisions/043) the send is idempotent: the same owner, chat, text and
 * key answer the message already stored (a double click, a retry after a lost answer) and nothing
 * is sent again; the key reused for another chat or text is a 409. The chat's row lock orders two
 * sends with one key; the unique index (user_id, client_key) catches the rest.
 */
export async function sendOwnerMessage(
  { db, clock, onOutbound }: ConversaActionsDeps,
  userId: string,
  id: string,
  texto: string,
  clientKey?: string,
): Promise<Mensagem> {
  const stored = await db.transaction().execute(async (tx) => {
    const conversa = await findConversaRow(tx, userId, id, { forUpdate: true });
    if (!conversa) throw conversaNotFound();
    if (clientKey !== undefined) {
      const earlier = await findMensagemByClientKey(tx, userId, clientKey);
      if (earlier) {
        if (earlier.conversa_id !== id || earlier.texto !== texto)
          throw new AppError('CONFLICT', msg.idempotencyKeyReused);
        return { kind: 'replay' as const, mensagem: toMensagem(earlier) };
      }
    }
    const now = clock.now();
    const row = await insertMensagem(tx, {
      user_id: userId,
      whatsapp_instance_id: conversa.whatsapp_instance_id,
      conversa_id: id,
      direction: 'out',
      autor: 'dono',
      tipo: 'texto',
      texto,
      gateway_message_id: null,
      created_at: now,
      send_status: 'pendente',
      next_attempt_at: now,
      client_key: clientKey ?? null,
    });
    if (!row) throw new Error('mensagem do dono não gravada');
    await pauseConversa(tx, conversa, now, conversaPreview(texto));
    await markConversaRead(tx, id);
    return { kind: 'new' as const, id: row.id, at: now };
  });
  if (stored.kind === 'replay') return stored.mensagem;
  onOutbound?.();
  return {
    id: stored.id,
    conversa_id: id,
    direction: 'out',
    autor: 'dono',
    tipo: 'texto',
    texto,
    send_status: 'pendente',
    delivery_status: null,
    delivery_error: null,
    created_at: stored.at.toISOString(),
  };
}

/** 'IA ativa neste chat' on or off; on is also 'Devolver para a IA' (the pause is cleared). */
export async function setConversaIaAtiva(
  { db, clock }: ConversaActionsDeps,
  userId: string,
  id: string,
  iaAtiva: boolean,
): Promise<ConversaResumo> {
  return db.transaction().execute(async (tx) => {
    if (!(await findConversaRow(tx, userId, id, { forUpdate: true }))) throw conversaNotFound();
    await setConversaIa(tx, id, iaAtiva, clock.now());
    const row = await findConversaRow(tx, userId, id);
    if (!row) throw conversaNotFound();
    return toConversaResumo(row);
  });
}

/**
 * 'Não é cliente' marked or undone by the owner ('É cliente': the chat returns to the attendant,
 * docs/decisions/038). 404 when the chat is not the owner's.
 */
export async function setConversaNaoClienteByOwner(
  { db, clock }: ConversaActionsDeps,
  userId: string,
  id: string,
  naoCliente: boolean,
): Promise<ConversaResumo> {
  return db.transaction().execute(async (tx) => {
    if (!(await findConversaRow(tx, userId, id, { forUpdate: true }))) throw conversaNotFound();
    await setConversaNaoCliente(tx, id, naoCliente, clock.now());
    const row = await findConversaRow(tx, userId, id);
    if (!row) throw conversaNotFound();
    return toConversaResumo(row);
  });
}

/** The owner opened the chat: no unread messages left. */
export async function markConversaLida(
  { db }: ConversaActionsDeps,
  userId: string,
  id: string,
): Promise<ConversaResumo> {
  if (!(await findConversaRow(db, userId, id))) throw conversaNotFound();
  await markConversaRead(db, id);
  const row = await findConversaRow(db, userId, id);
  if (!row) throw conversaNotFound();
  return toConversaResumo(row);
}

/** How many chats of an instance wait for the owner, and how many have unread messages. */
export async function contarConversas(
  db: Kysely<DB>,
  userId: string,
  instanceId: string,
): Promise<ConversasContagem> {
  if (!(await instanceExists(db, userId, instanceId))) throw instanceNotFound();
  return countConversas(db, userId, instanceId);
}

/**
 * 'Tentar de novo' on a message that failed: the owner's chat's failed outbound message goes back
 * to the sender's queue (docs/decisions/032). 404 when the chat is not the owner's or the message
 * not the chat's; 409 when it did not fail.
 */
export async function resendMensagem(
  { db, clock, onOutbound }: ConversaActionsDeps,
  userId: string,
  conversaId: string,
  mensagemId: string,
): Promise<Mensagem> {
  const row = await db.transaction().execute(async (tx) => {
    if (!(await findConversaRow(tx, userId, conversaId))) throw conversaNotFound();
    const requeued = await requeueFailedMensagem(tx, conversaId, mensagemId, clock.now());
    if (requeued) return requeued;
    const found = await findMensagemStatus(tx, conversaId, mensagemId);
    if (!found) throw new AppError('NOT_FOUND', msg.mensagemNotFound);
    throw new AppError('CONFLICT', msg.mensagemNotFailed);
  });
  onOutbound?.();
  return toMensagem(row);
}
