/**
 * Calendar dates ('YYYY-MM-DD') and wall-clock times ('HH:MM') with no time zone, as the spec
 * stores them (disponibilidades.dia, agendamentos.data_agendamento, hora_inicio, hora_fim).
 * Day arithmetic goes through UTC milliseconds, so the machine's TZ never shifts a date.
 */

export const MINUTES_PER_DAY = 1440;
const MS_PER_DAY = 86_400_000;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a valid 'YYYY-MM-DD'; throws RangeError otherwise. */
export function dayNumber(isoDate: string): number {
  const m = ISO_DATE.exec(isoDate);
  if (!m) throw new RangeError(`Invalid date: ${isoDate}`);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) {
    throw new RangeError(`Invalid date: ${isoDate}`);
  }
  return ms / MS_PER_DAY;
}

export function isoFromDayNumber(day: number): string {
  return isoFromUtcDate(new Date(day * MS_PER_DAY));
}

export function isoFromParts(year: number, month: number, day: number): string {
  return isoFromUtcDate(new Date(Date.UTC(year, month - 1, day)));
}

function isoFromUtcDate(d: Date): string {
  const y = d.getUTCFullYear();
  return `${String(y).padStart(4, '0')}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
}

export function addDays(isoDate: string, days: number): string {
  return isoFromDayNumber(dayNumber(isoDate) + days);
}

/** 0 = Sunday … 6 = Saturday (the calendar's week starts on Sunday, spec §9). */
export function dayOfWeek(isoDate: string): number {
  return (((dayNumber(isoDate) + 4) % 7) + 7) % 7;
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * Minutes since midnight of 'HH:MM' or 'HH:MM:SS' (PostgreSQL's `time` text); seconds are ignored.
 * '24:00' is accepted as the end of the day, so a window may close at midnight.
 */
export function minutesOf(hora: string): number {
  // Char codes, no regex or closures: the free-slot engine calls this for every row.
  const len = hora.length;
  if ((len === 5 || len === 8) && hora.charCodeAt(2) === 58) {
    const h = digitPair(hora, 0);
    const m = digitPair(hora, 3);
    const secondsOk = len === 5 || (hora.charCodeAt(5) === 58 && digitPair(hora, 6) <= 59);
    if (secondsOk && m <= 59 && (h < 24 || (h === 24 && m === 0))) return h * 60 + m;
  }
  throw new RangeError(`Invalid time: ${hora}`);
}

/** The two-digit number at `at`, or 99 when either character is not a digit. */
function digitPair(s: string, at: number): number {
  const a = s.charCodeAt(at) - 48;
  const b = s.charCodeAt(at + 1) - 48;
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : 99;
}

/** 'HH:MM' of minutes since midnight, taken modulo 24 h (1440 → '00:00'). */
export function horaOf(minutes: number): string {
  const m = ((Math.trunc(minutes) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${pad2(Math.floor(m / 60))}:${pad2(m % 60)}`;
}
