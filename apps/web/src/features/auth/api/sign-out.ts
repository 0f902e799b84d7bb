import { api } from '@/lib/api-client';

export function signOutRequest(): Promise<unknown> {
  return api.post('/api/auth/sign-out');
}
