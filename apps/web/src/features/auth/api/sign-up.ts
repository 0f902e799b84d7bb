import type { PlanId } from '@secretaria/shared/plans';
import { api } from '@/lib/api-client';

export type SignUpInput = { name: string; email: string; password: string };

/** Where the confirmation link sends the user once the address is verified. */
export const VERIFIED_CALLBACK_URL = '/auth?verified=1';

/** A plan chosen before registering survives the trip through the confirmation e-mail. */
export function verifiedCallbackUrl(plan: PlanId | null = null): string {
  return plan ? `${VERIFIED_CALLBACK_URL}&plan=${plan}` : VERIFIED_CALLBACK_URL;
}

export function signUpWithEmail(input: SignUpInput, plan: PlanId | null = null): Promise<unknown> {
  return api.post('/api/auth/sign-up/email', { ...input, callbackURL: verifiedCallbackUrl(plan) });
}
