import { newWorkerId } from '@/lib/worker-id';
import type { Kysely, Transaction } from 'kysely';
import { msg } from '@secretaria/shared/messages';
import type { DB } from '@/db/schema';
import type { Clock } from '@/lib/clock';
import { jitteredBackoffMs } from '@/lib/backoff';
import { withLogContext } from '@/lib/log-context';
import type { Logger } from '@/lib/logger';
import {
  conversaPreview,
  extendConversaLease,
  finishTurn,
  flagFlood,
  insertReplies,
  listUnansweredInbound,
  lockClaimedConversa,
  markAnswered,
  releaseConversa,
  setConversaNaoCliente,
  claimDueConversa,
} from '@/modules/attendant/conversas.repo';
import type { RunTurn, TurnInput } from '@/modules/attendant/engine/turn-types';
import { notifyAboutChat } from '@/modules/avisos/notify-owner';
import { applyOptCommand, OPT_IN_TEXT, OPT_OUT_TEXT, optCommand } from '@/modules/avisos/opt-out';
import {
  ERASE_REQUEST_REPLY,
  isEraseRequest,
  recordEraseRequest,
} from '@/modules/avisos/erase-request';
import { createPollingLoop } from './polling-loop';

/**
 * A chat whose turn failed (or whose process died during it) this many times in a row, counted
 * in the database across processes and restarts: the owner takes the chat.
 */
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
   * held; what it returns reaches the engine as `input.prepared`.
   */
  prepareTurn?: (input: TurnInput) => Promise<unknown>;
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

type Claimed = NonNullable<Awaited<ReturnType<typeof lockClaimedConversa>>>;
type Inbound = Awaited<ReturnType<typeof listUnansweredInbound>>;

/**
 * How a turn goes, decided from the chat and its unanswered messages alike before the turn's
 * transaction (the slow part) and inside it: the state after a pause ends or a reply loop is
 * caught, whether the attendant answers, the texts it answers and the PARAR/VOLTAR command.
 */
function planTurn(conversa: Claimed, inbound: Inbound, now: Date) {
  let estado = conversa.estado;
  let pausedUntil = conversa.paused_until;
  if (pausedUntil !== null && pausedUntil <= now) {
    estado = 'ativo';
    pausedUntil = null;
  }
  const looping = inbound.length > 0 && conversa.recent_replies >= REPLY_LOOP_LIMIT_PER_MINUTE;
  if (looping) {
    estado = 'aguardando_dono';
    pausedUntil = null;
  }
  // The panel's test chat answers whenever the instance exists: the owner tries the attendant
  // before switching it on or paying, and nothing reaches a customer (docs/decisions/016).
  const answers = conversa.canal === 'painel' || answersIn(conversa);
  const quiet =
    !answers ||
    estado !== 'ativo' ||
    pausedUntil !== null ||
    // A sender who is not a customer was answered once (docs/decisions/038).
    conversa.nao_cliente ||
    conversa.contato_id === null ||
    inbound.length === 0;
  // A voice note counts once its transcript is its text.
  const texts = inbound.filter((m) => (m.tipo === 'texto' || m.tipo === 'audio') && m.texto);
  // 'PARAR' / 'VOLTAR' are the customer's to decide even while the attendant is quiet: only
  // the answer waits for it to be on.
  const lastText = texts.at(-1)?.texto;
  const command = lastText && conversa.contato_id ? optCommand(lastText) : undefined;
  // 'apagar meus dados' (LGPD) goes to the owner, recorded even while the attendant is quiet.
  const eraseRequest =
    !command && !!lastText && conversa.contato_id !== null && isEraseRequest(lastText);
  const input: TurnInput | undefined =
    !quiet && !command && !eraseRequest && texts.length > 0
      ? {
          userId: conversa.user_id,
          instanceId: conversa.whatsapp_instance_id,
          contatoId: conversa.contato_id as string,
          conversaId: conversa.id,
          messages: texts.map((m) => ({
            id: m.id,
            text: m.texto as string,
            at: m.created_at,
            quotedId: m.quoted_gateway_message_id,
          })),
          dialogState: conversa.dialog_state,
          now,
        }
      : undefined;
  return { estado, pausedUntil, looping, quiet, texts, command, eraseRequest, input };
}

/** What the slow part read and decided: the turn answers exactly these messages. */
type SlowPart = { ids: Set<string>; prepared?: unknown };

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
  const workerId = options.workerId ?? newWorkerId('atendente');
  const leaseMs = options.leaseMs ?? 30_000;
  const retryMs = options.retryMs ?? 5_000;
  const heartbeatMs = options.heartbeatMs ?? Math.max(50, Math.floor(leaseMs / 3));

  async function turn(tx: Transaction<DB>, id: string, slow?: SlowPart): Promise<number> {
    const now = clock.now();
    const conversa = await lockClaimedConversa(tx, id, workerId, new Date(now.getTime() - 60_000));
    if (!conversa) return 0; // the lease expired and another process has the chat now
    const unanswered = await listUnansweredInbound(tx, id);
    // After a slow part, the turn answers exactly what it read: later messages wait for the next.
    const inbound = slow ? unanswered.filter((m) => slow.ids.has(m.id)) : unanswered;
    const plan = planTurn(conversa, inbound, now);
    let { estado, pausedUntil } = plan;
    const { command, eraseRequest } = plan;
    if (plan.looping) {
      await flagFlood(tx, id, now);
      logger.warn({ conversa: id }, 'conversa em laço de respostas: aguardando o dono');
    }
    let replies: string[] = [];
    let dialogState: unknown;
    let handoff = false;
    if (command && conversa.contato_id && conversa.canal === 'whatsapp')
      await applyOptCommand(tx, conversa.contato_id, command, now);
    const chatRef = {
      user_id: conversa.user_id,
      whatsapp_instance_id: conversa.whatsapp_instance_id,
      conversa_id: id,
    };
    if (eraseRequest && conversa.canal === 'whatsapp') await recordEraseRequest(tx, chatRef, now);
    if (!plan.quiet) {
      if (command) {
        replies = [command === 'parar' ? OPT_OUT_TEXT : OPT_IN_TEXT];
      } else if (eraseRequest) {
        replies = [ERASE_REQUEST_REPLY];
      } else if (!plan.input) {
        replies = [msg.attendantTextOnly];
      } else {
        // The engine's rules read the owner's business time (lib/clock.ts); the loop's own
        // bookkeeping above and below reads the server's.
        const output = await options.runTurn(tx, {
          ...plan.input,
          now: clock.now(conversa.user_id),
          prepared: slow?.prepared,
        });
        replies = output.replies.filter((text) => text.trim() !== '');
        dialogState = output.dialogState;
        handoff = output.handoff;
        // The panel's test chat is not listed in Conversas: only its dialog state keeps the mark.
        if (output.naoCliente && conversa.canal === 'whatsapp')
          await setConversaNaoCliente(tx, id, true, now);
      }
      await insertReplies(tx, chatRef, replies, now);
      if (handoff) {
        estado = 'aguardando_dono';
        pausedUntil = new Date(now.getTime() + conversa.owner_pause_minutes * 60_000);
        if (conversa.canal === 'whatsapp')
          await notifyAboutChat(
            tx,
            {
              kind: 'pedido_humano',
              user_id: conversa.user_id,
              whatsapp_instance_id: conversa.whatsapp_instance_id,
              conversa_id: id,
              chave: `${id}:${now.toISOString()}`,
            },
            now,
          );
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
      lastMessage: last === undefined ? undefined : { at: now, preview: conversaPreview(last) },
      at: now,
      releasedBy: workerId,
    });
    return replies.length;
  }

  /**
   * Holds the claimed chat while the slow part runs (docs/decisions/032): extended at once to
   * the slow part's deadline, then renewed every `heartbeatMs` to at least a lease from now, so
   * a turn that outlasts its deadline (several voice notes, a slow model) is not taken over by
   * another process. A renewal that finds the chat lost aborts `signal`: the model stops, its
   * tools change nothing more, and the turn does not commit.
   */
  function holdLease(id: string) {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    let stopped = false;
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
    const beat = () => {
      if (stopped) return;
      timer = setTimeout(() => {
        renew(leaseMs).then(
          (held) => held && beat(),
          (error: unknown) => {
            // A failed renewal (a lost connection) is tried again: the lease has time left.
            logger.warn({ err: error, conversa: id }, 'falha ao renovar a posse da conversa');
            beat();
          },
        );
      }, heartbeatMs);
    };
    return {
      signal: controller.signal,
      async start() {
        const held = await renew(Math.max(leaseMs, options.slowLeaseMs ?? 60_000));
        if (held) beat();
        return held;
      },
      stop() {
        stopped = true;
        clearTimeout(timer);
      },
    };
  }

  /**
   * The part of a turn that waits on other services, outside any transaction (PGlite has one
   * connection: a model call inside a transaction would stall the whole server): voice notes are
   * transcribed, then the model prepares its answer. Undefined when neither applies; 'lost' when
   * the chat's lease was lost meanwhile (another process answers it).
   */
  async function slowPart(id: string): Promise<SlowPart | 'lost' | undefined> {
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
      const prepared = await options.prepareTurn({
        ...input,
        now: clock.now(seen.conversa.user_id),
        leaseLost: lease.signal,
      });
      return lease.signal.aborted ? 'lost' : { ids, prepared };
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
      const replies = await db.transaction().execute((tx) => turn(tx, id, slow));
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
