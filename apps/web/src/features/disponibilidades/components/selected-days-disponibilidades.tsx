import { msg } from '@secretaria/shared/messages';
import { Pencil } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { chipText, type CalendarChip } from '@/features/calendar/components/calendar-day-cell';
import { shortDayLabel } from '@/features/calendar/utils/month-grid';

type SelectedDaysDisponibilidadesProps = {
  /** The selected days of the month on screen, in order. */
  days: string[];
  /** That month's windows by day (chipsByDay). */
  chips: Record<string, CalendarChip[]>;
  onEdit: (chip: CalendarChip) => void;
};

/**
 * On a phone seven days share 390 px, so a window inside a day is text, not a target: the
 * selected days' windows are listed under the grid instead, each a whole-width button that
 * opens it for editing (WCAG 2.5.5, 44 px).
 */
export function SelectedDaysDisponibilidades({
  days,
  chips,
  onEdit,
}: SelectedDaysDisponibilidadesProps) {
  if (days.length === 0)
    return <p className="text-sm text-muted-foreground">{msg.disponibilidadeTapDayToEdit}</p>;
  return (
    <section aria-labelledby="selected-days-windows" className="grid gap-2">
      <h2 id="selected-days-windows" className="text-sm font-medium">
        {msg.disponibilidadeSelectedDays}
      </h2>
      <ul className="grid gap-2">
        {days.map((iso) => (
          <li key={iso} className="grid gap-1">
            <span className="text-xs font-medium text-muted-foreground capitalize">
              {shortDayLabel(iso)}
            </span>
            {!chips[iso]?.length ? (
              <span className="text-sm text-muted-foreground">{msg.disponibilidadeDayEmpty}</span>
            ) : (
              chips[iso].map((chip) => (
                <Button
                  key={chip.id}
                  variant="outline"
                  className="h-11 w-full justify-between tabular-nums"
                  onClick={() => onEdit(chip)}
                >
                  {chipText(chip)}
                  <Pencil aria-hidden="true" />
                </Button>
              ))
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
