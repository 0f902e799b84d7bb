import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ServicoSchema, type Servico } from '@secretaria/shared/servicos-schemas';
import { api, apiRequest } from '@/lib/api-client';
import { servicoKeys } from './get-servicos';

export type ServicoInput = {
  nome: string;
  descricao?: string | null;
  preco?: number | null;
  whatsapp_instance_id?: string;
};

export function createServico(input: ServicoInput & { whatsapp_instance_id: string }) {
  return api.post('/api/servicos', input, { schema: ServicoSchema });
}

export function createInstanceServico(instanceId: string, input: ServicoInput) {
  return api.post(`/api/instances/${encodeURIComponent(instanceId)}/servicos`, input, {
    schema: ServicoSchema,
  });
}

export function updateServico(id: string, input: ServicoInput) {
  return api.patch(`/api/servicos/${encodeURIComponent(id)}`, input, { schema: ServicoSchema });
}

export function deleteServico(id: string): Promise<void> {
  return apiRequest<void>('DELETE', `/api/servicos/${encodeURIComponent(id)}`);
}

/**
 * Adds or edits a service. With instanceId the instance comes from the path (the instance tab,
 * only the name required); without it the body names the instance (/painel/servicos).
 */
export function useSaveServico(instanceId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ServicoInput }): Promise<Servico> => {
      if (id) return updateServico(id, input);
      if (instanceId) return createInstanceServico(instanceId, input);
      return createServico({ ...input, whatsapp_instance_id: input.whatsapp_instance_id ?? '' });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: servicoKeys.all }),
  });
}

export function useDeleteServico() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteServico,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: servicoKeys.all }),
  });
}
