import type Stripe from 'stripe';
import type { Payment } from '@secretaria/shared/billing-schemas';
import { planLabel } from '@secretaria/shared/plans';

const iso = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString();

/**
 * Spec §7 get-payment-history: one line per invoice of the subscription, newest first. The
 * invoice says paid/open/uncollectible; the charge behind it says refunded or disputed (an
 * invoice stays paid after a refund) and whether an open invoice's last attempt failed.
 */
export async function getPaymentHistory(
  stripe: Stripe,
  subscriptionId: string,
  planId: string | null,
): Promise<Payment[]> {
  const invoices = await stripe.invoices.list({
    subscription: subscriptionId,
    limit: 100,
    expand: ['data.payments'],
  });
  const customer = invoices.data.find((invoice) => invoice.customer)?.customer;
  const customerId = typeof customer === 'string' ? customer : customer?.id;
  const charges = customerId
    ? (await stripe.charges.list({ customer: customerId, limit: 100 })).data
    : [];
  const chargesByIntent = new Map<string, Stripe.Charge[]>();
  for (const charge of charges) {
    const intent =
      typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
    if (intent) chargesByIntent.set(intent, [...(chargesByIntent.get(intent) ?? []), charge]);
  }

  return invoices.data
    .filter((invoice) => invoice.status !== 'draft')
    .map((invoice) => {
      const intents = (invoice.payments?.data ?? [])
        .map((p) => p.payment.payment_intent)
        .map((pi) => (typeof pi === 'string' ? pi : pi?.id))
        .filter((pi): pi is string => Boolean(pi));
      // Stripe lists newest first: the first charge is the latest attempt.
      const invoiceCharges = intents.flatMap((pi) => chargesByIntent.get(pi) ?? []);
      const latest = invoiceCharges[0];
      return {
        id: invoice.id ?? '',
        payment_date: iso(invoice.status_transitions?.paid_at ?? invoice.created),
        description: describe(invoice, planId),
        amount: invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due,
        status: statusOf(invoice, latest),
      };
    });
}

function statusOf(invoice: Stripe.Invoice, latest: Stripe.Charge | undefined): string {
  if (invoice.status === 'paid') {
    if (latest?.disputed) return 'disputed';
    if (latest?.refunded) return 'refunded';
    return 'paid';
  }
  if (invoice.status === 'open') return latest?.status === 'failed' ? 'failed' : 'pending';
  return invoice.status ?? 'pending';
}

function describe(invoice: Stripe.Invoice, planId: string | null): string {
  const plan = planLabel(planId);
  if (invoice.billing_reason === 'subscription_create') return `${plan} – primeiro mês`;
  if (invoice.billing_reason === 'subscription_cycle') return `${plan} – mensalidade`;
  if (invoice.billing_reason === 'subscription_update') return `${plan} – mudança de plano`;
  return invoice.description ?? plan;
}
