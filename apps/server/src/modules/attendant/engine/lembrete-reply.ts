import {
  ANSWER_ONE,
  ANSWER_TWO,
  confirmsInWords,
  declinesInWords,
} from '@secretaria/shared/nlu/phrases';
import type { Step } from './dialog-state';
import { emptyDialog, type DialogState } from './dialog-state';
import { applyToAgendamento, cancelledText, changeFailed, describe } from './manage-flow';
import { allows, refusalStep } from './policy';
import type { Reading } from './read-message';
import { isPolicyRefusal, type Tools } from './tools';
import type { TurnContext } from './turn-context';

/** The reminder a message answers: quoted, or the last thing the chat heard from the business. */

/** The reminder's own answers, '1' and '2' (nlu/phrases.ts). */
export { ANSWER_ONE, ANSWER_TWO };

/**
 * The customer's answer to a reminder (issue 13): '1', 'sim', 'confirmo', 'vou sim' confirm the
 * appointment the reminder was about; '2', 'cancela', 'não vou' cancel it (the owner's policy
 * still applies) and offer another time; 'remarcar' starts moving it. Anything else is left to
 * the rest of the turn, which knows the reminder's appointment through the context. A bare
 * 'sim'/'não' counts only when the reminder is the last thing the chat heard (nothing else was
 * asked since); a quoted reminder applies to its own appointment, not to a newer one.
 */
export async function answerLembrete(
  ctx: TurnContext,
  tools: Tools,
  state: DialogState,
  r: Reading,
): Promise<Step | undefined> {
  const lembrete = ctx.reminder;
  if (!lembrete) return undefined;
  const text = r.text.trim();
  const plain = !lembrete.quoted;
  const yes =
    ANSWER_ONE.test(text) ||
    (confirmsInWords(r.folded) && !declinesInWords(r.folded)) ||
    (plain && r.yesNo === 'yes');
  const no = ANSWER_TWO.test(text) || declinesInWords(r.folded) || (plain && r.yesNo === 'no');
  const moving = r.intents.has('remarcar');
  if (!yes && !no && !moving) return undefined;

  const a = ctx.agendamentos.find((x) => x.id === lembrete.agendamentoId);
  const fresh = emptyDialog(state);
  if (!a) {
    return {
      replies: [
        'Esse horário não está mais entre os seus agendamentos futuros. Posso ajudar com mais alguma coisa?',
      ],
      state: { ...fresh, pending: { kind: 'anything_else' } },
    };
  }
  if (moving) return applyToAgendamento(ctx, tools, fresh, 'remarcar', a, r);
  if (yes && !no) {
    if (a.status === 'confirmado') {
      return {
        replies: [`Seu horário já está confirmado: ${describe(ctx, a)}. Até lá! 😊`],
        state: fresh,
      };
    }
    const result = await tools.confirmPresence(a.id, 'cliente');
    if (!result.ok) return changeFailed(fresh, 'confirmar');
    return {
      replies: [`Obrigada por confirmar! ✅ Presença confirmada: ${describe(ctx, a)}. Até lá! 😊`],
      state: fresh,
    };
  }
  // The owner's policy still applies: the tools refuse a cancellation it does not allow.
  const result = await tools.cancel(a.id, 'cliente');
  if (isPolicyRefusal(result)) return refusalStep(fresh, result);
  if (!result.ok) return changeFailed(fresh, 'cancelar');
  const cancelled = cancelledText(ctx, a);
  if (!allows(ctx, 'agendar')) return { replies: [cancelled], state: fresh };
  // The offer to book again keeps the service and the professional: the next message can be
  // just the day.
  return {
    replies: [cancelled, 'Quer marcar outro horário? Me diga o dia e o horário que prefere.'],
    state: {
      ...fresh,
      flow: 'agendar',
      criteria: { servicoId: a.servico.id, profissionalId: a.profissional.id },
      pending: { kind: 'when' },
    },
  };
}
