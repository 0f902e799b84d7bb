import {
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
} from 'react';
import { msg } from '@secretaria/shared/messages';
import { cn } from '@/lib/utils';
import { nextFocusedDay } from '../utils/grid-navigation';
import {
  type CalendarMonth,
  WEEKDAY_HEADERS,
  addMonths,
  dayNumber,
  firstDayOfMonth,
  isInMonth,
  isSameMonth,
  monthGrid,
  monthOf,
  monthTitle,
} from '../utils/month-grid';
import {
  type DragState,
  type SelectionAction,
  type SelectionContext,
  type SelectionMode,
  canSelectDay,
  sameDays,
  selectableWeekdays,
  selectionReducer,
} from '../utils/selection';
import { type CalendarChip, CalendarDayCell } from './calendar-day-cell';
import { MonthCalendarHeader } from './month-calendar-header';

export type MonthCalendarProps = {
  month: CalendarMonth;
  onMonthChange: (month: CalendarMonth) => void;
  /** 'YYYY-MM-DD' of today in the business's time zone; earlier days are never selectable. */
  today: string;
  /** Selected days, 'YYYY-MM-DD', sorted. Controlled: the calendar proposes, the screen owns. */
  selected: string[];
  onSelectedChange: (selected: string[]) => void;
  /** 'multiple' for Disponibilidade, 'single' for the Agenda (spec §4 Calendar). */
  mode?: SelectionMode;
  /** The screen's rule on top of "not in the past"; every day by default. */
  isSelectable?: (iso: string) => boolean;
  holidayName?: (iso: string) => string | undefined;
  chips?: Record<string, CalendarChip[]>;
  onChipClick?: (chip: CalendarChip, iso: string) => void;
  agendamentoCounts?: Record<string, number>;
  showWeekdaysCheckbox?: boolean;
  /** A selectable day was clicked or activated with Enter/Space (not at the end of a drag). */
  onDayOpen?: (iso: string) => void;
  className?: string;
};

const everyDay = () => true;
/** How long a finger must rest on a day before a drag follows it (under the OS's own menu). */
export const LONG_PRESS_MS = 400;
/** A finger that moves farther than this before the long press is scrolling the page. */
const TOUCH_SLOP_PX = 8;
const noChips: CalendarChip[] = [];

export function MonthCalendar({
  month,
  onMonthChange,
  today,
  selected,
  onSelectedChange,
  mode = 'multiple',
  isSelectable = everyDay,
  holidayName,
  chips,
  onChipClick,
  agendamentoCounts,
  showWeekdaysCheckbox = false,
  onDayOpen,
  className,
}: MonthCalendarProps) {
  const titleId = useId();
  const gridRef = useRef<HTMLDivElement>(null);
  const moveDomFocusRef = useRef(false);
  const [drag, setDrag] = useState<DragState | null>(null);
  /** Where the finger of a touch drag went down. */
  const touchStartRef = useRef<{ x: number; y: number } | null>(null);
  const [focusedDay, setFocusedDay] = useState<string | null>(null);

  const ctx: SelectionContext = { today, month, mode, isSelectable, holidayName };
  const activeDay =
    focusedDay && isInMonth(focusedDay, month) ? focusedDay : defaultActiveDay(ctx, selected);

  function dispatch(action: SelectionAction) {
    const next = selectionReducer({ selected, drag }, action, ctx);
    if (next.drag !== drag) setDrag(next.drag);
    if (next.selected !== selected) onSelectedChange(next.selected);
  }

  function activateDay(iso: string, accumulate: boolean) {
    dispatch({ type: 'click', iso, accumulate });
    if (canSelectDay(iso, ctx)) onDayOpen?.(iso);
  }

  function changeMonth(next: CalendarMonth) {
    if (isSameMonth(next, month)) return;
    dispatch({ type: 'monthChange' });
    onMonthChange(next);
  }

  // Mouse-up anywhere ends a drag, also outside the grid or the window's content.
  const handleDocumentPointerUp = useEffectEvent(() => {
    if (drag && !drag.moved && canSelectDay(drag.anchor, ctx)) onDayOpen?.(drag.anchor);
    dispatch({ type: 'pointerUp' });
  });
  const handleDocumentPointerCancel = useEffectEvent(() => dispatch({ type: 'pointerCancel' }));
  const handleLongPress = useEffectEvent(() => {
    dispatch({ type: 'longPress' });
    navigator.vibrate?.(10);
  });
  // A finger: before the long press, moving means scrolling (the drag is dropped); after it,
  // the day under the finger extends the range (a touch pointer does not enter other cells).
  const handleDocumentPointerMove = useEffectEvent((event: globalThis.PointerEvent) => {
    const touch = touchStartRef.current;
    if (event.pointerType !== 'touch' || !drag?.touch || !touch) return;
    if (!drag.armed) {
      if (Math.hypot(event.clientX - touch.x, event.clientY - touch.y) > TOUCH_SLOP_PX) {
        handleDocumentPointerCancel();
      }
      return;
    }
    const cell = document.elementFromPoint(event.clientX, event.clientY)?.closest('[data-day]');
    const iso = cell instanceof HTMLElement ? cell.dataset.day : undefined;
    if (iso && gridRef.current?.contains(cell as Node)) dispatch({ type: 'pointerEnter', iso });
  });
  const isDragging = drag !== null;
  const awaitsLongPress = drag?.touch === true && !drag.armed;
  const holdsTouchDrag = drag?.touch === true && drag.armed;
  useEffect(() => {
    if (!isDragging) return;
    const onUp = () => handleDocumentPointerUp();
    const onCancel = () => handleDocumentPointerCancel();
    const onMove = (event: globalThis.PointerEvent) => handleDocumentPointerMove(event);
    document.addEventListener('pointerup', onUp);
    document.addEventListener('pointercancel', onCancel);
    document.addEventListener('pointermove', onMove);
    return () => {
      document.removeEventListener('pointerup', onUp);
      document.removeEventListener('pointercancel', onCancel);
      document.removeEventListener('pointermove', onMove);
    };
  }, [isDragging]);
  // While a long-pressed finger drags, the page must not scroll (nor open the OS's menu).
  useEffect(() => {
    if (!holdsTouchDrag) return;
    const stop = (event: Event) => {
      if (event.cancelable) event.preventDefault();
    };
    document.addEventListener('touchmove', stop, { passive: false });
    document.addEventListener('contextmenu', stop);
    return () => {
      document.removeEventListener('touchmove', stop);
      document.removeEventListener('contextmenu', stop);
    };
  }, [holdsTouchDrag]);
  useEffect(() => {
    if (!awaitsLongPress) return;
    const timer = window.setTimeout(() => handleLongPress(), LONG_PRESS_MS);
    return () => window.clearTimeout(timer);
  }, [awaitsLongPress]);

  // After a keyboard move (possibly into another month) the new day takes the DOM focus.
  useEffect(() => {
    if (!moveDomFocusRef.current || activeDay !== focusedDay) return;
    moveDomFocusRef.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-day="${activeDay}"]`)?.focus();
  }, [activeDay, focusedDay]);

  function handlePointerDown(event: PointerEvent<HTMLDivElement>, iso: string) {
    if (event.button !== 0) return;
    const touch = event.pointerType === 'touch';
    touchStartRef.current = touch ? { x: event.clientX, y: event.clientY } : null;
    // A touch pointer is captured by the cell it went down on; the drag hit-tests instead.
    if (touch && event.currentTarget.hasPointerCapture?.(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
    dispatch({ type: 'pointerDown', iso, accumulate: event.ctrlKey || event.metaKey, touch });
  }

  function handleClick(event: MouseEvent<HTMLDivElement>, iso: string) {
    // Pointer clicks are handled on pointer-up; a click with detail 0 comes from assistive
    // technology (or a test) activating the cell without a pointer.
    if (event.detail === 0) activateDay(iso, event.ctrlKey || event.metaKey);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>, iso: string) {
    if (event.target !== event.currentTarget) return; // keys typed on a chip
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      activateDay(iso, event.ctrlKey || event.metaKey);
      return;
    }
    const next = nextFocusedDay(iso, event.key);
    if (!next) return;
    event.preventDefault();
    moveDomFocusRef.current = true;
    setFocusedDay(next);
    changeMonth(monthOf(next));
  }

  const holidays = holidayName
    ? monthGrid(month)
        .flat()
        .flatMap((iso) => {
          const name = isInMonth(iso, month) ? holidayName(iso) : undefined;
          return name ? [{ iso, name }] : [];
        })
    : [];
  const weekdays = showWeekdaysCheckbox && mode === 'multiple' ? selectableWeekdays(ctx) : [];

  return (
    <div className={cn('rounded-lg border bg-card text-card-foreground shadow-sm', className)}>
      <MonthCalendarHeader
        title={monthTitle(month)}
        titleId={titleId}
        onToday={() => {
          setFocusedDay(today);
          changeMonth(monthOf(today));
        }}
        onPrevious={() => changeMonth(addMonths(month, -1))}
        onNext={() => changeMonth(addMonths(month, 1))}
        weekdaysCheckbox={
          showWeekdaysCheckbox && mode === 'multiple'
            ? {
                checked:
                  weekdays.length > 0 &&
                  sameDays(
                    selected.filter((iso) => isInMonth(iso, month)),
                    weekdays,
                  ),
                disabled: weekdays.length === 0,
                onCheckedChange: (checked) =>
                  dispatch({ type: checked ? 'selectWeekdays' : 'clear' }),
              }
            : undefined
        }
      />
      <div
        ref={gridRef}
        role="grid"
        aria-labelledby={titleId}
        aria-multiselectable={mode === 'multiple'}
        className="grid gap-1 p-1.5 select-none [-webkit-touch-callout:none] sm:p-3"
      >
        <div role="row" className="grid grid-cols-7 gap-1">
          {WEEKDAY_HEADERS.map((label) => (
            <div
              key={label}
              role="columnheader"
              className="py-1 text-center text-[11px] font-semibold tracking-wide text-muted-foreground sm:text-xs"
            >
              {label}
            </div>
          ))}
        </div>
        {monthGrid(month).map((week) => (
          <div key={week[0]} role="row" className="grid grid-cols-7 gap-1">
            {week.map((iso) =>
              isInMonth(iso, month) ? (
                <CalendarDayCell
                  key={iso}
                  iso={iso}
                  isToday={iso === today}
                  isSelected={selected.includes(iso)}
                  isSelectable={canSelectDay(iso, ctx)}
                  isActive={iso === activeDay}
                  holiday={holidayName?.(iso)}
                  chips={chips?.[iso] ?? noChips}
                  agendamentoCount={agendamentoCounts?.[iso] ?? 0}
                  onChipClick={onChipClick}
                  onPointerDown={handlePointerDown}
                  onPointerEnter={(day) => dispatch({ type: 'pointerEnter', iso: day })}
                  onClick={handleClick}
                  onKeyDown={handleKeyDown}
                  onFocus={setFocusedDay}
                />
              ) : (
                // Days of the neighbouring months only complete the week.
                <div
                  key={iso}
                  role="gridcell"
                  aria-hidden="true"
                  className="min-h-16 sm:min-h-24"
                />
              ),
            )}
          </div>
        ))}
      </div>
      {holidays.length > 0 ? (
        // Below lg a cell has room for a mark only: the month's holidays are named here.
        <div className="grid gap-1 border-t px-3 py-2 text-xs lg:hidden">
          <p className="font-medium text-muted-foreground">{msg.holidaysOfMonth}</p>
          <ul className="grid gap-0.5">
            {holidays.map(({ iso, name }) => (
              <li key={iso} className="flex gap-2">
                <span className="w-5 shrink-0 text-right font-semibold text-destructive tabular-nums">
                  {dayNumber(iso)}
                </span>
                <span className="min-w-0 break-words">{name}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/** The grid's tab stop before the user moves it: a selected day, today, or the 1st. */
function defaultActiveDay(ctx: SelectionContext, selected: string[]): string {
  const selectedHere = selected.find((iso) => isInMonth(iso, ctx.month));
  if (selectedHere) return selectedHere;
  if (isInMonth(ctx.today, ctx.month)) return ctx.today;
  return firstDayOfMonth(ctx.month);
}
