import { couponDiscount } from './catalog';
import { newId, unixNow } from './ids';
import type {
  Charge,
  Customer,
  Invoice,
  InvoiceLineItem,
  InvoicePayment,
  PaymentIntent,
  Subscription,
} from './objects';
import { apiList } from './objects';
import type { EventOrigin, SimContext } from './sim-context';
import { AUTOMATIC } from './sim-context';

const RETRY_AFTER_FAILURE_SECONDS = 3 * 24 * 60 * 60;

export type InvoiceDiscount = { discountId: string; couponId: string };

/**
 * Builds a subscription invoice in `draft`, as Stripe does at the start of a billing period.
 * A coupon only reduces lines of the products it applies to.
 */
export function draftSubscriptionInvoice(
  ctx: SimContext,
  subscription: Subscription,
  input: DraftInput,
): Invoice {
  const invoice = buildSubscriptionInvoice(ctx, subscription, input);
  ctx.store.invoices.set(invoice.id, invoice);
  ctx.emit('invoice.created', invoice, { origin: input.origin });
  return invoice;
}

type DraftInput = {
  billingReason: Invoice['billing_reason'];
  periodStart: number;
  periodEnd: number;
  discount: InvoiceDiscount | null;
  origin?: EventOrigin;
};

/**
 * The draft invoice's object, not yet saved: a credit left on the customer's balance (a
 * downgrade's proration) is spent first, as Stripe applies `starting_balance`.
 */
export function buildSubscriptionInvoice(
  ctx: SimContext,
  subscription: Subscription,
  input: DraftInput,
): Invoice {
  const { store } = ctx;
  const customer = mustGet(store.customers, subscription.customer);
  const invoiceId = newId('in');
  const coupon = input.discount ? store.coupons.get(input.discount.couponId) : undefined;
  let discountLeft = 0;
  if (coupon) {
    const applicable = subscription.items.data
      .filter(
        (item) => !coupon.applies_to || coupon.applies_to.products.includes(item.price.product),
      )
      .reduce((sum, item) => sum + item.price.unit_amount * item.quantity, 0);
    discountLeft = couponDiscount(coupon, applicable);
  }
  const lines: InvoiceLineItem[] = subscription.items.data.map((item) => {
    const amount = item.price.unit_amount * item.quantity;
    const isDiscountable =
      !!coupon && (!coupon.applies_to || coupon.applies_to.products.includes(item.price.product));
    const lineDiscount = isDiscountable ? Math.min(discountLeft, amount) : 0;
    discountLeft -= lineDiscount;
    const product = store.products.get(item.price.product);
    return {
      id: newId('il'),
      object: 'line_item',
      amount,
      currency: item.price.currency,
      description: `${item.quantity} × ${product?.name ?? item.price.product}`,
      discount_amounts:
        lineDiscount > 0 && input.discount
          ? [{ amount: lineDiscount, discount: input.discount.discountId }]
          : [],
      discountable: true,
      discounts: [],
      invoice: invoiceId,
      livemode: false,
      metadata: {},
      parent: {
        type: 'subscription_item_details',
        invoice_item_details: null,
        subscription_item_details: {
          invoice_item: null,
          proration: false,
          proration_details: { credited_items: null },
          subscription: subscription.id,
          subscription_item: item.id,
        },
      },
      period: { start: input.periodStart, end: input.periodEnd },
      pricing: {
        type: 'price_details',
        price_details: { price: item.price.id, product: item.price.product },
        unit_amount_decimal: item.price.unit_amount_decimal,
      },
      quantity: item.quantity,
      subtotal: amount,
      taxes: [],
    };
  });
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const discountTotal = lines.reduce(
    (sum, line) => sum + line.discount_amounts.reduce((acc, part) => acc + part.amount, 0),
    0,
  );
  const total = subtotal - discountTotal;
  const created = unixNow();
  const invoice: Invoice = {
    id: invoiceId,
    object: 'invoice',
    account_country: 'BR',
    account_name: ctx.accountName,
    amount_due: total,
    amount_overpaid: 0,
    amount_paid: 0,
    amount_remaining: total,
    amount_shipping: 0,
    attempt_count: 0,
    attempted: false,
    auto_advance: true,
    billing_reason: input.billingReason,
    collection_method: 'charge_automatically',
    created,
    currency: subscription.currency,
    customer: customer.id,
    customer_email: customer.email,
    customer_name: customer.name,
    description: null,
    discounts: input.discount && discountTotal > 0 ? [input.discount.discountId] : [],
    due_date: null,
    effective_at: null,
    ending_balance: null,
    hosted_invoice_url: null,
    invoice_pdf: null,
    last_finalization_error: null,
    lines: apiList(lines, `/v1/invoices/${invoiceId}/lines`),
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    number: null,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: {
        subscription: subscription.id,
        metadata: { ...subscription.metadata },
      },
    },
    period_end: created,
    period_start: created,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    starting_balance: 0,
    status: 'draft',
    status_transitions: {
      finalized_at: null,
      marked_uncollectible_at: null,
      paid_at: null,
      voided_at: null,
    },
    subtotal,
    subtotal_excluding_tax: subtotal,
    total,
    total_discount_amounts:
      input.discount && discountTotal > 0
        ? [{ amount: discountTotal, discount: input.discount.discountId }]
        : [],
    total_excluding_tax: total,
    total_taxes: [],
    webhooks_delivered_at: null,
  };
  applyCustomerBalance(invoice, customer.balance);
  return invoice;
}

/** Sets the amounts due from the total and the customer's balance (negative = credit). */
export function applyCustomerBalance(invoice: Invoice, balance: number) {
  invoice.starting_balance = balance;
  const due = invoice.total + balance;
  invoice.amount_due = Math.max(0, due);
  invoice.amount_remaining = invoice.amount_due;
}

export function finalizeInvoice(
  ctx: SimContext,
  invoice: Invoice,
  origin: EventOrigin = AUTOMATIC,
) {
  const customer = mustGet(ctx.store.customers, invoice.customer);
  invoice.status = 'open';
  invoice.number = `${customer.invoice_prefix}-${String(customer.next_invoice_sequence).padStart(4, '0')}`;
  customer.next_invoice_sequence += 1;
  invoice.status_transitions.finalized_at = unixNow();
  invoice.effective_at = invoice.status_transitions.finalized_at;
  const due = invoice.total + invoice.starting_balance;
  invoice.ending_balance = Math.min(0, due);
  customer.balance = invoice.ending_balance;
  invoice.hosted_invoice_url = `${ctx.publicUrl()}/i/${invoice.id}`;
  ctx.emit('invoice.finalized', invoice, { origin });
}

/**
 * Charges an open invoice to the customer's default card. A R$ 0,00 invoice is paid without a
 * charge. Returns whether it was paid.
 */
export function payInvoice(
  ctx: SimContext,
  invoice: Invoice,
  options: { fail: boolean; origin?: EventOrigin },
): boolean {
  const { store } = ctx;
  const origin = options.origin ?? AUTOMATIC;
  const now = unixNow();
  invoice.attempt_count += 1;
  invoice.attempted = true;
  if (invoice.amount_due === 0) {
    markPaid(ctx, invoice, now, origin);
    return true;
  }
  const customer = mustGet(store.customers, invoice.customer);
  const paymentMethod = customer.invoice_settings.default_payment_method
    ? store.paymentMethods.get(customer.invoice_settings.default_payment_method)
    : undefined;
  if (!paymentMethod) throw new Error(`Customer ${customer.id} has no default payment method`);
  const intent: PaymentIntent = {
    id: newId('pi'),
    object: 'payment_intent',
    amount: invoice.amount_due,
    amount_capturable: 0,
    amount_received: 0,
    capture_method: 'automatic_async',
    client_secret: '',
    confirmation_method: 'automatic',
    created: now,
    currency: invoice.currency,
    customer: customer.id,
    description: invoiceDescription(invoice),
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: {},
    payment_method: paymentMethod.id,
    payment_method_types: ['card'],
    status: 'requires_payment_method',
  };
  intent.client_secret = `${intent.id}_secret_${newId('', 25).slice(1)}`;
  const charge = createCharge(invoice, intent, customer, paymentMethod.id, options.fail, now);
  charge.payment_method_details.card = { ...paymentMethod.card };
  charge.billing_details.email = customer.email;
  charge.billing_details.name = paymentMethod.billing_details.name;
  intent.latest_charge = charge.id;
  store.paymentIntents.set(intent.id, intent);
  store.charges.set(charge.id, charge);
  const invoicePayment: InvoicePayment = {
    id: newId('inpay'),
    object: 'invoice_payment',
    amount_paid: null,
    amount_requested: invoice.amount_due,
    created: now,
    currency: invoice.currency,
    invoice: invoice.id,
    is_default: true,
    livemode: false,
    payment: { type: 'payment_intent', payment_intent: intent.id },
    status: 'open',
    status_transitions: { canceled_at: null, paid_at: null },
  };
  store.invoicePayments.set(invoicePayment.id, invoicePayment);
  ctx.emit('payment_intent.created', intent, { origin });
  if (options.fail) {
    intent.last_payment_error = {
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
      type: 'card_error',
    };
    invoice.next_payment_attempt = now + RETRY_AFTER_FAILURE_SECONDS;
    ctx.emit('charge.failed', charge, { origin });
    ctx.emit('payment_intent.payment_failed', intent, { origin });
    ctx.emit('invoice.payment_failed', invoice, { origin });
    return false;
  }
  intent.status = 'succeeded';
  intent.amount_received = intent.amount;
  ctx.emit('charge.succeeded', charge, { origin });
  ctx.emit('payment_intent.succeeded', intent, { origin });
  invoicePayment.status = 'paid';
  invoicePayment.amount_paid = invoice.amount_due;
  invoicePayment.status_transitions.paid_at = now;
  ctx.emit('invoice_payment.paid', invoicePayment, { origin });
  markPaid(ctx, invoice, now, origin);
  return true;
}

function markPaid(ctx: SimContext, invoice: Invoice, now: number, origin: EventOrigin) {
  invoice.status = 'paid';
  invoice.amount_paid = invoice.amount_due;
  invoice.amount_remaining = 0;
  invoice.next_payment_attempt = null;
  invoice.status_transitions.paid_at = now;
  ctx.emit('invoice.paid', invoice, { origin });
  ctx.emit('invoice.payment_succeeded', invoice, { origin });
}

function createCharge(
  invoice: Invoice,
  intent: PaymentIntent,
  customer: Customer,
  paymentMethodId: string,
  fail: boolean,
  now: number,
): Charge {
  return {
    id: newId('ch'),
    object: 'charge',
    amount: intent.amount,
    amount_captured: fail ? 0 : intent.amount,
    amount_refunded: 0,
    balance_transaction: fail ? null : newId('txn'),
    billing_details: { address: null, email: customer.email, name: null, phone: null },
    captured: !fail,
    created: now,
    currency: intent.currency,
    customer: customer.id,
    description: invoiceDescription(invoice),
    disputed: false,
    failure_code: fail ? 'card_declined' : null,
    failure_message: fail ? 'Your card was declined.' : null,
    livemode: false,
    metadata: {},
    outcome: fail
      ? {
          network_status: 'declined_by_network',
          reason: 'generic_decline',
          risk_level: 'normal',
          seller_message: 'The bank did not return any further details with this decline.',
          type: 'issuer_declined',
        }
      : {
          network_status: 'approved_by_network',
          reason: null,
          risk_level: 'normal',
          seller_message: 'Payment complete.',
          type: 'authorized',
        },
    paid: !fail,
    payment_intent: intent.id,
    payment_method: paymentMethodId,
    payment_method_details: {
      type: 'card',
      card: {
        brand: 'visa',
        country: 'BR',
        exp_month: 12,
        exp_year: 2034,
        funding: 'credit',
        last4: '4242',
      },
    },
    receipt_url: null,
    refunded: false,
    status: fail ? 'failed' : 'succeeded',
  };
}

function invoiceDescription(invoice: Invoice): string {
  return invoice.billing_reason === 'subscription_create'
    ? 'Subscription creation'
    : 'Subscription update';
}

export function mustGet<T>(map: Map<string, T>, id: string): T {
  const value = map.get(id);
  if (!value) throw new Error(`Simulator state is missing ${id}`);
  return value;
}
