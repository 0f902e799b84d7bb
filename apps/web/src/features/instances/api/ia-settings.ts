import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  IaSettingsSchema,
  type IaSettings,
  type UpdateIaSettingsRequest,
} from '@secretaria/shared/ia-settings-schemas';
import { api } from '@/lib/api-client';

export const iaSettingsKeys = {
  all: ['ia-settings'] as const,
  detail: (instanceId: string) => [...iaSettingsKeys.all, instanceId] as const,
};

const path = (instanceId: string) => `/api/instances/${encodeURIComponent(instanceId)}/ia`;

/** The mode, the instructions, whether the server has a model, and this month's usage. */
export function useIaSettings(instanceId: string) {
  return useQuery({
    queryKey: iaSettingsKeys.detail(instanceId),
    queryFn: () => api.get(path(instanceId), { schema: IaSettingsSchema }),
  });
}

export function useUpdateIaSettings(instanceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateIaSettingsRequest): Promise<IaSettings> =>
      api.patch(path(instanceId), input, { schema: IaSettingsSchema }),
    onSuccess: (saved) => {
      queryClient.setQueryData(iaSettingsKeys.detail(instanceId), saved);
    },
  });
}
