import type { Kysely } from 'kysely';
import { MENSAGENS_PAGE_SIZE } from '@secretaria/shared/conversas-schemas';
import type {
  DeletedTestData,
  SendTestMessageRequest,
  ConversaTeste,
} from '@secretaria/shared/conversa-teste-schemas';
import type { DB } from '@/db/schema';
import type { Clock } from '@/lib/clock';
import { instanceNotFound } from '@/lib/not-found';
import { instanceExists } from '@/modules/instances/instances.repo';
import { conversaPreview, listMensagemRows } from '../conversas.repo';
import {
  findInstanceForAttendant,
  insertMensagem,
  touchConversaInbound,
} from '@/modules/messaging/inbound/inbound.repo';
import { toMensagem } from '../list-mensagens';
import {
  countAgendamentosOfContato,
  deleteTestData,
  ensureTestContato,
  findTestContato,
  findTestConversa,
  upsertTestConversa,
} from './conversa-teste.repo';

export type ConversaTesteDeps = {
  db: Kysely<DB>;
  clock: Clock;
  /** Wakes this process's attendant worker (the webhook's onInbound). */
  onInbound?: () => void;
};

/** The test chat as the panel shows it: its newest messages, oldest first. */
export async function getConversaTeste(
  db: Kysely<DB>,
  userId: string,
  instanceId: string,
): Promise<ConversaTeste> {
  if (!(await instanceExists(db, userId, instanceId))) throw instanceNotFound();
  const [instance, conversa, contato] = await Promise.all([
    findInstanceForAttendant(db, instanceId),
    findTestConversa(db, userId, instanceId),
    findTestContato(db, userId, instanceId),
  ]);
  const rows = conversa
    ? await listMensagemRows(db, { conversaId: conversa.id, limit: MENSAGENS_PAGE_SIZE })
    : [];
  return {
    conversa_id: conversa?.id ?? null,
    estado: conversa?.estado ?? null,
    respondendo: conversa?.last_unanswered_at != null,
    atendente_ligada: instance?.attendant_enabled ?? false,
    agendamentos: contato ? await countAgendamentosOfContato(db, contato.id) : 0,
    mensagens: rows.reverse().map(toMensagem),
  };
}

/**
 * The owner writes as the test customer: stored exactly as a WhatsApp message is (an inbound
 * row, the chat's turn due), so the same worker runs the same engine on it.
 */
export async function sendTestMessage(
  deps: ConversaTesteDeps,
  userId: string,
  instanceId: string,
  body: SendTestMessageRequest,
) {
  const now = deps.clock.now();
  const stored = await deps.db.transaction().execute(async (tx) => {
    const contato = await ensureTestContato(tx, userId, instanceId);
    if (!contato) throw instanceNotFound();
    const conversa = await upsertTestConversa(tx, {
      user_id: userId,
      whatsapp_instance_id: instanceId,
      contato_id: contato.id,
    });
    const row = await insertMensagem(tx, {
      user_id: userId,
      whatsapp_instance_id: instanceId,
      conversa_id: conversa.id,
      direction: 'in',
      autor: 'cliente',
      tipo: 'texto',
      texto: body.texto,
      gateway_message_id: null,
      created_at: now,
    });
    if (!row) throw new Error('mensagem de teste não gravada');
    // No flood check in the panel: the owner is the only one writing here.
    await touchConversaInbound(tx, conversa.id, {
      at: now,
      preview: conversaPreview(body.texto),
      floodSince: now,
    });
    return { id: row.id, conversa_id: conversa.id };
  });
  deps.onInbound?.();
  return stored;
}

/** 'Apagar dados de teste': the test customer's appointments, chat, messages and the contact. */
export async function deleteConversaTesteData(
  db: Kysely<DB>,
  userId: string,
  instanceId: string,
): Promise<DeletedTestData> {
  if (!(await instanceExists(db, userId, instanceId))) throw instanceNotFound();
  return db.transaction().execute((tx) => deleteTestData(tx, userId, instanceId));
}
