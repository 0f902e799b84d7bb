import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { msg } from '@secretaria/shared/messages';
import type { DB } from '@/db/schema';
import type { Clock } from '@/lib/clock';
import type { Logger } from '@/lib/logger';
import {
  finishTurn,
  flagFlood,
  insertReplies,
  listUnansweredInbound,
  lockClaimedConversa,
  markAnswered,
  releaseConversa,
  claimDueConversa,
} from '@/modules/attendant/conversas.repo';
import type { RunTurn } from '@/modules/attendant/engine/turn-types';
import { createPollingLoop } from './polling-loop';

/** A turn that failed this many times in a row in this process: the owner takes the chat. */
export const TURN_FAILURE_LIMIT = 3;
/** More attendant replies than this in one minute in one chat: a loop with another robot. */
export const REPLY_LOOP_LIMIT_PER_MINUTE = 10;
/** Subscriptions in these states do not pay for answers (Stripe statuses). */
const INACTIVE_SUBSCRIPTION = new Set([
  'canceled',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'paused',
]);

export type AttendantWorkerOptions = {
  db: Kysely<DB>;
  runTurn: RunTurn;
  clock: Clock;
  logger: Logger;
  /** A turn waits until the chat's newest unanswered message is this old (ATTENDANT_BURST_MS). */
  burstMs: number;
  pollMs?: number;
  /** How long a claim holds a chat; a process that died loses it after this. */
  leaseMs?: number;
  /** After a failed turn, the chat is left alone this long. */
  retryMs?: number;
  workerId?: string;
  /** Called after a turn stored replies: wakes the sender. */
  onReplies?: () => void;
  /** Chats answered side by side in this process (each claims its own chat). */
  concurrency?: number;
};

type Instance = {
  attendant_enabled: boolean;
  subscription_id: string | null;
  subscription_status: string | null;
};

const answersIn = (instance: Instance) =>
  instance.attendant_enabled &&
  // A dev instance (POST /api/dev/instances) has no subscription and counts as paid.
  (instance.subscription_id === null ||
    !INACTIVE_SUBSCRIPTION.has(instance.subscription_status ?? ''));

/**
 * The attendant's worker: claims a chat whose turn is due (lease + SKIP LOCKED, so one process
 * per chat at a time and a dead process's chat is taken over), then runs the turn in ONE
 * transaction: the burst's messages marked answered, the replies stored as pending outbound
 * rows, the dialog state saved, the lease released — all or nothing.
 */
export function createAttendantWorker(options: AttendantWorkerOptions) {
  const { db, clock, logger } = options;
  const workerId = options.workerId ?? `atendente-${randomUUID()}`;
  const leaseMs = options.leaseMs ?? 30_000;
  const retryMs = options.retryMs ?? 5_000;
  const failures = new Map<string, number>();

  async function turn(tx: Transaction<DB>, id: string): Promise<number> {
    const now = clock.now();
    const conversa = await lockClaimedConversa(tx, id, workerId, new Date(now.getTime() - 60_000));
    if (!conversa) return 0; // the lease expired and another process has the chat now
    const inbound = await listUnansweredInbound(tx, id);
    let estado = conversa.estado;
    let pausedUntil = conversa.paused_until;
    if (pausedUntil !== null && pausedUntil <= now) {
      estado = 'ativo';
      pausedUntil = null;
    }
    const looping = inbound.length > 0 && conversa.recent_replies >= REPLY_LOOP_LIMIT_PER_MINUTE;
    if (looping) {
      await flagFlood(tx, id, now);
      estado = 'aguardando_dono';
      pausedUntil = null;
      logger.warn({ conversa: id }, 'conversa em laço de respostas: aguardando o dono');
    }
    // The panel's test chat answers whenever the instance exists: the owner tries the attendant
    // before switching it on or paying, and nothing reaches a customer (docs/decisions/016).
    const answers = conversa.canal === 'painel' || answersIn(conversa);
    const quiet =
      !answers ||
      estado !== 'ativo' ||
      pausedUntil !== null ||
      conversa.contato_id === null ||
      inbound.length === 0;

    let replies: string[] = [];
    let dialogState: unknown;
    let handoff = false;
    if (!quiet) {
      const texts = inbound.filter((m) => m.tipo === 'texto' && m.texto);
      if (texts.length === 0) {
        replies = [msg.attendantTextOnly];
      } else {
        const output = await options.runTurn(tx, {
          userId: conversa.user_id,
          instanceId: conversa.whatsapp_instance_id,
          contatoId: conversa.contato_id as string,
          conversaId: id,
          messages: texts.map((m) => ({ id: m.id, text: m.texto as string, at: m.created_at })),
          dialogState: conversa.dialog_state,
          now,
        });
        replies = output.replies.filter((text) => text.trim() !== '');
        dialogState = output.dialogState;
        handoff = output.handoff;
      }
      const chat = {
        user_id: conversa.user_id,
        whatsapp_instance_id: conversa.whatsapp_instance_id,
        conversa_id: id,
      };
      await insertReplies(tx, chat, replies, now);
      if (handoff) {
        estado = 'aguardando_dono';
        pausedUntil = new Date(now.getTime() + conversa.owner_pause_minutes * 60_000);
      }
    }
    await markAnswered(
      tx,
      inbound.map((m) => m.id),
      now,
    );
    const last = replies.at(-1);
    await finishTurn(tx, id, {
      dialogState,
      estado,
      pausedUntil,
      lastMessage: last === undefined ? undefined : { at: now, preview: last.slice(0, 140) },
      at: now,
      releasedBy: workerId,
    });
    return replies.length;
  }

  async function giveUp(id: string) {
    await db.transaction().execute(async (tx) => {
      const now = clock.now();
      if (!(await lockClaimedConversa(tx, id, workerId, now))) return;
      const inbound = await listUnansweredInbound(tx, id);
      await markAnswered(
        tx,
        inbound.map((m) => m.id),
        now,
      );
      await finishTurn(tx, id, {
        estado: 'aguardando_dono',
        pausedUntil: null,
        at: now,
        releasedBy: workerId,
      });
    });
  }

  /** One claim and its turn; false when no chat is due. */
  async function runOnce(): Promise<boolean> {
    const now = clock.now();
    const id = await claimDueConversa(db, {
      workerId,
      now,
      dueBefore: new Date(now.getTime() - options.burstMs),
      leaseUntil: new Date(now.getTime() + leaseMs),
    });
    if (!id) return false;
    try {
      const replies = await db.transaction().execute((tx) => turn(tx, id));
      failures.delete(id);
      if (replies > 0) options.onReplies?.();
    } catch (error) {
      const failed = (failures.get(id) ?? 0) + 1;
      logger.error({ err: error, conversa: id, failed }, 'falha ao responder a conversa');
      if (failed >= TURN_FAILURE_LIMIT) {
        // A message the engine cannot get through must not be retried forever: no reply, and
        // the chat waits for the owner, who sees it in the panel.
        failures.delete(id);
        await giveUp(id).catch((e: unknown) =>
          logger.error({ err: e, conversa: id }, 'falha ao passar a conversa ao dono'),
        );
      } else {
        failures.set(id, failed);
        const retryAt = new Date(clock.now().getTime() + retryMs);
        await releaseConversa(db, id, workerId, retryAt).catch(() => undefined);
      }
    }
    return true;
  }

  const loop = createPollingLoop({
    name: 'atendente',
    step: runOnce,
    pollMs: options.pollMs ?? 500,
    logger,
    concurrency: options.concurrency,
  });
  return { workerId, runOnce, start: loop.start, stop: loop.stop, wake: loop.wake };
}

export type AttendantWorker = ReturnType<typeof createAttendantWorker>;
