import {
  CompleteCheckoutResponseSchema,
  type CompleteCheckoutResponse,
} from '@secretaria/shared/billing-schemas';
import { api } from '@/lib/api-client';

/** POST /api/billing/checkout/complete: the paid session becomes an instance (idempotent). */
export function completeCheckout(sessionId: string): Promise<CompleteCheckoutResponse> {
  return api.post(
    '/api/billing/checkout/complete',
    { session_id: sessionId },
    { schema: CompleteCheckoutResponseSchema },
  );
}
