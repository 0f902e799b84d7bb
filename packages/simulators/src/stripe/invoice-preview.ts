import type { FormObject } from './form-encoding';
import { newId } from './ids';
import { buildSubscriptionInvoice } from './invoicing';
import type { Invoice } from './objects';
import {
  assertKnownParams,
  objectAt,
  optionalArray,
  optionalEnum,
  optionalInteger,
  optionalObject,
  optionalString,
} from './params';
import { nowOr, prorationInvoice, type PriceChange } from './proration';
import type { SimContext } from './sim-context';
import { invalidRequest, missingParam, resourceMissing } from './stripe-error';

/**
 * `POST /v1/invoices/create_preview` (`stripe.invoices.createPreview`): what a subscription
 * change would bill, nothing saved. With `subscription_details[items]` changing an item's price
 * and `proration_behavior=always_invoice` it is the proration invoice the update would charge
 * now; otherwise the next renewal's invoice. The id starts with `upcoming_in_`, as Stripe's.
 */
export function previewInvoice(ctx: SimContext, params: FormObject): Invoice {
  assertKnownParams(params, ['customer', 'subscription', 'subscription_details', 'expand']);
  const subscriptionId = optionalString(params, 'subscription');
  if (!subscriptionId) throw missingParam('subscription');
  const subscription = ctx.store.subscriptions.get(subscriptionId);
  if (!subscription) throw resourceMissing('subscription', subscriptionId, 'subscription');
  const customer = optionalString(params, 'customer');
  if (customer && customer !== subscription.customer) {
    throw invalidRequest('The subscription does not belong to this customer.', 'customer');
  }
  const details = optionalObject(params, 'subscription_details') ?? {};
  const prefix = 'subscription_details';
  assertKnownParams(details, ['items', 'proration_behavior', 'proration_date'], prefix);
  const behavior = optionalEnum(
    details,
    'proration_behavior',
    ['always_invoice', 'create_prorations', 'none'],
    `${prefix}[proration_behavior]`,
  );
  const at = nowOr(optionalInteger(details, 'proration_date', `${prefix}[proration_date]`));
  const items = optionalArray(details, 'items') ?? [];
  const changes: PriceChange[] = items.map((_, index) => {
    const param = `${prefix}[items][${index}]`;
    const entry = objectAt(items as Parameters<typeof objectAt>[0], index, `${prefix}[items]`);
    assertKnownParams(entry, ['id', 'price', 'quantity'], param);
    const itemId = optionalString(entry, 'id', `${param}[id]`);
    const priceId = optionalString(entry, 'price', `${param}[price]`);
    const item = subscription.items.data.find((candidate) => candidate.id === itemId);
    if (!item) throw resourceMissing('subscription item', itemId ?? '', `${param}[id]`);
    const price = priceId ? ctx.store.prices.get(priceId) : item.price;
    if (!price) throw resourceMissing('price', priceId ?? '', `${param}[price]`);
    return { item, price };
  });
  const priced = changes.filter((change) => change.price.id !== change.item.price.id);
  const id = `upcoming_${newId('in')}`;
  if (behavior !== 'none' && priced.length > 0) {
    return prorationInvoice(ctx, subscription, priced, at, id);
  }
  const first = subscription.items.data[0];
  const invoice = buildSubscriptionInvoice(ctx, subscription, {
    billingReason: 'subscription_cycle',
    periodStart: first?.current_period_end ?? at,
    periodEnd: first?.current_period_end ?? at,
    discount: null,
  });
  invoice.id = id;
  return invoice;
}
