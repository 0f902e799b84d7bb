import { nextPeriodEnd, subscriptionItem } from './checkout-completion';
import type { FormObject } from './form-encoding';
import { unixNow } from './ids';
import { draftSubscriptionInvoice, finalizeInvoice, payInvoice } from './invoicing';
import type { Invoice, Subscription } from './objects';
import {
  assertKnownParams,
  mergeMetadata,
  metadataParam,
  objectAt,
  optionalArray,
  optionalBoolean,
  optionalEnum,
  optionalInteger,
  optionalString,
} from './params';
import type { EventOrigin, SimContext } from './sim-context';
import { AUTOMATIC } from './sim-context';
import { invoiceProrations, nowOr, type PriceChange } from './proration';
import { invalidRequest, resourceMissing } from './stripe-error';

const UPDATE_PARAMS = [
  'cancel_at_period_end',
  'cancellation_details',
  'default_payment_method',
  'description',
  'expand',
  'items',
  'metadata',
  'payment_behavior',
  'proration_behavior',
  'proration_date',
] as const;

/**
 * `POST /v1/subscriptions/:id`. Items follow Stripe's rules: an entry with `id` changes (or with
 * `deleted` removes) that item; an entry without `id` adds a new one. A price change with
 * `proration_behavior=always_invoice` is invoiced and charged at once (proration.ts); with
 * `none` or `create_prorations` nothing is billed now (the simulator keeps no pending items).
 * `cancel_at_period_end=false` before the period ends takes a scheduled cancellation back.
 */
export function updateSubscription(
  ctx: SimContext,
  subscription: Subscription,
  params: FormObject,
  origin: EventOrigin,
): Subscription {
  assertKnownParams(params, UPDATE_PARAMS);
  const proration = optionalEnum(params, 'proration_behavior', [
    'always_invoice',
    'create_prorations',
    'none',
  ]);
  const prorationDate = optionalInteger(params, 'proration_date');
  optionalEnum(params, 'payment_behavior', [
    'allow_incomplete',
    'default_incomplete',
    'error_if_incomplete',
    'pending_if_incomplete',
  ]);
  const cancelAtPeriodEnd = optionalBoolean(params, 'cancel_at_period_end');
  const metadata = metadataParam(params);
  const description = optionalString(params, 'description');
  const items = optionalArray(params, 'items');
  if (subscription.status === 'canceled' && (items || cancelAtPeriodEnd !== undefined)) {
    throw invalidRequest(
      'A canceled subscription can only update its cancellation_details and metadata.',
    );
  }
  const previous: Record<string, unknown> = {};
  if (items) {
    const before = structuredClone(subscription.items);
    const changes = applyItemChanges(ctx, subscription, items);
    previous['items'] = before;
    if (proration === 'always_invoice' && changes.length > 0) {
      previous['latest_invoice'] = subscription.latest_invoice;
      invoiceProrations(ctx, subscription, changes, nowOr(prorationDate), origin);
    }
  }
  if (cancelAtPeriodEnd !== undefined && cancelAtPeriodEnd !== subscription.cancel_at_period_end) {
    previous['cancel_at_period_end'] = subscription.cancel_at_period_end;
    previous['cancel_at'] = subscription.cancel_at;
    subscription.cancel_at_period_end = cancelAtPeriodEnd;
    subscription.cancel_at = cancelAtPeriodEnd ? periodEndOf(subscription) : null;
  }
  if (metadata) {
    previous['metadata'] = subscription.metadata;
    subscription.metadata = mergeMetadata(subscription.metadata, metadata);
  }
  if (description !== undefined) {
    previous['description'] = subscription.description;
    subscription.description = description || null;
  }
  if (Object.keys(previous).length > 0) {
    ctx.emit('customer.subscription.updated', subscription, { previous, origin });
  }
  return subscription;
}

function applyItemChanges(
  ctx: SimContext,
  subscription: Subscription,
  items: FormObject[] | unknown[],
): PriceChange[] {
  const changes: PriceChange[] = [];
  const list = items as Parameters<typeof objectAt>[0];
  const data = subscription.items.data.slice();
  const start = subscription.items.data[0]?.current_period_start ?? unixNow();
  const end = periodEndOf(subscription);
  list.forEach((_, index) => {
    const param = `items[${index}]`;
    const entry = objectAt(list, index, 'items');
    assertKnownParams(
      entry,
      ['id', 'price', 'quantity', 'deleted', 'metadata', 'clear_usage'],
      param,
    );
    const itemId = optionalString(entry, 'id', `${param}[id]`);
    const priceId = optionalString(entry, 'price', `${param}[price]`);
    const quantity = optionalInteger(entry, 'quantity', `${param}[quantity]`);
    const deleted = optionalBoolean(entry, 'deleted', `${param}[deleted]`);
    const price = priceId ? ctx.store.prices.get(priceId) : undefined;
    if (priceId && !price) throw resourceMissing('price', priceId, `${param}[price]`);
    if (price && !price.recurring) {
      throw invalidRequest('The price specified is not a recurring price.', `${param}[price]`);
    }
    if (price && price.currency !== subscription.currency) {
      throw invalidRequest(
        'Currency and interval fields must match across all plans on this subscription.',
        `${param}[price]`,
      );
    }
    if (quantity !== undefined && quantity < 0) {
      throw invalidRequest('This value must be greater than or equal to 0.', `${param}[quantity]`);
    }
    if (itemId) {
      const position = data.findIndex((item) => item.id === itemId);
      const current = data[position];
      if (!current) throw resourceMissing('subscription item', itemId, `${param}[id]`);
      if (deleted) {
        data.splice(position, 1);
        return;
      }
      if (price && price.id !== current.price.id) changes.push({ item: current, price });
      data[position] = {
        ...current,
        price: price ? structuredClone(price) : current.price,
        quantity: quantity ?? current.quantity,
      };
      return;
    }
    if (!price)
      throw invalidRequest(
        'Missing required param: items[' + index + '][price].',
        `${param}[price]`,
        'parameter_missing',
      );
    if (data.some((item) => item.price.id === price.id)) {
      throw invalidRequest(
        `Cannot add multiple subscription items with the same price: ${price.id}`,
        `${param}[price]`,
      );
    }
    data.push(subscriptionItem(subscription.id, price, quantity ?? 1, start, end));
  });
  if (data.length === 0) {
    throw invalidRequest('A subscription must have at least one active plan.', 'items');
  }
  subscription.items.data = data;
  return changes;
}

export function cancelSubscription(
  ctx: SimContext,
  subscription: Subscription,
  origin: EventOrigin,
) {
  if (subscription.status === 'canceled') {
    throw invalidRequest('This subscription has already been canceled.');
  }
  const now = unixNow();
  subscription.status = 'canceled';
  subscription.canceled_at = now;
  subscription.ended_at = now;
  subscription.cancel_at_period_end = false;
  subscription.cancellation_details.reason = 'cancellation_requested';
  ctx.emit('customer.subscription.deleted', subscription, { origin });
  return subscription;
}

/** The dashboard's "update subscription" to another plan's price (the first item's). */
export function changeSubscriptionPrice(
  ctx: SimContext,
  subscription: Subscription,
  priceId: string,
) {
  const item = subscription.items.data[0];
  if (!item) throw new Error(`Subscription ${subscription.id} has no items`);
  return updateSubscription(
    ctx,
    subscription,
    { items: [{ id: item.id, price: priceId }], proration_behavior: 'none' },
    AUTOMATIC,
  );
}

/**
 * The end of a billing period, as Stripe's clock would reach it: the subscription ends if it
 * was set to cancel, otherwise the period moves on and its invoice is drafted, finalized and
 * charged (or left as draft). A failed charge makes the subscription `past_due`.
 */
export function advanceBilling(
  ctx: SimContext,
  subscription: Subscription,
  options: { fail?: boolean; leaveDraft?: boolean } = {},
): { subscription: Subscription; invoice: Invoice | null } {
  if (subscription.status === 'canceled' || subscription.status === 'incomplete') {
    throw new Error(`Subscription ${subscription.id} is ${subscription.status}; nothing to bill`);
  }
  const periodStart = periodEndOf(subscription);
  if (subscription.cancel_at_period_end) {
    subscription.status = 'canceled';
    subscription.canceled_at = subscription.canceled_at ?? unixNow();
    subscription.ended_at = periodStart;
    subscription.cancellation_details.reason = 'cancellation_requested';
    ctx.emit('customer.subscription.deleted', subscription);
    return { subscription, invoice: null };
  }
  const first = subscription.items.data[0];
  if (!first) throw new Error(`Subscription ${subscription.id} has no items`);
  const periodEnd = nextPeriodEnd(periodStart, first.price);
  const previous: Record<string, unknown> = {
    items: structuredClone(subscription.items),
    latest_invoice: subscription.latest_invoice,
  };
  for (const item of subscription.items.data) {
    item.current_period_start = periodStart;
    item.current_period_end = periodEnd;
  }
  const invoice = draftSubscriptionInvoice(ctx, subscription, {
    billingReason: 'subscription_cycle',
    periodStart,
    periodEnd,
    discount: null,
  });
  subscription.latest_invoice = invoice.id;
  if (!options.leaveDraft) {
    finalizeInvoice(ctx, invoice);
    const paid = payInvoice(ctx, invoice, { fail: options.fail ?? false });
    const status = paid ? 'active' : 'past_due';
    if (status !== subscription.status) previous['status'] = subscription.status;
    subscription.status = status;
  }
  ctx.emit('customer.subscription.updated', subscription, { previous });
  return { subscription, invoice };
}

/** After an open invoice of the latest period is paid, a past_due subscription is active again. */
export function reactivateIfSettled(ctx: SimContext, invoice: Invoice, origin: EventOrigin) {
  const subscriptionId = invoice.parent.subscription_details.subscription;
  const subscription = ctx.store.subscriptions.get(subscriptionId);
  if (!subscription || subscription.status !== 'past_due') return;
  if (subscription.latest_invoice !== invoice.id) return;
  subscription.status = 'active';
  ctx.emit('customer.subscription.updated', subscription, {
    previous: { status: 'past_due' },
    origin,
  });
}

function periodEndOf(subscription: Subscription): number {
  return subscription.items.data[0]?.current_period_end ?? unixNow();
}
