import type { KeyboardEvent, MouseEvent, PointerEvent } from 'react';
import { cn } from '@/lib/utils';
import { dayNumber, fullDateLabel } from '../utils/month-grid';

/**
 * A chip's label (its hours) is always shown; its detail (a location) only where the cell is wide
 * enough, and is read by screen readers everywhere: '09:00–12:00 · Centro'.
 */
export type CalendarChip = { id: string; label: string; detail?: string };

export const chipText = (chip: CalendarChip) =>
  chip.detail ? `${chip.label} · ${chip.detail}` : chip.label;

type DayCellProps = {
  iso: string;
  isToday: boolean;
  isSelected: boolean;
  isSelectable: boolean;
  /** The roving tab stop of the grid: the one day reachable with Tab. */
  isActive: boolean;
  holiday?: string;
  chips: CalendarChip[];
  agendamentoCount: number;
  onChipClick?: (chip: CalendarChip, iso: string) => void;
  onPointerDown: (event: PointerEvent<HTMLDivElement>, iso: string) => void;
  onPointerEnter: (iso: string) => void;
  onClick: (event: MouseEvent<HTMLDivElement>, iso: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>, iso: string) => void;
  onFocus: (iso: string) => void;
};

/**
 * Hours 'HH:MM–HH:MM': on a phone the start over the end, the dash left to screen readers (a
 * narrow cell would put it on a line of its own); on wider screens as written.
 */
function ChipHours({ label }: { label: string }) {
  const parts = label.split('–');
  if (parts.length !== 2) return label;
  return (
    <>
      {parts[0]}
      {/* Not sr-only: out of the flow it would be read apart, '09:00 – 12:00'. */}
      <span className="max-sm:text-[0px]">–</span>
      <wbr />
      {parts[1]}
    </>
  );
}

/** Wraps instead of cutting: '09:00–' over '12:00' on a phone. */
const CHIP =
  'block w-full rounded-sm bg-primary/10 px-0.5 py-0.5 text-left text-[10px] leading-tight font-medium break-words text-primary-ink tabular-nums sm:px-1 sm:text-xs';

function ChipContent({ chip }: { chip: CalendarChip }) {
  return (
    <>
      <ChipHours label={chip.label} />
      {chip.detail ? <span className="sr-only sm:not-sr-only"> · {chip.detail}</span> : null}
    </>
  );
}

/** What a screen reader says for a day, before the names of its chips. */
export function dayDescription(
  iso: string,
  {
    isToday,
    holiday,
    agendamentoCount,
  }: Pick<DayCellProps, 'isToday' | 'holiday' | 'agendamentoCount'>,
): string {
  const parts = [fullDateLabel(iso)];
  if (isToday) parts.push('hoje');
  if (holiday) parts.push(`feriado: ${holiday}`);
  if (agendamentoCount > 0) {
    parts.push(`${agendamentoCount} ${agendamentoCount === 1 ? 'agendamento' : 'agendamentos'}`);
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
  agendamentoCount,
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
      <span className="sr-only">{dayDescription(iso, { isToday, holiday, agendamentoCount })}</span>
      <div className="flex items-center justify-between gap-1">
        <span className="flex items-center gap-0.5">
          <span
            aria-hidden="true"
            className={cn(
              'inline-flex size-5 shrink-0 items-center justify-center rounded-full text-[11px] font-medium sm:size-6 sm:text-sm',
              isToday && 'bg-primary text-primary-foreground',
            )}
          >
            {dayNumber(iso)}
          </span>
          {holiday && (
            <span
              aria-hidden="true"
              data-holiday-mark
              className="size-1.5 shrink-0 rounded-full bg-destructive lg:hidden"
            />
          )}
        </span>
      </div>
      {holiday && (
        // Below lg the name does not fit a cell: a mark here, the names under the month.
        <span
          aria-hidden="true"
          className="hidden text-xs leading-tight break-words text-destructive lg:block"
        >
          {holiday}
        </span>
      )}
      {chips.length > 0 && (
        <ul className="flex min-w-0 flex-col gap-0.5">
          {chips.map((chip) => (
            <li key={chip.id} className="min-w-0">
              {onChipClick ? (
                <button
                  type="button"
                  tabIndex={isActive ? 0 : -1}
                  title={chipText(chip)}
                  // The chip edits its availability: it must neither start a drag nor toggle the day.
                  onPointerDown={(event) => event.stopPropagation()}
                  onClick={(event) => {
                    event.stopPropagation();
                    onChipClick(chip, iso);
                  }}
                  className={cn(
                    CHIP,
                    'hover:bg-primary/20 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                  )}
                >
                  <ChipContent chip={chip} />
                </button>
              ) : (
                // Without an action (a phone: the day's windows are edited from the list under
                // the grid) the chip is text, and a tap on it toggles its day like any tap.
                <span className={CHIP}>
                  <ChipContent chip={chip} />
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {agendamentoCount > 0 && (
        <span
          aria-hidden="true"
          // On a phone the cell is too narrow beside the day: the count closes the cell, inside it.
          className="order-last mt-auto min-w-5 self-end rounded-full bg-secondary px-1 text-center text-[10px] leading-5 font-semibold text-secondary-foreground tabular-nums sm:absolute sm:top-1.5 sm:right-1.5 sm:mt-0 sm:px-1.5"
        >
          {agendamentoCount}
        </span>
      )}
    </div>
  );
}
