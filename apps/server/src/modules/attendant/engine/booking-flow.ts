import { addDays } from '@secretaria/shared/civil-time';
import { holidayOn } from '@secretaria/shared/holidays';
import type { Criteria, DialogState, Extra, Offer, Part, Step } from './dialog-state';
import { dayLabel, ddmm, duration, firstName, numbered, slotLabel } from './format';
import { bookableServicos } from './info';
import { hasWhen, type Reading } from './read-message';
import { actionsList, refusalStep } from './policy';
import { partWindow, type NoSlotReason } from './slots';
import { isPolicyRefusal, type Tools } from './tools';
import { profName, servicoName, type TurnContext } from './turn-context';

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
  const p = r.parts;
  if (p.dayChoices.length >= 2) {
    // 'sexta ou sábado': both days kept, searched together.
    const days = [...p.dayChoices].sort();
    c.date = undefined;
    c.dateRange = { from: days[0]!, to: days[days.length - 1]! };
    c.dayChoices = days;
    c.earliest = undefined;
  } else if (d.date || d.dateRange || d.earliest) c.dayChoices = undefined;
  // 'corte ou barba': neither is chosen for the customer; both are asked about.
  if (p.servicoChoices.length >= 2) c.servicoId = undefined;
  else if (r.servico.kind === 'one') c.servicoId = r.servico.id;
  if (r.profissional.kind === 'one') c.profissionalId = r.profissional.id;
  else if (r.anyone) c.profissionalId = undefined;
  if (r.personServed) c.nomeAtendido = r.personServed;
  if (p.sameAsLast) sameAsLast(ctx, c, r, notes);
  if (p.servicos.length >= 2 || p.people.length >= 2) splitRequest(ctx, c, r);
  if (c.servicoId && c.profissionalId && !performs(ctx, c.profissionalId, c.servicoId)) {
    notes.push(
      `${profName(ctx, c.profissionalId)} não faz ${servicoName(ctx, c.servicoId)}; vou buscar com quem faz.`,
    );
    c.profissionalId = undefined;
  }
  return { criteria: c, notes };
}

/** 'o mesmo da última vez': the service and professional of the contact's last appointment. */
function sameAsLast(ctx: TurnContext, c: Criteria, r: Reading, notes: string[]) {
  const last = ctx.lastVisit;
  if (!last) {
    notes.push('Não encontrei atendimentos anteriores seus por aqui. 🙂');
    return;
  }
  if (!ctx.links.some((l) => l.servico_id === last.servicoId)) {
    notes.push('O serviço da sua última vez não está mais disponível para agendar por aqui.');
    return;
  }
  if (r.servico.kind === 'none' && !r.parts.servicoChoices.length) c.servicoId = last.servicoId;
  if (r.profissional.kind === 'none' && !r.anyone && c.servicoId === last.servicoId) {
    c.profissionalId = last.profissionalId;
  }
}

/** Who a part of the request is for, as the appointment records it (undefined: the customer). */
function personName(ctx: TurnContext, person: Reading['parts']['people'][number]) {
  if (person.self) return undefined;
  if (person.name) return person.name;
  const contato = firstName(ctx.contato.nome);
  return contato ? `${person.relation} de ${contato}` : person.relation;
}

/**
 * 'corte e barba', 'eu e meu irmão': the first part becomes the booking being asked about, the
 * rest wait in `more`, each placed right after the same person's part before it or beside the
 * first one (decision 039).
 */
function splitRequest(ctx: TurnContext, c: Criteria, r: Reading) {
  const servicos: (string | undefined)[] =
    r.parts.servicos.length >= 2 ? r.parts.servicos : [c.servicoId];
  const people = r.parts.people.length >= 2 ? r.parts.people : [undefined];
  const parts: { servicoId?: string; nomeAtendido?: string; person: number }[] = [];
  const paired = people.length === servicos.length && people.length >= 2;
  people.forEach((person, i) => {
    const nomeAtendido = person ? personName(ctx, person) : c.nomeAtendido;
    for (const servicoId of paired ? [servicos[i]] : servicos) {
      parts.push({ servicoId, nomeAtendido, person: i });
    }
  });
  const [first, ...rest] = parts;
  if (!first) return;
  c.servicoId = first.servicoId ?? c.servicoId;
  c.nomeAtendido = first.nomeAtendido;
  c.more = rest.map((part, i) => ({
    servicoId: part.servicoId,
    nomeAtendido: part.nomeAtendido,
    together: parts[i]!.person === part.person ? 'after' : 'beside',
  }));
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
  const choices = r?.parts.servicoChoices ?? [];
  if (choices.length >= 2 && !c.servicoId) return askService(ctx, state, choices, notes);
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
  if (r?.profissional.kind === 'ambiguous' && !c.profissionalId && !r.anyone) {
    // A name that fits two professionals ('com a Marina') is asked about, never chosen.
    const ids = r.profissional.ids.filter((id) => performs(ctx, id, servicoId));
    if (ids.length === 1) c.profissionalId = ids[0];
    else if (ids.length > 1) return askProfissional(ctx, state, ids, notes);
  }
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
    return confirmStep(ctx, tools, state, search.exact, notes);
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

function askProfissional(ctx: TurnContext, state: DialogState, ids: string[], notes: string[]) {
  const names = ids.map((id) => profName(ctx, id));
  const firstWords = new Set(names.map((n) => n.split(/\s+/)[0]?.toLowerCase()));
  const lead = firstWords.size === 1 ? 'Temos mais de um profissional com esse nome. ' : '';
  return {
    replies: [...notes, `${lead}Com quem você prefere?\n${numbered(names)}`],
    state: { ...state, pending: { kind: 'which_profissional' as const, ids } },
  };
}

const overlaps = (a: Offer, b: Offer) =>
  a.dia === b.dia &&
  a.hora_inicio.slice(0, 5) < b.hora_fim.slice(0, 5) &&
  b.hora_inicio.slice(0, 5) < a.hora_fim.slice(0, 5);

/**
 * Places the request's further parts next to the offer: each right after the same person's
 * part before it (with the same professional when free) or beside the first part (another
 * professional, same start). Only free slots of the engine; a part that fits nowhere there is
 * left for after this booking, never dropped.
 */
async function placeParts(ctx: TurnContext, tools: Tools, c: Criteria, offer: Offer) {
  type Placed = { servicoId: string; nomeAtendido?: string; offer: Offer };
  const placed: Placed[] = [{ servicoId: c.servicoId ?? '', nomeAtendido: c.nomeAtendido, offer }];
  const extra: Extra[] = [];
  for (const [index, part] of (c.more ?? []).entries()) {
    const servicoId = part.servicoId ?? c.servicoId ?? '';
    const after = part.together === 'after';
    const anchor =
      (after
        ? [...placed].reverse().find((p) => p.nomeAtendido === part.nomeAtendido)
        : undefined) ?? placed[0]!;
    const hora = after ? anchor.offer.hora_fim : anchor.offer.hora_inicio;
    const free = (await tools.slotsAt(servicoId, anchor.offer.dia, hora)).filter(
      (o) =>
        !placed.some(
          (p) =>
            overlaps(p.offer, o) &&
            (p.offer.profissional_id === o.profissional_id || p.nomeAtendido === part.nomeAtendido),
        ),
    );
    const prefer = after ? anchor.offer.profissional_id : c.profissionalId;
    const chosen = free.find((o) => o.profissional_id === prefer) ?? free[0];
    if (!chosen) continue;
    placed.push({ servicoId, nomeAtendido: part.nomeAtendido, offer: chosen });
    extra.push({ offer: chosen, servicoId, nomeAtendido: part.nomeAtendido, part: index });
  }
  return extra;
}

/**
 * The offer with the request's further parts placed beside it. A time the customer said (not a
 * pick from a list, which showed its professional) may go to another professional free then,
 * when that lets more parts fit ('corte pra mim e barba pro meu filho': the cut with the one who
 * does not do beards).
 */
async function withParts(
  ctx: TurnContext,
  tools: Tools,
  c: Criteria,
  asked: Offer,
  offers: Offer[] | undefined,
): Promise<{ offer: Offer; extra: Extra[] }> {
  const wanted = c.more?.length ?? 0;
  if (!wanted) return { offer: asked, extra: [] };
  let best = { offer: asked, extra: await placeParts(ctx, tools, c, asked) };
  if (best.extra.length === wanted || c.profissionalId || offers || !c.servicoId) return best;
  const others = (await tools.slotsAt(c.servicoId, asked.dia, asked.hora_inicio)).filter(
    (o) => o.profissional_id !== asked.profissional_id,
  );
  for (const other of others) {
    const extra = await placeParts(ctx, tools, c, other);
    if (extra.length > best.extra.length) best = { offer: other, extra };
    if (best.extra.length === wanted) break;
  }
  return best;
}

/** The parts of a request not placed with the booking: asked about one by one after it. */
const partsLeft = (c: Criteria, extra: Extra[]): Part[] =>
  (c.more ?? []).filter((_, i) => !extra.some((e) => e.part === i));

const partName = (ctx: TurnContext, c: Criteria, part: Part) =>
  `*${servicoName(ctx, part.servicoId ?? c.servicoId ?? '')}*${part.nomeAtendido ? ` para ${part.nomeAtendido}` : ''}`;

/** The summary before booking: nothing is booked without an explicit yes. */
export async function confirmStep(
  ctx: TurnContext,
  tools: Tools,
  state: DialogState,
  asked: Offer,
  notes: string[] = [],
  offers?: Offer[],
): Promise<Step> {
  const c = state.criteria;
  const moving = state.flow === 'remarcar';
  const { offer, extra } = moving
    ? { offer: asked, extra: [] }
    : await withParts(ctx, tools, c, asked, offers);
  const label = (o: Offer) => slotLabel(o, ctx.today, profName(ctx, o.profissional_id));
  const others = extra.some((e) => e.nomeAtendido !== c.nomeAtendido);
  const forWhom = c.nomeAtendido ? ` para ${c.nomeAtendido}` : others ? ' para você' : '';
  const first = `*${servicoName(ctx, c.servicoId ?? '')}*${forWhom}`;
  const ask = 'Posso confirmar? (sim/não)';
  let summary: string;
  if (moving) summary = `Remarcar para ${label(offer)}. ${ask}`;
  else if (!extra.length) summary = `Agendar ${first} ${label(offer)}. ${ask}`;
  else {
    const lines = [
      `• ${first} ${label(offer)}`,
      ...extra.map(
        (e) =>
          `• *${servicoName(ctx, e.servicoId)}*${e.nomeAtendido ? ` para ${e.nomeAtendido}` : ''} ${label(e.offer)}`,
      ),
    ];
    summary = `Agendar:\n${lines.join('\n')}\n${ask}`;
  }
  const left = moving ? [] : partsLeft(c, extra);
  const later = left.length
    ? [
        `${left.map((p) => partName(ctx, c, p)).join(', ')}: não encontrei horário junto deste; vemos logo depois de confirmar.`,
      ]
    : [];
  return {
    replies: [...notes, ...later, summary],
    state: {
      ...state,
      pending: { kind: 'confirm_booking', offer, offers, extra: extra.length ? extra : undefined },
    },
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
  const moving = state.flow === 'remarcar';
  // The tools hold the change to the owner's rules as they are at this yes.
  const result =
    state.flow === 'remarcar' && state.agendamentoId
      ? await tools.reschedule(state.agendamentoId, offer)
      : await tools.book(offer, { ...c, servicoId });
  if (isPolicyRefusal(result)) return refusalStep(state, result);
  const label = slotLabel(offer, ctx.today, profName(ctx, offer.profissional_id));
  if (result.ok) {
    const forWhom = c.nomeAtendido ? ` para ${c.nomeAtendido}` : '';
    const text =
      state.flow === 'remarcar'
        ? `✅ Remarcado! Seu horário de *${servicoName(ctx, servicoId)}* agora é ${label}.`
        : `✅ Agendado! *${servicoName(ctx, servicoId)}*${forWhom} ${label}.`;
    if (!moving && c.more?.length) return commitParts(ctx, tools, state, offer, text);
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

/**
 * After the first booking of a request with several parts: the parts placed beside it are
 * booked, each through the booking core on its own (each claim is one row the database shows);
 * what could not be placed, or was taken meanwhile, is asked about next, never dropped.
 */
async function commitParts(
  ctx: TurnContext,
  tools: Tools,
  state: DialogState,
  offer: Offer,
  firstText: string,
): Promise<Step> {
  const c = state.criteria;
  const extra = state.pending?.kind === 'confirm_booking' ? (state.pending.extra ?? []) : [];
  const done = [firstText];
  const failed: number[] = [];
  for (const e of extra) {
    const result = await tools.book(e.offer, {
      servicoId: e.servicoId,
      profissionalId: e.offer.profissional_id,
      nomeAtendido: e.nomeAtendido,
    });
    if (!result.ok) {
      failed.push(e.part);
      continue;
    }
    const forWhom = e.nomeAtendido ? ` para ${e.nomeAtendido}` : '';
    done.push(
      `✅ Agendado! *${servicoName(ctx, e.servicoId)}*${forWhom} ${slotLabel(e.offer, ctx.today, profName(ctx, e.offer.profissional_id))}.`,
    );
  }
  const left = (c.more ?? []).filter(
    (_, i) => failed.includes(i) || !extra.some((e) => e.part === i),
  );
  const next = left[0];
  if (!next) {
    return {
      replies: [done.join('\n'), ...changeHint(ctx)],
      state: { criteria: {}, introduced: state.introduced },
    };
  }
  // The next part, on the same day first (the search widens and says so when it is full).
  const criteria: Criteria = {
    servicoId: next.servicoId ?? c.servicoId,
    nomeAtendido: next.nomeAtendido,
    date: offer.dia,
    more: left.slice(1).length ? left.slice(1) : undefined,
  };
  const step = await advanceBooking(
    ctx,
    tools,
    { flow: 'agendar', criteria, introduced: state.introduced },
    undefined,
    [`Agora ${partName(ctx, c, next)}:`],
  );
  return { ...step, replies: [done.join('\n'), ...step.replies] };
}
