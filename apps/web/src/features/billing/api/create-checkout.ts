import {
  CreateCheckoutResponseSchema,
  type CreateCheckoutRequest,
} from '@secretaria/shared/billing-schemas';
import { api } from '@/lib/api-client';

/** POST /api/billing/checkout: a hosted checkout session for the plan and the draft instance. */
export function createCheckout(input: CreateCheckoutRequest): Promise<{ url: string }> {
  return api.post('/api/billing/checkout', input, { schema: CreateCheckoutResponseSchema });
}
