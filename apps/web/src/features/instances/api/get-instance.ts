import { useQuery } from '@tanstack/react-query';
import { InstanceSchema, type Instance } from '@secretaria/shared/instances-schemas';
import { api } from '@/lib/api-client';
import { instanceKeys } from './get-instances';

export function getInstance(id: string): Promise<Instance> {
  return api.get(`/api/instances/${encodeURIComponent(id)}`, { schema: InstanceSchema });
}

export function useInstance(id: string) {
  return useQuery({ queryKey: instanceKeys.detail(id), queryFn: () => getInstance(id) });
}
