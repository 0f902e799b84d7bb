import { z } from 'zod';
import { stripBidiControls } from './bidi-controls';
import { msg } from './messages';
import { PLAN_IDS } from './plans';

/**
 * The add-instance dialog (spec §5 "Instance form, creation"). The same object is the
 * pendingInstance draft kept in localStorage and the draft the server keeps with the checkout
 * session, so the instance can still be created if the browser never comes back.
 */
export const PendingInstanceSchema = z.strictObject({
  name: z
    .string({ error: msg.instanceCreateNameMin })
    .overwrite(stripBidiControls)
    .trim()
    .min(3, msg.instanceCreateNameMin)
    .max(50, msg.instanceCreateNameMax),
  phoneNumber: z
    .string({ error: msg.phoneNumberRequired })
    .min(1, msg.phoneNumberRequired)
    .max(20, msg.phoneNumberMax)
    .regex(/^\d+$/, msg.digitsOnly),
  countryId: z.coerce
    .number({ error: msg.countryRequired })
    .int(msg.countryIdInvalid)
    .positive(msg.countryRequired)
    .max(100_000, msg.countryIdInvalid),
  assistantName: z
    .string({ error: msg.assistantNameRequired })
    .overwrite(stripBidiControls)
    .trim()
    .min(1, msg.assistantNameRequired)
    .max(100, msg.textTooLong),
  timezone: z.string({ error: msg.timezoneRequired }).min(1, msg.timezoneRequired).max(64),
  timezone_offset: z
    .number({ error: msg.timezoneInvalid })
    .min(-14, msg.timezoneInvalid)
    .max(14, msg.timezoneInvalid),
});
export type PendingInstance = z.infer<typeof PendingInstanceSchema>;

export const PlanIdSchema = z.enum(PLAN_IDS, { error: msg.planRequired });

/** POST /api/billing/checkout: spec §7 create-checkout, plus the draft (see above). */
export const CreateCheckoutRequestSchema = z.strictObject({
  planId: PlanIdSchema,
  promoCode: z.string().max(40).optional(),
  instance: PendingInstanceSchema,
});
export type CreateCheckoutRequest = z.infer<typeof CreateCheckoutRequestSchema>;
export const CreateCheckoutResponseSchema = z.object({ url: z.string() });

/** POST /api/billing/checkout/complete: get-subscription-id + instance creation (spec §4). */
export const CompleteCheckoutRequestSchema = z.strictObject({
  session_id: z
    .string({ error: msg.checkoutSessionInvalid })
    .min(1, msg.checkoutSessionInvalid)
    .max(255, msg.checkoutSessionInvalid),
});
export const CompleteCheckoutResponseSchema = z.object({
  instanceId: z.string(),
  subscription_id: z.string(),
  evolution_status: z.enum(['criado', 'erro']),
  /** The gateway already knew the number (spec §8: may need to reconnect). */
  alreadyExisted: z.boolean(),
  /** True when an earlier call (or the webhook) had already created it. */
  existing: z.boolean(),
  /**
   * The number was taken by another instance while the owner paid: the instance was created
   * without it (docs/decisions/028).
   */
  numberRefused: z.boolean().optional(),
});
export type CompleteCheckoutResponse = z.infer<typeof CompleteCheckoutResponseSchema>;

/** Spec §4 payment status labels and colours; any other value is shown raw in grey. */
export const PAYMENT_STATUS_LABELS: Record<string, { label: string; tone: PaymentTone }> = {
  paid: { label: 'Pago', tone: 'green' },
  pending: { label: 'Pendente', tone: 'yellow' },
  failed: { label: 'Falhou', tone: 'red' },
  uncollectible: { label: 'Não cobrável', tone: 'red' },
  refunded: { label: 'Reembolsado', tone: 'blue' },
  disputed: { label: 'Disputado', tone: 'purple' },
};
export type PaymentTone = 'green' | 'yellow' | 'red' | 'blue' | 'purple' | 'grey';
export function paymentStatusLabel(status: string): { label: string; tone: PaymentTone } {
  return PAYMENT_STATUS_LABELS[status] ?? { label: status, tone: 'grey' };
}

export const PaymentSchema = z.object({
  id: z.string(),
  payment_date: z.string(),
  description: z.string(),
  /** Cents (BRL). */
  amount: z.number(),
  status: z.string(),
});
export type Payment = z.infer<typeof PaymentSchema>;

/** GET /api/instances/{id}/subscription: the Gerenciar assinatura tab. */
export const SubscriptionResponseSchema = z.object({
  price_id: z.enum(PLAN_IDS).nullable(),
  planLabel: z.string(),
  /** Spec §4: the status shown is always 'Ativo'; the provider's own status rides along. */
  status: z.literal('Ativo'),
  providerStatus: z.string().nullable(),
  subscription_renewal_date: z.string().nullable(),
  /** When a cancellation scheduled at the period's end takes effect; null: none (issue 25). */
  cancel_at: z.string().nullable(),
  /** The instance was deleted with its data kept (docs/decisions/040). */
  closed: z.boolean(),
  payments: z.array(PaymentSchema),
  /** False when the provider could not be reached: the list is empty and the tab says so. */
  paymentsAvailable: z.boolean(),
});
export type SubscriptionResponse = z.infer<typeof SubscriptionResponseSchema>;
