import { apiList } from './objects';
import type { Store } from './store';
import { invalidRequest } from './stripe-error';

type Json = Record<string, unknown>;

/** Fields whose value is omitted unless expanded (Stripe's "includable" fields). */
const INCLUDABLE: Record<string, Record<string, (store: Store, owner: Json) => unknown>> = {
  invoice: {
    payments: (store, owner) =>
      apiList(
        [...store.invoicePayments.values()]
          .filter((payment) => payment.invoice === owner['id'])
          .reverse(),
        `/v1/invoice_payments?invoice=${String(owner['id'])}`,
      ),
  },
  'checkout.session': {
    line_items: (store, owner) =>
      apiList(
        store.sessionDetails.get(String(owner['id']))?.lineItems ?? [],
        `/v1/checkout/sessions/${String(owner['id'])}/line_items`,
      ),
  },
  charge: {
    refunds: (store, owner) =>
      apiList(
        [...store.refunds.values()].filter((refund) => refund.charge === owner['id']).reverse(),
        `/v1/charges/${String(owner['id'])}/refunds`,
      ),
  },
};

const BY_PREFIX: [string, keyof Store][] = [
  ['cus_', 'customers'],
  ['sub_', 'subscriptions'],
  ['in_', 'invoices'],
  ['pi_', 'paymentIntents'],
  ['ch_', 'charges'],
  ['pm_', 'paymentMethods'],
  ['prod_', 'products'],
  ['price_', 'prices'],
  ['di_', 'discounts'],
  ['cs_', 'sessions'],
  ['re_', 'refunds'],
  ['dp_', 'disputes'],
  ['promo_', 'promotionCodes'],
  ['inpay_', 'invoicePayments'],
];

function resolve(store: Store, field: string, id: string): unknown {
  if (field === 'coupon') return store.coupons.get(id);
  const match = BY_PREFIX.find(([prefix]) => id.startsWith(prefix));
  if (!match) return undefined;
  const map = store[match[1]] as Map<string, unknown>;
  return map.get(id);
}

/**
 * Applies `expand[]` paths (`subscription`, `data.payments`, `latest_invoice.payments`) to a
 * copy of `value`; the stored objects are never touched. Unknown paths fail like Stripe's.
 */
export function expandObject<T>(store: Store, value: T, paths: readonly string[]): T {
  let result = structuredClone(value) as unknown;
  for (const path of paths) {
    result = expandPath(store, result, path.split('.'), path);
  }
  return result as T;
}

function expandPath(store: Store, value: unknown, segments: string[], path: string): unknown {
  const [field, ...rest] = segments;
  if (field === undefined) return value;
  if (Array.isArray(value)) return value.map((item) => expandPath(store, item, segments, path));
  if (!value || typeof value !== 'object') return value;
  const owner = value as Json;
  if (field === 'data' && owner['object'] === 'list') {
    owner['data'] = (owner['data'] as unknown[]).map((item) => expandPath(store, item, rest, path));
    return owner;
  }
  const includable = INCLUDABLE[String(owner['object'])]?.[field];
  if (includable) {
    if (!(field in owner)) owner[field] = includable(store, owner);
    owner[field] = expandPath(store, owner[field], rest, path);
    return owner;
  }
  if (!(field in owner)) throw cannotExpand(field);
  const current = owner[field];
  if (typeof current === 'string') {
    const found = resolve(store, field, current);
    if (found === undefined) throw cannotExpand(field);
    owner[field] = expandPath(store, structuredClone(found), rest, path);
  } else if (Array.isArray(current)) {
    owner[field] = current.map((item) => {
      const found = typeof item === 'string' ? resolve(store, field, item) : item;
      return expandPath(store, structuredClone(found ?? item), rest, path);
    });
  } else if (current && typeof current === 'object') {
    // Plain sub-objects (`parent.subscription_details`, `payment`) are walked through.
    if (rest.length === 0 && !('object' in current)) throw cannotExpand(field);
    owner[field] = expandPath(store, current, rest, path);
  }
  return owner;
}

function cannotExpand(field: string) {
  return invalidRequest(`This property cannot be expanded (${field}).`, 'expand');
}
