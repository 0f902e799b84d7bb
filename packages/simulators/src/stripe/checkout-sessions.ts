import { couponDiscount } from './catalog';
import { newId, unixNow } from './ids';
import type { CheckoutLineItem, CheckoutSession, Coupon, Price } from './objects';
import type { FormObject } from './form-encoding';
import {
  assertKnownParams,
  metadataParam,
  objectAt,
  optionalArray,
  optionalBoolean,
  optionalEnum,
  optionalInteger,
  optionalObject,
  optionalString,
  requiredString,
} from './params';
import type { EventOrigin, SimContext } from './sim-context';
import type { SessionDetails } from './store';
import { invalidRequest, missingParam, resourceMissing, StripeSimError } from './stripe-error';

const SESSION_PARAMS = [
  'allow_promotion_codes',
  'automatic_tax',
  'billing_address_collection',
  'cancel_url',
  'client_reference_id',
  'consent_collection',
  'currency',
  'custom_text',
  'customer',
  'customer_email',
  'customer_update',
  'discounts',
  'expand',
  'expires_at',
  'line_items',
  'locale',
  'metadata',
  'mode',
  'payment_method_collection',
  'payment_method_types',
  'phone_number_collection',
  'subscription_data',
  'success_url',
  'tax_id_collection',
  'ui_mode',
] as const;

const DAY = 24 * 60 * 60;

export function createCheckoutSession(ctx: SimContext, params: FormObject): CheckoutSession {
  const { store } = ctx;
  assertKnownParams(params, SESSION_PARAMS);
  const mode = optionalEnum(params, 'mode', ['payment', 'setup', 'subscription']);
  if (!mode) throw missingParam('mode');
  if (mode !== 'subscription') {
    throw invalidRequest('The Stripe simulator only supports mode=subscription.', 'mode');
  }
  optionalEnum(params, 'ui_mode', ['hosted', 'hosted_page']);
  const successUrl = urlParam(params, 'success_url');
  const cancelUrl = urlParam(params, 'cancel_url');
  const clientReferenceId = optionalString(params, 'client_reference_id');
  if (clientReferenceId && clientReferenceId.length > 200) {
    throw invalidRequest(
      'client_reference_id must be at most 200 characters.',
      'client_reference_id',
    );
  }
  const customerId = optionalString(params, 'customer');
  const customerEmail = optionalString(params, 'customer_email');
  if (customerId && customerEmail) {
    throw invalidRequest('You may only specify one of these parameters: customer, customer_email.');
  }
  if (customerId && !store.customers.has(customerId)) {
    throw resourceMissing('customer', customerId, 'customer');
  }
  if (customerEmail !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(customerEmail)) {
    throw invalidRequest(
      `Invalid email address: ${customerEmail}`,
      'customer_email',
      'email_invalid',
    );
  }
  const allowPromotionCodes = optionalBoolean(params, 'allow_promotion_codes');
  const discounts = optionalArray(params, 'discounts');
  if (discounts && allowPromotionCodes !== undefined) {
    throw invalidRequest(
      'You may only specify one of these parameters: allow_promotion_codes, discounts.',
    );
  }
  const prices = readLineItems(ctx, params);
  const { coupon, promotionCodeId } = readDiscount(ctx, discounts, prices);
  const subscriptionData = optionalObject(params, 'subscription_data') ?? {};
  assertKnownParams(subscriptionData, ['description', 'metadata'], 'subscription_data');
  const now = unixNow();
  const expiresAt = optionalInteger(params, 'expires_at') ?? now + DAY;
  if (expiresAt < now + 30 * 60 || expiresAt > now + DAY) {
    throw invalidRequest(
      'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
      'expires_at',
    );
  }
  const id = newId('cs_test', 58);
  const { lineItems, subtotal, discount } = priceLines(ctx, prices, coupon);
  const session: CheckoutSession = {
    id,
    object: 'checkout.session',
    allow_promotion_codes: allowPromotionCodes ?? null,
    amount_subtotal: subtotal,
    amount_total: subtotal - discount,
    cancel_url: cancelUrl ?? null,
    client_reference_id: clientReferenceId ?? null,
    created: now,
    currency: prices[0]?.price.currency ?? 'brl',
    customer: customerId ?? null,
    customer_creation: null,
    customer_details: null,
    customer_email: customerEmail ?? null,
    discounts: coupon
      ? [{ coupon: promotionCodeId ? null : coupon.id, promotion_code: promotionCodeId }]
      : [],
    expires_at: expiresAt,
    invoice: null,
    livemode: false,
    locale: optionalString(params, 'locale') ?? null,
    metadata: metadataParam(params) ?? {},
    mode: 'subscription',
    payment_method_collection:
      optionalEnum(params, 'payment_method_collection', ['always', 'if_required']) ?? 'always',
    payment_method_types: ['card'],
    payment_status: 'unpaid',
    status: 'open',
    subscription: null,
    success_url: successUrl ?? null,
    total_details: { amount_discount: discount, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted_page',
    url: `${ctx.publicUrl()}/checkout/${id}`,
  };
  const details: SessionDetails = {
    lineItems,
    subscriptionMetadata:
      metadataParam(subscriptionData, 'metadata', 'subscription_data[metadata]') ?? {},
    couponId: coupon?.id ?? null,
    promotionCodeId,
  };
  store.sessions.set(id, session);
  store.sessionDetails.set(id, details);
  return session;
}

/** Applies a code typed on the hosted page (allow_promotion_codes); returns an error message. */
export function applyPromotionCodeText(ctx: SimContext, session: CheckoutSession, code: string) {
  const promotion = [...ctx.store.promotionCodes.values()].find(
    (candidate) => candidate.active && candidate.code.toLowerCase() === code.trim().toLowerCase(),
  );
  const details = ctx.store.sessionDetails.get(session.id);
  if (!promotion || !details) return 'Este código é inválido.';
  const coupon = ctx.store.coupons.get(promotion.promotion.coupon);
  const products = details.lineItems.map((item) => item.price.product);
  if (!coupon || !couponApplies(coupon, products)) {
    return 'Este código não é válido para os itens da compra.';
  }
  const priced = priceLines(
    ctx,
    details.lineItems.map((item) => ({ price: item.price, quantity: item.quantity })),
    coupon,
  );
  details.lineItems = priced.lineItems;
  details.couponId = coupon.id;
  details.promotionCodeId = promotion.id;
  session.discounts = [{ coupon: null, promotion_code: promotion.id }];
  session.amount_total = priced.subtotal - priced.discount;
  session.total_details.amount_discount = priced.discount;
  return null;
}

type PricedItem = { price: Price; quantity: number };

function readLineItems(ctx: SimContext, params: FormObject): PricedItem[] {
  const items = optionalArray(params, 'line_items');
  if (!items || items.length === 0) throw missingParam('line_items');
  const priced = items.map((_, index) => {
    const param = `line_items[${index}]`;
    const item = objectAt(items, index, 'line_items');
    assertKnownParams(item, ['price', 'quantity', 'adjustable_quantity', 'tax_rates'], param);
    const priceId = requiredString(item, 'price', `${param}[price]`);
    const price = ctx.store.prices.get(priceId);
    if (!price) throw resourceMissing('price', priceId, `${param}[price]`);
    if (!price.active) {
      throw invalidRequest(
        `The price specified is inactive. This field only accepts active prices.`,
        `${param}[price]`,
      );
    }
    const quantity = optionalInteger(item, 'quantity', `${param}[quantity]`);
    if (quantity === undefined) throw missingParam(`${param}[quantity]`);
    if (quantity < 1) {
      throw invalidRequest('This value must be greater than or equal to 1.', `${param}[quantity]`);
    }
    return { price, quantity };
  });
  if (!priced.some((item) => item.price.recurring)) {
    throw invalidRequest(
      'You must provide at least one recurring price in `subscription` mode when using prices.',
      'line_items',
    );
  }
  const [first] = priced;
  if (first && priced.some((item) => item.price.currency !== first.price.currency)) {
    throw invalidRequest('All prices must be in the same currency.', 'line_items');
  }
  return priced;
}

function readDiscount(
  ctx: SimContext,
  discounts: ReturnType<typeof optionalArray>,
  items: PricedItem[],
): { coupon: Coupon | null; promotionCodeId: string | null } {
  if (!discounts || discounts.length === 0) return { coupon: null, promotionCodeId: null };
  if (discounts.length > 1) {
    throw invalidRequest('You may only specify one discount.', 'discounts');
  }
  const entry = objectAt(discounts, 0, 'discounts');
  assertKnownParams(entry, ['coupon', 'promotion_code'], 'discounts[0]');
  const promotionCodeId = optionalString(entry, 'promotion_code', 'discounts[0][promotion_code]');
  const couponId = optionalString(entry, 'coupon', 'discounts[0][coupon]');
  if (promotionCodeId && couponId) {
    throw invalidRequest(
      'You may only specify one of these parameters: coupon, promotion_code.',
      'discounts[0]',
    );
  }
  let coupon: Coupon | undefined;
  const param = promotionCodeId ? 'discounts[0][promotion_code]' : 'discounts[0][coupon]';
  if (promotionCodeId) {
    const promotion = ctx.store.promotionCodes.get(promotionCodeId);
    if (!promotion) throw resourceMissing('promotion code', promotionCodeId, param);
    if (!promotion.active) throw invalidRequest('This promotion code is inactive.', param);
    coupon = ctx.store.coupons.get(promotion.promotion.coupon);
  } else if (couponId) {
    coupon = ctx.store.coupons.get(couponId);
    if (!coupon) throw resourceMissing('coupon', couponId, param);
  } else {
    throw missingParam('discounts[0][coupon]');
  }
  if (!coupon?.valid) throw invalidRequest('This coupon is no longer valid.', param);
  const products = items.map((item) => item.price.product);
  if (!couponApplies(coupon, products)) {
    throw new StripeSimError(400, {
      type: 'invalid_request_error',
      message: `The coupon '${coupon.id}' does not apply to any of the prices in this Checkout Session.`,
      param,
    });
  }
  return { coupon, promotionCodeId: promotionCodeId ?? null };
}

function couponApplies(coupon: Coupon, products: string[]): boolean {
  return (
    !coupon.applies_to || products.some((product) => coupon.applies_to?.products.includes(product))
  );
}

function priceLines(ctx: SimContext, items: PricedItem[], coupon: Coupon | null) {
  let remaining = 0;
  if (coupon) {
    const applicable = items
      .filter((item) => couponApplies(coupon, [item.price.product]))
      .reduce((sum, item) => sum + item.price.unit_amount * item.quantity, 0);
    remaining = couponDiscount(coupon, applicable);
  }
  let subtotal = 0;
  let discount = 0;
  const lineItems: CheckoutLineItem[] = items.map(({ price, quantity }) => {
    const amount = price.unit_amount * quantity;
    const lineDiscount =
      coupon && couponApplies(coupon, [price.product]) ? Math.min(remaining, amount) : 0;
    remaining -= lineDiscount;
    subtotal += amount;
    discount += lineDiscount;
    return {
      id: newId('li'),
      object: 'item',
      amount_discount: lineDiscount,
      amount_subtotal: amount,
      amount_tax: 0,
      amount_total: amount - lineDiscount,
      currency: price.currency,
      description: ctx.store.products.get(price.product)?.name ?? price.product,
      price,
      quantity,
    };
  });
  return { lineItems, subtotal, discount };
}

function urlParam(params: FormObject, key: string): string | undefined {
  const value = optionalString(params, key);
  if (value === undefined) return undefined;
  try {
    const url = new URL(value.replace('{CHECKOUT_SESSION_ID}', 'x'));
    if (url.protocol === 'http:' || url.protocol === 'https:') return value;
  } catch {
    // falls through to Stripe's error
  }
  throw invalidRequest('Not a valid URL', key, 'url_invalid');
}

export function expireCheckoutSession(
  ctx: SimContext,
  session: CheckoutSession,
  origin: EventOrigin,
) {
  if (session.status !== 'open') {
    throw invalidRequest(
      `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
    );
  }
  session.status = 'expired';
  session.url = null;
  ctx.emit('checkout.session.expired', session, { origin });
}
