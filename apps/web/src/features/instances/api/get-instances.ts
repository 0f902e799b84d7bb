import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { InstanceSchema, type Instance } from '@secretaria/shared/instances-schemas';
import { api } from '@/lib/api-client';

export const instanceKeys = {
  all: ['instances'] as const,
  list: () => [...instanceKeys.all, 'list'] as const,
  detail: (id: string) => [...instanceKeys.all, 'detail', id] as const,
};

export function getInstances(): Promise<Instance[]> {
  return api.get('/api/instances', { schema: z.array(InstanceSchema) });
}

export const instancesQueryOptions = queryOptions({
  queryKey: instanceKeys.list(),
  queryFn: getInstances,
});

export function useInstances() {
  return useQuery(instancesQueryOptions);
}
