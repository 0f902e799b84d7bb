import { useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { Disponibilidade } from '@secretaria/shared/disponibilidades-schemas';
import type { Profissional } from '@secretaria/shared/profissionais-schemas';
import { todayIn } from '@secretaria/shared/zoned-time';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { QueryErrorAlert } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { AGENDA_TEXTS as T } from '@/features/agenda/agenda-texts';
import { useTeamDay } from '@/features/agenda/api/get-team-day';
import { dayTitle, DAY_TEXTS } from '@/features/agenda/components/agenda-day-view';
import { NewAgendamentoDialog } from '@/features/agenda/components/new-agendamento-dialog';
import { TeamDayGrid } from '@/features/agenda/components/team-day-grid';
import { useBookingOptions } from '@/features/agenda/hooks/use-booking-options';
import { addDays } from '@/features/calendar/utils/month-grid';
import { DAY_PARAM } from './use-scheduling-target';

type TeamDayBoardProps = {
  instanceId: string;
  timeZone: string;
  profissionais: Profissional[];
  onOpenProfissional: (profissionalId: string, dia: string) => void;
};

type Booking = { profissionalId: string; disponibilidade: Disponibilidade };

/** The whole team's day: a column per professional, one day at a time (?dia=, today first). */
export function TeamDayBoard({
  instanceId,
  timeZone,
  profissionais,
  onOpenProfissional,
}: TeamDayBoardProps) {
  const today = todayIn(timeZone);
  const [searchParams, setSearchParams] = useSearchParams();
  const param = searchParams.get(DAY_PARAM);
  const dia = param && /^\d{4}-\d{2}-\d{2}$/.test(param) ? param : today;
  const setDia = (iso: string) =>
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      next.set(DAY_PARAM, iso);
      return next;
    });
  const team = useTeamDay(
    profissionais.map((p) => p.id),
    dia,
  );
  const [booking, setBooking] = useState<Booking | null>(null);
  const names = new Map(profissionais.map((p) => [p.id, p.nome]));

  let content;
  if (team.isPending)
    content = (
      <div className="flex items-center gap-3 py-6 text-sm text-muted-foreground">
        <Spinner label={undefined} className="size-4" />
        {DAY_TEXTS.loading}
      </div>
    );
  else if (team.isError)
    content = (
      <QueryErrorAlert
        title="Erro ao carregar a agenda"
        error={team.error}
        fallback="Não foi possível carregar a agenda."
        onRetry={team.refetch}
        className="gap-2"
      />
    );
  else
    content = (
      <>
        {team.columns.every((c) => c.agendamentos.length === 0) ? (
          <p className="rounded-lg border border-dashed px-4 py-3 text-center text-sm text-muted-foreground">
            {DAY_TEXTS.empty}
          </p>
        ) : null}
        <TeamDayGrid
          columns={team.columns.map((c) => ({ ...c, nome: names.get(c.profissionalId) ?? '' }))}
          canBook={dia >= today}
          timeZone={timeZone}
          onBook={(profissionalId, disponibilidade) =>
            setBooking({ profissionalId, disponibilidade })
          }
          onOpenProfissional={(id) => onOpenProfissional(id, dia)}
        />
      </>
    );

  return (
    <section
      aria-labelledby="agenda-team-title"
      className="grid min-w-0 gap-4 rounded-lg border bg-card p-3 shadow-sm sm:p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="agenda-team-title" className="text-lg font-semibold">
          {dayTitle(dia)}
        </h2>
        <div className="flex flex-wrap items-center gap-1">
          <Button
            variant="outline"
            size="icon"
            className="size-11"
            aria-label={T.teamPrevDay}
            onClick={() => setDia(addDays(dia, -1))}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button
            variant="outline"
            className="h-11"
            disabled={dia === today}
            onClick={() => setDia(today)}
          >
            {T.teamToday}
          </Button>
          <Button
            variant="outline"
            size="icon"
            className="size-11"
            aria-label={T.teamNextDay}
            onClick={() => setDia(addDays(dia, 1))}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
          <Input
            type="date"
            aria-label="Dia"
            className="h-11 w-auto"
            value={dia}
            onChange={(e) => {
              if (/^\d{4}-\d{2}-\d{2}$/.test(e.target.value)) setDia(e.target.value);
            }}
          />
        </div>
      </div>
      {content}
      {booking ? (
        <TeamBooking
          instanceId={instanceId}
          dia={dia}
          booking={booking}
          dayAgendamentos={
            team.columns.find((c) => c.profissionalId === booking.profissionalId)?.agendamentos ??
            []
          }
          onClose={() => setBooking(null)}
        />
      ) : null}
    </section>
  );
}

function TeamBooking({
  instanceId,
  dia,
  booking,
  dayAgendamentos,
  onClose,
}: {
  instanceId: string;
  dia: string;
  booking: Booking;
  dayAgendamentos: Parameters<typeof NewAgendamentoDialog>[0]['dayAgendamentos'];
  onClose: () => void;
}) {
  const options = useBookingOptions(instanceId, booking.profissionalId);
  return (
    <NewAgendamentoDialog
      instanceId={instanceId}
      profissionalId={booking.profissionalId}
      dia={dia}
      disponibilidade={booking.disponibilidade}
      dayAgendamentos={dayAgendamentos}
      options={options}
      onClose={onClose}
    />
  );
}
