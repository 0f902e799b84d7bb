import type { KeyboardEvent, MouseEvent, PointerEvent } from 'react';
import { cn } from '@/lib/utils';
import { dayNumber, fullDateLabel } from '../utils/month-grid';

export type CalendarChip = { id: string; label: string };

type DayCellProps = {
  iso: string;
  isToday: boolean;
  isSelected: boolean;
  isSelectable: boolean;
  /** The roving tab stop of the grid: the one day reachable with Tab. */
  isActive: boolean;
  holiday?: string;
  chips: CalendarChip[];
  appointmentCount: number;
  onChipClick?: (chip: CalendarChip, iso: string) => void;
  onPointerDown: (event: PointerEvent<HTMLDivElement>, iso: string) => void;
  onPointerEnter: (iso: string) => void;
  onClick: (event: MouseEvent<HTMLDivElement>, iso: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>, iso: string) => void;
  onFocus: (iso: string) => void;
};

/** What a screen reader says for a day, before the names of its chips. */
export function dayDescription(
  iso: string,
  {
    isToday,
    holiday,
    appointmentCount,
  }: Pick<DayCellProps, 'isToday' | 'holiday' | 'appointmentCount'>,
): string {
  const parts = [fullDateLabel(iso)];
  if (isToday) parts.push('hoje');
  if (holiday) parts.push(`feriado: ${holiday}`);
  if (appointmentCount > 0) {
    parts.push(`${appointmentCount} ${appointmentCount === 1 ? 'agendamento' : 'agendamentos'}`);
  }
  return parts.join(', ');
}

export function CalendarDayCell({
  iso,
  isToday,
  isSelected,
  isSelectable,
  isActive,
  holiday,
  chips,
  appointmentCount,
  onChipClick,
  onPointerDown,
  onPointerEnter,
  onClick,
  onKeyDown,
  onFocus,
}: DayCellProps) {
  return (
    <div
      role="gridcell"
      data-day={iso}
      tabIndex={isActive ? 0 : -1}
      aria-selected={isSelected}
      aria-disabled={isSelectable ? undefined : true}
      aria-current={isToday ? 'date' : undefined}
      onPointerDown={(event) => onPointerDown(event, iso)}
      onPointerEnter={() => onPointerEnter(iso)}
      onClick={(event) => onClick(event, iso)}
      onKeyDown={(event) => onKeyDown(event, iso)}
      onFocus={(event) => {
        if (event.target === event.currentTarget) onFocus(iso);
      }}
      className={cn(
        'relative flex min-h-16 min-w-0 flex-col gap-0.5 rounded-md border p-1 text-xs transition-colors sm:min-h-24 sm:p-1.5',
        'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 focus-visible:ring-offset-background focus-visible:outline-none',
        isSelectable
          ? 'cursor-pointer bg-card hover:bg-accent/60'
          : 'cursor-default bg-muted/50 text-muted-foreground',
        isSelected && 'border-primary bg-primary/15 hover:bg-primary/20',
      )}
    >
      {/* The cell is named by its content, not by aria-label, so that the chips' visible texts
          stay in its name (WCAG 2.5.3, axe label-content-name-mismatch). */}
      <span className="sr-only">{dayDescription(iso, { isToday, holiday, appointmentCount })}</span>
      <div className="flex items-center justify-between gap-1">
        <span
          aria-hidden="true"
          className={cn(
            'inline-flex size-5 shrink-0 items-center justify-center rounded-full text-[11px] font-medium sm:size-6 sm:text-sm',
            isToday && 'bg-primary text-primary-foreground',
          )}
        >
          {dayNumber(iso)}
        </span>
        {appointmentCount > 0 && (
          <span
            aria-hidden="true"
            // On a phone the cell is too narrow for both: the badge sits on its corner.
            className="absolute -top-1.5 -right-1 min-w-5 rounded-full bg-secondary px-1 text-center text-[10px] leading-5 font-semibold text-secondary-foreground shadow-xs ring-1 ring-border sm:static sm:px-1.5 sm:shadow-none sm:ring-0"
          >
            {appointmentCount}
          </span>
        )}
      </div>
      {holiday && (
        <span
          aria-hidden="true"
          className="truncate text-[10px] leading-tight text-destructive sm:text-xs"
          title={holiday}
        >
          {holiday}
        </span>
      )}
      {chips.length > 0 && (
        <ul className="flex min-w-0 flex-col gap-0.5">
          {chips.map((chip) => (
            <li key={chip.id} className="min-w-0">
              <button
                type="button"
                tabIndex={isActive ? 0 : -1}
                title={chip.label}
                // The chip edits its availability: it must neither start a drag nor toggle the day.
                onPointerDown={(event) => event.stopPropagation()}
                onClick={(event) => {
                  event.stopPropagation();
                  onChipClick?.(chip, iso);
                }}
                className="block w-full truncate rounded-sm bg-primary/10 px-1 py-0.5 text-left text-[10px] font-medium text-primary-ink hover:bg-primary/20 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:text-xs"
              >
                {chip.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
