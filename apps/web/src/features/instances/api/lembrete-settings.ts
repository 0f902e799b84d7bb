import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  LembreteSettingsSchema,
  type LembreteSettings,
  type UpdateLembreteSettingsRequest,
} from '@secretaria/shared/lembrete-settings-schemas';
import { api } from '@/lib/api-client';

export const lembreteSettingsKeys = {
  all: ['lembrete-settings'] as const,
  detail: (instanceId: string) => [...lembreteSettingsKeys.all, instanceId] as const,
};

const path = (instanceId: string) => `/api/instances/${encodeURIComponent(instanceId)}/lembretes`;

export function useLembreteSettings(instanceId: string) {
  return useQuery({
    queryKey: lembreteSettingsKeys.detail(instanceId),
    queryFn: () => api.get(path(instanceId), { schema: LembreteSettingsSchema }),
  });
}

export function useUpdateLembreteSettings(instanceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateLembreteSettingsRequest): Promise<LembreteSettings> =>
      api.patch(path(instanceId), input, { schema: LembreteSettingsSchema }),
    onSuccess: (saved) => {
      queryClient.setQueryData(lembreteSettingsKeys.detail(instanceId), saved);
    },
  });
}
