import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CreateDisponibilidadesResponseSchema,
  DisponibilidadeSchema,
  type CreateDisponibilidadesRequest,
  type UpdateDisponibilidadeRequest,
} from '@secretaria/shared/disponibilidades-schemas';
import { api, apiRequest } from '@/lib/api-client';
import { disponibilidadeKeys } from './get-disponibilidades';

export function createDisponibilidades(
  profissionalId: string,
  input: CreateDisponibilidadesRequest,
) {
  return api.post(
    `/api/profissionais/${encodeURIComponent(profissionalId)}/disponibilidades`,
    input,
    { schema: CreateDisponibilidadesResponseSchema },
  );
}

export function updateDisponibilidade(id: string, input: UpdateDisponibilidadeRequest) {
  return api.patch(`/api/disponibilidades/${encodeURIComponent(id)}`, input, {
    schema: DisponibilidadeSchema,
  });
}

export function deleteDisponibilidade(id: string): Promise<void> {
  return apiRequest<void>('DELETE', `/api/disponibilidades/${encodeURIComponent(id)}`);
}

export function useDisponibilidadeMutations(profissionalId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: disponibilidadeKeys.all });
  const create = useMutation({
    mutationFn: (input: CreateDisponibilidadesRequest) =>
      createDisponibilidades(profissionalId, input),
    onSuccess,
  });
  const update = useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateDisponibilidadeRequest }) =>
      updateDisponibilidade(id, input),
    onSuccess,
  });
  const remove = useMutation({ mutationFn: deleteDisponibilidade, onSuccess });
  return { create, update, remove };
}
