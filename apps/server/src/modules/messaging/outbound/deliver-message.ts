import type { Kysely } from 'kysely';
import type { WhatsappGateway } from '@/adapters/external-services';
import type { DB } from '@/db/schema';
import type { Clock } from '@/lib/clock';
import { jitteredBackoffMs } from '@/lib/backoff';
import type { Logger } from '@/lib/logger';
import { notifyAboutConversa } from '@/modules/avisos/notify-owner';
import { hasGatewayMessage } from '@/modules/messaging/inbound/inbound.repo';
import { phoneOfChatKey } from '@/modules/messaging/message-types';
import { markSendFailure, type OutboundClaim } from './outbound.repo';
import type { SentMessage } from './sent-recorder';

export type Delivery = {
  db: Kysely<DB>;
  gateway: WhatsappGateway;
  clock: Clock;
  logger: Logger;
  /** The sender holding the claim: every write is conditional on it still holding the row. */
  workerId: string;
  /** Back-off between attempts: up to base, 2×base, 4×base… (jittered, lib/backoff). */
  retryBaseMs: number;
  maxAttempts: number;
  /** Records a send the gateway took (sent-recorder.ts: together with the rest of its claim). */
  record: (sent: SentMessage) => Promise<void>;
  /** After each failed send attempt; `final`: no retry left (metrics). */
  onSendFailed?: (final: boolean) => void;
};

/**
 * One attempt at a claimed outbound message: the panel's test chat is only recorded, a message
 * with nowhere to go fails, a retry first asks the gateway whether the text already went out,
 * then the send; a failure is retried with back-off, and once no attempt is left the row is
 * 'falhou' (with the owner told, for a reminder or notice).
 */
export async function deliverMessage(delivery: Delivery, claim: OutboundClaim): Promise<void> {
  const { db, clock, logger, workerId } = delivery;
  // The panel's test chat: the reply is shown there, never sent (docs/decisions/016).
  if (claim.canal === 'painel') return delivery.record({ id: claim.id, gatewayId: null });
  const number = claim.remote_jid ? phoneOfChatKey(claim.remote_jid) : undefined;
  if (!claim.texto || !claim.gateway_name || !number) {
    await markSendFailure(db, claim.id, workerId, { error: 'sem destino', retryAt: null });
    delivery.onSendFailed?.(true);
    return;
  }
  // A retry, or a claim taken over from a process that died mid-send: the earlier attempt may
  // have gone out with its reply lost. The gateway's own record says so; then it is recorded,
  // not sent again.
  if (claim.attempts > 1) {
    const earlier = await findEarlierSend(
      delivery,
      { ...claim, texto: claim.texto, gateway_name: claim.gateway_name },
      number,
    );
    if (earlier) return delivery.record({ id: claim.id, gatewayId: earlier });
  }
  let gatewayId: string | null;
  try {
    ({ gatewayId } = await delivery.gateway.client.send(claim.gateway_name, number, {
      texto: claim.texto,
      ...(claim.choices?.length ? { choices: claim.choices } : {}),
    }));
  } catch (error) {
    const final = claim.attempts >= delivery.maxAttempts;
    const retryAt = final
      ? null
      : new Date(
          clock.now().getTime() +
            jitteredBackoffMs(claim.attempts, { baseMs: delivery.retryBaseMs }),
        );
    logger.warn({ err: error, mensagem: claim.id, final }, 'falha ao enviar pelo WhatsApp');
    delivery.onSendFailed?.(final);
    await db.transaction().execute(async (tx) => {
      await markSendFailure(tx, claim.id, workerId, {
        error: error instanceof Error ? error.message : String(error),
        retryAt,
      });
      // A reminder or notice that never reached the customer: the owner is told, so the
      // customer can be called. (The attendant's replies show their status in Conversas.)
      if (final && (claim.autor === 'lembrete' || claim.autor === 'sistema'))
        await notifyAboutConversa(
          tx,
          {
            kind: 'envio_falhou',
            user_id: claim.user_id,
            whatsapp_instance_id: claim.whatsapp_instance_id,
            conversa_id: claim.conversa_id,
            agendamento_id: claim.agendamento_id,
            chave: claim.id,
          },
          clock.now(),
        );
    });
    return;
  }
  return delivery.record({ id: claim.id, gatewayId });
}

/**
 * The gateway's id of this text already sent in this chat and not yet known here, if any.
 * When the gateway cannot say (an error, a version without the search), the send goes ahead:
 * at least once rather than never.
 */
async function findEarlierSend(
  delivery: Delivery,
  claim: { whatsapp_instance_id: string; gateway_name: string; texto: string },
  number: string,
) {
  let sent: Array<{ gatewayId: string; texto: string }>;
  try {
    sent = await delivery.gateway.client.findSentTexts(claim.gateway_name, number);
  } catch (error) {
    delivery.logger.warn({ err: error }, 'não foi possível consultar as mensagens enviadas');
    return undefined;
  }
  for (const record of sent) {
    if (record.texto !== claim.texto) continue;
    if (!(await hasGatewayMessage(delivery.db, claim.whatsapp_instance_id, record.gatewayId)))
      return record.gatewayId;
  }
  return undefined;
}
