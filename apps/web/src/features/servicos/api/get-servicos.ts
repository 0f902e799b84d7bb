import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ServicoSchema } from '@secretaria/shared/servicos-schemas';
import { api } from '@/lib/api-client';

export const servicoKeys = {
  all: ['servicos'] as const,
  search: (q: string) => [...servicoKeys.all, 'search', q] as const,
  ofInstance: (instanceId: string) => [...servicoKeys.all, 'instance', instanceId] as const,
};

/** All the owner's services; q matches name or description on the server (spec §2). */
export function getServicos(q: string) {
  const query = q.trim() ? `?q=${encodeURIComponent(q.trim())}` : '';
  return api.get(`/api/servicos${query}`, { schema: z.array(ServicoSchema) });
}

export function useServicos(q: string) {
  return useQuery({
    queryKey: servicoKeys.search(q.trim()),
    queryFn: () => getServicos(q),
    placeholderData: keepPreviousData,
  });
}

export function getInstanceServicos(instanceId: string) {
  return api.get(`/api/instances/${encodeURIComponent(instanceId)}/servicos`, {
    schema: z.array(ServicoSchema),
  });
}

export function useInstanceServicos(instanceId: string) {
  return useQuery({
    queryKey: servicoKeys.ofInstance(instanceId),
    queryFn: () => getInstanceServicos(instanceId),
  });
}
