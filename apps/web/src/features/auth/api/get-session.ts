import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { SessionUserSchema } from '@secretaria/shared/auth-schemas';
import { api } from '@/lib/api-client';

export const SessionResponseSchema = z
  .object({
    session: z.object({ id: z.string(), userId: z.string(), expiresAt: z.string() }),
    user: SessionUserSchema,
  })
  .nullable();
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

export const sessionQueryKey = ['auth', 'session'] as const;

export function getSession(): Promise<SessionResponse> {
  return api.get('/api/auth/get-session', { schema: SessionResponseSchema });
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: getSession,
  staleTime: 5 * 60_000,
});
