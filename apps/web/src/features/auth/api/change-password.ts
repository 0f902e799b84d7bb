import { api } from '@/lib/api-client';

export type ChangePasswordInput = { currentPassword: string; newPassword: string };

/** Other sessions end when the password changes; this one stays signed in. */
export function changePassword(input: ChangePasswordInput): Promise<unknown> {
  return api.post('/api/auth/change-password', { ...input, revokeOtherSessions: true });
}
