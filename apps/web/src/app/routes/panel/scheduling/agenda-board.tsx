import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { holidayOn } from '@secretaria/shared/holidays';
import { todayIn } from '@secretaria/shared/zoned-time';
import { isActiveStatus } from '@secretaria/shared/agendamentos-schemas';
import type { Disponibilidade } from '@secretaria/shared/disponibilidades-schemas';
import { QueryErrorAlert } from '@/components/ui/query-state';
import { useAgendamentos } from '@/features/agenda/api/get-agenda';
import { useAgendaDisponibilidades } from '@/features/agenda/api/get-agenda-disponibilidades';
import { AgendaDayView } from '@/features/agenda/components/agenda-day-view';
import { useBookingOptions } from '@/features/agenda/hooks/use-booking-options';
import { NewAgendamentoDialog } from '@/features/agenda/components/new-agendamento-dialog';
import { isAgendaDaySelectable } from '@/features/agenda/utils/agenda-rules';
import { MonthCalendar } from '@/features/calendar/components/month-calendar';
import {
  type CalendarMonth,
  firstDayOfMonth,
  lastDayOfMonth,
  monthOf,
} from '@/features/calendar/utils/month-grid';
import { DAY_PARAM } from './use-scheduling-target';

type AgendaBoardProps = { instanceId: string; timeZone: string; profissionalId: string };

export function groupBy<T>(items: T[], day: (item: T) => string): Record<string, T[]> {
  const out: Record<string, T[]> = {};
  for (const item of items) (out[day(item)] ??= []).push(item);
  return out;
}

/** Spec §2 Agenda: the month (single day), then the day view with its bookings. */
export function AgendaBoard({ instanceId, timeZone, profissionalId }: AgendaBoardProps) {
  const today = todayIn(timeZone);
  const [searchParams, setSearchParams] = useSearchParams();
  // The open day lives in ?dia=, so a reload keeps it and Back returns to the month.
  const dayParam = searchParams.get(DAY_PARAM);
  const openDay = dayParam && /^\d{4}-\d{2}-\d{2}$/.test(dayParam) ? dayParam : null;
  const [month, setMonth] = useState<CalendarMonth>(() => monthOf(openDay ?? today));
  const [selected, setSelected] = useState<string[]>([]);
  const setOpenDay = (iso: string | null) =>
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      if (iso) next.set(DAY_PARAM, iso);
      else next.delete(DAY_PARAM);
      return next;
    });
  const [bookingDisponibilidade, setBookingDisponibilidade] = useState<Disponibilidade | null>(
    null,
  );
  // An open day is read from its own month: a link (a notice in the bell) can open a day of
  // another month than the one this board was showing.
  const loadedMonth = openDay ? monthOf(openDay) : month;
  const from = firstDayOfMonth(loadedMonth);
  const to = lastDayOfMonth(loadedMonth);
  const disponibilidadesQuery = useAgendaDisponibilidades(profissionalId, from, to);
  const agendamentosQuery = useAgendamentos(profissionalId, from, to);
  const bookingOptions = useBookingOptions(instanceId, profissionalId);

  const disponibilidadesByDay = groupBy(disponibilidadesQuery.data ?? [], (w) => w.dia);
  const agendamentosByDay = groupBy(agendamentosQuery.data ?? [], (a) => a.data_agendamento);
  const daysWithData = new Set([
    ...Object.keys(disponibilidadesByDay),
    ...Object.keys(agendamentosByDay),
  ]);
  const counts: Record<string, number> = {};
  for (const [day, items] of Object.entries(agendamentosByDay)) {
    const active = items.filter((a) => isActiveStatus(a.status)).length;
    if (active > 0) counts[day] = active;
  }
  const chips: Record<string, { id: string; label: string }[]> = {};
  for (const [day, items] of Object.entries(disponibilidadesByDay)) {
    chips[day] = items
      .sort((a, b) => a.hora_inicio.localeCompare(b.hora_inicio))
      .map((w) => ({ id: w.id, label: `${w.hora_inicio}–${w.hora_fim}` }));
  }
  const isSelectable = (iso: string) => isAgendaDaySelectable(iso, today, daysWithData);
  const monthError = disponibilidadesQuery.error ?? agendamentosQuery.error;
  const dayQuery = {
    isPending: disponibilidadesQuery.isPending || agendamentosQuery.isPending,
    isError: disponibilidadesQuery.isError || agendamentosQuery.isError,
    error: monthError,
    refetch: () => {
      void disponibilidadesQuery.refetch();
      void agendamentosQuery.refetch();
    },
  };

  if (openDay) {
    const dayAgendamentos = (agendamentosByDay[openDay] ?? []).sort((a, b) =>
      a.hora_inicio.localeCompare(b.hora_inicio),
    );
    return (
      <>
        <AgendaDayView
          iso={openDay}
          today={today}
          timeZone={timeZone}
          disponibilidades={disponibilidadesByDay[openDay] ?? []}
          agendamentos={dayAgendamentos}
          query={dayQuery}
          onBack={() => {
            setMonth(monthOf(openDay));
            setOpenDay(null);
          }}
          onBook={setBookingDisponibilidade}
        />
        <NewAgendamentoDialog
          instanceId={instanceId}
          profissionalId={profissionalId}
          dia={openDay}
          disponibilidade={bookingDisponibilidade}
          dayAgendamentos={dayAgendamentos}
          onClose={() => setBookingDisponibilidade(null)}
          options={bookingOptions}
        />
      </>
    );
  }

  return (
    <div className="grid gap-3">
      {dayQuery.isError ? (
        <QueryErrorAlert
          title="Erro ao carregar a agenda"
          error={monthError}
          fallback="Não foi possível carregar a agenda."
          onRetry={dayQuery.refetch}
          className="gap-2"
        />
      ) : null}
      <MonthCalendar
        month={month}
        onMonthChange={setMonth}
        today={today}
        holidayName={holidayOn}
        selected={selected}
        onSelectedChange={setSelected}
        mode="single"
        isSelectable={isSelectable}
        chips={chips}
        onChipClick={(_chip, iso) => {
          if (isSelectable(iso)) setOpenDay(iso);
        }}
        agendamentoCounts={counts}
        onDayOpen={setOpenDay}
      />
    </div>
  );
}
