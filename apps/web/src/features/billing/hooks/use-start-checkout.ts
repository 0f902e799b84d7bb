import { useCallback } from 'react';
import { toast } from 'sonner';
import { msg } from '@secretaria/shared/messages';
import { PLANS, type PlanId } from '@secretaria/shared/plans';
import { errorMessage, isApiError } from '@/lib/api-client';
import {
  savePendingInstance,
  toPendingInstance,
  type PendingInstanceDraft,
} from '@/lib/pending-instance';
import { storeSelectedPlan } from '@/lib/selected-plan';
import { createCheckout } from '../api/create-checkout';

/** The request's fields the add-instance form shows under its own inputs. */
export const CHECKOUT_FIELD_PREFIX = 'instance.';

/**
 * Spec §4 "Adding an instance and checkout": save the draft locally, create the checkout session
 * (with the plan's promo code) and send the browser to its page. Resolves true when leaving.
 * A refusal that names fields is thrown back to the form, which shows each under its input.
 */
export function useStartCheckout() {
  return useCallback(async (planId: PlanId, draft: PendingInstanceDraft): Promise<boolean> => {
    // Both kept until the payment is done: coming back without paying refills the dialog.
    savePendingInstance(draft);
    storeSelectedPlan(planId);
    try {
      const { url } = await createCheckout({
        planId,
        promoCode: PLANS[planId].promoCode,
        instance: toPendingInstance(draft),
      });
      if (!url) {
        toast.error(msg.paymentErrorTitle, { description: msg.checkoutNoUrl });
        return false;
      }
      window.location.assign(url);
      return true;
    } catch (error) {
      if (isApiError(error) && error.fields && Object.keys(error.fields).length > 0) throw error;
      toast.error(msg.paymentErrorTitle, {
        description: errorMessage(error, msg.paymentErrorFallback),
      });
      return false;
    }
  }, []);
}
