import { msg } from '@secretaria/shared/messages';
import { localToInstant } from '@secretaria/shared/zoned-time';
import type { Step } from './dialog-state';
import { emptyDialog, type DialogState } from './dialog-state';
import type { OwnAgendamento, TurnContext } from './turn-context';

/**
 * The owner's rules for what customers do by chat (the 'Atendente' tab): which actions are on,
 * and the cancellation policy (cancel or move only up to N hours before; later, a person).
 */
export type ChatAction = 'agendar' | 'remarcar' | 'cancelar';

export function allows(ctx: TurnContext, action: ChatAction): boolean {
  const { allow } = ctx.rules;
  return action === 'agendar'
    ? allow.book
    : action === 'remarcar'
      ? allow.reschedule
      : allow.cancel;
}

/** An action switched off: said politely, with a person offered instead. */
export function actionOff(state: DialogState, action: ChatAction): Step {
  return {
    replies: [msg.attendantActionOff(action)],
    state: { ...emptyDialog(state), pending: { kind: 'offer_handoff' } },
  };
}

/** Whether the appointment starts sooner than the policy's hours from now (0: never). */
export function insidePolicyWindow(ctx: TurnContext, a: OwnAgendamento): boolean {
  const hours = ctx.rules.cancelNoticeHours;
  if (hours <= 0) return false;
  const start = localToInstant(a.data_agendamento, a.hora_inicio.slice(0, 5), ctx.timeZone);
  return start.getTime() - ctx.now.getTime() < hours * 3_600_000;
}

/**
 * What stops cancelling or moving this appointment by chat, as the step to answer with: the
 * action switched off (a person offered), or the appointment inside the policy's window (the
 * chat handed to a person). Undefined when the customer may go on.
 */
export function manageBlocked(
  ctx: TurnContext,
  state: DialogState,
  action: 'cancelar' | 'remarcar',
  a: OwnAgendamento | undefined,
): Step | undefined {
  if (!allows(ctx, action)) return actionOff(state, action);
  if (a && insidePolicyWindow(ctx, a)) {
    return {
      replies: [msg.attendantPolicyHandoff(action, ctx.rules.cancelNoticeHours)],
      state: emptyDialog(state),
      handoff: true,
    };
  }
  return undefined;
}

/** 'agendar, remarcar ou cancelar horários': the actions on, for the texts that offer them. */
export function actionsList(ctx: TurnContext, among: ChatAction[]): string | undefined {
  const on = among.filter((action) => allows(ctx, action));
  if (!on.length) return undefined;
  const last = on[on.length - 1] as string;
  return on.length === 1 ? last : `${on.slice(0, -1).join(', ')} ou ${last}`;
}
