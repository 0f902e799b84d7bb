import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AgendamentoSchema,
  type RescheduleAgendamentoRequest,
} from '@secretaria/shared/agendamentos-schemas';
import { api } from '@/lib/api-client';
import { agendaKeys } from './get-agenda';

/** The same booking core on the server: the row moves under the professionals' locks. */
export function rescheduleAgendamento(id: string, input: RescheduleAgendamentoRequest) {
  return api.patch(`/api/agendamentos/${encodeURIComponent(id)}`, input, {
    schema: AgendamentoSchema,
  });
}

export function useRescheduleAgendamento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: RescheduleAgendamentoRequest }) =>
      rescheduleAgendamento(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agendaKeys.all }),
  });
}
