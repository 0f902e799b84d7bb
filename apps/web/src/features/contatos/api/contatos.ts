import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ContatoSchema,
  type Contato,
  type ContatoRequest,
} from '@secretaria/shared/contatos-schemas';
import { api, apiRequest } from '@/lib/api-client';

export const contatoKeys = {
  all: ['contatos'] as const,
  list: (instanceId: string) => [...contatoKeys.all, 'list', instanceId] as const,
};

export function getContatos(instanceId: string) {
  return api.get(`/api/instances/${encodeURIComponent(instanceId)}/contatos`, {
    schema: z.array(ContatoSchema),
  });
}

export function useContatos(instanceId: string) {
  return useQuery({
    queryKey: contatoKeys.list(instanceId),
    queryFn: () => getContatos(instanceId),
  });
}

export function saveContato(instanceId: string, id: string | undefined, input: ContatoRequest) {
  return id
    ? api.patch(`/api/contatos/${encodeURIComponent(id)}`, input, { schema: ContatoSchema })
    : api.post(`/api/instances/${encodeURIComponent(instanceId)}/contatos`, input, {
        schema: ContatoSchema,
      });
}

export function deleteContato(id: string): Promise<void> {
  return apiRequest<void>('DELETE', `/api/contatos/${encodeURIComponent(id)}`);
}

export function useContatoMutations(instanceId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: contatoKeys.list(instanceId) });
  const save = useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ContatoRequest }): Promise<Contato> =>
      saveContato(instanceId, id, input),
    onSuccess,
  });
  const remove = useMutation({ mutationFn: deleteContato, onSuccess });
  return { save, remove };
}
