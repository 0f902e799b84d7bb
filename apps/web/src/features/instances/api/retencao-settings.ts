import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  RetencaoSettingsSchema,
  type RetencaoSettings,
  type UpdateRetencaoRequest,
} from '@secretaria/shared/lgpd-schemas';
import { api } from '@/lib/api-client';

export const retencaoKeys = {
  all: ['retencao'] as const,
  detail: (instanceId: string) => [...retencaoKeys.all, instanceId] as const,
};

const path = (instanceId: string) => `/api/instances/${encodeURIComponent(instanceId)}/retencao`;

export function useRetencaoSettings(instanceId: string) {
  return useQuery({
    queryKey: retencaoKeys.detail(instanceId),
    queryFn: () => api.get(path(instanceId), { schema: RetencaoSettingsSchema }),
  });
}

export function useUpdateRetencaoSettings(instanceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateRetencaoRequest): Promise<RetencaoSettings> =>
      api.patch(path(instanceId), input, { schema: RetencaoSettingsSchema }),
    onSuccess: (saved) => queryClient.setQueryData(retencaoKeys.detail(instanceId), saved),
  });
}
