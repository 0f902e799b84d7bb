import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProfileSchema, type Profile } from '@secretaria/shared/profile-schemas';
import { api } from '@/lib/api-client';

export const profileKeys = {
  all: ['profile'] as const,
  detail: () => [...profileKeys.all, 'me'] as const,
};

export function getProfile(): Promise<Profile> {
  return api.get('/api/profile', { schema: ProfileSchema });
}

export const profileQueryOptions = queryOptions({
  queryKey: profileKeys.detail(),
  queryFn: getProfile,
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}
