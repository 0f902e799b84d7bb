import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ProfileSchema,
  type Profile,
  type UpdateProfileRequest,
} from '@secretaria/shared/profile-schemas';
import { api } from '@/lib/api-client';
import { profileKeys } from './get-profile';

export function updateProfile(input: UpdateProfileRequest): Promise<Profile> {
  return api.patch('/api/profile', input, { schema: ProfileSchema });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.detail(), profile);
      return queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}
