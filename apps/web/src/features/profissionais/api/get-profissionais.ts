import { useQuery } from '@tanstack/react-query';
import { ProfissionaisListSchema } from '@secretaria/shared/profissionais-schemas';
import { api } from '@/lib/api-client';

export const profissionalKeys = {
  all: ['profissionais'] as const,
  list: (instanceId: string) => [...profissionalKeys.all, 'list', instanceId] as const,
  servicos: (profissionalId: string) =>
    [...profissionalKeys.all, 'servicos', profissionalId] as const,
};

export function getProfissionais(instanceId: string) {
  return api.get(`/api/instances/${encodeURIComponent(instanceId)}/profissionais`, {
    schema: ProfissionaisListSchema,
  });
}

export function useProfissionais(instanceId: string) {
  return useQuery({
    queryKey: profissionalKeys.list(instanceId),
    queryFn: () => getProfissionais(instanceId),
  });
}
