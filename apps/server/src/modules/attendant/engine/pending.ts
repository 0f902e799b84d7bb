import { matchCatalog, readPick } from '@secretaria/shared/nlu/entities';
import {
  advanceBooking,
  commitBooking,
  confirmStep,
  mergeCriteria,
  type Step,
} from './booking-flow';
import { emptyDialog, type DialogState } from './dialog-state';
import { applyToAppointment, commitCancel, commitPresence, pickAppointment } from './manage-flow';
import { hasWhen, type Reading } from './read-message';
import type { Tools } from './tools';
import { ANYTHING_ELSE_TEXT, HANDOFF_TEXT } from './texts';
import type { TurnContext } from './turn-context';

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
      const options = pending.offers.map((o) => ({
        date: o.dia,
        time: o.hora_inicio.slice(0, 5),
      }));
      const index = readPick(r.text, options);
      const offer = index === null ? undefined : pending.offers[index];
      if (offer) return confirmStep(ctx, state, offer);
      if (answer(r) === 'yes' && pending.offers.length === 1 && pending.offers[0]) {
        return confirmStep(ctx, state, pending.offers[0]);
      }
      if (changesCriteria(r)) return undefined;
      if (answer(r) === 'no') {
        return {
          replies: ['Sem problemas. Prefere outro dia ou horário?'],
          state: { ...state, pending: { kind: 'when' } },
        };
      }
      return undefined;
    }
    case 'confirm_booking': {
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
      const n = /^\s*(\d{1,2})\s*[.)!]?\s*$/.exec(r.text)?.[1];
      const byNumber = n ? pending.ids[Number(n) - 1] : undefined;
      const among = ctx.servicos.filter((s) => pending.ids.includes(s.id));
      const match = matchCatalog(r.text, among);
      const id = byNumber ?? (match.kind === 'one' ? match.id : undefined);
      if (!id) return undefined;
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
      if (yes === 'yes') return commitCancel(ctx, tools, state, pending.agendamentoId);
      if (yes === 'no') {
        return { replies: ['Ok, mantive seu horário. 👍'], state: emptyDialog(state) };
      }
      return undefined;
    }
    case 'confirm_presence': {
      const yes = answer(r);
      if (yes === 'yes') return commitPresence(ctx, tools, state, pending.agendamentoId);
      if (yes === 'no') {
        return {
          replies: ['Entendi. Quer remarcar ou cancelar esse horário?'],
          state: emptyDialog(state),
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
