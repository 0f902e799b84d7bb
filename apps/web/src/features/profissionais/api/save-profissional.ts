import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ProfissionalSchema,
  type Profissional,
  type ProfissionalRequest,
} from '@secretaria/shared/profissionais-schemas';
import { api, apiRequest } from '@/lib/api-client';
import { profissionalKeys } from './get-profissionais';

export function createProfissional(instanceId: string, input: ProfissionalRequest) {
  return api.post(`/api/instances/${encodeURIComponent(instanceId)}/profissionais`, input, {
    schema: ProfissionalSchema,
  });
}

export function updateProfissional(id: string, input: ProfissionalRequest) {
  return api.patch(`/api/profissionais/${encodeURIComponent(id)}`, input, {
    schema: ProfissionalSchema,
  });
}

export function deleteProfissional(id: string): Promise<void> {
  return apiRequest<void>('DELETE', `/api/profissionais/${encodeURIComponent(id)}`);
}

/** Adds (no id) or edits (with id) a professional of the instance. */
export function useSaveProfissional(instanceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      input,
    }: {
      id?: string;
      input: ProfissionalRequest;
    }): Promise<Profissional> =>
      id ? updateProfissional(id, input) : createProfissional(instanceId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profissionalKeys.list(instanceId) }),
  });
}

export function useDeleteProfissional(instanceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProfissional,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profissionalKeys.list(instanceId) }),
  });
}
