import { msg } from '@secretaria/shared/messages';
import { Pencil } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { chipText } from '@/features/calendar/components/calendar-day-cell';
import { isoToNoonUtc } from '@/features/calendar/utils/month-grid';
import type { Disponibilidade } from '@secretaria/shared/disponibilidades-schemas';
import { chipsByDay } from '../utils/availability-rules';

/** 'seg., 09/11' */
const dayFormat = new Intl.DateTimeFormat('pt-BR', {
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
  timeZone: 'UTC',
});

type SelectedDaysWindowsProps = {
  /** The selected days of the month on screen, in order. */
  days: string[];
  /** That month's windows. */
  items: Disponibilidade[];
  onEdit: (disponibilidade: Disponibilidade) => void;
};

/**
 * On a phone seven days share 390 px, so a window inside a day is text, not a target: the
 * selected days' windows are listed under the grid instead, each a whole-width button that
 * opens it for editing (WCAG 2.5.5, 44 px).
 */
export function SelectedDaysWindows({ days, items, onEdit }: SelectedDaysWindowsProps) {
  if (days.length === 0)
    return <p className="text-sm text-muted-foreground">{msg.availabilityTapDayToEdit}</p>;
  const chips = chipsByDay(items);
  return (
    <section aria-labelledby="selected-days-windows" className="grid gap-2">
      <h2 id="selected-days-windows" className="text-sm font-medium">
        {msg.availabilitySelectedDaysWindows}
      </h2>
      <ul className="grid gap-2">
        {days.map((iso) => (
          <li key={iso} className="grid gap-1">
            <span className="text-xs font-medium text-muted-foreground capitalize">
              {dayFormat.format(isoToNoonUtc(iso))}
            </span>
            {(chips[iso] ?? []).length === 0 ? (
              <span className="text-sm text-muted-foreground">{msg.availabilityDayEmpty}</span>
            ) : (
              (chips[iso] ?? []).map((chip) => (
                <Button
                  key={chip.id}
                  variant="outline"
                  className="h-11 w-full justify-between tabular-nums"
                  onClick={() => {
                    const item = items.find((d) => d.id === chip.id);
                    if (item) onEdit(item);
                  }}
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
