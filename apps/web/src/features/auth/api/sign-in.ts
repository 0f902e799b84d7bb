import { api } from '@/lib/api-client';

export type SignInInput = { email: string; password: string };

export function signInWithEmail(input: SignInInput): Promise<unknown> {
  return api.post('/api/auth/sign-in/email', input);
}
