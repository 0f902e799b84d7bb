import { PLAN_IDS, PLANS } from '@secretaria/shared/plans';
import { newId, unixNow } from './ids';
import type { Coupon, Price, Product, PromotionCode } from './objects';
import type { Store } from './store';

/**
 * The product's catalog as it would be set up in the Stripe dashboard: one product and one
 * monthly BRL price per plan (lookup_key = plan id), and per plan a `once` coupon worth the
 * difference to R$ 27,00, limited to that plan's product and wrapped in the customer-facing
 * promotion code (contract doc B.3, option 2: the first invoice is R$ 27,00, status active).
 */
export function seedCatalog(store: Store): void {
  const created = unixNow();
  for (const planId of PLAN_IDS) {
    const plan = PLANS[planId];
    const product = createProduct(store, {
      name: plan.label,
      metadata: { plan_id: plan.id },
      created,
    });
    const price = createPrice(store, {
      product: product.id,
      unitAmount: plan.priceCents,
      currency: 'brl',
      interval: 'month',
      lookupKey: plan.id,
      nickname: `${plan.label} mensal`,
      metadata: { plan_id: plan.id },
      created,
    });
    product.default_price = price.id;
    const coupon = createCoupon(store, {
      id: plan.promoCode,
      amountOff: plan.priceCents - plan.promoPriceCents,
      currency: 'brl',
      duration: 'once',
      name: `${plan.promoCode}: R$ 27,00 no 1º mês`,
      products: [product.id],
      metadata: { plan_id: plan.id },
      created,
    });
    createPromotionCode(store, {
      code: plan.promoCode,
      coupon: coupon.id,
      metadata: { plan_id: plan.id },
      created,
    });
  }
}

export function createProduct(
  store: Store,
  input: {
    name: string;
    metadata?: Record<string, string>;
    description?: string;
    created?: number;
  },
): Product {
  const created = input.created ?? unixNow();
  const product: Product = {
    id: newId('prod', 14),
    object: 'product',
    active: true,
    created,
    updated: created,
    default_price: null,
    description: input.description ?? null,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: input.metadata ?? {},
    name: input.name,
    package_dimensions: null,
    shippable: null,
    statement_descriptor: null,
    tax_code: null,
    unit_label: null,
    url: null,
  };
  store.products.set(product.id, product);
  return product;
}

export function createPrice(
  store: Store,
  input: {
    product: string;
    unitAmount: number;
    currency: string;
    interval: 'day' | 'week' | 'month' | 'year' | null;
    intervalCount?: number;
    lookupKey?: string | null;
    nickname?: string | null;
    metadata?: Record<string, string>;
    created?: number;
  },
): Price {
  const price: Price = {
    id: newId('price'),
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created: input.created ?? unixNow(),
    currency: input.currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: input.lookupKey ?? null,
    metadata: input.metadata ?? {},
    nickname: input.nickname ?? null,
    product: input.product,
    recurring: input.interval
      ? {
          interval: input.interval,
          interval_count: input.intervalCount ?? 1,
          meter: null,
          trial_period_days: null,
          usage_type: 'licensed',
        }
      : null,
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: input.interval ? 'recurring' : 'one_time',
    unit_amount: input.unitAmount,
    unit_amount_decimal: String(input.unitAmount),
  };
  store.prices.set(price.id, price);
  return price;
}

export function createCoupon(
  store: Store,
  input: {
    id?: string;
    amountOff?: number | null;
    percentOff?: number | null;
    currency?: string | null;
    duration: Coupon['duration'];
    durationInMonths?: number | null;
    name?: string | null;
    products?: string[] | null;
    maxRedemptions?: number | null;
    metadata?: Record<string, string>;
    created?: number;
  },
): Coupon {
  const coupon: Coupon = {
    id: input.id ?? newId('', 8).slice(1),
    object: 'coupon',
    amount_off: input.amountOff ?? null,
    applies_to: input.products ? { products: input.products } : null,
    created: input.created ?? unixNow(),
    currency: input.currency ?? null,
    duration: input.duration,
    duration_in_months: input.durationInMonths ?? null,
    livemode: false,
    max_redemptions: input.maxRedemptions ?? null,
    metadata: input.metadata ?? {},
    name: input.name ?? null,
    percent_off: input.percentOff ?? null,
    redeem_by: null,
    times_redeemed: 0,
    valid: true,
  };
  store.coupons.set(coupon.id, coupon);
  return coupon;
}

export function createPromotionCode(
  store: Store,
  input: {
    code: string;
    coupon: string;
    maxRedemptions?: number | null;
    metadata?: Record<string, string>;
    active?: boolean;
    created?: number;
  },
): PromotionCode {
  const promotionCode: PromotionCode = {
    id: newId('promo'),
    object: 'promotion_code',
    active: input.active ?? true,
    code: input.code,
    created: input.created ?? unixNow(),
    customer: null,
    expires_at: null,
    livemode: false,
    max_redemptions: input.maxRedemptions ?? null,
    metadata: input.metadata ?? {},
    promotion: { type: 'coupon', coupon: input.coupon },
    restrictions: {
      currency_options: {},
      first_time_transaction: false,
      minimum_amount: null,
      minimum_amount_currency: null,
    },
    times_redeemed: 0,
  };
  store.promotionCodes.set(promotionCode.id, promotionCode);
  return promotionCode;
}

/** Amount a coupon takes off `subtotal` (never below zero). */
export function couponDiscount(coupon: Coupon, subtotal: number): number {
  if (coupon.amount_off !== null) return Math.min(coupon.amount_off, subtotal);
  if (coupon.percent_off !== null) return Math.round((subtotal * coupon.percent_off) / 100);
  return 0;
}
