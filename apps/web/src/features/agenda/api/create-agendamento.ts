import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AgendamentoSchema,
  type CreateAgendamentoRequest,
} from '@secretaria/shared/agendamentos-schemas';
import { msg } from '@secretaria/shared/messages';
import { ApiError, api } from '@/lib/api-client';
import { AGENDAMENTO_INSERT_TIMEOUT_MS } from '../utils/agenda-rules';
import { agendaKeys } from './get-agenda';

/** Spec §7: the insert is abandoned after 10 s with 'A operação demorou muito. Tente novamente.' */
export async function createAgendamento(
  profissionalId: string,
  input: CreateAgendamentoRequest,
  timeoutMs = AGENDAMENTO_INSERT_TIMEOUT_MS,
) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await api.post(
      `/api/profissionais/${encodeURIComponent(profissionalId)}/agendamentos`,
      input,
      { schema: AgendamentoSchema, signal: controller.signal },
    );
  } catch (error) {
    if (controller.signal.aborted) throw new ApiError(0, 'TIMEOUT', msg.agendamentoTimeout);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

export function useCreateAgendamento(profissionalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateAgendamentoRequest) => createAgendamento(profissionalId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agendaKeys.all }),
  });
}
