import { minutesOf } from '@secretaria/shared/civil-time';
import { listNumber, listOrdinal } from '@secretaria/shared/nlu/phrases';
import { advanceBooking, mergeCriteria, type Step } from './booking-flow';
import type { DialogState } from './dialog-state';
import { numbered, slotLabel } from './format';
import { allows, manageBlocked } from './policy';
import { hasWhen, type Reading } from './read-message';
import type { ChangeActor, Tools } from './tools';
import type { OwnAgendamento, TurnContext } from './turn-context';

export type Purpose = 'cancelar' | 'remarcar' | 'confirmar';

export function describe(ctx: TurnContext, a: OwnAgendamento): string {
  const forWhom = a.nome_atendido ? ` (${a.nome_atendido})` : '';
  return `${a.servico.nome}${forWhom} – ${slotLabel({ dia: a.data_agendamento, hora_inicio: a.hora_inicio }, ctx.today, a.profissional.nome)}`;
}

function noAppointments(ctx: TurnContext): string {
  const none = 'Não encontrei agendamentos futuros para este número.';
  return allows(ctx, 'agendar') ? `${none} Quer marcar um horário?` : none;
}

export function listOwn(ctx: TurnContext): string {
  if (!ctx.agendamentos.length) return noAppointments(ctx);
  const lines = ctx.agendamentos.map(
    (a) => `• ${describe(ctx, a)}${a.status === 'confirmado' ? ' (confirmado)' : ''}`,
  );
  return ctx.agendamentos.length === 1
    ? `Seu próximo horário: ${describe(ctx, ctx.agendamentos[0] as OwnAgendamento)}.`
    : `Seus próximos horários:\n${lines.join('\n')}`;
}

/**
 * The appointment a message points at among the contact's own: the only one, or the one whose
 * day, time, service or professional the message names; undefined when it stays ambiguous.
 */
export function pointedAppointment(
  ctx: TurnContext,
  r: Reading | undefined,
  among = ctx.agendamentos,
): OwnAgendamento | undefined {
  if (among.length === 1) return among[0];
  if (!r) return undefined;
  const d = r.dateTime;
  const matches = among.filter((a) => {
    if (d.date && a.data_agendamento !== d.date) return false;
    if (d.time && a.hora_inicio.slice(0, 5) !== d.time) return false;
    if (r.servico.kind === 'one' && a.servico.id !== r.servico.id) return false;
    if (r.profissional.kind === 'one' && a.profissional.id !== r.profissional.id) return false;
    return Boolean(d.date || d.time || r.servico.kind === 'one' || r.profissional.kind === 'one');
  });
  return matches.length === 1 ? matches[0] : undefined;
}

/** Starts cancelling, moving or confirming: picks the appointment or asks which one. */
export async function startManage(
  ctx: TurnContext,
  tools: Tools,
  state: DialogState,
  purpose: Purpose,
  r: Reading | undefined,
): Promise<Step> {
  if (!ctx.agendamentos.length) {
    return {
      replies: [noAppointments(ctx)],
      state: { criteria: {}, introduced: state.introduced },
    };
  }
  const chosen = pointedAppointment(ctx, r);
  if (!chosen) {
    const verb = { cancelar: 'cancelar', remarcar: 'remarcar', confirmar: 'confirmar' }[purpose];
    return {
      replies: [
        `Qual horário você quer ${verb}?\n${numbered(ctx.agendamentos.map((a) => describe(ctx, a)))}`,
      ],
      state: {
        ...state,
        pending: { kind: 'which_appointment', purpose, ids: ctx.agendamentos.map((a) => a.id) },
      },
    };
  }
  return applyToAppointment(ctx, tools, state, purpose, chosen, r);
}

export async function applyToAppointment(
  ctx: TurnContext,
  tools: Tools,
  state: DialogState,
  purpose: Purpose,
  a: OwnAgendamento,
  r: Reading | undefined,
): Promise<Step> {
  if (purpose !== 'confirmar') {
    const blocked = manageBlocked(ctx, state, purpose, a);
    if (blocked) return blocked;
  }
  if (purpose === 'cancelar') {
    return {
      replies: [`Quer mesmo cancelar ${describe(ctx, a)}? (sim/não)`],
      state: { ...state, pending: { kind: 'confirm_cancel', agendamentoId: a.id } },
    };
  }
  if (purpose === 'confirmar') {
    return {
      replies: [`Confirma sua presença em ${describe(ctx, a)}? (sim/não)`],
      state: { ...state, pending: { kind: 'confirm_presence', agendamentoId: a.id } },
    };
  }
  const moving: DialogState = {
    ...state,
    flow: 'remarcar',
    agendamentoId: a.id,
    criteria: { servicoId: a.servico.id, profissionalId: a.profissional.id },
    pending: undefined,
  };
  // The day and time in the same message as 'remarcar' are where to, not which one.
  const saysWhere = r && hasWhen(r) && ctx.agendamentos.length === 1;
  if (!saysWhere) {
    return {
      replies: [`Vamos remarcar ${describe(ctx, a)}. Para qual dia e horário você prefere?`],
      state: { ...moving, pending: { kind: 'when' } },
    };
  }
  const { criteria, notes } = mergeCriteria(ctx, moving.criteria, r);
  return advanceBooking(ctx, tools, { ...moving, criteria }, r, notes);
}

/** A change the booking service refused: a person is called. */
export function changeFailed(state: DialogState, change: 'cancelar' | 'confirmar'): Step {
  return {
    replies: [`Não consegui ${change} agora. Vou chamar alguém da equipe.`],
    state,
    handoff: true,
  };
}

export const cancelledText = (ctx: TurnContext, a: OwnAgendamento) =>
  `✅ Cancelado: ${describe(ctx, a)}.`;

/** Cancels or confirms one of the contact's own appointments, after their explicit yes. */
export async function commitChange(
  ctx: TurnContext,
  tools: Tools,
  state: DialogState,
  change: 'cancelar' | 'confirmar',
  agendamentoId: string,
  by: ChangeActor = 'atendente',
): Promise<Step> {
  const a = ctx.agendamentos.find((x) => x.id === agendamentoId);
  const fresh = { criteria: {}, introduced: state.introduced };
  if (!a) {
    return {
      replies: ['Esse horário não está mais entre os seus agendamentos futuros.'],
      state: fresh,
    };
  }
  const cancelling = change === 'cancelar';
  // The rules are read again at the yes: the owner may have changed them, and time has passed.
  const blocked = cancelling ? manageBlocked(ctx, state, 'cancelar', a) : undefined;
  if (blocked) return blocked;
  const result = cancelling
    ? await tools.cancel(agendamentoId, by)
    : await tools.confirmPresence(agendamentoId, by);
  if (!result.ok) return changeFailed(fresh, change);
  return {
    replies: cancelling
      ? [
          cancelledText(ctx, a),
          ...(allows(ctx, 'agendar') ? ['Se quiser marcar outro horário, é só me dizer.'] : []),
        ]
      : [`✅ Presença confirmada: ${describe(ctx, a)}. Até lá!`],
    state: fresh,
  };
}

/** An appointment picked from a numbered list: by number, or by what the message names. */
export function pickAppointment(
  ctx: TurnContext,
  r: Reading,
  ids: string[],
): OwnAgendamento | undefined {
  const among = ctx.agendamentos.filter((a) => ids.includes(a.id));
  const n = listNumber(r.text);
  if (n) return among[n - 1];
  const ordinal = listOrdinal(r.folded, among.length);
  if (ordinal !== null) return among[ordinal];
  const byWhat = pointedAppointment(ctx, r, among);
  if (byWhat) return byWhat;
  if (r.dateTime.time) {
    const t = minutesOf(r.dateTime.time);
    const byTime = among.filter((a) => minutesOf(a.hora_inicio) === t);
    if (byTime.length === 1) return byTime[0];
  }
  return undefined;
}
