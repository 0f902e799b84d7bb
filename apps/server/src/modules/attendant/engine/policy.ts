import { msg } from '@secretaria/shared/messages';
import { localToInstant } from '@secretaria/shared/zoned-time';
import type { Step } from './dialog-state';
import { emptyDialog, type DialogState } from './dialog-state';
import type { OwnAgendamento, TurnContext } from './turn-context';

/**
 * The owner's rules for what customers do by chat (the 'Atendente' tab): which actions are on,
 * and the cancellation policy (cancel or move only up to N hours before; later, a person).
 * The tools (tools.ts) enforce them on every change; the flows and the model's handlers ask the
 * same `policyRefusal` only to answer before anything is asked, and `allows` to choose what to
 * offer.
 */
export type ChatAction = 'agendar' | 'remarcar' | 'cancelar';

/** Why the owner's rules refuse a change by chat. */
export type PolicyRefusal =
  /** The action is switched off: said politely, with a person offered instead. */
  | { reason: 'acao_desligada'; action: ChatAction }
  /** The appointment starts within the policy's hours: the chat goes to a person. */
  | { reason: 'dentro_da_politica'; action: 'cancelar' | 'remarcar'; hours: number };

/** Whether the owner lets customers do this by chat: what the texts may offer. */
export function allows(ctx: TurnContext, action: ChatAction): boolean {
  const { allow } = ctx.rules;
  return action === 'agendar'
    ? allow.book
    : action === 'remarcar'
      ? allow.reschedule
      : allow.cancel;
}

/** Whether the appointment starts sooner than the policy's hours from now (0: never). */
function insidePolicyWindow(ctx: TurnContext, a: OwnAgendamento): boolean {
  const hours = ctx.rules.cancelNoticeHours;
  if (hours <= 0) return false;
  const start = localToInstant(a.data_agendamento, a.hora_inicio.slice(0, 5), ctx.timeZone);
  return start.getTime() - ctx.now.getTime() < hours * 3_600_000;
}

/**
 * The one check: what stops this change by chat, read from the rules and the clock of this
 * turn. The action switched off comes first (even for an appointment no longer there), then the
 * window, for a cancellation or a move of `a`. Undefined when the customer may go on.
 */
export function policyRefusal(
  ctx: TurnContext,
  action: ChatAction,
  a?: OwnAgendamento,
): PolicyRefusal | undefined {
  if (!allows(ctx, action)) return { reason: 'acao_desligada', action };
  if (action !== 'agendar' && a && insidePolicyWindow(ctx, a)) {
    return { reason: 'dentro_da_politica', action, hours: ctx.rules.cancelNoticeHours };
  }
  return undefined;
}

/** A refusal as the rules engine says it: a person offered, or the chat handed to one. */
export function refusalStep(state: DialogState, refusal: PolicyRefusal): Step {
  if (refusal.reason === 'acao_desligada') {
    return {
      replies: [msg.attendantActionOff(refusal.action)],
      state: { ...emptyDialog(state), pending: { kind: 'offer_handoff' } },
    };
  }
  return {
    replies: [msg.attendantPolicyHandoff(refusal.action, refusal.hours)],
    state: emptyDialog(state),
    handoff: true,
  };
}

/** 'agendar, remarcar ou cancelar horários': the actions on, for the texts that offer them. */
export function actionsList(ctx: TurnContext, among: ChatAction[]): string | undefined {
  const on = among.filter((action) => allows(ctx, action));
  if (!on.length) return undefined;
  const last = on[on.length - 1] as string;
  return on.length === 1 ? last : `${on.slice(0, -1).join(', ')} ou ${last}`;
}
