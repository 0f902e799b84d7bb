import { useRef } from 'react';
import { CalendarPlus } from 'lucide-react';
import type { Agendamento } from '@secretaria/shared/agendamentos-schemas';
import type { Disponibilidade } from '@secretaria/shared/disponibilidades-schemas';
import { Button } from '@/components/ui/button';
import { assignLanes, timelineHours, toMinutes } from '../utils/agenda-rules';
import { useCardPushDown } from '../hooks/use-card-push-down';
import { AgendamentoCard } from './agendamento-card';

/** Spec §2 Day view: one hour row is 8 rem high. */
const HOUR_REM = 8;

type DayTimelineProps = {
  disponibilidades: Disponibilidade[];
  agendamentos: Agendamento[];
  /** Past days show their windows without booking. */
  canBook: boolean;
  timeZone: string;
  onBook: (disponibilidade: Disponibilidade) => void;
};

/** The day's hours, its availability windows on the left and appointment cards on the right. */
export function DayTimeline({
  disponibilidades,
  agendamentos,
  canBook,
  timeZone,
  onBook,
}: DayTimelineProps) {
  const { first, last } = timelineHours([...disponibilidades, ...agendamentos]);
  const hours = Array.from({ length: last - first }, (_, i) => first + i);
  const top = (hora: string) => `${((toMinutes(hora) - first * 60) / 60) * HOUR_REM}rem`;
  const height = (inicio: string, fim: string) =>
    `${((toMinutes(fim) - toMinutes(inicio)) / 60) * HOUR_REM}rem`;
  const cards = assignLanes(agendamentos);
  const cardList = useRef<HTMLUListElement>(null);
  const pushes = useCardPushDown(
    cardList,
    cards.map(({ item, lane }) => `${item.id}:${item.status}:${lane}`).join(),
  );

  return (
    <div className="relative grid grid-cols-[3rem_minmax(5.5rem,2fr)_5fr] sm:grid-cols-[3.5rem_minmax(10rem,1fr)_3fr]">
      <ol aria-label="Horários" className="col-start-1 row-start-1">
        {hours.map((hour) => (
          <li
            key={hour}
            className="h-32 border-t pt-1 pr-2 text-right text-xs text-muted-foreground tabular-nums"
          >
            {String(hour).padStart(2, '0')}:00
          </li>
        ))}
      </ol>
      <div aria-hidden="true" className="col-span-2 col-start-2 row-start-1">
        {hours.map((hour) => (
          <div key={hour} className="h-32 border-t border-dashed" />
        ))}
      </div>
      <ul
        aria-label="Disponibilidades do dia"
        className="relative col-start-2 row-start-1 mx-1 sm:mx-2"
      >
        {disponibilidades.map((w) => (
          <li
            key={w.id}
            className="absolute inset-x-0 flex min-h-12 flex-col items-start gap-1 overflow-hidden rounded-md border border-primary/30 bg-primary/10 p-1.5 text-xs"
            style={{ top: top(w.hora_inicio), height: height(w.hora_inicio, w.hora_fim) }}
          >
            <span className="max-w-full font-semibold break-words tabular-nums">
              {w.hora_inicio}–{w.hora_fim}
            </span>
            {/* Wrapped, not cut: 'Unidade Paulista' on two lines in a phone's narrow column. */}
            <span className="max-w-full break-words text-muted-foreground">
              {w.localizacao_nome}
            </span>
            {canBook ? (
              <Button
                size="sm"
                className="h-11 max-w-full gap-1 px-3 text-xs"
                aria-label={`Agendar ${w.hora_inicio}–${w.hora_fim}`}
                onClick={() => onBook(w)}
              >
                <CalendarPlus aria-hidden="true" className="max-sm:hidden" />
                Agendar
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <ul
        ref={cardList}
        aria-label="Agendamentos do dia"
        className="relative col-start-3 row-start-1 mr-1"
      >
        {cards.map(({ item, lane, lanes }) => (
          <li
            key={item.id}
            data-card-id={item.id}
            data-lane={lane}
            data-lanes={lanes}
            data-push={pushes[item.id] ?? 0}
            className="absolute z-10 hover:z-20 focus-within:z-20"
            style={{
              // Below an earlier card that grew past this one's start (its texts never covered).
              top: `calc(${top(item.hora_inicio)} + ${pushes[item.id] ?? 0}px)`,
              left: `${(lane / lanes) * 100}%`,
              width: `${100 / lanes}%`,
            }}
          >
            <AgendamentoCard
              agendamento={item}
              timeZone={timeZone}
              className="mr-1"
              // At least the appointment's length; taller when its texts need it (never cut).
              style={{ minHeight: `max(3rem, ${height(item.hora_inicio, item.hora_fim)})` }}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
