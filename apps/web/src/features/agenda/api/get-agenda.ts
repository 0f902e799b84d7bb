import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { AgendamentoSchema } from '@secretaria/shared/agendamentos-schemas';
import { api } from '@/lib/api-client';

/**
 * The agenda's own keys: live changes refetch them after a 500 ms debounce (spec §4), apart from
 * the Disponibilidade screen's immediate reloads.
 */
export const agendaKeys = {
  all: ['agenda'] as const,
  agendamentos: (profissionalId: string, from: string, to: string) =>
    [...agendaKeys.all, 'agendamentos', profissionalId, from, to] as const,
  disponibilidades: (profissionalId: string, from: string, to: string) =>
    [...agendaKeys.all, 'disponibilidades', profissionalId, from, to] as const,
  horariosLivres: (profissionalId: string, servicoId: string, dia: string) =>
    [...agendaKeys.all, 'horarios-livres', profissionalId, servicoId, dia] as const,
};

const range = (from: string, to: string) => `from=${from}&to=${to}`;

export function getAgendamentos(profissionalId: string, from: string, to: string) {
  return api.get(
    `/api/profissionais/${encodeURIComponent(profissionalId)}/agendamentos?${range(from, to)}`,
    { schema: z.array(AgendamentoSchema) },
  );
}

export function useAgendamentos(profissionalId: string, from: string, to: string) {
  return useQuery({
    queryKey: agendaKeys.agendamentos(profissionalId, from, to),
    queryFn: () => getAgendamentos(profissionalId, from, to),
  });
}
