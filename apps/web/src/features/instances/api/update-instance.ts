import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  InstanceSchema,
  type Instance,
  type UpdateInstanceRequest,
} from '@secretaria/shared/instances-schemas';
import { api } from '@/lib/api-client';
import { instanceKeys } from './get-instances';

export function updateInstance(id: string, input: UpdateInstanceRequest): Promise<Instance> {
  return api.patch(`/api/instances/${encodeURIComponent(id)}`, input, { schema: InstanceSchema });
}

export function useUpdateInstance(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateInstanceRequest) => updateInstance(id, input),
    onSuccess: (instance) => {
      queryClient.setQueryData(instanceKeys.detail(id), instance);
      return queryClient.invalidateQueries({ queryKey: instanceKeys.all });
    },
  });
}
