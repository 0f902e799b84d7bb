import { matchCatalog, readPick } from '@secretaria/shared/nlu/entities';
import {
  acceptsAnyOption,
  asksEarlier,
  asksLater,
  asksOtherDay,
  isOneOrTwo,
  listNumber,
  rejectsOptions,
  saysAnyOne,
} from '@secretaria/shared/nlu/phrases';
import {
  advanceBooking,
  commitBooking,
  confirmStep,
  mergeCriteria,
  type Step,
} from './booking-flow';
import { addDays, horaOf, minutesOf } from '@secretaria/shared/civil-time';
import { emptyDialog, type DialogState, type Offer } from './dialog-state';
import { applyToAppointment, commitChange, pickAppointment } from './manage-flow';
import { actionsList } from './policy';
import { hasWhen, type Reading } from './read-message';
import type { Tools } from './tools';
import { ANYTHING_ELSE_TEXT, HANDOFF_TEXT } from './texts';
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
      const index = readPick(r.text, options);
      const offer = index === null ? undefined : pending.offers[index];
      if (offer) return confirmStep(ctx, state, offer, [], pending.offers);
      if (answer(r) === 'yes' && pending.offers.length === 1 && pending.offers[0]) {
        return confirmStep(ctx, state, pending.offers[0]);
      }
      // 'qualquer horário', 'tanto faz': the first of the options ('qualquer um' too, unless it
      // lets go of a professional named before).
      const anyOption = acceptsAnyOption(r.folded);
      const anyOne = saysAnyOne(r.folded) && !state.criteria.profissionalId;
      if ((anyOption || anyOne) && pending.offers[0] && !hasWhen(r)) {
        return confirmStep(ctx, state, pending.offers[0]);
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
          return confirmStep(ctx, state, other, [], list);
        }
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
      const n = listNumber(r.text);
      const byNumber = n ? pending.ids[n - 1] : undefined;
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
    case 'which_profissional':
      return undefined;
    case 'which_appointment': {
      const chosen = pickAppointment(ctx, r, pending.ids);
      if (!chosen) return undefined;
      return applyToAppointment(
        ctx,
        tools,
        { ...state, pending: undefined },
        pending.purpose,
        chosen,
        undefined,
      );
    }
    case 'confirm_cancel': {
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
        const actions = actionsList(ctx, ['remarcar', 'cancelar']);
        return {
          replies: [
            actions
              ? `Entendi. Quer ${actions} esse horário?`
              : 'Entendi. Quer que eu chame alguém da equipe para falar sobre esse horário?',
          ],
          state: actions
            ? emptyDialog(state)
            : { ...emptyDialog(state), pending: { kind: 'offer_handoff' } },
        };
      }
      return undefined;
    }
    case 'offer_handoff': {
      const yes = answer(r);
      if (yes === 'yes')
        return { replies: [HANDOFF_TEXT], state: emptyDialog(state), handoff: true };
      if (yes === 'no') {
        return { replies: [ANYTHING_ELSE_TEXT], state: emptyDialog(state) };
      }
      return undefined;
    }
    case 'when':
      return undefined;
  }
}
