import type { Transaction } from 'kysely';
import { msg } from '@secretaria/shared/messages';
import type { DB } from '@/db/schema';
import type { Clock } from '@/lib/clock';
import type { Logger } from '@/lib/logger';
import { notifyAboutConversa } from '@/modules/avisos/notify-owner';
import { applyOptCommand, OPT_IN_TEXT, OPT_OUT_TEXT } from '@/modules/avisos/opt-out';
import { ERASE_REQUEST_REPLY, recordEraseRequest } from '@/modules/avisos/erase-request';
import { conversaPreview, setConversaNaoCliente } from '../conversas.repo';
import {
  finishTurn,
  insertReplies,
  listUnansweredInbound,
  lockClaimedConversa,
  markAnswered,
} from '@/modules/attendant/turn/turn.repo';
import { flagFlood } from '@/modules/messaging/inbound/inbound.repo';
import type { RunTurn, TurnInput, TurnOutput } from '../engine/turn-types';
import { modelTurnOutput, type ModelTurnResult } from '../model/model-turn';
import { planTurn } from './plan-turn';

/**
 * What the slow part of a turn read and decided before the turn's transaction: the turn answers
 * exactly these messages, with the model's prepared answer when the model mode ran.
 */
export type PreparedTurn = { ids: Set<string>; model?: ModelTurnResult };

export type TurnDeps = {
  /** The rules engine (engine/run-turn), in the turn's transaction. */
  runTurn: RunTurn;
  clock: Clock;
  logger: Logger;
  /** The worker holding the chat's lease: the turn writes only while it still holds it. */
  workerId: string;
};

/**
 * One turn of a claimed chat, in ONE transaction (the caller's): the customer's command
 * (PARAR/VOLTAR, the LGPD erase request) applied, then the answer: the model's prepared one when
 * the model mode ran and its answer can be used, else the rules engine's; the burst marked
 * answered, the replies stored as pending outbound rows, a hand-off to a person noted for the
 * owner, the dialog state saved and the lease released — all or nothing. Returns the replies'
 * count; 0 as well when the lease was lost (another process has the chat now).
 */
export async function answerTurn(
  tx: Transaction<DB>,
  deps: TurnDeps,
  id: string,
  prepared?: PreparedTurn,
): Promise<number> {
  const { clock, logger, workerId } = deps;
  const now = clock.now();
  const conversa = await lockClaimedConversa(tx, id, workerId, new Date(now.getTime() - 60_000));
  if (!conversa) return 0;
  const unanswered = await listUnansweredInbound(tx, id);
  // After a slow part, the turn answers exactly what it read: later messages wait for the next.
  const inbound = prepared ? unanswered.filter((m) => prepared.ids.has(m.id)) : unanswered;
  const plan = planTurn(conversa, inbound, now);
  let { estado, pausedUntil } = plan;
  const { command, eraseRequest } = plan;
  if (plan.looping) {
    await flagFlood(tx, id, now);
    logger.warn({ conversa: id }, 'conversa em laço de respostas: aguardando o dono');
  }
  let replies: string[] = [];
  let choices: TurnOutput['choices'];
  let dialogState: unknown;
  let handoff = false;
  if (command && conversa.contato_id && conversa.canal === 'whatsapp')
    await applyOptCommand(tx, conversa.contato_id, command, now);
  const conversaRef = {
    user_id: conversa.user_id,
    whatsapp_instance_id: conversa.whatsapp_instance_id,
    conversa_id: id,
  };
  if (eraseRequest && conversa.canal === 'whatsapp') await recordEraseRequest(tx, conversaRef, now);
  if (!plan.quiet) {
    if (command) {
      replies = [command === 'parar' ? OPT_OUT_TEXT : OPT_IN_TEXT];
    } else if (eraseRequest) {
      replies = [ERASE_REQUEST_REPLY];
    } else if (!plan.input) {
      replies = [msg.attendantTextOnly];
    } else {
      // The answer reads the owner's business time (lib/clock.ts); the bookkeeping around it
      // reads the server's.
      const output = await answer(tx, deps, {
        input: { ...plan.input, now: clock.now(conversa.user_id) },
        model: prepared?.model,
      });
      replies = output.replies.filter((text) => text.trim() !== '');
      // The choices go with the question they list: the last reply, kept.
      choices = output.replies.at(-1)?.trim() ? output.choices : undefined;
      dialogState = output.dialogState;
      handoff = output.handoff;
      // The panel's test chat is not listed in Conversas: only its dialog state keeps the mark.
      if (output.naoCliente && conversa.canal === 'whatsapp')
        await setConversaNaoCliente(tx, id, true, now);
    }
    await insertReplies(tx, conversaRef, replies, now, choices);
    if (handoff) {
      estado = 'aguardando_dono';
      pausedUntil = new Date(now.getTime() + conversa.owner_pause_minutes * 60_000);
      if (conversa.canal === 'whatsapp')
        await notifyAboutConversa(
          tx,
          { kind: 'pedido_humano', ...conversaRef, chave: `${id}:${now.toISOString()}` },
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
 * The one place the mode is followed: the model's prepared answer (or the changes its tools made)
 * when the slow part ran the model and did not leave the turn to the rules; the rules otherwise.
 */
function answer(
  tx: Transaction<DB>,
  deps: TurnDeps,
  turn: { input: TurnInput; model?: ModelTurnResult },
): Promise<TurnOutput> | TurnOutput {
  if (turn.model && turn.model.kind !== 'rules') return modelTurnOutput(turn.input, turn.model);
  return deps.runTurn(tx, turn.input);
}
