import { z } from 'zod';

/** A slot the attendant showed the customer: what a pick or a confirmation refers to. */
export const OfferSchema = z.object({
  dia: z.string(),
  hora_inicio: z.string(),
  hora_fim: z.string(),
  profissional_id: z.string(),
});
export type Offer = z.infer<typeof OfferSchema>;

/**
 * A further booking of the same request (decision 039): another service for the same person,
 * right after the one before ('corte e barba'), or the same service for another person at the
 * same time with another professional ('eu e meu irmão'). No servicoId: the request's service.
 */
export const PartSchema = z.object({
  servicoId: z.string().optional(),
  nomeAtendido: z.string().optional(),
  together: z.enum(['after', 'beside']),
});
export type Part = z.infer<typeof PartSchema>;

/** A further booking placed next to the offer being confirmed: booked on the same yes. */
export const ExtraSchema = z.object({
  offer: OfferSchema,
  servicoId: z.string(),
  nomeAtendido: z.string().optional(),
  /** Its index in the criteria's `more`. */
  part: z.number().int(),
});
export type Extra = z.infer<typeof ExtraSchema>;

/** What the customer asked for so far; each message can change any part (a change of mind). */
export const CriteriaSchema = z.object({
  servicoId: z.string().optional(),
  profissionalId: z.string().optional(),
  date: z.string().optional(),
  dateRange: z.object({ from: z.string(), to: z.string() }).optional(),
  time: z.string().optional(),
  timeRange: z.object({ from: z.string(), to: z.string() }).optional(),
  earliest: z.boolean().optional(),
  rejectedDates: z.array(z.string()).optional(),
  nomeAtendido: z.string().optional(),
  /** Days said as alternatives ('sexta ou sábado'): only these, within dateRange. */
  dayChoices: z.array(z.string()).optional(),
  /** The rest of a request with several parts, booked after this one, never dropped. */
  more: z.array(PartSchema).optional(),
});
export type Criteria = z.infer<typeof CriteriaSchema>;

/** What a clarifying question can offer (decision 035). */
export const CLARIFY_ACTIONS = [
  'agendar',
  'remarcar',
  'cancelar',
  'consultar_agendamento',
] as const;
export type ClarifyAction = (typeof CLARIFY_ACTIONS)[number];

/**
 * The question the attendant is waiting on: it decides what a bare number, 'sim' or a time
 * means in the next message.
 */
export const PendingSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('which_service'), ids: z.array(z.string()) }),
  z.object({ kind: z.literal('which_profissional'), ids: z.array(z.string()) }),
  z.object({ kind: z.literal('when') }),
  z.object({ kind: z.literal('pick_slot'), offers: z.array(OfferSchema) }),
  z.object({
    kind: z.literal('confirm_booking'),
    offer: OfferSchema,
    /** The list it was picked from: 'o terceiro' then still picks from it. */
    offers: z.array(OfferSchema).optional(),
    /** The request's further parts placed beside this offer, booked on the same yes. */
    extra: z.array(ExtraSchema).optional(),
  }),
  z.object({
    kind: z.literal('which_appointment'),
    purpose: z.enum(['cancelar', 'remarcar', 'confirmar']),
    ids: z.array(z.string()),
  }),
  z.object({ kind: z.literal('confirm_cancel'), agendamentoId: z.string() }),
  z.object({ kind: z.literal('confirm_presence'), agendamentoId: z.string() }),
  z.object({ kind: z.literal('offer_handoff') }),
  /** 'Quer marcar um horário?' (nothing found to show or change): a yes starts booking. */
  z.object({ kind: z.literal('offer_booking') }),
  /** 'Posso ajudar em mais alguma coisa?': a yes asks what, a no closes. */
  z.object({ kind: z.literal('anything_else') }),
  /**
   * 'Não tenho certeza se entendi. Você quer: 1. … 2. …' (decision 035): the actions offered, the
   * message that was not understood (read again with the one chosen), the appointment the
   * question is about (if any), and the failed answers so far (two: a person is offered).
   */
  z.object({
    kind: z.literal('clarify'),
    options: z.array(z.enum(CLARIFY_ACTIONS)),
    text: z.string(),
    agendamentoId: z.string().optional(),
    failures: z.number().int().min(0),
  }),
]);
export type Pending = z.infer<typeof PendingSchema>;

export const DialogStateSchema = z.object({
  flow: z.enum(['agendar', 'remarcar']).optional(),
  criteria: CriteriaSchema.default({}),
  /** The appointment being moved, in the remarcar flow. */
  agendamentoId: z.string().optional(),
  pending: PendingSchema.optional(),
  /** Last time the state changed, ISO: a dialog left for hours starts over. */
  at: z.string().optional(),
  introduced: z.boolean().optional(),
  /** The last question answered ('precos'), so 'e a barba?' is read as the same question. */
  topic: z.enum(['precos', 'servicos']).optional(),
  /** The service the last message named ('quanto é a escova?'): a booking next starts with it. */
  lastServicoId: z.string().optional(),
  /** The sender is not a customer (decision 038): answered once, then left to the team. */
  naoCliente: z.boolean().optional(),
});
export type DialogState = z.infer<typeof DialogStateSchema>;

/** What a flow answers: the replies, the dialog's next state, and whether a person takes over. */
export type Step = { replies: string[]; state: DialogState; handoff?: boolean };

/** A dialog untouched this long is forgotten: the customer is starting something new. */
export const DIALOG_TTL_MS = 3 * 60 * 60 * 1000;

/**
 * The stored state, parsed (never cast): anything unreadable, from an older version or
 * hand-edited, or older than the TTL, starts a fresh dialog instead of failing the turn.
 */
export function readDialogState(stored: unknown, now: Date): DialogState {
  const parsed = DialogStateSchema.safeParse(stored ?? {});
  if (!parsed.success) return { criteria: {} };
  const state = parsed.data;
  if (state.at && now.getTime() - Date.parse(state.at) > DIALOG_TTL_MS) {
    return { criteria: {}, introduced: state.introduced, naoCliente: state.naoCliente };
  }
  return state;
}

export function emptyDialog(state: DialogState): DialogState {
  return { criteria: {}, introduced: state.introduced };
}
