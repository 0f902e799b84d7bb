import { api } from '@/lib/api-client';

export const RESET_PASSWORD_PATH = '/redefinir-senha';

export function requestPasswordReset(email: string): Promise<unknown> {
  return api.post('/api/auth/request-password-reset', { email, redirectTo: RESET_PASSWORD_PATH });
}
