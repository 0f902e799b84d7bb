import { dayNumber, horaOf, isoFromDayNumber, minutesOf } from './civil-time';

/**
 * An instance's local fields (dia 'YYYY-MM-DD', hora 'HH:MM' in its IANA time zone) ↔ instants,
 * with `Intl` only. The runtime's ICU carries the tz database, historical rules included (Brazil
 * had daylight saving time until 2019).
 */
export type LocalDateTime = { dia: string; hora: string };

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    // Throws RangeError for an unknown zone, which is what a caller should see.
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall clock at `ms` read as if it were UTC, in ms (seconds kept, milliseconds dropped). */
function wallClockMs(ms: number, timeZone: string): number {
  let year = 0;
  let month = 0;
  let day = 0;
  let hour = 0;
  let minute = 0;
  let second = 0;
  for (const p of formatterFor(timeZone).formatToParts(ms)) {
    switch (p.type) {
      case 'year':
        year = Number(p.value);
        break;
      case 'month':
        month = Number(p.value);
        break;
      case 'day':
        day = Number(p.value);
        break;
      case 'hour':
        hour = Number(p.value);
        break;
      case 'minute':
        minute = Number(p.value);
        break;
      case 'second':
        second = Number(p.value);
        break;
    }
  }
  const wall = new Date(0);
  wall.setUTCFullYear(year, month - 1, day);
  wall.setUTCHours(hour, minute, second, 0);
  return wall.getTime();
}

/** UTC offset of `timeZone` at the instant `ms`, in minutes (São Paulo today: −180). */
export function offsetMinutesAt(timeZone: string, ms: number): number {
  const whole = Math.floor(ms / 1000) * 1000;
  return Math.round((wallClockMs(whole, timeZone) - whole) / MS_PER_MINUTE);
}

/**
 * The instant of a local date and time in `timeZone`.
 * - A time skipped by a forward transition (São Paulo 2018-11-04 00:30) moves forward by the
 *   length of the gap (→ 01:30 −02:00), like Temporal's 'compatible' disambiguation.
 * - A time that happens twice (São Paulo 2019-02-16 23:30) gives the earlier instant.
 * Assumes at most one transition within a day either side, true of every real zone.
 */
export function localToInstant(dia: string, hora: string, timeZone: string): Date {
  const wall = dayNumber(dia) * MS_PER_DAY + minutesOf(hora) * MS_PER_MINUTE;
  const before = offsetMinutesAt(timeZone, wall - MS_PER_DAY);
  const after = offsetMinutesAt(timeZone, wall + MS_PER_DAY);
  const candidates: number[] = [];
  for (const offset of before === after ? [before] : [before, after]) {
    const instant = wall - offset * MS_PER_MINUTE;
    if (offsetMinutesAt(timeZone, instant) === offset) candidates.push(instant);
  }
  if (candidates.length > 0) return new Date(Math.min(...candidates));
  // In a gap: read the wall time with the offset in force before it, which lands after the gap.
  return new Date(wall - before * MS_PER_MINUTE);
}

/** The local date and time ('HH:MM', seconds dropped) of an instant in `timeZone`. */
export function instantToLocal(date: Date, timeZone: string): LocalDateTime {
  const wall = wallClockMs(date.getTime(), timeZone);
  const day = Math.floor(wall / MS_PER_DAY);
  return {
    dia: isoFromDayNumber(day),
    hora: horaOf(Math.floor((wall - day * MS_PER_DAY) / MS_PER_MINUTE)),
  };
}

/** Today's date ('YYYY-MM-DD') in `timeZone`. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return instantToLocal(now, timeZone).dia;
}

/**
 * Whether the zone's offset may change during the local day `dia`: compares the offsets at
 * instants that bound the day in every zone (UTC−12 to UTC+14). False for every day in Brazil
 * since 2019, so callers can skip per-time checks.
 */
export function hasTransitionOn(dia: string, timeZone: string): boolean {
  const start = dayNumber(dia) * MS_PER_DAY;
  return (
    offsetMinutesAt(timeZone, start - 15 * 3_600_000) !==
    offsetMinutesAt(timeZone, start + MS_PER_DAY + 13 * 3_600_000)
  );
}

/** False for a local time skipped by a forward transition (São Paulo 2018-11-04 00:30). */
export function existsLocally(dia: string, hora: string, timeZone: string): boolean {
  const back = instantToLocal(localToInstant(dia, hora, timeZone), timeZone);
  return back.dia === dia && back.hora === horaOf(minutesOf(hora));
}
