import type { MessageChoice } from '@/modules/messaging/message-types';
import { LEMBRETE_CHOICE } from '@/modules/avisos/lembrete-choices';
import { CLARIFY_LABELS } from './clarify';
import type { DialogState, Offer, Pending } from './dialog-state';
import { brl, slotLabel } from './format';
import { describe } from './manage-flow';
import { profName, servicoName, type TurnContext } from './turn-context';

/**
 * The attendant's questions as choices (issue 27, docs/decisions/047): the options of the
 * question a turn leaves pending become reply buttons or list rows on a gateway that has them,
 * and stay the numbered text on one that has not. Each choice's id names what it picks, so a
 * tap is read by its id, exactly, before any understanding of text: `answerOfChoice` turns it
 * into the answer the question reads without doubt (its number, or 'sim' / 'não').
 */

export const YES_CHOICE: MessageChoice = { id: 'sim', title: 'Sim' };
export const NO_CHOICE: MessageChoice = { id: 'nao', title: 'Não' };

/** A reminder's buttons (avisos/lembrete-choices.ts) stand for its own answers. */
const LEMBRETE_ANSWERS: Record<string, string> = {
  [LEMBRETE_CHOICE.confirmar.id]: '1',
  [LEMBRETE_CHOICE.cancelar.id]: '2',
  [LEMBRETE_CHOICE.remarcar.id]: 'remarcar',
};

const slotId = (o: Offer) => `horario:${o.dia}|${o.hora_inicio.slice(0, 5)}|${o.profissional_id}`;

/** The options of `pending`, in the order its question numbers them; none for an open question. */
export function choicesFor(ctx: TurnContext, pending: Pending | undefined): MessageChoice[] {
  switch (pending?.kind) {
    case 'pick_slot':
      return pending.offers.map((o) => ({
        id: slotId(o),
        title: slotLabel(o, ctx.today, profName(ctx, o.profissional_id)),
      }));
    case 'which_service':
      return pending.ids.map((id) => {
        const preco = ctx.servicos.find((s) => s.id === id)?.preco;
        return {
          id: `servico:${id}`,
          title: servicoName(ctx, id),
          ...(preco ? { description: brl(preco) } : {}),
        };
      });
    case 'which_profissional':
      return pending.ids.map((id) => ({ id: `profissional:${id}`, title: profName(ctx, id) }));
    case 'which_appointment':
      return pending.ids.map((id, i) => {
        const a = ctx.agendamentos.find((x) => x.id === id);
        return { id: `agendamento:${id}`, title: a ? describe(ctx, a) : `Horário ${i + 1}` };
      });
    case 'clarify':
      return pending.options.map((o) => ({ id: `acao:${o}`, title: CLARIFY_LABELS[o] }));
    case 'confirm_booking':
    case 'confirm_cancel':
    case 'confirm_presence':
    case 'offer_handoff':
    case 'offer_booking':
    case 'anything_else':
      return [YES_CHOICE, NO_CHOICE];
    case 'when':
    case undefined:
      return [];
  }
}

/**
 * The answer a tapped choice stands for in this dialog: the option's number in the pending
 * question's list, 'sim' / 'não', or the reminder's '1' / '2' / 'remarcar'. Undefined when the
 * id is not among the options now asked (an old list tapped late): the message's text (the
 * choice's title) is read instead, as if typed.
 */
export function answerOfChoice(
  ctx: TurnContext,
  state: DialogState,
  choiceId: string,
): string | undefined {
  if (choiceId in LEMBRETE_ANSWERS) return ctx.reminder ? LEMBRETE_ANSWERS[choiceId] : undefined;
  const options = choicesFor(ctx, state.pending);
  if (choiceId === YES_CHOICE.id || choiceId === NO_CHOICE.id) {
    if (!options.some((o) => o.id === choiceId)) return undefined;
    return choiceId === YES_CHOICE.id ? 'sim' : 'não';
  }
  const index = options.findIndex((o) => o.id === choiceId);
  return index < 0 ? undefined : String(index + 1);
}
