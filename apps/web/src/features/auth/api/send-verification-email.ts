import { api } from '@/lib/api-client';
import type { PlanId } from '@secretaria/shared/plans';
import { verifiedCallbackUrl } from './sign-up';

export function sendVerificationEmail(email: string, plan: PlanId | null = null): Promise<unknown> {
  return api.post('/api/auth/send-verification-email', {
    email,
    callbackURL: verifiedCallbackUrl(plan),
  });
}
