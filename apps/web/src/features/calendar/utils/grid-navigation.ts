import {
  type CalendarMonth,
  addDays,
  addMonths,
  dayNumber,
  firstDayOfMonth,
  lastDayOfMonth,
  monthOf,
  toIsoDate,
  weekdayOf,
} from './month-grid';

/**
 * Where a key moves the focused day of the grid (WAI-ARIA date grid pattern), or null for keys
 * that do not move it. Arrows may leave the month (the calendar then shows the new month); Home
 * and End stay in the week and in the month; PageUp/PageDown keep the day of the month, clamped
 * to the shorter month.
 */
export function nextFocusedDay(iso: string, key: string): string | null {
  const month = monthOf(iso);
  switch (key) {
    case 'ArrowLeft':
      return addDays(iso, -1);
    case 'ArrowRight':
      return addDays(iso, 1);
    case 'ArrowUp':
      return addDays(iso, -7);
    case 'ArrowDown':
      return addDays(iso, 7);
    case 'Home': {
      const start = addDays(iso, -weekdayOf(iso));
      const first = firstDayOfMonth(month);
      return start < first ? first : start;
    }
    case 'End': {
      const end = addDays(iso, 6 - weekdayOf(iso));
      const last = lastDayOfMonth(month);
      return end > last ? last : end;
    }
    case 'PageUp':
      return sameDayIn(addMonths(month, -1), dayNumber(iso));
    case 'PageDown':
      return sameDayIn(addMonths(month, 1), dayNumber(iso));
    default:
      return null;
  }
}

function sameDayIn(month: CalendarMonth, day: number): string {
  const last = lastDayOfMonth(month);
  return day <= dayNumber(last) ? toIsoDate(month.year, month.monthIndex, day) : last;
}
