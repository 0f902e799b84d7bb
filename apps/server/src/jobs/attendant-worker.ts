import { newWorkerId } from '@/lib/worker-id';
import type { Kysely } from 'kysely';
import type { DB } from '@/db/schema';
import type { Clock } from '@/lib/clock';
import { jitteredBackoffMs } from '@/lib/backoff';
import { withLogContext } from '@/lib/log-context';
import type { Logger } from '@/lib/logger';
import {
  extendConversaLease,
  finishTurn,
  listUnansweredInbound,
  lockClaimedConversa,
  markAnswered,
  releaseConversa,
  claimDueConversa,
} from '@/modules/attendant/turn/turn.repo';
import type { RunTurn, TurnInput } from '@/modules/attendant/engine/turn-types';
import type { ModelTurnResult } from '@/modules/attendant/model/model-turn';
import { answerTurn, type PreparedTurn } from '@/modules/attendant/turn/answer-turn';
import { planTurn } from '@/modules/attendant/turn/plan-turn';
import { keepLease } from './keep-lease';
import { createPollingLoop } from './polling-loop';

/**
 * A chat whose turn failed (or whose process died during it) this many times in a row, counted
 * in the database across processes and restarts: the owner takes the chat.
 */
export const TURN_FAILURE_LIMIT = 3;
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
  /** After a failed turn, the chat is left alone about this long, doubling (jittered). */
  retryMs?: number;
  workerId?: string;
  /** Called after a turn stored replies: wakes the sender. */
  onReplies?: () => void;
  /** Chats answered side by side in this process (each claims its own chat). */
  concurrency?: number;
  /** Voice notes into text, before the turn (docs/decisions/019); absent: not understood. */
  transcribe?: TranscribeVoice;
  /**
   * The slow part of a turn (the model mode), run before the turn's transaction with the lease
   * held: the model's answer for the turn to send, or undefined when the rules answer.
   */
  prepareTurn?: (input: TurnInput) => Promise<ModelTurnResult | undefined>;
  /**
   * The slow part's deadline (the model's calls of one turn, 2 × LLM_TIMEOUT_MS): the lease is
   * extended at once to at least this, then renewed by the heartbeat.
   */
  slowLeaseMs?: number;
  /** How often the lease is renewed while the slow part runs (default: a third of the lease). */
  heartbeatMs?: number;
  /** After each claimed chat's turn, with its duration (metrics). */
  onTurn?: (turn: { seconds: number; failed: boolean }) => void;
};

/** Stores the transcript of each voice note it can read; the chat and the notes are given. */
export type TranscribeVoice = (
  chat: { user_id: string; whatsapp_instance_id: string; conversa_id: string },
  notes: Array<{ id: string; gateway_message_id: string | null }>,
) => Promise<void>;

/**
 * The attendant's worker: claims a chat whose turn is due (lease + SKIP LOCKED, so one process
 * per chat at a time and a dead process's chat is taken over), runs the slow part outside any
 * transaction with the lease held, then the turn (modules/attendant/turn/answer-turn) in ONE
 * transaction; a chat whose turns keep failing goes to the owner.
 */
export function createAttendantWorker(options: AttendantWorkerOptions) {
  const { db, clock, logger } = options;
  const workerId = options.workerId ?? newWorkerId('atendente');
  const leaseMs = options.leaseMs ?? 30_000;
  const retryMs = options.retryMs ?? 5_000;
  const heartbeatMs = options.heartbeatMs ?? Math.max(50, Math.floor(leaseMs / 3));

  /**
   * Holds the claimed chat while the slow part runs (docs/decisions/032): extended at once to
   * the slow part's deadline, then renewed every `heartbeatMs` to at least a lease from now, so
   * a turn that outlasts its deadline (several voice notes, a slow model) is not taken over by
   * another process. A renewal that finds the chat lost aborts `signal`: the model stops, its
   * tools change nothing more, and the turn does not commit.
   */
  function holdLease(id: string) {
    const controller = new AbortController();
    let stopBeats = () => {};
    const renew = async (ms: number) => {
      const held = await extendConversaLease(
        db,
        id,
        workerId,
        new Date(clock.now().getTime() + ms),
      );
      if (!held) controller.abort();
      return held;
    };
    return {
      signal: controller.signal,
      async start() {
        const held = await renew(Math.max(leaseMs, options.slowLeaseMs ?? 60_000));
        if (held)
          stopBeats = keepLease({
            renew: () => renew(leaseMs),
            everyMs: heartbeatMs,
            onError: (error) =>
              logger.warn({ err: error, conversa: id }, 'falha ao renovar a posse da conversa'),
          });
        return held;
      },
      stop() {
        stopBeats();
      },
    };
  }

  /**
   * The part of a turn that waits on other services, outside any transaction (PGlite has one
   * connection: a model call inside a transaction would stall the whole server): voice notes are
   * transcribed, then the model prepares its answer. Undefined when neither applies; 'lost' when
   * the chat's lease was lost meanwhile (another process answers it).
   */
  async function slowPart(id: string): Promise<PreparedTurn | 'lost' | undefined> {
    if (!options.transcribe && !options.prepareTurn) return undefined;
    const read = async () => {
      const now = clock.now();
      const since = new Date(now.getTime() - 60_000);
      const conversa = await lockClaimedConversa(db, id, workerId, since, { lock: false });
      return conversa && { conversa, inbound: await listUnansweredInbound(db, id), now };
    };
    let seen = await read();
    if (!seen) return 'lost';
    const notes = seen.inbound.filter((m) => m.tipo === 'audio' && !m.texto);
    const wantsVoice =
      notes.length > 0 &&
      !!options.transcribe &&
      planTurn(seen.conversa, seen.inbound, seen.now).quiet === false;
    const wantsModel =
      !!options.prepareTurn && !!planTurn(seen.conversa, seen.inbound, seen.now).input;
    if (!wantsVoice && !wantsModel) return { ids: new Set(seen.inbound.map((m) => m.id)) };
    const lease = holdLease(id);
    try {
      if (!(await lease.start())) return 'lost';
      if (wantsVoice && options.transcribe) {
        const { conversa } = seen;
        await options.transcribe(
          {
            user_id: conversa.user_id,
            whatsapp_instance_id: conversa.whatsapp_instance_id,
            conversa_id: id,
          },
          notes,
        );
        if (lease.signal.aborted) return 'lost';
        seen = await read();
        if (!seen) return 'lost';
      }
      const ids = new Set(seen.inbound.map((m) => m.id));
      const input = planTurn(seen.conversa, seen.inbound, seen.now).input;
      if (!input || !options.prepareTurn) return { ids };
      const model = await options.prepareTurn({
        ...input,
        now: clock.now(seen.conversa.user_id),
        leaseLost: lease.signal,
      });
      return lease.signal.aborted ? 'lost' : { ids, model };
    } finally {
      lease.stop();
    }
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
    const claim = await claimDueConversa(db, {
      workerId,
      now,
      dueBefore: new Date(now.getTime() - options.burstMs),
      leaseUntil: new Date(now.getTime() + leaseMs),
    });
    if (!claim) return false;
    return withLogContext({ job: 'atendente', jobId: claim.id }, async () => {
      if (claim.failures < TURN_FAILURE_LIMIT) return answer(claim.id, claim.failures);
      // The earlier claims died with their process (a turn that crashes it): not run again.
      logger.error({ conversa: claim.id, failed: claim.failures }, 'conversa passada ao dono');
      await handToOwner(claim.id);
      return true;
    });
  }

  async function handToOwner(id: string) {
    await giveUp(id).catch((e: unknown) =>
      logger.error({ err: e, conversa: id }, 'falha ao passar a conversa ao dono'),
    );
  }

  /** The claimed chat's turn; a chat that keeps failing goes to the owner. */
  async function answer(id: string, earlierFailures: number): Promise<boolean> {
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    try {
      const slow = await slowPart(id);
      if (slow === 'lost') {
        logger.warn({ conversa: id }, 'conversa assumida por outro processo: turno descartado');
        return true;
      }
      const replies = await db
        .transaction()
        .execute((tx) =>
          answerTurn(tx, { runTurn: options.runTurn, clock, logger, workerId }, id, slow),
        );
      options.onTurn?.({ seconds: seconds(), failed: false });
      if (replies > 0) options.onReplies?.();
    } catch (error) {
      options.onTurn?.({ seconds: seconds(), failed: true });
      const failed = earlierFailures + 1;
      logger.error({ err: error, conversa: id, failed }, 'falha ao responder a conversa');
      if (failed >= TURN_FAILURE_LIMIT) {
        // A message the engine cannot get through must not be retried forever: no reply, and
        // the chat waits for the owner, who sees it in the panel.
        await handToOwner(id);
      } else {
        const wait = jitteredBackoffMs(failed, { baseMs: retryMs, maxMs: 10 * retryMs });
        const retryAt = new Date(clock.now().getTime() + wait);
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
