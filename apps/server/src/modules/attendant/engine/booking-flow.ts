import { addDays } from '@secretaria/shared/civil-time';
import { holidayOn } from '@secretaria/shared/holidays';
import type { Criteria, DialogState, Offer } from './dialog-state';
import { dayLabel, ddmm, duration, numbered, slotLabel } from './format';
import { bookableServicos } from './info';
import { hasWhen, type Reading } from './read-message';
import { actionOff, actionsList, allows, manageBlocked } from './policy';
import { partWindow, type NoSlotReason } from './slots';
import type { Tools } from './tools';
import { profName, type TurnContext } from './turn-context';

export type Step = { replies: string[]; state: DialogState; handoff?: boolean };

const servicoName = (ctx: TurnContext, id: string) =>
  ctx.servicos.find((s) => s.id === id)?.nome ?? '';
const performs = (ctx: TurnContext, profissionalId: string, servicoId: string) =>
  ctx.links.some((l) => l.profissional_id === profissionalId && l.servico_id === servicoId);

/**
 * Folds what this message says into what was asked before: a new day replaces the old day, a
 * new time the old time, a named service or professional the old one ('na verdade sexta', 'com
 * a Júlia então'). Returns notes to tell the customer (a professional who does not do that).
 */
export function mergeCriteria(ctx: TurnContext, before: Criteria, r: Reading) {
  const c: Criteria = { ...before };
  const notes: string[] = [];
  const d = r.dateTime;
  if (d.date || d.dateRange) {
    c.date = d.date ?? undefined;
    c.dateRange = d.date ? undefined : (d.dateRange ?? undefined);
    // A new day keeps a part of the day said before only if this message says none.
  }
  if (d.rejectedDates.length) c.rejectedDates = [...(c.rejectedDates ?? []), ...d.rejectedDates];
  if (d.time || d.timeRange || d.part) {
    c.time = d.time ?? undefined;
    c.timeRange = d.timeRange ?? (d.part ? partWindow(d.part) : undefined);
  }
  if (d.earliest) {
    c.earliest = true;
    c.date = undefined;
    c.dateRange = undefined;
  }
  if (r.servico.kind === 'one') c.servicoId = r.servico.id;
  if (r.profissional.kind === 'one') c.profissionalId = r.profissional.id;
  else if (r.anyone) c.profissionalId = undefined;
  if (r.personServed) c.nomeAtendido = r.personServed;
  if (c.servicoId && c.profissionalId && !performs(ctx, c.profissionalId, c.servicoId)) {
    notes.push(
      `${profName(ctx, c.profissionalId)} não faz ${servicoName(ctx, c.servicoId)}; vou buscar com quem faz.`,
    );
    c.profissionalId = undefined;
  }
  return { criteria: c, notes };
}

/** The next step of booking (or of moving, in the remarcar flow) once criteria are merged. */
export async function advanceBooking(
  ctx: TurnContext,
  tools: Tools,
  state: DialogState,
  r: Reading | undefined,
  notes: string[] = [],
): Promise<Step> {
  const c = state.criteria;
  if (r?.servico.kind === 'ambiguous' && !c.servicoId) {
    return askService(ctx, state, r.servico.ids, notes);
  }
  if (!c.servicoId) {
    const servicos = bookableServicos(ctx);
    if (servicos.length === 1 && servicos[0]) c.servicoId = servicos[0].id;
    else if (!servicos.length) {
      return {
        replies: [
          ...notes,
          'Ainda não há serviços com horários para agendar por aqui. Quer que eu chame alguém da equipe?',
        ],
        state: { ...state, pending: { kind: 'offer_handoff' } },
      };
    } else
      return askService(
        ctx,
        state,
        servicos.map((s) => s.id),
        notes,
      );
  }
  const servicoId = c.servicoId;
  if (!(r && hasWhen(r)) && !c.date && !c.dateRange && !c.time && !c.timeRange && !c.earliest) {
    // Nothing said about when: the earliest options, and room to say a preference.
    c.earliest = true;
  }
  const horizonEnd = addDays(ctx.today, ctx.rules.horizonDays);
  const askedDay = c.date ?? c.dateRange?.from;
  if (askedDay && askedDay < ctx.today && (c.dateRange?.to ?? askedDay) < ctx.today) {
    return {
      replies: [...notes, 'Essa data já passou. 🙂 Para qual dia você gostaria?'],
      state: {
        ...state,
        criteria: { ...c, date: undefined, dateRange: undefined },
        pending: { kind: 'when' },
      },
    };
  }
  if (askedDay && askedDay > horizonEnd) {
    return {
      replies: [
        ...notes,
        `Consigo agendar só até ${ddmm(horizonEnd)} (${ctx.rules.horizonDays} dias à frente). Quer um horário até essa data?`,
      ],
      state: {
        ...state,
        criteria: { ...c, date: undefined, dateRange: undefined },
        pending: { kind: 'when' },
      },
    };
  }

  const search = await tools.findSlots({ ...c, servicoId }, state.agendamentoId);
  const who = (o: Offer) => (c.profissionalId ? undefined : profName(ctx, o.profissional_id));
  const serviceLine = `*${servicoName(ctx, servicoId)}*${c.profissionalId ? ` com ${profName(ctx, c.profissionalId)}` : ''}`;

  if (search.exact) {
    return confirmStep(ctx, state, search.exact, notes);
  }
  if (!search.offers.length) {
    const why = search.reason
      ? `${whyWidened(ctx, c, search.reason).replace(/ Os mais próximos:$/, '')} `
      : '';
    return {
      replies: [
        ...notes,
        `${why}Não encontrei horários livres para ${serviceLine} nos próximos ${ctx.rules.horizonDays} dias. 😕 Quer que eu chame alguém da equipe?`,
      ],
      state: { ...state, pending: { kind: 'offer_handoff' } },
    };
  }
  const intro = search.widened
    ? whyWidened(ctx, c, search.reason)
    : `Tenho estes horários para ${serviceLine}:`;
  const list = numbered(search.offers.map((o) => slotLabel(o, ctx.today, who(o))));
  const tail =
    c.earliest && !search.widened
      ? 'Qual prefere? Responda com o número, ou me diga outro dia ou horário.'
      : 'Qual prefere? Responda com o número.';
  return {
    replies: [...notes, `${intro}\n${list}\n${tail}`],
    state: { ...state, criteria: c, pending: { kind: 'pick_slot', offers: search.offers } },
  };
}

/** The true reason the day or time asked for is not offered (docs/decisions/037). */
function whyWidened(ctx: TurnContext, c: Criteria, reason?: NoSlotReason): string {
  const day = c.date;
  if (!day) return 'Não encontrei horários livres no período pedido. Os mais próximos:';
  const label = dayLabel(day, ctx.today);
  switch (reason?.kind) {
    case 'closed': {
      const holiday = holidayOn(day);
      if (holiday && !reason.professionalOnly)
        return `${ddmm(day)} é feriado (${holiday}) e não há atendimento nesse dia. Os mais próximos:`;
      return reason.professionalOnly && c.profissionalId
        ? `${profName(ctx, c.profissionalId)} não atende em ${label}. Os mais próximos:`
        : `Não temos atendimento em ${label}. Os mais próximos:`;
    }
    case 'past':
      return `${c.time ? `Às ${c.time} de hoje` : 'Esse horário'} já passou. Os mais próximos:`;
    case 'own': {
      const a = reason.agendamento;
      return `Você já tem *${a.servico.nome}*${a.nome_atendido ? ` (${a.nome_atendido})` : ''} marcado ${slotLabel({ dia: a.data_agendamento, hora_inicio: a.hora_inicio }, ctx.today, a.profissional.nome)}, nesse mesmo horário. 🙂 Se quiser outro horário, os mais próximos:`;
    }
    case 'outside':
      return `Em ${label} o atendimento é das ${reason.open} às ${reason.close}${c.time ? `; às ${c.time} não atendemos` : ''}. Os mais próximos:`;
    case 'too_long':
      return `*${servicoName(ctx, c.servicoId ?? '')}* leva ${duration(reason.minutes)} e o atendimento vai até ${reason.close}: ${c.time ? `às ${c.time}` : 'nesse horário'} não dá tempo. Os mais próximos:`;
    case 'notice':
      return `Para ${c.time ? `hoje às ${c.time}` : 'hoje'} não consigo: preciso de pelo menos ${duration(reason.minutes)} de antecedência. Os mais próximos:`;
    case 'day_over':
      return `Para hoje não consigo mais: o atendimento vai até ${reason.close} e preciso de pelo menos ${duration(reason.minutes)} de antecedência. Os mais próximos:`;
    case 'taken':
      return `Às ${c.time} de ${ddmm(day)} já está ocupado. Os mais próximos:`;
    default: {
      const holiday = holidayOn(day);
      if (holiday)
        return `${ddmm(day)} é feriado (${holiday}) e não há horários nesse dia. Os mais próximos:`;
      return c.time
        ? `Às ${c.time} de ${ddmm(day)} não tenho horário livre. Os mais próximos:`
        : `Não tenho horários livres em ${ddmm(day)}${c.timeRange ? ' nesse período' : ''}. Os mais próximos:`;
    }
  }
}

function askService(ctx: TurnContext, state: DialogState, ids: string[], notes: string[]): Step {
  const names = ids.map((id) => servicoName(ctx, id));
  return {
    replies: [...notes, `Qual serviço você quer?\n${numbered(names)}`],
    state: { ...state, pending: { kind: 'which_service', ids } },
  };
}

/** The summary before booking: nothing is booked without an explicit yes. */
export function confirmStep(
  ctx: TurnContext,
  state: DialogState,
  offer: Offer,
  notes: string[] = [],
  offers?: Offer[],
): Step {
  const c = state.criteria;
  const forWhom = c.nomeAtendido ? ` para ${c.nomeAtendido}` : '';
  const what =
    state.flow === 'remarcar'
      ? 'Remarcar para'
      : `Agendar *${servicoName(ctx, c.servicoId ?? '')}*${forWhom}`;
  return {
    replies: [
      ...notes,
      `${what} ${slotLabel(offer, ctx.today, profName(ctx, offer.profissional_id))}. Posso confirmar? (sim/não)`,
    ],
    state: { ...state, pending: { kind: 'confirm_booking', offer, offers } },
  };
}

/** 'Se precisar remarcar ou cancelar, …': only the changes the owner allows by chat. */
function changeHint(ctx: TurnContext): string[] {
  const actions = actionsList(ctx, ['remarcar', 'cancelar']);
  return actions ? [`Se precisar ${actions}, é só me chamar por aqui.`] : [];
}

/** The yes: one atomic check-and-book (or move); a slot taken meanwhile offers the next ones. */
export async function commitBooking(
  ctx: TurnContext,
  tools: Tools,
  state: DialogState,
  offer: Offer,
): Promise<Step> {
  const c = state.criteria;
  const servicoId = c.servicoId ?? '';
  // The rules are read again at the yes: the owner may have changed them, and time has passed.
  const moving = state.flow === 'remarcar';
  if (!moving && !allows(ctx, 'agendar')) return actionOff(state, 'agendar');
  if (moving) {
    const a = ctx.agendamentos.find((x) => x.id === state.agendamentoId);
    const blocked = manageBlocked(ctx, state, 'remarcar', a);
    if (blocked) return blocked;
  }
  const result =
    state.flow === 'remarcar' && state.agendamentoId
      ? await tools.reschedule(state.agendamentoId, offer)
      : await tools.book(offer, { ...c, servicoId });
  const label = slotLabel(offer, ctx.today, profName(ctx, offer.profissional_id));
  if (result.ok) {
    const forWhom = c.nomeAtendido ? ` para ${c.nomeAtendido}` : '';
    const text =
      state.flow === 'remarcar'
        ? `✅ Remarcado! Seu horário de *${servicoName(ctx, servicoId)}* agora é ${label}.`
        : `✅ Agendado! *${servicoName(ctx, servicoId)}*${forWhom} ${label}.`;
    return {
      replies: [text, ...changeHint(ctx)],
      state: { criteria: {}, introduced: state.introduced },
    };
  }
  if (result.reason === 'own') {
    // The core refused a second appointment of this person at that time (037): say which.
    const a = result.agendamento;
    const mine = a
      ? `Você já tem *${a.servico.nome}* marcado ${slotLabel({ dia: a.data_agendamento, hora_inicio: a.hora_inicio }, ctx.today, a.profissional.nome)}, no mesmo horário, então não marquei este.`
      : 'Você já tem um horário marcado nesse mesmo momento, então não marquei este.';
    const list = numbered(
      result.alternatives.map((o) => slotLabel(o, ctx.today, profName(ctx, o.profissional_id))),
    );
    return result.alternatives.length
      ? {
          replies: [`${mine} Se quiser outro horário, tenho estes:\n${list}\nQual prefere?`],
          state: { ...state, pending: { kind: 'pick_slot', offers: result.alternatives } },
        }
      : { replies: [mine], state: { criteria: {}, introduced: state.introduced } };
  }
  if (result.reason === 'taken' && result.alternatives.length) {
    const list = numbered(
      result.alternatives.map((o) => slotLabel(o, ctx.today, profName(ctx, o.profissional_id))),
    );
    return {
      replies: [
        `Poxa, esse horário acabou de ser ocupado. 😕 Tenho estes:\n${list}\nQual prefere?`,
      ],
      state: { ...state, pending: { kind: 'pick_slot', offers: result.alternatives } },
    };
  }
  return {
    replies: [
      'Esse horário não está mais disponível e não encontrei outro próximo. Quer tentar outro dia?',
    ],
    state: { ...state, pending: { kind: 'when' } },
  };
}
