import type { Kysely } from 'kysely';
import { msg } from '@secretaria/shared/messages';
import { displayPhone, e164FromWhatsapp } from '@secretaria/shared/phone';
import type { DB } from '@/db/schema';
import type { Clock } from '@/lib/clock';
import type { Logger } from '@/lib/logger';
import { conversaPreview } from '@/modules/attendant/conversas.repo';
import {
  recordDeliveryStatus,
  findRecentOwnReply,
  markEchoedSent,
  flagFlood,
  hasGatewayMessage,
  insertMensagem,
  pauseConversa,
  touchConversaInbound,
  upsertConversa,
} from '@/modules/messaging/inbound/inbound.repo';
import { markSent } from '@/modules/messaging/outbound/outbound.repo';
import { findOrCreateContatoByPhone } from '@/modules/contatos/find-or-create-contato';
import { setInstanceStatus } from '@/modules/whatsapp/whatsapp.repo';
import { chatKeyOf, type GatewayEvent, type InboundMessage } from '../message-types';

/** More customer messages than this in one minute: a flood, the owner takes over. */
export const FLOOD_LIMIT_PER_MINUTE = 20;
/** How long after sending a reply its echo is still recognised by its text. */
const ECHO_WINDOW_MS = 5 * 60_000;

export type ReceiveDeps = {
  db: Kysely<DB>;
  clock: Clock;
  logger: Logger;
  /** Called after a customer's message is stored: wakes this process's attendant worker. */
  onInbound?: () => void;
};

/** A status whose message never shows up (another integration's send) is forgotten after this. */
const EARLY_STATUS_MS = 24 * 60 * 60_000;

/** The instance a delivery is for: the route found it by its secret or its line. */
export type ReceivingInstance = { id: string; user_id: string; full_phone_number?: string | null };

/** A repeated delivery: its transaction is rolled back, so it has no effect at all. */
class DuplicateDelivery extends Error {}

/**
 * The events of one webhook delivery of one instance (the route has checked the instance's
 * secret), in the gateway's order: a connection change keeps the status badge true, a person's
 * message is stored once, the echo of one of our sends marks it sent; the rest is logged.
 */
export async function receiveGatewayEvents(
  deps: ReceiveDeps,
  instance: ReceivingInstance,
  events: GatewayEvent[],
): Promise<void> {
  for (const event of events) await receiveEvent(deps, instance, event);
}

async function receiveEvent(
  deps: ReceiveDeps,
  instance: ReceivingInstance,
  event: GatewayEvent,
): Promise<void> {
  switch (event.kind) {
    case 'conexao':
      await setInstanceStatus(deps.db, instance.id, event.connected ? 'Ativo' : 'Inativo');
      return;
    case 'envio':
      await recordSendEcho(deps, instance, event.message);
      return;
    case 'status': {
      const at = deps.clock.now();
      const { status } = event;
      const outcome = await recordDeliveryStatus(deps.db, {
        instanceId: instance.id,
        gatewayId: status.gatewayId,
        status: status.status,
        errorCode: status.status === 'falhou' ? (status.errorCode ?? null) : null,
        at,
        forgetBefore: new Date(at.getTime() - EARLY_STATUS_MS),
      });
      if (status.status === 'falhou')
        deps.logger.warn(
          { instance: instance.id, gatewayId: status.gatewayId, error: status.error, outcome },
          'mensagem não entregue pelo WhatsApp',
        );
      return;
    }
    case 'ignorado':
      deps.logger.debug({ instance: instance.id, reason: event.reason }, 'mensagem ignorada');
      return;
    case 'mensagem':
      break;
  }
  if (isFromOwnNumber(instance, event.message)) {
    // The line's own number writing to itself ('Olá, Eu!'): never a customer. Acknowledged and
    // dropped like a group or status message: no contact, no chat, no reply (issue 23).
    deps.logger.debug({ instance: instance.id }, 'mensagem do próprio número ignorada');
    return;
  }
  const stored = await storeMessage(deps, instance, event.message);
  if (stored === 'cliente') deps.onInbound?.();
}

/** A message that is not our echo but whose sender is the instance's own number. */
function isFromOwnNumber(instance: { full_phone_number?: string | null }, m: InboundMessage) {
  return (
    !m.fromBusiness &&
    Boolean(instance.full_phone_number) &&
    e164FromWhatsapp(m.phone) === instance.full_phone_number
  );
}

/**
 * A send echoed: the gateway tells of a message sent through its API. One of ours still pending
 * here (its sender died or lost the reply before recording it) is marked sent, so it is never
 * sent again; anything else (another integration's sends) is none of the attendant's business.
 */
async function recordSendEcho(
  deps: ReceiveDeps,
  instance: { id: string },
  m: InboundMessage,
): Promise<void> {
  if (m.texto === null) return;
  await markEchoedSent(deps.db, {
    instanceId: instance.id,
    chatKey: chatKeyOf(m.phone),
    texto: m.texto,
    gatewayId: m.gatewayId,
    at: deps.clock.now(),
  });
}

const previewOf = (m: InboundMessage) =>
  conversaPreview(m.texto ?? (m.tipo === 'texto' ? '' : msg.mensagemPreview[m.tipo]));

/** A contact's name when WhatsApp gives none: the number as the panel shows it. */
const fallbackName = (telefone: string) => displayPhone(telefone);

/**
 * Stores one message in one transaction, keyed by (instance, gateway id): a second delivery of
 * it, here or on another replica, finds the row and is rolled back without any effect.
 */
async function storeMessage(
  deps: ReceiveDeps,
  instance: { id: string; user_id: string },
  m: InboundMessage,
): Promise<'cliente' | 'dono' | 'ignorada'> {
  const now = deps.clock.now();
  try {
    return await deps.db.transaction().execute(async (tx) => {
      // The echo of a reply the sender already recorded, or a repeated delivery of one. (A
      // customer's message needs no such read: its insert finds the gateway id taken.)
      if (m.fromBusiness && (await hasGatewayMessage(tx, instance.id, m.gatewayId)))
        return 'ignorada';
      const telefone = e164FromWhatsapp(m.phone);
      const contato = await findOrCreateContatoByPhone(tx, {
        userId: instance.user_id,
        instanceId: instance.id,
        telefone,
        // The sender's name on the business's own line is the owner's ('Você'), never the customer's.
        nome: (!m.fromBusiness && m.senderName?.slice(0, 100)) || fallbackName(telefone),
      });
      const conversa = await upsertConversa(tx, {
        user_id: instance.user_id,
        whatsapp_instance_id: instance.id,
        remote_jid: chatKeyOf(m.phone),
        contato_id: contato.id,
      });
      const common = {
        user_id: instance.user_id,
        whatsapp_instance_id: instance.id,
        conversa_id: conversa.id,
        tipo: m.tipo,
        texto: m.texto,
        gateway_message_id: m.gatewayId,
        quoted_gateway_message_id: m.quotedId,
        choice_id: m.choiceId,
        media_ref: m.audio?.mediaRef ?? null,
        created_at: now,
      };

      if (m.fromBusiness) {
        // Our own reply, echoed before the sender could store the gateway's id of it.
        const own =
          m.texto === null
            ? undefined
            : await findRecentOwnReply(
                tx,
                conversa.id,
                m.texto,
                new Date(now.getTime() - ECHO_WINDOW_MS),
              );
        if (own) {
          if (own.send_status === 'pendente') {
            await markSent(tx, own.id, 'echo', { gatewayId: m.gatewayId, at: now });
          }
          return 'ignorada';
        }
        const row = await insertMensagem(tx, {
          ...common,
          direction: 'out',
          autor: 'dono',
          send_status: 'enviada',
          sent_at: now,
        });
        if (!row) throw new DuplicateDelivery();
        await pauseConversa(
          tx,
          { id: conversa.id, whatsapp_instance_id: instance.id },
          now,
          previewOf(m),
        );
        return 'dono';
      }

      const row = await insertMensagem(tx, { ...common, direction: 'in', autor: 'cliente' });
      if (!row) throw new DuplicateDelivery();
      const lastMinute = await touchConversaInbound(tx, conversa.id, {
        at: now,
        preview: previewOf(m),
        floodSince: new Date(now.getTime() - 60_000),
      });
      if (lastMinute > FLOOD_LIMIT_PER_MINUTE && conversa.estado !== 'aguardando_dono')
        await flagFlood(tx, conversa.id, now);
      return 'cliente';
    });
  } catch (error) {
    if (error instanceof DuplicateDelivery) return 'ignorada';
    throw error;
  }
}
