import { minutesOf } from '@secretaria/shared/civil-time';
import { readChoice } from '@secretaria/shared/nlu/choice';
import { asksWhyCancelled, namesAgendamentoDay } from '@secretaria/shared/nlu/own-agendamento';
import { advanceBooking, mergeCriteria } from './booking-flow';
import type { DialogState, Step } from './dialog-state';
import { dayLabel, numbered, slotLabel } from './format';
import { allows, policyRefusal, refusalStep } from './policy';
import { hasWhen, type Reading } from './read-message';
import { isPolicyRefusal, type ChangeActor, type Tools } from './tools';
import type { CancelledAgendamento, OwnAgendamento, TurnContext } from './turn-context';

export type Purpose = 'cancelar' | 'remarcar' | 'confirmar';

export function describe(ctx: TurnContext, a: OwnAgendamento): string {
  const forWhom = a.nome_atendido ? ` (${a.nome_atendido})` : '';
  return `${a.servico.nome}${forWhom} – ${slotLabel({ dia: a.data_agendamento, hora_inicio: a.hora_inicio }, ctx.today, a.profissional.nome)}`;
}

/** The latest appointment of the contact the business cancelled, still news (037). */
const cancelledByBusiness = (ctx: TurnContext): CancelledAgendamento | undefined =>
  ctx.cancelados.find((c) => c.byBusiness);

const describeCancelled = (ctx: TurnContext, c: CancelledAgendamento) =>
  `*${c.servico.nome}*${c.nome_atendido ? ` (${c.nome_atendido})` : ''} ${slotLabel({ dia: c.data_agendamento, hora_inicio: c.hora_inicio }, ctx.today, c.profissional.nome)}`;

function noAgendamentos(ctx: TurnContext): string {
  const cancelled = cancelledByBusiness(ctx);
  const none = cancelled
    ? `A equipe cancelou seu horário de ${describeCancelled(ctx, cancelled)}, e não encontrei outro agendamento futuro para este número.`
    : 'Não encontrei agendamentos futuros para este número.';
  return allows(ctx, 'agendar') ? `${none} Quer marcar um horário?` : none;
}

/**
 * The customer's appointments as a step: with none, 'Quer marcar um horário?' waits for its
 * answer (a yes starts booking).
 */
export function listOwnStep(ctx: TurnContext, state: DialogState): Step {
  const none = !ctx.agendamentos.length && allows(ctx, 'agendar');
  return {
    replies: [listOwn(ctx)],
    state: none ? { ...state, pending: { kind: 'offer_booking' } } : state,
  };
}

/**
 * The texts say who cancelled ('a equipe cancelou'), a fact read from the database at the turn's
 * start, never 'foi cancelado': the guard keeps that form for changes this turn made.
 *
 * 'ué pq cancelaram?? 😢': the attendant knows the business cancelled it, says so (it cannot
 * know why), offers a person and another time with the same service and professional. Undefined
 * when the message is no such question or nothing was cancelled lately.
 */
export function explainCancellation(
  ctx: TurnContext,
  state: DialogState,
  r: Reading,
): Step | undefined {
  if (!asksWhyCancelled(r.text) || !ctx.cancelados.length) return undefined;
  const c = cancelledByBusiness(ctx);
  const fresh: DialogState = { criteria: {}, introduced: state.introduced };
  if (!c) {
    const own = ctx.cancelados[0] as CancelledAgendamento;
    return {
      replies: [
        `Você cancelou o horário de ${describeCancelled(ctx, own)} aqui pela conversa. ${allows(ctx, 'agendar') ? 'Quer marcar de novo? É só me dizer o dia e o horário.' : ''}`.trim(),
      ],
      state: fresh,
    };
  }
  const business = ctx.business.name ? ` da ${ctx.business.name}` : '';
  const sorry = `Sinto muito! 😕 A equipe${business} cancelou seu horário de ${describeCancelled(ctx, c)}. Eu não tenho o motivo aqui; se quiser, chamo alguém da equipe para te explicar.`;
  if (!allows(ctx, 'agendar')) return { replies: [sorry], state: fresh };
  return {
    replies: [
      `${sorry}\nPosso marcar outro horário de ${c.servico.nome} com ${c.profissional.nome}: é só me dizer o dia que prefere (ex.: quinta à tarde).`,
    ],
    state: {
      ...fresh,
      flow: 'agendar',
      criteria: {
        servicoId: c.servico.id,
        profissionalId: c.profissional.id,
        nomeAtendido: c.nome_atendido ?? undefined,
      },
      pending: { kind: 'when' },
    },
  };
}

/** 'quero remarcar pra quinta' after the business cancelled: a new booking like the old one. */
async function rebookCancelled(
  ctx: TurnContext,
  tools: Tools,
  state: DialogState,
  c: CancelledAgendamento,
  r: Reading | undefined,
): Promise<Step> {
  const note = `A equipe cancelou seu horário de ${describeCancelled(ctx, c)}; vamos marcar um novo.`;
  const base: DialogState = {
    criteria: {},
    introduced: state.introduced,
    flow: 'agendar',
  };
  const before = {
    servicoId: c.servico.id,
    profissionalId: c.profissional.id,
    nomeAtendido: c.nome_atendido ?? undefined,
  };
  if (!r || !hasWhen(r)) {
    return {
      replies: [`${note} Para qual dia e horário você prefere?`],
      state: { ...base, criteria: before, pending: { kind: 'when' } },
    };
  }
  const { criteria, notes } = mergeCriteria(ctx, before, r);
  return advanceBooking(ctx, tools, { ...base, criteria }, r, [note, ...notes]);
}

/**
 * A cancel or move that names a day ('o de amanhã') with none of the contact's appointments on
 * it: says so and lists the ones they have, instead of picking another (037).
 */
function nothingThatDay(
  ctx: TurnContext,
  state: DialogState,
  purpose: Purpose,
  r: Reading | undefined,
): Step | undefined {
  const day = r?.dateTime.date;
  if (!r || !day || purpose === 'confirmar') return undefined;
  if (purpose === 'remarcar' && !namesAgendamentoDay(r.text)) return undefined;
  if (ctx.agendamentos.some((a) => a.data_agendamento === day)) return undefined;
  const none = `Não encontrei agendamento seu para ${dayLabel(day, ctx.today)}.`;
  const verb = purpose === 'cancelar' ? 'cancelar' : 'remarcar';
  const only = ctx.agendamentos.length === 1 ? ctx.agendamentos[0] : undefined;
  if (only && purpose === 'cancelar') {
    const refusal = policyRefusal(ctx, 'cancelar', only);
    if (refusal) {
      const refused = refusalStep(state, refusal);
      return { ...refused, replies: [none, ...refused.replies] };
    }
    return {
      replies: [
        `${none} Seu horário marcado é ${describe(ctx, only)}. É esse que você quer cancelar? (sim/não)`,
      ],
      state: { ...state, pending: { kind: 'confirm_cancel', agendamentoId: only.id } },
    };
  }
  return {
    replies: [
      `${none} ${only ? 'Seu horário marcado é' : 'Seus horários marcados são'}:\n${numbered(ctx.agendamentos.map((a) => describe(ctx, a)))}\n${only ? `Se for esse que você quer ${verb}, responda 1.` : `Qual você quer ${verb}? Responda com o número.`}`,
    ],
    state: {
      ...state,
      pending: { kind: 'which_appointment', purpose, ids: ctx.agendamentos.map((a) => a.id) },
    },
  };
}

export function listOwn(ctx: TurnContext): string {
  if (!ctx.agendamentos.length) return noAgendamentos(ctx);
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
export function pointedAgendamento(
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
    const fresh: DialogState = { criteria: {}, introduced: state.introduced };
    const cancelled = cancelledByBusiness(ctx);
    if (purpose === 'remarcar' && cancelled && allows(ctx, 'agendar'))
      return rebookCancelled(ctx, tools, state, cancelled, r);
    return {
      replies: [noAgendamentos(ctx)],
      state: allows(ctx, 'agendar') ? { ...fresh, pending: { kind: 'offer_booking' } } : fresh,
    };
  }
  const notThatDay = nothingThatDay(ctx, state, purpose, r);
  if (notThatDay) return notThatDay;
  const chosen = pointedAgendamento(ctx, r);
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
  return applyToAgendamento(ctx, tools, state, purpose, chosen, r);
}

export async function applyToAgendamento(
  ctx: TurnContext,
  tools: Tools,
  state: DialogState,
  purpose: Purpose,
  a: OwnAgendamento,
  r: Reading | undefined,
): Promise<Step> {
  // Said before the question, so no customer is asked to confirm what would then be refused.
  const refusal = purpose === 'confirmar' ? undefined : policyRefusal(ctx, purpose, a);
  if (refusal) return refusalStep(state, refusal);
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
  // The tools hold a cancellation to the owner's rules as they are at this yes.
  const result = cancelling
    ? await tools.cancel(agendamentoId, by)
    : await tools.confirmPresence(agendamentoId, by);
  if (isPolicyRefusal(result)) return refusalStep(state, result);
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
export function pickAgendamento(
  ctx: TurnContext,
  r: Reading,
  ids: string[],
): OwnAgendamento | undefined {
  const among = ctx.agendamentos.filter((a) => ids.includes(a.id));
  // '2', 'o segundo', 'a última', 'dois': the list's own numbers.
  const n = readChoice(
    r.text,
    among.map(() => ''),
  );
  if (n !== null) return among[n];
  const byWhat = pointedAgendamento(ctx, r, among);
  if (byWhat) return byWhat;
  if (r.dateTime.time) {
    const t = minutesOf(r.dateTime.time);
    const byTime = among.filter((a) => minutesOf(a.hora_inicio) === t);
    if (byTime.length === 1) return byTime[0];
  }
  return undefined;
}
