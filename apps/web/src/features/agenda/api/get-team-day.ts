import { useQueries } from '@tanstack/react-query';
import type { Agendamento } from '@secretaria/shared/agendamentos-schemas';
import type { Disponibilidade } from '@secretaria/shared/disponibilidades-schemas';
import { firstDayOfMonth, lastDayOfMonth, monthOf } from '@/features/calendar/utils/month-grid';
import { agendaKeys, getAgendamentos } from './get-agenda';
import { getAgendaDisponibilidades } from './get-agenda-disponibilidades';

export type TeamColumnData = {
  profissionalId: string;
  disponibilidades: Disponibilidade[];
  agendamentos: Agendamento[];
};

/**
 * One day of every professional, read by month under the single view's own keys: switching
 * views reuses what is loaded, and live changes reload both (the agenda's debounced keys).
 */
export function useTeamDay(profissionalIds: string[], dia: string) {
  const month = monthOf(dia);
  const from = firstDayOfMonth(month);
  const to = lastDayOfMonth(month);
  const queries = useQueries({
    queries: profissionalIds.flatMap((id) => [
      {
        queryKey: agendaKeys.disponibilidades(id, from, to),
        queryFn: () => getAgendaDisponibilidades(id, from, to),
      },
      {
        queryKey: agendaKeys.agendamentos(id, from, to),
        queryFn: () => getAgendamentos(id, from, to),
      },
    ]),
  });
  const columns: TeamColumnData[] = profissionalIds.map((id, i) => ({
    profissionalId: id,
    disponibilidades: ((queries[2 * i]?.data ?? []) as Disponibilidade[]).filter(
      (w) => w.dia === dia,
    ),
    agendamentos: ((queries[2 * i + 1]?.data ?? []) as Agendamento[])
      .filter((a) => a.data_agendamento === dia)
      .sort((a, b) => a.hora_inicio.localeCompare(b.hora_inicio)),
  }));
  const failed = queries.find((q) => q.isError);
  return {
    columns,
    isPending: queries.some((q) => q.isPending),
    isError: failed !== undefined,
    error: failed?.error,
    refetch: () => queries.forEach((q) => void q.refetch()),
  };
}
