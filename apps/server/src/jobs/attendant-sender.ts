import { newWorkerId } from '@/lib/worker-id';
import type { Kysely } from 'kysely';
import type { WhatsappGateway } from '@/adapters/external-services';
import type { DB } from '@/db/schema';
import type { Clock } from '@/lib/clock';
import { withLogContext } from '@/lib/log-context';
import type { Logger } from '@/lib/logger';
import { deliverMessage, type Delivery } from '@/modules/messaging/outbound/deliver-message';
import {
  claimPendingOutboundBatch,
  renewOutboundLease,
} from '@/modules/messaging/outbound/outbound.repo';
import { recordSent } from '@/modules/messaging/outbound/record-sent';
import { createSentRecorder } from '@/modules/messaging/outbound/sent-recorder';
import { keepLease } from './keep-lease';
import { createPollingLoop } from './polling-loop';

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
   * Messages one claim takes (of different chats), sent side by side and recorded together
   * (sent-recorder.ts); the lease is renewed while any is in flight. 50: a third fewer claims and
   * records than 25 in the reminders bench (docs/decisions/046).
   */
  batch?: number;
  /** How long a send that came back waits for the rest of its claim, to be recorded with them. */
  recordLingerMs?: number;
  /** After each failed send attempt; `final`: no retry left (metrics). */
  onSendFailed?: (final: boolean) => void;
};

/**
 * Delivers the attendant's pending replies, reminders and notices through the gateway, oldest
 * first and in order per chat, each claimed by one process (lease): a crash after the turn
 * committed and before the send leaves the row pending, and it goes out after the restart.
 * This loop only claims batches of different chats and hands each message to `deliverMessage`
 * (modules/messaging/outbound: the send, the retries, the records; docs/decisions/046).
 */
export function createAttendantSender(options: AttendantSenderOptions) {
  const { db, clock, logger } = options;
  const workerId = options.workerId ?? newWorkerId('envio');
  const leaseMs = options.leaseMs ?? 30_000;
  const batch = options.batch ?? 50;

  const recordLingerMs = options.recordLingerMs ?? 20;

  const delivery: Omit<Delivery, 'record'> = {
    db,
    gateway: options.gateway,
    clock,
    logger,
    workerId,
    retryBaseMs: options.retryBaseMs ?? 2_000,
    maxAttempts: options.maxAttempts ?? 5,
    onSendFailed: options.onSendFailed,
  };

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
    const ids = claims.map((claim) => claim.id);
    const recorder = createSentRecorder(
      ids,
      (sent) => recordSent({ db, clock, logger, workerId }, sent),
      recordLingerMs,
    );
    // A send slower than the lease (a loaded machine, a slow gateway) keeps its claim: taken over,
    // it could go out twice.
    const stopRenewing = keepLease({
      renew: async () =>
        (await renewOutboundLease(db, workerId, ids, new Date(clock.now().getTime() + leaseMs))) >
        0,
      everyMs: Math.max(50, Math.floor(leaseMs / 3)),
      onError: (error) => logger.warn({ err: error }, 'falha ao renovar a posse das mensagens'),
    });
    const outcomes = await Promise.allSettled(
      claims.map((claim) =>
        withLogContext({ job: 'envio', jobId: claim.id }, () =>
          deliverMessage({ ...delivery, record: recorder.record }, claim),
        ).finally(() => recorder.settle(claim.id)),
      ),
    ).finally(stopRenewing);
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
