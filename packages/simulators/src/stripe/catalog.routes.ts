import type { Hono } from 'hono';
import { createCoupon, createPrice, createProduct, createPromotionCode } from './catalog';
import type { ApiEnv } from './http-support';
import { newestFirst, respond, respondList } from './http-support';
import {
  assertKnownParams,
  metadataParam,
  optionalBoolean,
  optionalEnum,
  optionalInteger,
  optionalObject,
  optionalString,
  requiredString,
  stringArray,
} from './params';
import type { SimContext } from './sim-context';
import { invalidRequest, missingParam, resourceMissing } from './stripe-error';

const LIST_PARAMS = ['limit', 'starting_after', 'ending_before', 'expand'];

export function registerCatalogRoutes(api: Hono<ApiEnv>, ctx: SimContext) {
  const { store } = ctx;

  api.get('/products', (c) => {
    const params = c.get('params');
    assertKnownParams(params, [...LIST_PARAMS, 'active', 'ids', 'created', 'shippable', 'url']);
    const active = optionalBoolean(params, 'active');
    const ids = stringArray(params, 'ids');
    return respondList(
      c,
      ctx,
      newestFirst(
        store.products,
        (product) =>
          (active === undefined || product.active === active) && (!ids || ids.includes(product.id)),
      ),
      '/v1/products',
    );
  });

  api.get('/products/:id', (c) => {
    const product = store.products.get(c.req.param('id'));
    if (!product) throw resourceMissing('product', c.req.param('id'), 'id', 404);
    return respond(c, ctx, product);
  });

  api.post('/products', (c) => {
    const params = c.get('params');
    assertKnownParams(params, ['name', 'description', 'metadata', 'active', 'expand', 'id']);
    const product = createProduct(store, {
      name: requiredString(params, 'name'),
      description: optionalString(params, 'description'),
      metadata: metadataParam(params),
    });
    return respond(c, ctx, product);
  });

  api.get('/prices', (c) => {
    const params = c.get('params');
    assertKnownParams(params, [
      ...LIST_PARAMS,
      'active',
      'currency',
      'lookup_keys',
      'product',
      'recurring',
      'type',
      'created',
    ]);
    const active = optionalBoolean(params, 'active');
    const lookupKeys = stringArray(params, 'lookup_keys');
    if (lookupKeys && lookupKeys.length > 10) {
      throw invalidRequest('You may only specify up to 10 lookup keys.', 'lookup_keys');
    }
    const product = optionalString(params, 'product');
    const currency = optionalString(params, 'currency');
    const type = optionalEnum(params, 'type', ['one_time', 'recurring']);
    return respondList(
      c,
      ctx,
      newestFirst(
        store.prices,
        (price) =>
          (active === undefined || price.active === active) &&
          (!lookupKeys || (price.lookup_key !== null && lookupKeys.includes(price.lookup_key))) &&
          (!product || price.product === product) &&
          (!currency || price.currency === currency) &&
          (!type || price.type === type),
      ),
      '/v1/prices',
    );
  });

  api.get('/prices/:id', (c) => {
    const price = store.prices.get(c.req.param('id'));
    if (!price) throw resourceMissing('price', c.req.param('id'), 'price', 404);
    return respond(c, ctx, price);
  });

  api.post('/prices', (c) => {
    const params = c.get('params');
    assertKnownParams(params, [
      'currency',
      'product',
      'unit_amount',
      'recurring',
      'lookup_key',
      'nickname',
      'metadata',
      'active',
      'expand',
      'transfer_lookup_key',
    ]);
    const productId = requiredString(params, 'product');
    if (!store.products.has(productId)) throw resourceMissing('product', productId, 'product');
    const unitAmount = optionalInteger(params, 'unit_amount');
    if (unitAmount === undefined) throw missingParam('unit_amount');
    const recurring = optionalObject(params, 'recurring');
    const interval = recurring
      ? optionalEnum(recurring, 'interval', ['day', 'week', 'month', 'year'], 'recurring[interval]')
      : undefined;
    if (recurring && !interval) throw missingParam('recurring[interval]');
    const lookupKey = optionalString(params, 'lookup_key');
    if (lookupKey && [...store.prices.values()].some((price) => price.lookup_key === lookupKey)) {
      if (optionalBoolean(params, 'transfer_lookup_key') !== true) {
        throw invalidRequest(
          `A price (\`${[...store.prices.values()].find((price) => price.lookup_key === lookupKey)?.id}\`) already uses that lookup key.`,
          'lookup_key',
        );
      }
      for (const price of store.prices.values()) {
        if (price.lookup_key === lookupKey) price.lookup_key = null;
      }
    }
    const price = createPrice(store, {
      product: productId,
      unitAmount,
      currency: requiredString(params, 'currency').toLowerCase(),
      interval: interval ?? null,
      intervalCount: recurring
        ? optionalInteger(recurring, 'interval_count', 'recurring[interval_count]')
        : undefined,
      lookupKey: lookupKey ?? null,
      nickname: optionalString(params, 'nickname') ?? null,
      metadata: metadataParam(params),
    });
    return respond(c, ctx, price);
  });

  api.get('/coupons', (c) => {
    assertKnownParams(c.get('params'), [...LIST_PARAMS, 'created']);
    return respondList(c, ctx, newestFirst(store.coupons), '/v1/coupons');
  });

  api.get('/coupons/:id', (c) => {
    const coupon = store.coupons.get(c.req.param('id'));
    if (!coupon) throw resourceMissing('coupon', c.req.param('id'), 'coupon', 404);
    return respond(c, ctx, coupon);
  });

  api.post('/coupons', (c) => {
    const params = c.get('params');
    assertKnownParams(params, [
      'id',
      'amount_off',
      'percent_off',
      'currency',
      'duration',
      'duration_in_months',
      'name',
      'max_redemptions',
      'applies_to',
      'metadata',
      'expand',
    ]);
    const id = optionalString(params, 'id');
    if (id && store.coupons.has(id)) {
      throw invalidRequest('Coupon already exists.', 'id', 'resource_already_exists');
    }
    const amountOff = optionalInteger(params, 'amount_off');
    const percentOff = optionalInteger(params, 'percent_off');
    if ((amountOff === undefined) === (percentOff === undefined)) {
      throw invalidRequest('You must pass exactly one of amount_off or percent_off.');
    }
    const currency = optionalString(params, 'currency');
    if (amountOff !== undefined && !currency) throw missingParam('currency');
    const appliesTo = optionalObject(params, 'applies_to');
    const coupon = createCoupon(store, {
      id,
      amountOff,
      percentOff,
      currency: currency?.toLowerCase() ?? null,
      duration: optionalEnum(params, 'duration', ['once', 'repeating', 'forever']) ?? 'once',
      durationInMonths: optionalInteger(params, 'duration_in_months') ?? null,
      name: optionalString(params, 'name') ?? null,
      products: appliesTo ? (stringArray(appliesTo, 'products') ?? null) : null,
      maxRedemptions: optionalInteger(params, 'max_redemptions') ?? null,
      metadata: metadataParam(params),
    });
    return respond(c, ctx, coupon);
  });

  api.get('/promotion_codes', (c) => {
    const params = c.get('params');
    assertKnownParams(params, [...LIST_PARAMS, 'active', 'code', 'coupon', 'customer', 'created']);
    const active = optionalBoolean(params, 'active');
    // Stripe matches `code` case-insensitively, as customers type it.
    const code = optionalString(params, 'code')?.toLowerCase();
    const coupon = optionalString(params, 'coupon');
    return respondList(
      c,
      ctx,
      newestFirst(
        store.promotionCodes,
        (promotion) =>
          (active === undefined || promotion.active === active) &&
          (!code || promotion.code.toLowerCase() === code) &&
          (!coupon || promotion.promotion.coupon === coupon),
      ),
      '/v1/promotion_codes',
    );
  });

  api.get('/promotion_codes/:id', (c) => {
    const promotion = store.promotionCodes.get(c.req.param('id'));
    if (!promotion)
      throw resourceMissing('promotion code', c.req.param('id'), 'promotion_code', 404);
    return respond(c, ctx, promotion);
  });

  api.post('/promotion_codes', (c) => {
    const params = c.get('params');
    assertKnownParams(params, [
      'promotion',
      'code',
      'active',
      'max_redemptions',
      'metadata',
      'expand',
      'restrictions',
    ]);
    const promotion = optionalObject(params, 'promotion');
    if (!promotion) throw missingParam('promotion');
    optionalEnum(promotion, 'type', ['coupon'], 'promotion[type]');
    const couponId = requiredString(promotion, 'coupon', 'promotion[coupon]');
    if (!store.coupons.has(couponId))
      throw resourceMissing('coupon', couponId, 'promotion[coupon]');
    const code = optionalString(params, 'code') ?? couponId;
    const taken = [...store.promotionCodes.values()].some(
      (existing) => existing.active && existing.code.toLowerCase() === code.toLowerCase(),
    );
    if (taken) {
      throw invalidRequest('An active promotion code with `code` already exists.', 'code');
    }
    const created = createPromotionCode(store, {
      code,
      coupon: couponId,
      active: optionalBoolean(params, 'active'),
      maxRedemptions: optionalInteger(params, 'max_redemptions') ?? null,
      metadata: metadataParam(params),
    });
    return respond(c, ctx, created);
  });
}
