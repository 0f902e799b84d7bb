import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ProfissionalServicoSchema } from '@secretaria/shared/profissionais-schemas';
import { api, apiRequest } from '@/lib/api-client';
import { profissionalKeys } from './get-profissionais';

const base = (profissionalId: string) =>
  `/api/profissionais/${encodeURIComponent(profissionalId)}/servicos`;

export function getProfissionalServicos(profissionalId: string) {
  return api.get(base(profissionalId), { schema: z.array(ProfissionalServicoSchema) });
}

export function useProfissionalServicos(profissionalId: string) {
  return useQuery({
    queryKey: profissionalKeys.servicos(profissionalId),
    queryFn: () => getProfissionalServicos(profissionalId),
  });
}

type LinkInput = { servico_id: string; tempo_execucao: number };

/** Link a service (spec §5), change its time, or unlink it. */
export function useProfissionalServicoMutations(profissionalId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    queryClient.invalidateQueries({ queryKey: profissionalKeys.servicos(profissionalId) });
  const link = useMutation({
    mutationFn: (input: LinkInput) =>
      api.post(base(profissionalId), input, { schema: ProfissionalServicoSchema }),
    onSuccess,
  });
  const updateTempo = useMutation({
    mutationFn: ({ linkId, tempo_execucao }: { linkId: string; tempo_execucao: number }) =>
      api.patch(
        `${base(profissionalId)}/${encodeURIComponent(linkId)}`,
        { tempo_execucao },
        { schema: ProfissionalServicoSchema },
      ),
    onSuccess,
  });
  const unlink = useMutation({
    mutationFn: (linkId: string) =>
      apiRequest<void>('DELETE', `${base(profissionalId)}/${encodeURIComponent(linkId)}`),
    onSuccess,
  });
  return { link, updateTempo, unlink };
}
