import { z } from 'zod';

/** A slot the attendant showed the customer: what a pick or a confirmation refers to. */
export const OfferSchema = z.object({
  dia: z.string(),
  hora_inicio: z.string(),
  hora_fim: z.string(),
  profissional_id: z.string(),
});
export type Offer = z.infer<typeof OfferSchema>;

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
});
export type Criteria = z.infer<typeof CriteriaSchema>;

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
  }),
  z.object({
    kind: z.literal('which_appointment'),
    purpose: z.enum(['cancelar', 'remarcar', 'confirmar']),
    ids: z.array(z.string()),
  }),
  z.object({ kind: z.literal('confirm_cancel'), agendamentoId: z.string() }),
  z.object({ kind: z.literal('confirm_presence'), agendamentoId: z.string() }),
  z.object({ kind: z.literal('offer_handoff') }),
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
  /** The sender is not a customer (decision 038): answered once, then left to the team. */
  naoCliente: z.boolean().optional(),
});
export type DialogState = z.infer<typeof DialogStateSchema>;

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
