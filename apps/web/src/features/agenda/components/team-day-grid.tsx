import { CalendarPlus } from 'lucide-react';
import type { Disponibilidade } from '@secretaria/shared/disponibilidades-schemas';
import { Button } from '@/components/ui/button';
import { AGENDA_TEXTS as T } from '../agenda-texts';
import type { TeamColumnData } from '../api/get-team-day';
import { assignLanes, timelineHours, toMinutes } from '../utils/agenda-rules';
import { AgendamentoCard } from './agendamento-card';

/** One hour is 8 rem high, as in the single professional's day. */
const HOUR_REM = 8;

type TeamDayGridProps = {
  columns: (TeamColumnData & { nome: string })[];
  canBook: boolean;
  timeZone: string;
  onBook: (profissionalId: string, disponibilidade: Disponibilidade) => void;
  onOpenProfissional: (profissionalId: string) => void;
};

/**
 * The reception desk's day: the hours on the left, then a column per professional (its windows
 * in a narrow strip, its appointments beside them). Wider than a phone: it scrolls sideways,
 * the hours staying in view.
 */
export function TeamDayGrid({
  columns,
  canBook,
  timeZone,
  onBook,
  onOpenProfissional,
}: TeamDayGridProps) {
  const all = columns.flatMap((c) => [...c.disponibilidades, ...c.agendamentos]);
  const { first, last } = timelineHours(all);
  const hours = Array.from({ length: last - first }, (_, i) => first + i);
  const top = (hora: string) => `${((toMinutes(hora) - first * 60) / 60) * HOUR_REM}rem`;
  const height = (inicio: string, fim: string) =>
    `${((toMinutes(fim) - toMinutes(inicio)) / 60) * HOUR_REM}rem`;
  const bodyHeight = `${hours.length * HOUR_REM}rem`;

  return (
    <div
      role="region"
      aria-label={T.teamTitle}
      // Its buttons take the keyboard through it (each scrolls into view when focused).
      className="overflow-x-auto rounded-md"
    >
      <div
        className="grid min-w-full"
        style={{ gridTemplateColumns: `3rem repeat(${columns.length}, minmax(16rem, 1fr))` }}
      >
        <div className="sticky left-0 z-30 bg-card" />
        {columns.map((c) => (
          <div key={c.profissionalId} className="border-b border-l px-1 pb-1">
            <Button
              variant="ghost"
              className="h-11 w-full justify-start truncate px-2 font-semibold"
              title={c.nome}
              onClick={() => onOpenProfissional(c.profissionalId)}
            >
              {c.nome}
            </Button>
          </div>
        ))}
        <ol
          aria-label="Horários"
          className="sticky left-0 z-30 bg-card"
          style={{ height: bodyHeight }}
        >
          {hours.map((hour) => (
            <li
              key={hour}
              className="h-32 border-t pt-1 pr-2 text-right text-xs text-muted-foreground tabular-nums"
            >
              {String(hour).padStart(2, '0')}:00
            </li>
          ))}
        </ol>
        {columns.map((c) => (
          <section
            key={c.profissionalId}
            aria-label={c.nome}
            className="relative grid grid-cols-[4.5rem_1fr] border-l"
            style={{ height: bodyHeight }}
          >
            <div aria-hidden="true" className="absolute inset-0">
              {hours.map((hour) => (
                <div key={hour} className="h-32 border-t border-dashed" />
              ))}
            </div>
            <ul aria-label={`Disponibilidades de ${c.nome}`} className="relative mx-1">
              {c.disponibilidades.length === 0 ? (
                <li className="pt-2 text-xs text-muted-foreground">{T.teamNoDisponibilidades}</li>
              ) : null}
              {c.disponibilidades.map((w) => (
                <li
                  key={w.id}
                  className="absolute inset-x-0 flex flex-col items-start gap-1 rounded-md border border-primary/30 bg-primary/10 p-1 text-xs"
                  style={{ top: top(w.hora_inicio), minHeight: height(w.hora_inicio, w.hora_fim) }}
                >
                  <span className="font-semibold tabular-nums">{w.hora_inicio}</span>
                  <span className="tabular-nums">{w.hora_fim}</span>
                  {canBook ? (
                    <Button
                      size="icon"
                      className="size-11"
                      aria-label={`Agendar com ${c.nome} ${w.hora_inicio}–${w.hora_fim}`}
                      onClick={() => onBook(c.profissionalId, w)}
                    >
                      <CalendarPlus aria-hidden="true" />
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
            <ul aria-label={`Agendamentos de ${c.nome}`} className="relative mr-1">
              {assignLanes(c.agendamentos).map(({ item, lane, lanes }) => (
                <li
                  key={item.id}
                  className="absolute z-10 hover:z-20 focus-within:z-20"
                  style={{
                    top: top(item.hora_inicio),
                    left: `${(lane / lanes) * 100}%`,
                    width: `${100 / lanes}%`,
                  }}
                >
                  <AgendamentoCard
                    agendamento={item}
                    timeZone={timeZone}
                    className="mr-1"
                    style={{ minHeight: `max(3rem, ${height(item.hora_inicio, item.hora_fim)})` }}
                  />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
