import type { CompleteCheckoutResponse } from '@secretaria/shared/billing-schemas';
import { msg } from '@secretaria/shared/messages';
import { errorMessage, isApiError } from '@/lib/api-client';

export type CheckoutOutcome = {
  kind: 'success' | 'error';
  title: string;
  description: string;
  /** Where the user goes next (history replaced). */
  to: '/painel/instancias' | '/auth';
};

/** Spec §8 success toasts: the warning cases take precedence over the plain success text. */
export function successOutcome(result: CompleteCheckoutResponse): CheckoutOutcome {
  const description = result.numberRefused
    ? msg.checkoutPhoneTaken
    : result.evolution_status === 'erro'
      ? msg.instanceCreatedWithWarning
      : result.alreadyExisted
        ? msg.instanceAlreadyExisted
        : msg.subscriptionSuccessText;
  return {
    kind: 'success',
    title: msg.subscriptionSuccessTitle,
    description,
    to: '/painel/instancias',
  };
}

/** Spec §8 post-payment errors: 404 no draft, 401 back to sign-in, anything else generic. */
export function errorOutcome(error: unknown): CheckoutOutcome {
  if (isApiError(error) && error.status === 401) {
    return {
      kind: 'error',
      title: msg.authErrorTitle,
      description: msg.authErrorText,
      to: '/auth',
    };
  }
  if (isApiError(error) && error.status === 404) {
    return {
      kind: 'error',
      title: msg.processingErrorTitle,
      description: msg.pendingInstanceMissing,
      to: '/painel/instancias',
    };
  }
  return {
    kind: 'error',
    title: msg.paymentErrorTitle,
    description: errorMessage(error, msg.paymentErrorFallback),
    to: '/painel/instancias',
  };
}
