import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  LocalizacaoSchema,
  type Localizacao,
  type LocalizacaoRequest,
} from '@secretaria/shared/localizacoes-schemas';
import { api, apiRequest } from '@/lib/api-client';

export const localizacaoKeys = {
  all: ['localizacoes'] as const,
  list: (instanceId: string) => [...localizacaoKeys.all, 'list', instanceId] as const,
};

export function getLocalizacoes(instanceId: string) {
  return api.get(`/api/instances/${encodeURIComponent(instanceId)}/localizacoes`, {
    schema: z.array(LocalizacaoSchema),
  });
}

export function useLocalizacoes(instanceId: string) {
  return useQuery({
    queryKey: localizacaoKeys.list(instanceId),
    queryFn: () => getLocalizacoes(instanceId),
  });
}

export function saveLocalizacao(
  instanceId: string,
  id: string | undefined,
  input: LocalizacaoRequest,
) {
  return id
    ? api.patch(`/api/localizacoes/${encodeURIComponent(id)}`, input, { schema: LocalizacaoSchema })
    : api.post(`/api/instances/${encodeURIComponent(instanceId)}/localizacoes`, input, {
        schema: LocalizacaoSchema,
      });
}

export function deleteLocalizacao(id: string): Promise<void> {
  return apiRequest<void>('DELETE', `/api/localizacoes/${encodeURIComponent(id)}`);
}

export function useLocalizacaoMutations(instanceId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    queryClient.invalidateQueries({ queryKey: localizacaoKeys.list(instanceId) });
  const save = useMutation({
    mutationFn: ({ id, input }: { id?: string; input: LocalizacaoRequest }): Promise<Localizacao> =>
      saveLocalizacao(instanceId, id, input),
    onSuccess,
  });
  const remove = useMutation({ mutationFn: deleteLocalizacao, onSuccess });
  return { save, remove };
}
