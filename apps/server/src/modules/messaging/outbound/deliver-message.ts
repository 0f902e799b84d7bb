import type { Kysely } from 'kysely';
import type { WhatsappGateway } from '@/adapters/external-services';
import type { DB } from '@/db/schema';
import type { Clock } from '@/lib/clock';
import { jitteredBackoffMs } from '@/lib/backoff';
import type { Logger } from '@/lib/logger';
import { notifyAboutConversa } from '@/modules/avisos/notify-owner';
import { hasGatewayMessage } from '@/modules/messaging/inbound/inbound.repo';
import { phoneOfChatKey } from '@/modules/messaging/message-types';
import { LEMBRETE_TEMPLATE_BUTTONS } from '@/modules/avisos/lembrete-choices';
import { GatewayError, type TemplateMessage } from '@/modules/messaging/gateway-port';
import {
  findApprovedTemplate,
  lastCustomerMessageAt,
  markSendFailure,
  type OutboundClaim,
} from './outbound.repo';
import type { SentMessage } from './sent-recorder';
import { templateParamsOf } from '@/modules/whatsapp/templates/template-body';

/** Why a free-form message did not go (the owner reads it in Conversas). */
export const OUTSIDE_WINDOW_TEXT =
  'Fora da janela de 24 horas: o cliente não escreve há mais de 24 horas, e a API oficial do WhatsApp só permite mensagens livres dentro dela. A mensagem poderá ser enviada quando o cliente escrever de novo.';
/** Why a reminder or notice did not go outside the window. */
export const NO_TEMPLATE_TEXT =
  'Fora da janela de 24 horas e sem modelo de mensagem aprovado pela Meta para este aviso: envie os modelos para aprovação nas configurações da instância.';

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
 * with nowhere to go fails, a retry first asks the gateway whether the text already went out;
 * then the send, as text or, outside the official API's 24-hour window, as the approved template
 * of a reminder or notice (routeOf). A failure is retried with back-off unless the gateway says
 * to give up; once no attempt is left the row is 'falhou' (the owner told, for a reminder or
 * notice).
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
  const route = await routeOf(delivery, claim);
  if (route.kind === 'closed') return fail(delivery, claim, route.reason, null);
  let gatewayId: string | null;
  try {
    ({ gatewayId } =
      route.kind === 'template'
        ? await delivery.gateway.client.sendTemplate!(claim.gateway_name, number, route.template)
        : await delivery.gateway.client.send(claim.gateway_name, number, {
            texto: claim.texto,
            ...(claim.choices?.length ? { choices: claim.choices } : {}),
          }));
  } catch (error) {
    // The gateway may say what to do: give up at once (an expired token, a closed window, a
    // refused message: retrying repeats the refusal), or wait at least so long (a rate limit).
    const advice = error instanceof GatewayError ? error.advice : undefined;
    logger.warn({ err: error, mensagem: claim.id }, 'falha ao enviar pelo WhatsApp');
    if (advice?.action === 'give_up') return fail(delivery, claim, advice.ownerText, null);
    const final = claim.attempts >= delivery.maxAttempts;
    const waitMs = Math.max(
      jitteredBackoffMs(claim.attempts, { baseMs: delivery.retryBaseMs }),
      advice?.retryAfterMs ?? 0,
    );
    const retryAt = final ? null : new Date(clock.now().getTime() + waitMs);
    return fail(delivery, claim, error instanceof Error ? error.message : String(error), retryAt);
  }
  return delivery.record({ id: claim.id, gatewayId, asTemplate: route.kind === 'template' });
}

type Route =
  | { kind: 'text' }
  | { kind: 'template'; template: TemplateMessage }
  | { kind: 'closed'; reason: string };

/**
 * How this message may go: as its text; on a line with a window for free-form messages (the
 * official API's 24 h) after the customer's last message is older than it, as its approved
 * template (a reminder or notice), or not at all, with the reason the owner reads.
 */
async function routeOf(delivery: Delivery, claim: OutboundClaim): Promise<Route> {
  const windowMs = await delivery.gateway.client.freeFormWindowMs?.(claim.gateway_name!);
  if (!windowMs) return { kind: 'text' };
  const last = await lastCustomerMessageAt(delivery.db, claim.conversa_id);
  if (last && delivery.clock.now().getTime() - last.getTime() < windowMs) return { kind: 'text' };
  if (!claim.template) return { kind: 'closed', reason: OUTSIDE_WINDOW_TEXT };
  const approved = await findApprovedTemplate(
    delivery.db,
    claim.whatsapp_instance_id,
    claim.template.purpose,
  );
  if (!approved) return { kind: 'closed', reason: NO_TEMPLATE_TEXT };
  return {
    kind: 'template',
    template: {
      name: approved.name,
      language: approved.language,
      params: paramsOfBody(approved.body, claim.template.params),
      // The reminder's quick replies: a tap comes back with the id the attendant reads.
      ...(claim.template.purpose === 'lembrete'
        ? { quickReplyPayloads: LEMBRETE_TEMPLATE_BUTTONS.map((b) => b.payload) }
        : {}),
    },
  };
}

/** Only the parameters the template's body names (Meta refuses any other). */
function paramsOfBody(body: string, params: Record<string, string>): Record<string, string> {
  const names = templateParamsOf(body);
  // Meta refuses an empty parameter: a value the appointment lacks goes as a dash.
  return Object.fromEntries(names.map((name) => [name, params[name]?.trim() || '-']));
}

/**
 * An attempt that failed: tried again at `retryAt`, or, with none, 'falhou' for good, and the
 * owner told of a reminder or notice that never reached the customer (the attendant's replies
 * show their status in Conversas), with `error` as the reason.
 */
async function fail(delivery: Delivery, claim: OutboundClaim, error: string, retryAt: Date | null) {
  const { db, clock, workerId } = delivery;
  delivery.onSendFailed?.(retryAt === null);
  await db.transaction().execute(async (tx) => {
    await markSendFailure(tx, claim.id, workerId, { error, retryAt });
    if (retryAt === null && (claim.autor === 'lembrete' || claim.autor === 'sistema'))
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
