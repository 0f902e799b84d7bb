import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AgendamentoSchema, type AgendamentoStatus } from '@secretaria/shared/agendamentos-schemas';
import { api } from '@/lib/api-client';
import { agendaKeys } from './get-agenda';

export function updateAgendamentoStatus(id: string, status: AgendamentoStatus) {
  return api.patch(
    `/api/agendamentos/${encodeURIComponent(id)}/status`,
    { status },
    { schema: AgendamentoSchema },
  );
}

export function useUpdateAgendamentoStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: AgendamentoStatus }) =>
      updateAgendamentoStatus(id, status),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agendaKeys.all }),
  });
}
