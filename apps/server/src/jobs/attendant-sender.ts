import { newWorkerId } from '@/lib/worker-id';
import type { Kysely } from 'kysely';
import type { WhatsappGateway } from '@/adapters/external-services';
import type { DB } from '@/db/schema';
import type { Clock } from '@/lib/clock';
import { jitteredBackoffMs } from '@/lib/backoff';
import { withLogContext } from '@/lib/log-context';
import type { Logger } from '@/lib/logger';
import {
  claimPendingOutboundBatch,
  markSendFailure,
  markSent,
  markSentBatch,
  type OutboundClaim,
} from '@/modules/messaging/outbound/outbound.repo';
import { hasGatewayMessage } from '@/modules/messaging/inbound/inbound.repo';
import { notifyAboutChat } from '@/modules/avisos/notify-owner';
import { phoneOfChatKey } from '@/modules/messaging/message-types';
import { createPollingLoop } from './polling-loop';
import { createSentRecorder, type SentMessage } from './sent-recorder';

export type AttendantSenderOptions = {
  db: Kysely<DB>;
  gateway: WhatsappGateway;
  clock: Clock;
  logger: Logger;
  pollMs?: number;
  /** How long a claim holds a message; longer than the gateway client's time-out. */
  leaseMs?: number;
  /** Back-off between attempts: up to base, 2×base, 4×base… (jittered, lib/backoff). */
  retryBaseMs?: number;
  maxAttempts?: number;
  workerId?: string;
  /** Messages sent side by side (never two of one chat: a chat's next waits for its previous). */
  concurrency?: number;
  /**
   * Messages one claim takes (of different chats), sent side by side, each recorded as it returns
   * (sent-recorder.ts). Their sends all start at once, so each ends within the gateway client's
   * time-out, inside the lease.
   */
  batch?: number;
  /** After each failed send attempt; `final`: no retry left (metrics). */
  onSendFailed?: (final: boolean) => void;
};

/**
 * Delivers the attendant's pending replies, reminders and notices through the gateway, oldest
 * first and in order per chat, each claimed by one process (lease): a crash after the turn
 * committed and before the send leaves the row pending, and it goes out after the restart.
 * Claims come in batches of different chats, sent side by side and recorded together as they
 * return (docs/decisions/046). Failures are retried with back-off, then the row is marked
 * 'falhou' with the gateway's error.
 */

export function createAttendantSender(options: AttendantSenderOptions) {
  const { db, clock, logger } = options;
  const workerId = options.workerId ?? newWorkerId('envio');
  const leaseMs = options.leaseMs ?? 30_000;
  const retryBaseMs = options.retryBaseMs ?? 2_000;
  const maxAttempts = options.maxAttempts ?? 5;
  const batch = options.batch ?? 25;

  const record = createSentRecorder(recordSent);

  /** One claim and its sends; `more`: go on at once, work may be waiting. */
  async function claimAndSend(): Promise<{ sent: boolean; more: boolean }> {
    const now = clock.now();
    const claims = await claimPendingOutboundBatch(db, {
      workerId,
      now,
      leaseUntil: new Date(now.getTime() + leaseMs),
      limit: batch,
    });
    if (claims.length === 0) return { sent: false, more: false };
    const outcomes = await Promise.allSettled(
      claims.map((claim) => withLogContext({ job: 'envio', jobId: claim.id }, () => send(claim))),
    );
    const broken = outcomes.find((o) => o.status === 'rejected');
    if (broken) throw broken.reason;
    // Go on at once while more may be due (a full batch, or a chat's next reply, whose order kept
    // it out of this claim); otherwise wait for a wake (new work in this process) or the poll, so
    // a trickle of paced messages is claimed in batches, not one query per message or two.
    return { sent: true, more: claims.length === batch || claims.some((c) => c.chat_has_more) };
  }

  /** One claim and its sends; whether it sent anything. */
  async function runOnce(): Promise<boolean> {
    return (await claimAndSend()).sent;
  }

  async function send(claim: OutboundClaim): Promise<void> {
    // The panel's test chat: the reply is shown there, never sent (docs/decisions/016).
    if (claim.canal === 'painel') return record({ id: claim.id, gatewayId: null });
    const number = claim.remote_jid ? phoneOfChatKey(claim.remote_jid) : undefined;
    if (!claim.texto || !claim.gateway_name || !number) {
      await markSendFailure(db, claim.id, workerId, { error: 'sem destino', retryAt: null });
      options.onSendFailed?.(true);
      return;
    }
    // A retry, or a claim taken over from a process that died mid-send: the earlier attempt may
    // have gone out with its reply lost. The gateway's own record says so; then it is recorded,
    // not sent again.
    if (claim.attempts > 1) {
      const earlier = await findEarlierSend(
        { ...claim, texto: claim.texto, gateway_name: claim.gateway_name },
        number,
      );
      if (earlier) return record({ id: claim.id, gatewayId: earlier });
    }
    let gatewayId: string | null;
    try {
      ({ gatewayId } = await options.gateway.client.send(claim.gateway_name, number, {
        texto: claim.texto,
      }));
    } catch (error) {
      const final = claim.attempts >= maxAttempts;
      const retryAt = final
        ? null
        : new Date(
            clock.now().getTime() + jitteredBackoffMs(claim.attempts, { baseMs: retryBaseMs }),
          );
      logger.warn({ err: error, mensagem: claim.id, final }, 'falha ao enviar pelo WhatsApp');
      options.onSendFailed?.(final);
      await db.transaction().execute(async (tx) => {
        await markSendFailure(tx, claim.id, workerId, {
          error: error instanceof Error ? error.message : String(error),
          retryAt,
        });
        // A reminder or notice that never reached the customer: the owner is told, so the
        // customer can be called. (The attendant's replies show their status in Conversas.)
        if (final && (claim.autor === 'lembrete' || claim.autor === 'sistema'))
          await notifyAboutChat(
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
    return record({ id: claim.id, gatewayId });
  }

  /** Sends recorded in one statement; if that fails, one by one. */
  async function recordSent(sent: SentMessage[]) {
    try {
      await markSentBatch(db, workerId, sent, clock.now());
    } catch {
      for (const { id, gatewayId } of sent) await recordOneSent(id, gatewayId);
    }
  }

  async function recordOneSent(id: string, gatewayId: string | null) {
    const at = clock.now();
    try {
      await markSent(db, id, { workerId }, { gatewayId, at });
    } catch (error) {
      // The id is already stored (an echo recorded first): the message did go out.
      logger.warn({ err: error, mensagem: id }, 'id do gateway já registrado');
      await markSent(db, id, { workerId }, { gatewayId: null, at });
    }
  }

  /**
   * The gateway's id of this text already sent in this chat and not yet known here, if any.
   * When the gateway cannot say (an error, a version without the search), the send goes ahead:
   * at least once rather than never.
   */
  async function findEarlierSend(
    claim: { whatsapp_instance_id: string; gateway_name: string; texto: string },
    number: string,
  ) {
    let sent: Array<{ gatewayId: string; texto: string }>;
    try {
      sent = await options.gateway.client.findSentTexts(claim.gateway_name, number);
    } catch (error) {
      logger.warn({ err: error }, 'não foi possível consultar as mensagens enviadas');
      return undefined;
    }
    for (const record of sent) {
      if (record.texto !== claim.texto) continue;
      if (!(await hasGatewayMessage(db, claim.whatsapp_instance_id, record.gatewayId)))
        return record.gatewayId;
    }
    return undefined;
  }

  const loop = createPollingLoop({
    name: 'envio',
    step: async () => (await claimAndSend()).more,
    pollMs: options.pollMs ?? 500,
    logger,
    concurrency: options.concurrency,
  });
  return { workerId, runOnce, start: loop.start, stop: loop.stop, wake: loop.wake };
}

export type AttendantSender = ReturnType<typeof createAttendantSender>;
