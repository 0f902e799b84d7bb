/**
 * The Stripe objects the simulator keeps, in the shapes of API version 2026-07-29.dahlia
 * (contract doc B.3–B.7). References to other objects are ids; `expand[]` swaps them in.
 */
export type Metadata = Record<string, string>;

export type ApiList<T> = { object: 'list'; data: T[]; has_more: boolean; url: string };

export function apiList<T>(data: T[], url: string, hasMore = false): ApiList<T> {
  return { object: 'list', data, has_more: hasMore, url };
}

export type Product = {
  id: string;
  object: 'product';
  active: boolean;
  created: number;
  updated: number;
  default_price: string | null;
  description: string | null;
  images: string[];
  livemode: false;
  marketing_features: { name: string }[];
  metadata: Metadata;
  name: string;
  package_dimensions: null;
  shippable: null;
  statement_descriptor: string | null;
  tax_code: string | null;
  unit_label: string | null;
  url: string | null;
};

export type Recurring = {
  interval: 'day' | 'week' | 'month' | 'year';
  interval_count: number;
  meter: null;
  trial_period_days: null;
  usage_type: 'licensed';
};

export type Price = {
  id: string;
  object: 'price';
  active: boolean;
  billing_scheme: 'per_unit';
  created: number;
  currency: string;
  custom_unit_amount: null;
  livemode: false;
  lookup_key: string | null;
  metadata: Metadata;
  nickname: string | null;
  product: string;
  recurring: Recurring | null;
  tax_behavior: 'unspecified';
  tiers_mode: null;
  transform_quantity: null;
  type: 'recurring' | 'one_time';
  unit_amount: number;
  unit_amount_decimal: string;
};

export type Coupon = {
  id: string;
  object: 'coupon';
  amount_off: number | null;
  applies_to: { products: string[] } | null;
  created: number;
  currency: string | null;
  duration: 'once' | 'repeating' | 'forever';
  duration_in_months: number | null;
  livemode: false;
  max_redemptions: number | null;
  metadata: Metadata;
  name: string | null;
  percent_off: number | null;
  redeem_by: number | null;
  times_redeemed: number;
  valid: boolean;
};

export type PromotionCode = {
  id: string;
  object: 'promotion_code';
  active: boolean;
  code: string;
  created: number;
  customer: string | null;
  expires_at: number | null;
  livemode: false;
  max_redemptions: number | null;
  metadata: Metadata;
  promotion: { type: 'coupon'; coupon: string };
  restrictions: {
    currency_options: Record<string, never>;
    first_time_transaction: boolean;
    minimum_amount: number | null;
    minimum_amount_currency: string | null;
  };
  times_redeemed: number;
};

export type Customer = {
  id: string;
  object: 'customer';
  address: null;
  balance: number;
  created: number;
  currency: string | null;
  default_source: null;
  delinquent: boolean;
  description: string | null;
  email: string | null;
  invoice_prefix: string;
  invoice_settings: {
    custom_fields: null;
    default_payment_method: string | null;
    footer: null;
    rendering_options: null;
  };
  livemode: false;
  metadata: Metadata;
  name: string | null;
  next_invoice_sequence: number;
  phone: string | null;
  preferred_locales: string[];
  shipping: null;
  tax_exempt: 'none';
  test_clock: null;
};

export type CardDetails = {
  brand: string;
  country: string;
  exp_month: number;
  exp_year: number;
  funding: 'credit';
  last4: string;
};

export type PaymentMethod = {
  id: string;
  object: 'payment_method';
  billing_details: { address: null; email: string | null; name: string | null; phone: null };
  card: CardDetails;
  created: number;
  customer: string | null;
  livemode: false;
  metadata: Metadata;
  type: 'card';
};

export type Discount = {
  id: string;
  object: 'discount';
  checkout_session: string | null;
  customer: string | null;
  end: number | null;
  invoice: string | null;
  invoice_item: null;
  promotion_code: string | null;
  source: { type: 'coupon'; coupon: string };
  start: number;
  subscription: string | null;
  subscription_item: null;
};

export type SubscriptionItem = {
  id: string;
  object: 'subscription_item';
  created: number;
  current_period_end: number;
  current_period_start: number;
  discounts: string[];
  metadata: Metadata;
  price: Price;
  quantity: number;
  subscription: string;
  tax_rates: [];
};

export type SubscriptionStatus =
  | 'incomplete'
  | 'incomplete_expired'
  | 'trialing'
  | 'active'
  | 'past_due'
  | 'canceled'
  | 'unpaid'
  | 'paused';

export type Subscription = {
  id: string;
  object: 'subscription';
  application: null;
  billing_cycle_anchor: number;
  cancel_at: number | null;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  cancellation_details: { comment: string | null; feedback: string | null; reason: string | null };
  collection_method: 'charge_automatically';
  created: number;
  currency: string;
  customer: string;
  days_until_due: null;
  default_payment_method: string | null;
  description: string | null;
  discounts: string[];
  ended_at: number | null;
  items: ApiList<SubscriptionItem>;
  latest_invoice: string | null;
  livemode: false;
  metadata: Metadata;
  pending_update: null;
  start_date: number;
  status: SubscriptionStatus;
  test_clock: null;
  trial_end: null;
  trial_start: null;
};

export type InvoiceLineItem = {
  id: string;
  object: 'line_item';
  amount: number;
  currency: string;
  description: string;
  discount_amounts: { amount: number; discount: string }[];
  discountable: boolean;
  discounts: string[];
  invoice: string;
  livemode: false;
  metadata: Metadata;
  parent: {
    type: 'subscription_item_details';
    invoice_item_details: null;
    subscription_item_details: {
      invoice_item: null;
      proration: boolean;
      proration_details: {
        credited_items: null | { invoice: string; invoice_line_items: string[] };
      };
      subscription: string;
      subscription_item: string;
    };
  };
  period: { start: number; end: number };
  pricing: {
    type: 'price_details';
    price_details: { price: string; product: string };
    unit_amount_decimal: string;
  };
  quantity: number;
  subtotal: number;
  taxes: [];
};

export type InvoiceStatus = 'draft' | 'open' | 'paid' | 'uncollectible' | 'void';

export type Invoice = {
  id: string;
  object: 'invoice';
  account_country: 'BR';
  account_name: string;
  amount_due: number;
  amount_overpaid: number;
  amount_paid: number;
  amount_remaining: number;
  amount_shipping: number;
  attempt_count: number;
  attempted: boolean;
  auto_advance: boolean;
  billing_reason: 'subscription_create' | 'subscription_cycle' | 'subscription_update' | 'manual';
  collection_method: 'charge_automatically';
  created: number;
  currency: string;
  customer: string;
  customer_email: string | null;
  customer_name: string | null;
  description: string | null;
  discounts: string[];
  due_date: null;
  effective_at: number | null;
  ending_balance: number | null;
  hosted_invoice_url: string | null;
  invoice_pdf: string | null;
  last_finalization_error: null;
  lines: ApiList<InvoiceLineItem>;
  livemode: false;
  metadata: Metadata;
  next_payment_attempt: number | null;
  number: string | null;
  parent: {
    type: 'subscription_details';
    quote_details: null;
    subscription_details: { subscription: string; metadata: Metadata };
  };
  period_end: number;
  period_start: number;
  post_payment_credit_notes_amount: number;
  pre_payment_credit_notes_amount: number;
  starting_balance: number;
  status: InvoiceStatus;
  status_transitions: {
    finalized_at: number | null;
    marked_uncollectible_at: number | null;
    paid_at: number | null;
    voided_at: number | null;
  };
  subtotal: number;
  subtotal_excluding_tax: number;
  total: number;
  total_discount_amounts: { amount: number; discount: string }[];
  total_excluding_tax: number;
  total_taxes: [];
  webhooks_delivered_at: number | null;
};

export type InvoicePayment = {
  id: string;
  object: 'invoice_payment';
  amount_paid: number | null;
  amount_requested: number;
  created: number;
  currency: string;
  invoice: string;
  is_default: boolean;
  livemode: false;
  payment: { type: 'payment_intent'; payment_intent: string };
  status: 'open' | 'paid' | 'canceled';
  status_transitions: { canceled_at: number | null; paid_at: number | null };
};

export type PaymentIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  capture_method: 'automatic_async';
  client_secret: string;
  confirmation_method: 'automatic';
  created: number;
  currency: string;
  customer: string;
  description: string | null;
  last_payment_error: {
    code: string;
    decline_code: string;
    message: string;
    type: 'card_error';
  } | null;
  latest_charge: string | null;
  livemode: false;
  metadata: Metadata;
  payment_method: string | null;
  payment_method_types: ['card'];
  status: 'requires_payment_method' | 'succeeded';
};

export type Charge = {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  balance_transaction: string | null;
  billing_details: { address: null; email: string | null; name: string | null; phone: null };
  captured: boolean;
  created: number;
  currency: string;
  customer: string;
  description: string | null;
  disputed: boolean;
  failure_code: string | null;
  failure_message: string | null;
  livemode: false;
  metadata: Metadata;
  outcome: {
    network_status: 'approved_by_network' | 'declined_by_network';
    reason: string | null;
    risk_level: 'normal';
    seller_message: string;
    type: 'authorized' | 'issuer_declined';
  };
  paid: boolean;
  payment_intent: string;
  payment_method: string;
  payment_method_details: { type: 'card'; card: CardDetails };
  receipt_url: string | null;
  refunded: boolean;
  status: 'succeeded' | 'failed';
};

export type Refund = {
  id: string;
  object: 'refund';
  amount: number;
  balance_transaction: string | null;
  charge: string;
  created: number;
  currency: string;
  metadata: Metadata;
  payment_intent: string;
  reason: 'duplicate' | 'fraudulent' | 'requested_by_customer' | null;
  status: 'succeeded';
};

export type Dispute = {
  id: string;
  object: 'dispute';
  amount: number;
  balance_transactions: [];
  charge: string;
  created: number;
  currency: string;
  evidence_details: {
    due_by: number;
    has_evidence: boolean;
    past_due: boolean;
    submission_count: number;
  };
  is_charge_refundable: boolean;
  livemode: false;
  metadata: Metadata;
  payment_intent: string;
  reason: 'fraudulent' | 'product_not_received' | 'general';
  status: 'needs_response' | 'under_review' | 'won' | 'lost';
};

export type CheckoutLineItem = {
  id: string;
  object: 'item';
  amount_discount: number;
  amount_subtotal: number;
  amount_tax: number;
  amount_total: number;
  currency: string;
  description: string;
  price: Price;
  quantity: number;
};

export type CheckoutSession = {
  id: string;
  object: 'checkout.session';
  allow_promotion_codes: boolean | null;
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer: string | null;
  customer_creation: null;
  customer_details: {
    address: null;
    email: string | null;
    name: string | null;
    phone: null;
    tax_exempt: 'none';
    tax_ids: [];
  } | null;
  customer_email: string | null;
  discounts: { coupon: string | null; promotion_code: string | null }[];
  expires_at: number;
  invoice: string | null;
  livemode: false;
  locale: string | null;
  metadata: Metadata;
  mode: 'subscription';
  payment_method_collection: 'always' | 'if_required';
  payment_method_types: ['card'];
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  status: 'open' | 'complete' | 'expired';
  subscription: string | null;
  success_url: string | null;
  total_details: { amount_discount: number; amount_shipping: number; amount_tax: number };
  ui_mode: 'hosted_page';
  url: string | null;
};

export type WebhookEndpoint = {
  id: string;
  object: 'webhook_endpoint';
  api_version: string | null;
  application: null;
  created: number;
  description: string | null;
  enabled_events: string[];
  livemode: false;
  metadata: Metadata;
  secret?: string;
  status: 'enabled' | 'disabled';
  url: string;
};

export type StripeEvent = {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: { id: string; object: string }; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
};
