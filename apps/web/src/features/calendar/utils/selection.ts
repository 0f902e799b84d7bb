import { type CalendarMonth, daysBetween, daysOfMonth, isInMonth, weekdayOf } from './month-grid';

/**
 * The calendar's selection rules as a pure reducer (spec §2 "Monthly calendar component").
 *
 * Readings of the spec where it is silent:
 * - A plain click (no Ctrl/Meta) replaces the selection with that day; if that day was the only
 *   selected day it clears the selection. So "a click toggles a day" holds for a lone day, and a
 *   plain click never silently keeps other days selected.
 * - Ctrl/Meta-click toggles the day in or out of the existing selection.
 * - A drag selects every selectable day between the anchor and the day under the pointer (days
 *   that cannot be selected in between are skipped, the anchor itself may be one); with
 *   Ctrl/Meta held at mouse-down the range is added to the selection the drag started from.
 *   A press and release on the same day without moving is a click.
 * - Touch (the spec speaks of a mouse; owners run the business from the phone): a tap toggles
 *   the day, keeping the others, as Ctrl-click does. A finger moving at once scrolls the page;
 *   a press held still (a long press) starts a drag that adds its range to the selection.
 * - 'single' mode (the agenda): at most one day; Ctrl and drags do nothing more than a click.
 * - Past days, days outside the displayed month and days `isSelectable` rejects are never
 *   selected by any action.
 * - 'multiple' mode keeps the selection across months (issue 25: the coming week across a month
 *   boundary is one pass): a plain click, a plain drag, the weekdays checkbox and its unchecking
 *   replace or clear only the displayed month's days; the other months' days stay selected.
 *   'single' mode clears it on a month change.
 * - The selection is kept sorted and without duplicates.
 */

export type SelectionMode = 'multiple' | 'single';

export type SelectionContext = {
  /** 'YYYY-MM-DD' of the business's today; earlier days are past. */
  today: string;
  month: CalendarMonth;
  mode: SelectionMode;
  isSelectable: (iso: string) => boolean;
  holidayName?: (iso: string) => string | undefined;
};

export type DragState = {
  anchor: string;
  /** The selection when the drag started; an additive drag adds its range to it. */
  base: string[];
  additive: boolean;
  moved: boolean;
  touch: boolean;
  /** A touch drag follows the finger only after a long press; a mouse drag at once. */
  armed: boolean;
};

export type SelectionState = { selected: string[]; drag: DragState | null };

export type SelectionAction =
  | { type: 'click'; iso: string; accumulate: boolean }
  | { type: 'pointerDown'; iso: string; accumulate: boolean; touch?: boolean }
  | { type: 'longPress' }
  | { type: 'pointerEnter'; iso: string }
  | { type: 'pointerUp' }
  | { type: 'pointerCancel' }
  | { type: 'monthChange' }
  | { type: 'selectWeekdays' }
  | { type: 'clear' };

export function canSelectDay(iso: string, ctx: SelectionContext): boolean {
  return iso >= ctx.today && isInMonth(iso, ctx.month) && ctx.isSelectable(iso);
}

/**
 * What 'Selecionar dias úteis do mês.' selects: the month's days from today on, Monday to
 * Friday, that are not holidays and that the screen allows.
 */
export function selectableWeekdays(ctx: SelectionContext): string[] {
  return daysOfMonth(ctx.month).filter((iso) => {
    const weekday = weekdayOf(iso);
    return weekday >= 1 && weekday <= 5 && !ctx.holidayName?.(iso) && canSelectDay(iso, ctx);
  });
}

function normalise(days: Iterable<string>): string[] {
  return [...new Set(days)].sort();
}

export function sameDays(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((day, i) => day === b[i]);
}

/** The selected days of other months than the displayed one (kept by what replaces a month's). */
function otherMonths(selected: string[], ctx: SelectionContext): string[] {
  return selected.filter((iso) => !isInMonth(iso, ctx.month));
}

/** How many days are selected in each month, in order: [['2026-11', 2], ['2026-12', 3]]. */
export function selectedPerMonth(selected: string[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const iso of selected) counts.set(iso.slice(0, 7), (counts.get(iso.slice(0, 7)) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => (a < b ? -1 : 1));
}

function withSelected(state: SelectionState, selected: string[]): SelectionState {
  return sameDays(state.selected, selected) ? state : { ...state, selected };
}

function clickDay(
  selected: string[],
  iso: string,
  accumulate: boolean,
  ctx: SelectionContext,
): string[] {
  if (!canSelectDay(iso, ctx)) return selected;
  const isSelected = selected.includes(iso);
  if (ctx.mode === 'single') return isSelected && selected.length === 1 ? [] : [iso];
  if (!accumulate) {
    const kept = otherMonths(selected, ctx);
    const lone = isSelected && selected.length - kept.length === 1;
    return lone ? kept : normalise([...kept, iso]);
  }
  return isSelected ? selected.filter((day) => day !== iso) : normalise([...selected, iso]);
}

export function selectionReducer(
  state: SelectionState,
  action: SelectionAction,
  ctx: SelectionContext,
): SelectionState {
  switch (action.type) {
    case 'click':
      return withSelected(state, clickDay(state.selected, action.iso, action.accumulate, ctx));
    case 'pointerDown':
      if (!isInMonth(action.iso, ctx.month)) return state;
      return {
        ...state,
        drag: {
          anchor: action.iso,
          base: state.selected,
          additive: action.accumulate || action.touch === true,
          moved: false,
          touch: action.touch === true,
          armed: action.touch !== true,
        },
      };
    case 'longPress':
      return state.drag && !state.drag.armed
        ? { ...state, drag: { ...state.drag, armed: true } }
        : state;
    case 'pointerEnter': {
      const { drag } = state;
      if (!drag || !drag.armed || ctx.mode === 'single' || !isInMonth(action.iso, ctx.month))
        return state;
      if (!drag.moved && action.iso === drag.anchor) return state;
      const range = daysBetween(drag.anchor, action.iso).filter((iso) => canSelectDay(iso, ctx));
      const selected = normalise([
        ...(drag.additive ? drag.base : otherMonths(drag.base, ctx)),
        ...range,
      ]);
      return { ...withSelected(state, selected), drag: { ...drag, moved: true } };
    }
    case 'pointerUp': {
      const { drag } = state;
      if (!drag) return state;
      const selected = drag.moved
        ? state.selected
        : clickDay(state.selected, drag.anchor, drag.additive, ctx);
      return { ...withSelected(state, selected), drag: null };
    }
    case 'pointerCancel':
      // The browser took the pointer over (a touch became a scroll): not a click.
      return state.drag ? { ...state, drag: null } : state;
    case 'monthChange':
      if (ctx.mode === 'multiple') return state.drag ? { ...state, drag: null } : state;
      return state.selected.length === 0 && !state.drag ? state : { selected: [], drag: null };
    case 'selectWeekdays':
      return ctx.mode === 'single'
        ? state
        : withSelected(
            state,
            normalise([...otherMonths(state.selected, ctx), ...selectableWeekdays(ctx)]),
          );
    case 'clear':
      return withSelected(state, ctx.mode === 'single' ? [] : otherMonths(state.selected, ctx));
  }
}
