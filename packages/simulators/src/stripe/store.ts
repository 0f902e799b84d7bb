import type {
  Charge,
  CheckoutLineItem,
  CheckoutSession,
  Coupon,
  Customer,
  Discount,
  Dispute,
  Invoice,
  InvoicePayment,
  PaymentIntent,
  PaymentMethod,
  Price,
  Product,
  PromotionCode,
  Refund,
  StripeEvent,
  Subscription,
  WebhookEndpoint,
} from './objects';

/** What a Checkout Session knows but does not show (until `expand[]=line_items`). */
export type SessionDetails = {
  lineItems: CheckoutLineItem[];
  subscriptionMetadata: Record<string, string>;
  couponId: string | null;
  promotionCodeId: string | null;
};

export type Store = {
  products: Map<string, Product>;
  prices: Map<string, Price>;
  coupons: Map<string, Coupon>;
  promotionCodes: Map<string, PromotionCode>;
  customers: Map<string, Customer>;
  paymentMethods: Map<string, PaymentMethod>;
  discounts: Map<string, Discount>;
  sessions: Map<string, CheckoutSession>;
  sessionDetails: Map<string, SessionDetails>;
  subscriptions: Map<string, Subscription>;
  invoices: Map<string, Invoice>;
  invoicePayments: Map<string, InvoicePayment>;
  paymentIntents: Map<string, PaymentIntent>;
  charges: Map<string, Charge>;
  refunds: Map<string, Refund>;
  disputes: Map<string, Dispute>;
  events: Map<string, StripeEvent>;
  webhookEndpoints: Map<string, WebhookEndpoint>;
  webhookSecrets: Map<string, string>;
};

export function createStore(): Store {
  return {
    products: new Map(),
    prices: new Map(),
    coupons: new Map(),
    promotionCodes: new Map(),
    customers: new Map(),
    paymentMethods: new Map(),
    discounts: new Map(),
    sessions: new Map(),
    sessionDetails: new Map(),
    subscriptions: new Map(),
    invoices: new Map(),
    invoicePayments: new Map(),
    paymentIntents: new Map(),
    charges: new Map(),
    refunds: new Map(),
    disputes: new Map(),
    events: new Map(),
    webhookEndpoints: new Map(),
    webhookSecrets: new Map(),
  };
}
