import { api } from '@/lib/api-client';

export function resetPassword(input: { newPassword: string; token: string }): Promise<unknown> {
  return api.post('/api/auth/reset-password', input);
}
