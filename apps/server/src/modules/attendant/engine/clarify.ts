import { readChoice } from '@secretaria/shared/nlu/choice';
import { emptyDialog, type ClarifyAction, type DialogState, type Step } from './dialog-state';
import { numbered } from './format';
import { applyToAgendamento, pointedAgendamento } from './manage-flow';
import { allows } from './policy';
import { ASK_BELOW, readMessage, type Reading } from './read-message';
import {
  ANYTHING_ELSE_TEXT,
  CLARIFY_AGAIN_TEXT,
  CLARIFY_HANDOFF_TEXT,
  CLARIFY_TEXT,
} from './texts';
import type { Tools } from './tools';
import type { TurnContext } from './turn-context';

/** Failed answers to a clarifying question before a person is offered. */
export const CLARIFY_FAILURES = 2;

/** How each action is offered in the question (and as its choice's title). */
export const CLARIFY_LABELS: Record<ClarifyAction, string> = {
  agendar: 'marcar um horário',
  remarcar: 'remarcar um horário',
  cancelar: 'cancelar um horário',
  consultar_agendamento: 'ver seu horário marcado',
};
const offered = (ctx: TurnContext, a: ClarifyAction) =>
  a === 'consultar_agendamento' || allows(ctx, a);

const question = (intro: string, options: ClarifyAction[]) =>
  `${intro}\n${numbered(options.map((o) => CLARIFY_LABELS[o]))}`;

/**
 * The clarifying question for a reading below ASK_BELOW: the actions it may mean, likeliest
 * first, completed with the usual ones up to three (a change first when the customer has an
 * appointment, a booking first otherwise). Undefined when fewer than two are on offer
 * (there is nothing to choose between).
 */
export function askClarification(
  ctx: TurnContext,
  state: DialogState,
  r: Reading,
  also: { agendamentoId?: string; options?: ClarifyAction[] } = {},
): Step | undefined {
  const options = (also.options ?? r.readings).filter((a) => offered(ctx, a));
  // A customer with an appointment who speaks of it vaguely most likely wants to change it.
  const usual = ctx.agendamentos.length
    ? (['remarcar', 'cancelar', 'agendar'] as const)
    : (['agendar', 'remarcar', 'cancelar'] as const);
  for (const a of usual) {
    if (options.length >= 3) break;
    if (!options.includes(a) && offered(ctx, a) && !also.options) options.push(a);
  }
  if (options.length < 2) return undefined;
  return {
    replies: [question(CLARIFY_TEXT, options)],
    state: {
      ...state,
      pending: {
        kind: 'clarify',
        options,
        text: r.text,
        agendamentoId: also.agendamentoId,
        failures: 0,
      },
    },
  };
}

/**
 * The answer to a clarifying question: a number or a word picks an action, and the message that
 * was not understood is read again as asking for it (`reading`); or the step to answer with (the
 * question again, a person offered after two failures, the chosen change of a known
 * appointment). A new request read with confidence is read afresh.
 */
export async function resolveClarification(
  ctx: TurnContext,
  tools: Tools,
  state: DialogState,
  r: Reading,
): Promise<{ step: Step } | { state: DialogState; reading: Reading }> {
  const pending = state.pending;
  if (pending?.kind !== 'clarify') return { state, reading: r };
  const cleared: DialogState = { ...state, pending: undefined };
  const index = readChoice(
    r.text,
    pending.options.map((o) => CLARIFY_LABELS[o]),
  );
  const sure = r.confidence >= ASK_BELOW;
  const chosen =
    index !== null ? pending.options[index] : pending.options.find((o) => sure && r.intent === o);
  if (chosen) {
    const again = readMessage(ctx, pending.text);
    // A change of one appointment: the one the question was about, or the one the unclear
    // message named ('aquele de sexta' is which one, not where to), asked about before any write.
    const a =
      ctx.agendamentos.find((x) => x.id === pending.agendamentoId) ??
      pointedAgendamento(ctx, again);
    if (a && (chosen === 'remarcar' || chosen === 'cancelar')) {
      return { step: await applyToAgendamento(ctx, tools, cleared, chosen, a, undefined) };
    }
    return {
      state: cleared,
      reading: { ...again, intent: chosen, intents: new Set([chosen]), confidence: 1 },
    };
  }
  if (r.yesNo === 'no' && r.intent === 'recusar') {
    return {
      step: {
        replies: [ANYTHING_ELSE_TEXT],
        state: { ...emptyDialog(state), pending: { kind: 'anything_else' } },
      },
    };
  }
  // Something else asked with confidence (a price, a person, a clear request): read afresh.
  const other = r.intent !== 'outro' && r.intent !== 'confirmar' && r.intent !== 'recusar';
  if (other && sure) return { state: cleared, reading: r };
  const failures = pending.failures + 1;
  if (failures >= CLARIFY_FAILURES) {
    return {
      step: {
        replies: [CLARIFY_HANDOFF_TEXT],
        state: { ...emptyDialog(state), pending: { kind: 'offer_handoff' } },
      },
    };
  }
  return {
    step: {
      replies: [question(CLARIFY_AGAIN_TEXT, pending.options)],
      state: { ...state, pending: { ...pending, failures } },
    },
  };
}
