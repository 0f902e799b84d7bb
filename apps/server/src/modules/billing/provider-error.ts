import Stripe from 'stripe';
import { AppError } from '@secretaria/shared/errors';
import { msg } from '@secretaria/shared/messages';

/**
 * A failed call to the payment provider becomes a 503 in pt-BR (the owner can try again); our own
 * AppErrors pass through. The provider's English text never reaches the screen.
 */
export function asProviderError(error: unknown, message: string = msg.billingUnavailable): Error {
  if (error instanceof AppError) return error;
  if (error instanceof Stripe.errors.StripeError) return new AppError('UNAVAILABLE', message);
  return error instanceof Error ? error : new Error(String(error));
}
