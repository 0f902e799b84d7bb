import { isPlanId, type PlanId } from '@secretaria/shared/plans';
import { completeCheckoutSession } from './checkout-completion';
import type { Faults } from './faults';
import type { Dispute, Invoice, Refund, StripeEvent, Subscription } from './objects';
import { disputeCharge, refundCharge } from './refunds-disputes';
import type { SimContext } from './sim-context';
import { createWebhookEndpoint } from './sim-context';
import { advanceBilling, changeSubscriptionPrice } from './subscription-changes';
import { checkTestCard } from './test-cards';
import type { DeliveryRecord } from './webhook-dispatcher';

/** Test-only levers: what Stripe's clock, the card networks or the dashboard would do. */
export type StripeSimulatorControl = {
  /** The end of the current period: the next invoice paid (or failed → past_due). */
  advanceBilling(
    subscriptionId: string,
    options?: { fail?: boolean; leaveDraft?: boolean },
  ): { subscription: Subscription; invoice: Invoice | null };
  refund(chargeId: string, options?: { amount?: number }): Refund;
  dispute(chargeId: string): Dispute;
  /** A plan change made in the dashboard; sends customer.subscription.updated. */
  changePlan(subscriptionId: string, planId: PlanId): Subscription;
  /** Pays an open session as the hosted page would (card 4242… unless another is given). */
  completeCheckout(sessionId: string, options?: { cardNumber?: string; email?: string }): void;
  failNext(pathPrefix: string, options: { status: number; times?: number; method?: string }): void;
  delay(ms: number): void;
  duplicateWebhooks(enabled: boolean): void;
  reorderWebhooks(enabled: boolean): void;
  /** Points the built-in endpoint (signed with `webhookSecret`) at a URL; null removes it. */
  setWebhookUrl(url: string | null): void;
  /** Resolves when every webhook sent so far was delivered or ran out of retries. */
  waitForWebhooks(): Promise<void>;
  events(): StripeEvent[];
  deliveries(): DeliveryRecord[];
  resetFaults(): void;
};

export const BUILT_IN_ENDPOINT_DESCRIPTION = 'webhookUrl option of the Stripe simulator';

export function createControl(
  ctx: SimContext,
  faults: Faults,
  webhookSecret: string,
): StripeSimulatorControl {
  const { store } = ctx;
  const subscription = (id: string) => {
    const found = store.subscriptions.get(id);
    if (!found) throw new Error(`No such subscription: '${id}'`);
    return found;
  };
  const charge = (id: string) => {
    const found = store.charges.get(id);
    if (!found) throw new Error(`No such charge: '${id}'`);
    return found;
  };
  return {
    advanceBilling(subscriptionId, options) {
      return structuredClone(advanceBilling(ctx, subscription(subscriptionId), options));
    },
    refund(chargeId, options = {}) {
      return structuredClone(refundCharge(ctx, charge(chargeId), { amount: options.amount }));
    },
    dispute(chargeId) {
      return structuredClone(disputeCharge(ctx, charge(chargeId)));
    },
    changePlan(subscriptionId, planId) {
      if (!isPlanId(planId)) throw new Error(`Unknown plan: ${String(planId)}`);
      const price = [...store.prices.values()].find((candidate) => candidate.lookup_key === planId);
      if (!price) throw new Error(`No price with lookup_key ${planId}`);
      return structuredClone(changeSubscriptionPrice(ctx, subscription(subscriptionId), price.id));
    },
    completeCheckout(sessionId, options = {}) {
      const session = store.sessions.get(sessionId);
      if (!session || session.status !== 'open')
        throw new Error(`Session ${sessionId} is not open`);
      const card = checkTestCard(options.cardNumber ?? '4242424242424242');
      if (!card.ok) throw new Error(card.message);
      completeCheckoutSession(ctx, session, {
        email: session.customer_email ?? options.email ?? null,
        name: null,
        brand: card.brand,
        last4: card.last4,
      });
    },
    failNext: (pathPrefix, options) => faults.failNext(pathPrefix, options),
    delay: (ms) => faults.delay(ms),
    duplicateWebhooks: (enabled) => ctx.dispatcher.setDuplicate(enabled),
    reorderWebhooks: (enabled) => ctx.dispatcher.setReorder(enabled),
    setWebhookUrl(url) {
      const builtIn = [...store.webhookEndpoints.values()].find(
        (endpoint) => endpoint.description === BUILT_IN_ENDPOINT_DESCRIPTION,
      );
      if (builtIn && url) {
        builtIn.url = url;
        return;
      }
      if (builtIn) {
        store.webhookEndpoints.delete(builtIn.id);
        store.webhookSecrets.delete(builtIn.id);
      }
      if (url) {
        createWebhookEndpoint(store, {
          url,
          secret: webhookSecret,
          enabledEvents: ['*'],
          description: BUILT_IN_ENDPOINT_DESCRIPTION,
        });
      }
    },
    waitForWebhooks: () => ctx.dispatcher.idle(),
    events: () => structuredClone([...store.events.values()]),
    deliveries: () => ctx.dispatcher.deliveries(),
    resetFaults() {
      faults.reset();
      ctx.dispatcher.setDuplicate(false);
      ctx.dispatcher.setReorder(false);
    },
  };
}
