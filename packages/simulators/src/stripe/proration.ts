import { newId, unixNow } from './ids';
import {
  applyCustomerBalance,
  buildSubscriptionInvoice,
  finalizeInvoice,
  payInvoice,
} from './invoicing';
import type { Invoice, InvoiceLineItem, Price, Subscription, SubscriptionItem } from './objects';
import { apiList } from './objects';
import type { EventOrigin, SimContext } from './sim-context';

export type PriceChange = { item: SubscriptionItem; price: Price };

const DATE = new Intl.DateTimeFormat('en-US', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * Stripe's proration of a price change at `at` inside the item's period: a credit line for the
 * unused time on the old price and a charge line for the remaining time on the new one, each
 * the price × quantity × (period end − at) / (period end − period start), rounded to the cent.
 */
export function prorationLines(
  ctx: SimContext,
  subscription: Subscription,
  changes: PriceChange[],
  at: number,
  invoiceId: string,
): InvoiceLineItem[] {
  return changes.flatMap(({ item, price }) => {
    const start = item.current_period_start;
    const end = item.current_period_end;
    const fraction = end > start ? Math.max(0, end - at) / (end - start) : 0;
    const after = DATE.format(new Date(at * 1000));
    const credit = -Math.round(item.price.unit_amount * item.quantity * fraction);
    const charge = Math.round(price.unit_amount * item.quantity * fraction);
    const name = (p: Price) => ctx.store.products.get(p.product)?.name ?? p.product;
    return [
      line(
        subscription,
        item,
        item.price,
        credit,
        `Unused time on ${name(item.price)} after ${after}`,
      ),
      line(subscription, item, price, charge, `Remaining time on ${name(price)} after ${after}`),
    ].map((entry) => ({ ...entry, invoice: invoiceId, period: { start: at, end } }));
  });
}

function line(
  subscription: Subscription,
  item: SubscriptionItem,
  price: Price,
  amount: number,
  description: string,
): InvoiceLineItem {
  return {
    id: newId('il'),
    object: 'line_item',
    amount,
    currency: price.currency,
    description,
    discount_amounts: [],
    discountable: false,
    discounts: [],
    invoice: '',
    livemode: false,
    metadata: {},
    parent: {
      type: 'subscription_item_details',
      invoice_item_details: null,
      subscription_item_details: {
        invoice_item: null,
        proration: true,
        proration_details: { credited_items: null },
        subscription: subscription.id,
        subscription_item: item.id,
      },
    },
    period: { start: 0, end: 0 },
    pricing: {
      type: 'price_details',
      price_details: { price: price.id, product: price.product },
      unit_amount_decimal: price.unit_amount_decimal,
    },
    quantity: item.quantity,
    subtotal: amount,
    taxes: [],
  };
}

/** An invoice (not saved) whose lines are the prorations; `subscription_update` as its reason. */
export function prorationInvoice(
  ctx: SimContext,
  subscription: Subscription,
  changes: PriceChange[],
  at: number,
  id = newId('in'),
): Invoice {
  const invoice = buildSubscriptionInvoice(ctx, subscription, {
    billingReason: 'subscription_update',
    periodStart: at,
    periodEnd: at,
    discount: null,
  });
  invoice.id = id;
  const lines = prorationLines(ctx, subscription, changes, at, id);
  invoice.lines = apiList(lines, `/v1/invoices/${id}/lines`);
  const total = lines.reduce((sum, entry) => sum + entry.amount, 0);
  invoice.subtotal = total;
  invoice.subtotal_excluding_tax = total;
  invoice.total = total;
  invoice.total_excluding_tax = total;
  const customer = ctx.store.customers.get(subscription.customer);
  applyCustomerBalance(invoice, customer?.balance ?? 0);
  return invoice;
}

/**
 * `proration_behavior=always_invoice`: the prorations are invoiced and charged at once; a
 * negative total (a downgrade) is paid by nothing and left as credit on the customer's balance,
 * which the next invoices spend.
 */
export function invoiceProrations(
  ctx: SimContext,
  subscription: Subscription,
  changes: PriceChange[],
  at: number,
  origin: EventOrigin,
): Invoice {
  const invoice = prorationInvoice(ctx, subscription, changes, at);
  ctx.store.invoices.set(invoice.id, invoice);
  ctx.emit('invoice.created', invoice, { origin });
  finalizeInvoice(ctx, invoice, origin);
  payInvoice(ctx, invoice, { fail: false, origin });
  subscription.latest_invoice = invoice.id;
  return invoice;
}

export const nowOr = (at: number | undefined) => at ?? unixNow();
