import { formatBRL } from '@secretaria/shared/plans';
import { newId, unixNow } from './ids';
import type { Charge, Dispute, Refund } from './objects';
import type { EventOrigin, SimContext } from './sim-context';
import { AUTOMATIC } from './sim-context';
import { invalidRequest } from './stripe-error';

/** A refund of a succeeded charge; the invoice stays `paid`, as with Stripe (doc B.6). */
export function refundCharge(
  ctx: SimContext,
  charge: Charge,
  input: {
    amount?: number;
    reason?: Refund['reason'];
    metadata?: Record<string, string>;
    origin?: EventOrigin;
  },
): Refund {
  if (charge.status !== 'succeeded') {
    throw invalidRequest(`Charge ${charge.id} has not succeeded and cannot be refunded.`, 'charge');
  }
  if (charge.disputed) {
    throw invalidRequest(
      `Charge ${charge.id} has been charged back; cannot issue a refund.`,
      'charge',
      'charge_disputed',
    );
  }
  const refundable = charge.amount - charge.amount_refunded;
  if (refundable === 0) {
    throw invalidRequest(
      `Charge ${charge.id} has already been refunded.`,
      'charge',
      'charge_already_refunded',
    );
  }
  const amount = input.amount ?? refundable;
  if (amount < 1 || amount > refundable) {
    throw invalidRequest(
      `Refund amount (${formatBRL(amount)}) is greater than unrefunded amount on charge (${formatBRL(refundable)})`,
      'amount',
      'amount_too_large',
    );
  }
  const refund: Refund = {
    id: newId('re'),
    object: 'refund',
    amount,
    balance_transaction: newId('txn'),
    charge: charge.id,
    created: unixNow(),
    currency: charge.currency,
    metadata: input.metadata ?? {},
    payment_intent: charge.payment_intent,
    reason: input.reason ?? null,
    status: 'succeeded',
  };
  ctx.store.refunds.set(refund.id, refund);
  const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded === charge.amount;
  const origin = input.origin ?? AUTOMATIC;
  ctx.emit('refund.created', refund, { origin });
  ctx.emit('charge.refunded', charge, { previous, origin });
  return refund;
}

/** The cardholder's bank disputes a charge (only the bank can; hence control-only). */
export function disputeCharge(ctx: SimContext, charge: Charge): Dispute {
  if (charge.status !== 'succeeded') throw new Error(`Charge ${charge.id} did not succeed`);
  if (charge.disputed) throw new Error(`Charge ${charge.id} is already disputed`);
  const now = unixNow();
  const dispute: Dispute = {
    id: newId('dp'),
    object: 'dispute',
    amount: charge.amount - charge.amount_refunded,
    balance_transactions: [],
    charge: charge.id,
    created: now,
    currency: charge.currency,
    evidence_details: {
      due_by: now + 7 * 86_400,
      has_evidence: false,
      past_due: false,
      submission_count: 0,
    },
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    payment_intent: charge.payment_intent,
    reason: 'fraudulent',
    status: 'needs_response',
  };
  ctx.store.disputes.set(dispute.id, dispute);
  charge.disputed = true;
  ctx.emit('charge.dispute.created', dispute);
  return dispute;
}
