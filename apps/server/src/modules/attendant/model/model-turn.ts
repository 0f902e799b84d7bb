import type { Kysely } from 'kysely';
import { isNonCustomer } from '@secretaria/shared/nlu/non-customer';
import type { DB } from '@/db/schema';
import { listMensagemRows } from '../conversas.repo';
import { findOwnAgendamento } from '../engine/context.repo';
import { emptyDialog, readDialogState, type DialogState } from '../engine/dialog-state';
import { ANSWER_ONE, ANSWER_TWO } from '../engine/lembrete-reply';
import type { Effect } from '../engine/tools';
import { loadTurnContext } from '../engine/turn-context';
import type { TurnInput, TurnOutput } from '../engine/turn-types';
import type { ChatMessage, LlmClient } from '@/adapters/llm/llm-types';
import { effectReplies } from './effect-replies';
import { NUDGES, replyProblem } from './model-guards';
import { historyMessages, systemPrompt } from './model-prompt';
import { createModelTools, TOOL_DEFINITIONS } from './model-tools';

/** At most this many rounds of tool calls in one turn: a model looping on tools stops here. */
export const MAX_TOOL_ROUNDS = 6;
/** The whole model part of a turn, every call included. */
export const MODEL_TURN_TIMEOUT_MS = 25_000;

export type FallbackReason =
  | 'timeout'
  | 'error'
  | 'tool-loop'
  | 'claim-without-change'
  | 'promise-to-check'
  | 'not-portuguese'
  | 'empty';

export type ModelUsage = { promptTokens: number; completionTokens: number; calls: number };

/**
 * What the slow part of a model turn decided, outside any transaction: the model's reply, or the
 * changes its tools already made when its reply could not be used, or nothing (the rules answer
 * in the turn's transaction). `fallback` names why the model's own reply was not used.
 */
export type ModelTurnResult = {
  kind: 'model' | 'effects' | 'rules';
  replies: string[];
  handoff: boolean;
  effects: Effect[];
  fallback?: FallbackReason;
  usage: ModelUsage;
};

export type ModelEngineOptions = {
  db: Kysely<DB>;
  model: Pick<LlmClient, 'chat'>;
  timeoutMs?: number;
  maxToolRounds?: number;
};

class TurnTimeout extends Error {}
class LeaseLost extends Error {}

/**
 * The model-backed attendant (docs/decisions/019). `prepare` runs the model with the tools
 * outside the pipeline's transaction (each change in its own short one) and checks its reply
 * with the guards; `runTurn` answers in the pipeline's transaction with what `prepare` decided,
 * or with the deterministic engine when the model was not used or failed.
 */
export function createModelEngine(options: ModelEngineOptions) {
  const { db, model } = options;
  const timeoutMs = options.timeoutMs ?? MODEL_TURN_TIMEOUT_MS;
  const maxRounds = options.maxToolRounds ?? MAX_TOOL_ROUNDS;

  async function prepare(
    input: TurnInput,
    settings: { instructions: string | null },
  ): Promise<ModelTurnResult> {
    const usage: ModelUsage = { promptTokens: 0, completionTokens: 0, calls: 0 };
    const ctx = await loadTurnContext(db, input);
    const text = input.messages
      .map((m) => m.text.trim())
      .filter(Boolean)
      .join('\n');
    // A bare '1' or '2' to a reminder is the rules' to answer: exact, and free.
    if (ctx.reminder && (ANSWER_ONE.test(text) || ANSWER_TWO.test(text))) {
      return { kind: 'rules', replies: [], handoff: false, effects: [], usage };
    }
    // A sender who is not a customer gets the rules' one neutral reply, never the model's
    // (docs/decisions/038).
    if (isNonCustomer(text) || readDialogState(input.dialogState, input.now).naoCliente) {
      return { kind: 'rules', replies: [], handoff: false, effects: [], usage };
    }
    const tools = createModelTools(db, ctx);
    const burst = new Set(input.messages.map((m) => m.id));
    const rows = await listMensagemRows(db, { conversaId: input.conversaId, limit: 40 });
    const history = historyMessages(
      rows
        .filter((m) => !burst.has(m.id))
        .reverse()
        .map((m) => ({ direction: m.direction, texto: m.texto })),
    );
    const messages: ChatMessage[] = [
      { role: 'system', content: systemPrompt(ctx, tools.refs, settings.instructions) },
      ...history,
      { role: 'user', content: text },
    ];
    const verify = (effect: Effect) =>
      findOwnAgendamento(db, ctx.userId, ctx.contato.id, effect.agendamentoId);

    const controller = new AbortController();
    // The chat's lease lost (another process answers it): the model call stops at once.
    const leaseLost = input.leaseLost;
    const onLeaseLost = () => controller.abort();
    leaseLost?.addEventListener('abort', onLeaseLost, { once: true });
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new TurnTimeout());
      }, timeoutMs);
    });
    const fallback = (reason: FallbackReason): ModelTurnResult =>
      tools.effects.length
        ? {
            kind: 'effects',
            replies: effectReplies(tools.effects, tools.describeEffect),
            handoff: tools.handedOff(),
            effects: tools.effects,
            fallback: reason,
            usage,
          }
        : { kind: 'rules', replies: [], handoff: false, effects: [], fallback: reason, usage };

    async function converse(): Promise<ModelTurnResult> {
      let nudged = false;
      for (let round = 0; round <= maxRounds; round++) {
        const answer = await model.chat({
          messages,
          tools: TOOL_DEFINITIONS,
          signal: controller.signal,
        });
        usage.calls++;
        usage.promptTokens += answer.usage.promptTokens;
        usage.completionTokens += answer.usage.completionTokens;
        const calls = answer.message.tool_calls ?? [];
        if (calls.length) {
          if (round === maxRounds) return fallback('tool-loop');
          messages.push({ role: 'assistant', content: answer.message.content, tool_calls: calls });
          for (const call of calls) {
            // No change after the lease is lost: the process that has the chat now decides.
            if (leaseLost?.aborted) throw new LeaseLost();
            const result = await tools.call(call.function.name, call.function.arguments);
            messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(result) });
          }
          continue;
        }
        const reply = (answer.message.content ?? '').trim();
        const problem = await replyProblem(reply, tools.effects, verify);
        if (!problem) {
          return {
            kind: 'model',
            replies: [reply],
            handoff: tools.handedOff(),
            effects: tools.effects,
            usage,
          };
        }
        if (nudged) return fallback(problem);
        nudged = true;
        messages.push({ role: 'assistant', content: reply });
        messages.push({ role: 'system', content: NUDGES[problem] });
      }
      return fallback('tool-loop');
    }

    try {
      return await Promise.race([converse(), deadline]);
    } catch (error) {
      return fallback(error instanceof TurnTimeout ? 'timeout' : 'error');
    } finally {
      clearTimeout(timer);
      leaseLost?.removeEventListener('abort', onLeaseLost);
    }
  }

  return { prepare };
}

export type ModelEngine = ReturnType<typeof createModelEngine>;

/**
 * The turn's output from a prepared model answer (or the changes its tools made), in the turn's
 * transaction. A model turn leaves the rules' dialog empty, so a switch back to 'Regras' starts
 * clean.
 */
export function modelTurnOutput(input: TurnInput, prepared: ModelTurnResult): TurnOutput {
  const before = readDialogState(input.dialogState, input.now);
  const state: DialogState = {
    ...emptyDialog(before),
    introduced: true,
    at: input.now.toISOString(),
  };
  return { replies: prepared.replies, dialogState: state, handoff: prepared.handoff };
}
