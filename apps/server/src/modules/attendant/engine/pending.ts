import { readChoice } from '@secretaria/shared/nlu/choice';
import { matchCatalog, readPick } from '@secretaria/shared/nlu/entities';
import { readNotThisOne } from '@secretaria/shared/nlu/yes-no';
import {
  acceptsAnyOption,
  asksEarlier,
  asksLater,
  asksOtherDay,
  isOneOrTwo,
  rejectsOptions,
  saysAnyOne,
} from '@secretaria/shared/nlu/phrases';
import { advanceBooking, commitBooking, confirmStep, mergeCriteria } from './booking-flow';
import { addDays, horaOf, minutesOf } from '@secretaria/shared/civil-time';
import {
  emptyDialog,
  type Criteria,
  type DialogState,
  type Offer,
  type Step,
} from './dialog-state';
import {
  applyToAgendamento,
  commitChange,
  pickAgendamento,
  pointedAgendamento,
  startManage,
} from './manage-flow';
import { allows, policyRefusal, refusalStep } from './policy';
import { hasWhen, type Reading } from './read-message';
import type { Tools } from './tools';
import { partWindow } from './slots';
import { ANYTHING_ELSE_TEXT, ASK_WHAT_TEXT, HANDOFF_TEXT, NO_MORE_TEXT } from './texts';
import type { TurnContext } from './turn-context';

/**
 * 'tem mais tarde?', 'mais cedo', 'outro dia', 'outros horários': the same search moved past
 * (or before) what was offered. Undefined when the message asks none of these.
 */
function refineOffers(state: DialogState, offers: Offer[], r: Reading): DialogState | undefined {
  const first = offers[0];
  const last = offers[offers.length - 1];
  if (!first || !last) return undefined;
  const c = { ...state.criteria, earliest: undefined, time: undefined };
  const sameDay = offers.every((o) => o.dia === first.dia);
  if (asksOtherDay(r.folded)) {
    return {
      ...state,
      criteria: {
        ...c,
        date: undefined,
        timeRange: undefined,
        dateRange: { from: addDays(last.dia, 1), to: addDays(last.dia, 14) },
      },
    };
  }
  if (asksEarlier(r.folded)) {
    return {
      ...state,
      criteria: {
        ...c,
        date: first.dia,
        dateRange: undefined,
        timeRange: { from: '00:00', to: first.hora_inicio.slice(0, 5) },
      },
    };
  }
  if (asksLater(r.folded)) {
    return {
      ...state,
      criteria: {
        ...c,
        date: sameDay ? first.dia : c.date,
        timeRange: { from: horaOf(minutesOf(last.hora_inicio) + 1), to: '24:00' },
      },
    };
  }
  return undefined;
}

/** 'sim'/'não', and inside a yes-or-no question also the '1'/'2' a reminder teaches. */
function answer(r: Reading): 'yes' | 'no' | null {
  const bare = r.text.trim();
  if (/^1\W*$/.test(bare)) return 'yes';
  if (/^2\W*$/.test(bare)) return 'no';
  return r.yesNo;
}

/** The message changes what was asked (another day, service or professional): a change of mind. */
const changesCriteria = (r: Reading) =>
  hasWhen(r) || r.servico.kind !== 'none' || r.profissional.kind !== 'none' || r.anyone;

/**
 * Whether the message names something other than the summary waiting for a yes: another day,
 * time, part of the day, professional or service ('pode ser às 16h então', 'na verdade prefiro
 * com o Rafael', 'melhor quinta'). A 'pode ser' in it is then not a yes to the old one.
 */
function changesOffer(state: DialogState, offer: Offer, r: Reading): boolean {
  const d = r.dateTime;
  const start = offer.hora_inicio.slice(0, 5);
  const within = (w: { from: string; to: string }) => start >= w.from && start < w.to;
  return (
    (d.date !== null && d.date !== offer.dia) ||
    d.dateRange !== null ||
    (d.time !== null && d.time !== start) ||
    (d.timeRange !== null && !within(d.timeRange)) ||
    (d.part !== null && !d.time && !within(partWindow(d.part))) ||
    (r.profissional.kind === 'one' && r.profissional.id !== offer.profissional_id) ||
    r.profissional.kind === 'ambiguous' ||
    (r.servico.kind === 'one' && r.servico.id !== state.criteria.servicoId)
  );
}

/**
 * A change of mind at the summary: what the message changes, the rest as in the summary (a new
 * time keeps its day, a new day its time, a new professional both), searched again.
 */
function changeOfMind(
  ctx: TurnContext,
  tools: Tools,
  state: DialogState,
  offer: Offer,
  r: Reading,
) {
  const pinned: Criteria = {
    ...state.criteria,
    date: offer.dia,
    dateRange: undefined,
    time: offer.hora_inicio.slice(0, 5),
    timeRange: undefined,
    earliest: undefined,
  };
  const { criteria, notes } = mergeCriteria(ctx, pinned, r);
  return advanceBooking(ctx, tools, { ...state, criteria, pending: undefined }, r, notes);
}

/** A plain answer: no request, question or new detail beside the yes or the no. */
const plainAnswer = (r: Reading) =>
  !changesCriteria(r) && ['confirmar', 'recusar', 'agradecimento', 'outro'].includes(r.intent);

/** 'Posso ajudar em mais alguma coisa?' asked, waiting for the answer. */
export const anythingElse = (state: DialogState, text = ANYTHING_ELSE_TEXT): Step => ({
  replies: [text],
  state: { ...state, pending: { kind: 'anything_else' } },
});

/** The customer named another of their appointments than the one asked about ('é o de sábado'). */
function otherAgendamento(ctx: TurnContext, r: Reading, id: string) {
  const pointed = ctx.agendamentos.length > 1 ? pointedAgendamento(ctx, r) : undefined;
  return pointed && pointed.id !== id ? pointed : undefined;
}

/**
 * Reads the message as the answer to the question the attendant is waiting on. Undefined when
 * it is not an answer to it: the caller then reads it afresh (a new request, a change of mind).
 */
export async function resolvePending(
  ctx: TurnContext,
  tools: Tools,
  state: DialogState,
  r: Reading,
): Promise<Step | undefined> {
  const pending = state.pending;
  if (!pending) return undefined;
  switch (pending.kind) {
    case 'pick_slot': {
      // 'prefiro segunda' names a day none of the options is on: a change of mind, not the
      // second option.
      const day = r.dateTime.date;
      if (day && !pending.offers.some((o) => o.dia === day)) return undefined;
      // 'às 11' when 11:15 was offered: a time of its own, searched exactly.
      const time = r.dateTime.time;
      if (time && !pending.offers.some((o) => o.hora_inicio.startsWith(time))) return undefined;
      const options = pending.offers.map((o) => ({
        date: o.dia,
        time: o.hora_inicio.slice(0, 5),
      }));
      // 'dois', 'o 2' too: the list's numbers in words.
      const index =
        readPick(r.text, options) ??
        readChoice(
          r.text,
          options.map(() => ''),
        );
      const offer = index === null ? undefined : pending.offers[index];
      if (offer) return confirmStep(ctx, tools, state, offer, [], pending.offers);
      if (answer(r) === 'yes' && pending.offers.length === 1 && pending.offers[0]) {
        return confirmStep(ctx, tools, state, pending.offers[0]);
      }
      // 'qualquer horário', 'tanto faz': the first of the options ('qualquer um' too, unless it
      // lets go of a professional named before).
      const anyOption = acceptsAnyOption(r.folded);
      const anyOne = saysAnyOne(r.folded) && !state.criteria.profissionalId;
      if ((anyOption || anyOne) && pending.offers[0] && !hasWhen(r)) {
        return confirmStep(ctx, tools, state, pending.offers[0]);
      }
      if (changesCriteria(r)) return undefined;
      const refined = refineOffers(state, pending.offers, r);
      if (refined) return advanceBooking(ctx, tools, refined, undefined);
      if (answer(r) === 'no' || rejectsOptions(r.folded)) {
        return {
          replies: ['Sem problemas. Prefere outro dia ou horário?'],
          state: { ...state, pending: { kind: 'when' } },
        };
      }
      return undefined;
    }
    case 'confirm_booking': {
      // Another option of the list the summary came from ('o terceiro', '3'); a bare '1' or
      // '2' answers the yes-or-no question itself.
      const list = pending.offers ?? [];
      if (list.length > 1 && !isOneOrTwo(r.text)) {
        const options = list.map((o) => ({ date: o.dia, time: o.hora_inicio.slice(0, 5) }));
        const index = readPick(r.text, options);
        const other = index === null ? undefined : list[index];
        if (
          other &&
          other !==
            list.find(
              (o) => o.dia === pending.offer.dia && o.hora_inicio === pending.offer.hora_inicio,
            )
        ) {
          return confirmStep(ctx, tools, state, other, [], list);
        }
      }
      if (changesOffer(state, pending.offer, r)) {
        return changeOfMind(ctx, tools, state, pending.offer, r);
      }
      const yes = answer(r);
      if (yes === 'yes') return commitBooking(ctx, tools, state, pending.offer);
      if (changesCriteria(r)) return undefined;
      if (yes === 'no') {
        return {
          replies: ['Tudo bem, não marquei. Quer ver outro dia ou horário?'],
          state: { ...state, pending: { kind: 'when' } },
        };
      }
      return undefined;
    }
    case 'which_service': {
      const n = readChoice(
        r.text,
        pending.ids.map(() => ''),
      );
      const byNumber = n === null ? undefined : pending.ids[n];
      const among = ctx.servicos.filter((s) => pending.ids.includes(s.id));
      const match = matchCatalog(r.text, among);
      const id = byNumber ?? (match.kind === 'one' ? match.id : undefined);
      if (!id) {
        // Not a service and not something else either ('yes', 'hã?'): ask again, plainly.
        if (r.intent !== 'outro' && r.intent !== 'confirmar' && r.intent !== 'recusar')
          return undefined;
        const names = among.map((s, i) => `${i + 1}. ${s.nome}`).join('\n');
        return {
          replies: [`Não entendi qual serviço. Responda com o número:\n${names}`],
          state,
        };
      }
      const { criteria, notes } = mergeCriteria(ctx, { ...state.criteria, servicoId: id }, r);
      return advanceBooking(
        ctx,
        tools,
        { ...state, criteria: { ...criteria, servicoId: id }, pending: undefined },
        r,
        notes,
      );
    }
    case 'which_profissional': {
      // 'com a Marina' fitted two: a number or the rest of the name picks one.
      const n = /^\s*(\d{1,2})\s*[.)!]?\s*$/.exec(r.text)?.[1];
      const byNumber = n ? pending.ids[Number(n) - 1] : undefined;
      const among = ctx.profissionais.filter((p) => pending.ids.includes(p.id));
      const match = matchCatalog(r.text, among);
      const id = byNumber ?? (match.kind === 'one' ? match.id : undefined);
      if (!id && !r.anyone) return undefined;
      const { criteria, notes } = mergeCriteria(ctx, state.criteria, r);
      return advanceBooking(
        ctx,
        tools,
        { ...state, criteria: { ...criteria, profissionalId: id }, pending: undefined },
        r,
        notes,
      );
    }
    case 'which_appointment': {
      const chosen = pickAgendamento(ctx, r, pending.ids);
      if (!chosen) return undefined;
      return applyToAgendamento(
        ctx,
        tools,
        { ...state, pending: undefined },
        pending.purpose,
        chosen,
        undefined,
      );
    }
    case 'confirm_cancel': {
      // 'não, esse não, é o de sábado': the other one is asked about instead.
      const other = otherAgendamento(ctx, r, pending.agendamentoId);
      if (other) {
        return applyToAgendamento(
          ctx,
          tools,
          { ...state, pending: undefined },
          'cancelar',
          other,
          r,
        );
      }
      if (readNotThisOne(r.text) && ctx.agendamentos.length > 1) {
        return startManage(ctx, tools, { ...state, pending: undefined }, 'cancelar', undefined);
      }
      const yes = answer(r);
      if (yes === 'yes') return commitChange(ctx, tools, state, 'cancelar', pending.agendamentoId);
      if (yes === 'no') {
        return { replies: ['Ok, mantive seu horário. 👍'], state: emptyDialog(state) };
      }
      return undefined;
    }
    case 'confirm_presence': {
      const yes = answer(r);
      if (yes === 'yes') return commitChange(ctx, tools, state, 'confirmar', pending.agendamentoId);
      if (yes === 'no') {
        const options = (['remarcar', 'cancelar'] as const).filter((a) => allows(ctx, a));
        const fresh = emptyDialog(state);
        if (!options.length) {
          return {
            replies: ['Entendi. Quer que eu chame alguém da equipe para falar sobre esse horário?'],
            state: { ...fresh, pending: { kind: 'offer_handoff' } },
          };
        }
        // 'Quer remarcar ou cancelar esse horário?': a number or a word answers it.
        const agendamentoId = pending.agendamentoId;
        return {
          replies: [`Entendi. Quer ${options.join(' ou ')} esse horário?`],
          state: {
            ...fresh,
            pending: {
              kind: 'clarify',
              options: [...options],
              text: '',
              agendamentoId,
              failures: 0,
            },
          },
        };
      }
      return undefined;
    }
    case 'offer_handoff': {
      const yes = answer(r);
      if (yes === 'yes')
        return { replies: [HANDOFF_TEXT], state: emptyDialog(state), handoff: true };
      if (yes === 'no') return anythingElse(emptyDialog(state));
      return undefined;
    }
    case 'when': {
      // 'Vamos remarcar X…' → 'não, esse não, é o de sábado': the other one is moved instead.
      const other =
        state.flow === 'remarcar' && state.agendamentoId
          ? otherAgendamento(ctx, r, state.agendamentoId)
          : undefined;
      if (other && readNotThisOne(r.text)) {
        return applyToAgendamento(
          ctx,
          tools,
          { ...state, pending: undefined },
          'remarcar',
          other,
          undefined,
        );
      }
      if (!plainAnswer(r) || !state.flow) return undefined;
      // 'Quer ver outro dia ou horário?' → 'sim': the earliest options; 'não': nothing more.
      if (r.yesNo === 'yes') {
        // Another time than the one declined: the day kept, the time let go.
        const criteria = { ...state.criteria, time: undefined, timeRange: undefined };
        return advanceBooking(ctx, tools, { ...state, criteria, pending: undefined }, r);
      }
      if (r.yesNo === 'no') return anythingElse(emptyDialog(state));
      return undefined;
    }
    case 'offer_booking': {
      if (!plainAnswer(r)) return undefined;
      const yes = answer(r);
      if (yes === 'no') return { replies: [NO_MORE_TEXT], state: emptyDialog(state) };
      if (yes !== 'yes') return undefined;
      // 'Quer marcar um horário?' → 'sim': booking starts (which service, then when).
      const refusal = policyRefusal(ctx, 'agendar');
      if (refusal) return refusalStep(state, refusal);
      return advanceBooking(ctx, tools, { ...emptyDialog(state), flow: 'agendar' }, r);
    }
    case 'anything_else': {
      if (!plainAnswer(r)) return undefined;
      const yes = answer(r);
      if (yes === 'no') return { replies: [NO_MORE_TEXT], state: emptyDialog(state) };
      if (yes === 'yes') return { replies: [ASK_WHAT_TEXT], state: emptyDialog(state) };
      return undefined;
    }
    case 'clarify':
      // Read before any intent, in run-turn (clarify.ts).
      return undefined;
  }
}
