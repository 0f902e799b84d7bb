import { addMonths, newId, unixNow } from './ids';
import { draftSubscriptionInvoice, finalizeInvoice, mustGet, payInvoice } from './invoicing';
import type {
  CheckoutSession,
  Customer,
  Discount,
  PaymentMethod,
  Price,
  Subscription,
  SubscriptionItem,
} from './objects';
import { apiList } from './objects';
import type { SimContext } from './sim-context';

export type Payer = { email: string | null; name: string | null; brand: string; last4: string };

/**
 * What Stripe does when the hosted page's card is accepted, in its order of events: customer
 * and card, subscription (created `incomplete`), first invoice drafted, finalized and paid,
 * subscription `active`, then the session completes. Synchronous, so a double submit of the
 * form cannot pay twice.
 */
export function completeCheckoutSession(ctx: SimContext, session: CheckoutSession, payer: Payer) {
  const { store } = ctx;
  const details = mustGet(store.sessionDetails, session.id);
  const now = unixNow();
  const customer = session.customer
    ? mustGet(store.customers, session.customer)
    : createCustomer(ctx, { email: session.customer_email ?? payer.email, name: payer.name });
  const paymentMethod = attachCard(ctx, customer, payer);

  const subscriptionId = newId('sub');
  const first = details.lineItems[0];
  if (!first) throw new Error(`Session ${session.id} has no line items`);
  const periodEnd = nextPeriodEnd(now, first.price);
  const items: SubscriptionItem[] = details.lineItems.map((line) =>
    subscriptionItem(subscriptionId, line.price, line.quantity, now, periodEnd),
  );
  const subscription: Subscription = {
    id: subscriptionId,
    object: 'subscription',
    application: null,
    billing_cycle_anchor: now,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, reason: null },
    collection_method: 'charge_automatically',
    created: now,
    currency: session.currency,
    customer: customer.id,
    days_until_due: null,
    default_payment_method: paymentMethod.id,
    description: null,
    discounts: [],
    ended_at: null,
    items: apiList(items, `/v1/subscription_items?subscription=${subscriptionId}`),
    latest_invoice: null,
    livemode: false,
    metadata: { ...details.subscriptionMetadata },
    pending_update: null,
    start_date: now,
    status: 'incomplete',
    test_clock: null,
    trial_end: null,
    trial_start: null,
  };
  store.subscriptions.set(subscription.id, subscription);
  ctx.emit('customer.subscription.created', subscription);

  let discount: Discount | null = null;
  if (details.couponId) {
    discount = {
      id: newId('di'),
      object: 'discount',
      checkout_session: session.id,
      customer: customer.id,
      end: null,
      invoice: null,
      invoice_item: null,
      promotion_code: details.promotionCodeId,
      source: { type: 'coupon', coupon: details.couponId },
      start: now,
      subscription: subscription.id,
      subscription_item: null,
    };
    store.discounts.set(discount.id, discount);
  }
  const invoice = draftSubscriptionInvoice(ctx, subscription, {
    billingReason: 'subscription_create',
    periodStart: now,
    periodEnd,
    discount: discount ? { discountId: discount.id, couponId: details.couponId ?? '' } : null,
  });
  if (discount) discount.invoice = invoice.id;
  subscription.latest_invoice = invoice.id;
  finalizeInvoice(ctx, invoice);
  payInvoice(ctx, invoice, { fail: false });
  redeem(ctx, details.couponId, details.promotionCodeId);

  subscription.status = 'active';
  ctx.emit('customer.subscription.updated', subscription, {
    previous: { status: 'incomplete', latest_invoice: null },
  });

  session.status = 'complete';
  session.payment_status = invoice.amount_due === 0 ? 'no_payment_required' : 'paid';
  session.customer = customer.id;
  session.subscription = subscription.id;
  session.invoice = invoice.id;
  session.url = null;
  session.customer_details = {
    address: null,
    email: customer.email,
    name: payer.name,
    phone: null,
    tax_exempt: 'none',
    tax_ids: [],
  };
  ctx.emit('checkout.session.completed', session);
}

export function createCustomer(
  ctx: SimContext,
  input: { email: string | null; name: string | null; metadata?: Record<string, string> },
): Customer {
  const customer: Customer = {
    id: newId('cus', 14),
    object: 'customer',
    address: null,
    balance: 0,
    created: unixNow(),
    currency: null,
    default_source: null,
    delinquent: false,
    description: null,
    email: input.email,
    invoice_prefix: newId('', 8).slice(1).toUpperCase(),
    invoice_settings: {
      custom_fields: null,
      default_payment_method: null,
      footer: null,
      rendering_options: null,
    },
    livemode: false,
    metadata: input.metadata ?? {},
    name: input.name,
    next_invoice_sequence: 1,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
  ctx.store.customers.set(customer.id, customer);
  ctx.emit('customer.created', customer);
  return customer;
}

function attachCard(ctx: SimContext, customer: Customer, payer: Payer): PaymentMethod {
  const paymentMethod: PaymentMethod = {
    id: newId('pm'),
    object: 'payment_method',
    billing_details: { address: null, email: customer.email, name: payer.name, phone: null },
    card: {
      brand: payer.brand,
      country: 'BR',
      exp_month: 12,
      exp_year: new Date().getUTCFullYear() + 5,
      funding: 'credit',
      last4: payer.last4,
    },
    created: unixNow(),
    customer: customer.id,
    livemode: false,
    metadata: {},
    type: 'card',
  };
  ctx.store.paymentMethods.set(paymentMethod.id, paymentMethod);
  ctx.emit('payment_method.attached', paymentMethod);
  const previous = customer.invoice_settings.default_payment_method;
  customer.invoice_settings.default_payment_method = paymentMethod.id;
  customer.currency = 'brl';
  ctx.emit('customer.updated', customer, {
    previous: { invoice_settings: { default_payment_method: previous }, currency: null },
  });
  return paymentMethod;
}

function redeem(ctx: SimContext, couponId: string | null, promotionCodeId: string | null) {
  const coupon = couponId ? ctx.store.coupons.get(couponId) : undefined;
  if (coupon) {
    coupon.times_redeemed += 1;
    if (coupon.max_redemptions !== null && coupon.times_redeemed >= coupon.max_redemptions) {
      coupon.valid = false;
    }
  }
  const promotion = promotionCodeId ? ctx.store.promotionCodes.get(promotionCodeId) : undefined;
  if (promotion) {
    promotion.times_redeemed += 1;
    if (
      promotion.max_redemptions !== null &&
      promotion.times_redeemed >= promotion.max_redemptions
    ) {
      promotion.active = false;
    }
  }
}

export function subscriptionItem(
  subscriptionId: string,
  price: Price,
  quantity: number,
  start: number,
  end: number,
): SubscriptionItem {
  return {
    id: newId('si', 14),
    object: 'subscription_item',
    created: unixNow(),
    current_period_end: end,
    current_period_start: start,
    discounts: [],
    metadata: {},
    price: structuredClone(price),
    quantity,
    subscription: subscriptionId,
    tax_rates: [],
  };
}

export function nextPeriodEnd(start: number, price: Price): number {
  const recurring = price.recurring;
  const count = recurring?.interval_count ?? 1;
  switch (recurring?.interval) {
    case 'day':
      return start + count * 86_400;
    case 'week':
      return start + count * 7 * 86_400;
    case 'year':
      return addMonths(start, 12 * count);
    default:
      return addMonths(start, count);
  }
}
