import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { DisponibilidadeSchema } from '@secretaria/shared/disponibilidades-schemas';
import { api } from '@/lib/api-client';
import { agendaKeys } from './get-agenda';

export function getAgendaDisponibilidades(profissionalId: string, from: string, to: string) {
  return api.get(
    `/api/profissionais/${encodeURIComponent(profissionalId)}/disponibilidades?from=${from}&to=${to}`,
    { schema: z.array(DisponibilidadeSchema) },
  );
}

/** The windows the agenda books into, under the agenda's debounced keys. */
export function useAgendaDisponibilidades(profissionalId: string, from: string, to: string) {
  return useQuery({
    queryKey: agendaKeys.disponibilidades(profissionalId, from, to),
    queryFn: () => getAgendaDisponibilidades(profissionalId, from, to),
  });
}
