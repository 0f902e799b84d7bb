import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { WhatsappGateway } from '@/adapters/external-services';
import type { DB } from '@/db/schema';
import type { Clock } from '@/lib/clock';
import type { Logger } from '@/lib/logger';
import {
  claimPendingOutbound,
  markSendFailure,
  markSent,
} from '@/modules/attendant/conversas.repo';
import { createPollingLoop } from './polling-loop';

export type AttendantSenderOptions = {
  db: Kysely<DB>;
  gateway: WhatsappGateway;
  clock: Clock;
  logger: Logger;
  pollMs?: number;
  /** How long a claim holds a message; longer than the gateway client's time-out. */
  leaseMs?: number;
  /** Back-off: base, 2×base, 4×base… between attempts. */
  retryBaseMs?: number;
  maxAttempts?: number;
  workerId?: string;
  /** Messages sent side by side (never two of one chat: a chat's next waits for its previous). */
  concurrency?: number;
};

/**
 * Delivers the attendant's pending replies through the gateway, oldest first and in order per
 * chat, each claimed by one process (lease): a crash after the turn committed and before the
 * send leaves the row pending, and it goes out after the restart. Failures are retried with
 * back-off, then the row is marked 'falhou' with the gateway's error.
 */
export function createAttendantSender(options: AttendantSenderOptions) {
  const { db, clock, logger } = options;
  const workerId = options.workerId ?? `envio-${randomUUID()}`;
  const leaseMs = options.leaseMs ?? 30_000;
  const retryBaseMs = options.retryBaseMs ?? 2_000;
  const maxAttempts = options.maxAttempts ?? 5;

  async function runOnce(): Promise<boolean> {
    const now = clock.now();
    const claim = await claimPendingOutbound(db, {
      workerId,
      now,
      leaseUntil: new Date(now.getTime() + leaseMs),
    });
    if (!claim) return false;
    const target = claim;
    if (target.canal === 'painel') {
      // The panel's test chat: the reply is shown there, never sent (docs/decisions/016).
      await markSent(db, claim.id, { workerId }, { gatewayId: null, at: clock.now() });
      return true;
    }
    const number = target.remote_jid?.split('@')[0];
    if (!target.texto || !target.full_phone_number || !number) {
      await markSendFailure(db, claim.id, workerId, { error: 'sem destino', retryAt: null });
      return true;
    }
    let gatewayId: string | null;
    try {
      ({ id: gatewayId } = await options.gateway.client.sendText(
        target.full_phone_number,
        number,
        target.texto,
      ));
    } catch (error) {
      const final = claim.attempts >= maxAttempts;
      const retryAt = final
        ? null
        : new Date(clock.now().getTime() + retryBaseMs * 2 ** (claim.attempts - 1));
      logger.warn({ err: error, mensagem: claim.id, final }, 'falha ao enviar pelo WhatsApp');
      await markSendFailure(db, claim.id, workerId, {
        error: error instanceof Error ? error.message : String(error),
        retryAt,
      });
      return true;
    }
    const at = clock.now();
    try {
      await markSent(db, claim.id, { workerId }, { gatewayId, at });
    } catch (error) {
      // The id is already stored (an echo recorded first): the message did go out.
      logger.warn({ err: error, mensagem: claim.id }, 'id do gateway já registrado');
      await markSent(db, claim.id, { workerId }, { gatewayId: null, at });
    }
    return true;
  }

  const loop = createPollingLoop({
    name: 'envio',
    step: runOnce,
    pollMs: options.pollMs ?? 500,
    logger,
    concurrency: options.concurrency,
  });
  return { workerId, runOnce, start: loop.start, stop: loop.stop, wake: loop.wake };
}

export type AttendantSender = ReturnType<typeof createAttendantSender>;
