import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { FreeSlotSchema } from '@secretaria/shared/agendamentos-schemas';
import { api } from '@/lib/api-client';
import { agendaKeys } from './get-agenda';

type FreeSlotsTarget = {
  instanceId: string;
  profissionalId: string;
  servicoId: string;
  dia: string;
};

/** The free-slot engine's starts for one service, professional and day (the server's clock). */
export function getHorariosLivres({ instanceId, profissionalId, servicoId, dia }: FreeSlotsTarget) {
  const query = new URLSearchParams({
    servico_id: servicoId,
    profissional_id: profissionalId,
    from: dia,
    to: dia,
  });
  return api.get(`/api/instances/${encodeURIComponent(instanceId)}/horarios-livres?${query}`, {
    schema: z.array(FreeSlotSchema),
  });
}

/** Under the agenda's keys: a booking anywhere reloads the offer (after the 500 ms debounce). */
export function useHorariosLivres(target: FreeSlotsTarget, enabled: boolean) {
  return useQuery({
    queryKey: agendaKeys.horariosLivres(target.profissionalId, target.servicoId, target.dia),
    queryFn: () => getHorariosLivres(target),
    enabled,
  });
}
