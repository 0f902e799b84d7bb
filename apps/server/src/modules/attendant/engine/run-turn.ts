import type { Kysely } from 'kysely';
import { isClosing } from '@secretaria/shared/nlu/knowledge';
import type { DB } from '@/db/schema';
import { advanceBooking, mergeCriteria } from './booking-flow';
import { emptyDialog, readDialogState, type DialogState, type Step } from './dialog-state';
import { guardReplies } from './guard';
import { pricesAnswer } from './info';
import {
  answerInformation,
  botAnswer,
  greeting,
  INFO_INTENTS,
  nonCustomerAnswer,
} from './small-talk';
import { ASK_BELOW, readMessage, hasWhen, type Reading } from './read-message';
import { anythingElse, resolvePending } from './pending';
import { askClarification, resolveClarification } from './clarify';
import { answerLembrete } from './lembrete-reply';
import { answerOfChoice, choicesFor } from './choices';
import {
  ANSWER_ONE,
  ANSWER_TWO,
  isFollowUpAnd,
  isOnlyEmoji,
  saysConfirmWord,
  saysRunningLate,
} from '@secretaria/shared/nlu/phrases';
import { createTools, type Tools } from './tools';
import { loadTurnContext, profName, type TurnContext } from './turn-context';
import { explainCancellation, listOwnStep, startManage } from './manage-flow';
import { numbered, slotLabel } from './format';
import { policyRefusal, refusalStep } from './policy';
import {
  ACK_TEXT,
  ADVICE_TEXT,
  ANYTHING_ELSE_TEXT,
  CLOSING_TEXT,
  HANDOFF_TEXT,
  KB_UNKNOWN_TEXT,
  LATE_TEXT,
  THANKS_TEXT,
  UNKNOWN_TEXT,
} from './texts';
import type { RunTurn, TurnOutput } from './turn-types';

/**
 * One turn of the deterministic attendant: context from the clock and the database, the
 * customer's burst read as one message, the pending question first, then every intent the
 * message carries (information answered, one action advanced), the guard last.
 */
export const runTurn: RunTurn = async (tx, input) => {
  const ctx = await loadTurnContext(tx, input);
  const tools = createTools(tx, ctx);
  const before = readDialogState(input.dialogState, input.now);
  // A tapped choice is read by its id first: the answer it stands for in this dialog.
  const text = input.messages
    .map((m) => ((m.choiceId && answerOfChoice(ctx, before, m.choiceId)) || m.text).trim())
    .filter(Boolean)
    .join('\n');
  const r = readMessage(ctx, text);

  // A sender who is not a customer gets one neutral reply, then none (decision 038).
  const naoCliente = before.naoCliente === true || r.intents.has('nao_cliente');
  const step = naoCliente ? nonCustomerStep(ctx, before) : await decide(tx, ctx, tools, before, r);
  // An answer to a reminder needs no introduction: the business has just written to them.
  const prefix =
    naoCliente || r.botQuestion || (ctx.reminder && !r.intents.has('saudacao'))
      ? []
      : greeting(ctx, before, r, step.replies.length === 0);
  const replies = [...prefix, ...step.replies];
  const guarded = await guardReplies(replies, tools.effects, tools.verify);
  const state: DialogState = {
    ...step.state,
    // The service this message named is remembered for the next ('quanto é a escova?' → 'e tem
    // sexta?'); a dialog that starts over forgets it.
    lastServicoId: r.servico.kind === 'one' ? r.servico.id : step.state.lastServicoId,
    introduced: true,
    at: input.now.toISOString(),
  };
  // The question the last reply asks, offered as choices: a new one, or the same asked again.
  const asks =
    !guarded.replaced &&
    state.pending !== undefined &&
    (JSON.stringify(state.pending) !== JSON.stringify(before.pending) ||
      guarded.replies.at(-1) === repeatPending(ctx, state));
  const choices = asks ? choicesFor(ctx, state.pending) : [];
  const out: TurnOutput = {
    replies: guarded.replies,
    ...(choices.length > 0 ? { choices } : {}),
    dialogState: state,
    handoff: Boolean(step.handoff) || guarded.replaced,
    ...(naoCliente ? { naoCliente: true } : {}),
  };
  return out;
};

function nonCustomerStep(ctx: TurnContext, state: DialogState): Step {
  if (state.naoCliente) return { replies: [], state };
  return { replies: [nonCustomerAnswer(ctx)], state: { ...emptyDialog(state), naoCliente: true } };
}

async function decide(
  tx: Kysely<DB>,
  ctx: TurnContext,
  tools: Tools,
  stateBefore: DialogState,
  read: Reading,
): Promise<Step> {
  // 'vc é robô?' is answered honestly; whatever else the message asks goes on as usual.
  if (read.botQuestion) {
    const more = [...read.intents].some((i) => !['saudacao', 'agradecimento', 'outro'].includes(i));
    const rest = more
      ? await decide(tx, ctx, tools, stateBefore, { ...read, botQuestion: false })
      : { replies: [], state: stateBefore };
    return { ...rest, replies: [botAnswer(ctx), ...rest.replies] };
  }
  if (read.intents.has('falar_humano')) {
    return { replies: [HANDOFF_TEXT], state: emptyDialog(stateBefore), handoff: true };
  }
  if (read.asksAdvice) return { replies: [ADVICE_TEXT], state: stateBefore };
  // The answer to 'Você quer: 1. … 2. …' first: the chosen action, or the question again.
  const clarified = await resolveClarification(ctx, tools, stateBefore, read);
  if ('step' in clarified) return clarified.step;
  const { state, reading: r } = clarified;
  const lembreteAnswer = await answerLembrete(ctx, tools, state, r);
  if (lembreteAnswer) return lembreteAnswer;
  if (saysRunningLate(r.folded) && ctx.agendamentos.length) {
    // A customer running late: the team needs to know, the attendant cannot decide for it.
    return { replies: [LATE_TEXT], state: emptyDialog(state), handoff: true };
  }

  // 'ué pq cancelaram??' after the business cancelled: answered knowing it (037).
  const cancellation = explainCancellation(ctx, state, r);
  if (cancellation) return cancellation;
  const followUp = followUpQuestion(ctx, state, r);
  if (followUp) return { replies: [followUp], state };
  // 'vou pensar', 'depois te falo': acknowledged, the dialog left where it was.
  if (isClosing(r.text))
    return { replies: [CLOSING_TEXT], state: { ...state, pending: undefined } };
  const { replies: info, unknown } = await answerInformation(tx, ctx, r);
  const action = await decideAction(ctx, tools, state, r, info.length > 0);
  if (action) return { ...action, replies: [...info, ...action.replies] };
  // A question neither the knowledge base nor the data answers: a person will (decision 036).
  if (unknown)
    return { replies: [...info, KB_UNKNOWN_TEXT], state: emptyDialog(state), handoff: true };
  // A question asked mid-dialog keeps the dialog where it was.
  if (info.length) {
    const topic = r.intents.has('precos')
      ? 'precos'
      : r.intents.has('servicos')
        ? 'servicos'
        : undefined;
    return { replies: info, state: { ...state, topic } };
  }

  const onlySmallTalk = r.intents.has('saudacao') || r.intents.has('agradecimento');
  if (onlySmallTalk) {
    const thanks = r.intents.has('agradecimento') ? [THANKS_TEXT] : [];
    return { replies: thanks, state };
  }
  // Mid-dialog, a message that answers nothing asks the pending question again instead of
  // dropping it.
  const again = repeatPending(ctx, state);
  if (again) return { replies: [again], state };
  // 'ok', 'beleza', 'perfeito', 👍 with nothing asked: an acknowledgement, not a question.
  if (r.yesNo || isOnlyEmoji(r.text)) {
    return anythingElse(state, r.yesNo === 'no' ? ANYTHING_ELSE_TEXT : ACK_TEXT);
  }
  return { replies: [UNKNOWN_TEXT], state: { ...state, pending: { kind: 'offer_handoff' } } };
}

function repeatPending(ctx: TurnContext, state: DialogState): string | undefined {
  const pending = state.pending;
  switch (pending?.kind) {
    case 'pick_slot':
      return `Não entendi. 😅 Qual destes horários prefere? Responda com o número:\n${numbered(
        pending.offers.map((o) => slotLabel(o, ctx.today, profName(ctx, o.profissional_id))),
      )}`;
    case 'confirm_booking':
    case 'confirm_cancel':
    case 'confirm_presence':
      return 'Não entendi. 😅 Responda *sim* para confirmar ou *não* para desistir.';
    case 'which_appointment':
      return 'Não entendi. 😅 Responda com o número do horário.';
    case 'which_profissional':
      return `Não entendi. 😅 Com quem você prefere? Responda com o número:\n${numbered(
        pending.ids.map((id) => profName(ctx, id)),
      )}`;
    case 'when':
      return 'Para qual dia e horário você prefere? (ex.: amanhã às 15h, sexta de manhã)';
    default:
      return undefined;
  }
}

/** 'e a barba?' right after a price answer asks the price of the beard. */
function followUpQuestion(ctx: TurnContext, state: DialogState, r: Reading): string | undefined {
  if (state.topic !== 'precos' || r.servico.kind !== 'one') return undefined;
  if (!isFollowUpAnd(r.folded) || r.intents.has('agendar')) {
    return undefined;
  }
  return pricesAnswer(ctx, r.servico.id);
}

async function decideAction(
  ctx: TurnContext,
  tools: Tools,
  state: DialogState,
  r: Reading,
  info: boolean,
): Promise<Step | undefined> {
  if (state.pending) {
    const resolved = await resolvePending(ctx, tools, state, r);
    if (resolved) return resolved;
  }
  // Decision 035: nothing is acted on from a reading below the threshold; one question instead.
  // Inside a booking, an unsure 'agendar' only refines it ('na verdade prefiro segunda'): the
  // new summary still waits for its own yes, so nothing is written from the guess.
  const refinesBooking = state.flow === 'agendar' && r.intent === 'agendar';
  if (r.confidence < ASK_BELOW && !refinesBooking) {
    const ask = askClarification(ctx, state, r);
    if (ask) return ask;
  }
  const has = (i: Parameters<typeof r.intents.has>[0]) => r.intents.has(i);
  // An action the owner switched off is said so before anything else is asked.
  const manage = (purpose: 'cancelar' | 'remarcar', from: DialogState) => {
    const refusal = policyRefusal(ctx, purpose);
    return refusal ? refusalStep(state, refusal) : startManage(ctx, tools, from, purpose, r);
  };
  if (has('cancelar')) return manage('cancelar', emptyDialog(state));
  if (has('remarcar')) return manage('remarcar', emptyDialog(state));
  if (has('consultar_agendamento')) return listOwnStep(ctx, state);
  const aboutBooking =
    r.servico.kind !== 'none' ||
    r.profissional.kind !== 'none' ||
    hasWhen(r) ||
    r.anyone ||
    r.personServed !== null ||
    r.parts.sameAsLast;
  const bookingWords =
    has('agendar') ||
    (aboutBooking && (state.flow !== undefined || (!INFO_INTENTS.some((i) => has(i)) && !info)));
  if (bookingWords) {
    const remembered = state.lastServicoId ? { servicoId: state.lastServicoId } : {};
    const base: DialogState = state.flow
      ? state
      : { ...emptyDialog(state), flow: 'agendar', criteria: remembered };
    const refusal = base.flow === 'agendar' ? policyRefusal(ctx, 'agendar') : undefined;
    if (refusal) return refusalStep(state, refusal);
    const { criteria, notes } = mergeCriteria(ctx, base.criteria, r);
    return advanceBooking(ctx, tools, { ...base, criteria, pending: undefined }, r, notes);
  }
  // A plain 'sim', 'ok' or 👍 with nothing asked confirms nothing: only '1' (the reminder's
  // answer) or the word itself asks to confirm an appointment.
  if (has('confirmar') && (ANSWER_ONE.test(r.text) || saysConfirmWord(r.folded))) {
    return startManage(ctx, tools, state, 'confirmar', r);
  }
  // A yes the open question did not take ('simm' to a summary once was): that question again,
  // never a thumbs-up that leaves it unanswered.
  if ((has('confirmar') || has('recusar')) && state.pending) {
    const again = repeatPending(ctx, state);
    if (again) return { replies: [again], state };
  }
  if (has('confirmar')) return anythingElse(state, ACK_TEXT);
  // Only the reminder's bare '2' asks to cancel; 'não, obrigado' with nothing asked does not.
  if (has('recusar') && ANSWER_TWO.test(r.text) && ctx.agendamentos.length) {
    return manage('cancelar', state);
  }
  if (has('recusar')) return anythingElse(emptyDialog(state));
  return undefined;
}
