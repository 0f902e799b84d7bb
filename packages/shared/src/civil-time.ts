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
  const c = hora.charCodeAt.bind(hora);
  const digit = (i: number) => {
    const v = c(i) - 48;
    if (!(v >= 0 && v <= 9)) throw new RangeError(`Invalid time: ${hora}`);
    return v;
  };
  if ((hora.length !== 5 && hora.length !== 8) || hora[2] !== ':') {
    throw new RangeError(`Invalid time: ${hora}`);
  }
  const h = digit(0) * 10 + digit(1);
  const m = digit(3) * 10 + digit(4);
  if (hora.length === 8 && (hora[5] !== ':' || digit(6) * 10 + digit(7) > 59)) {
    throw new RangeError(`Invalid time: ${hora}`);
  }
  if (m > 59 || h > 24 || (h === 24 && m !== 0)) throw new RangeError(`Invalid time: ${hora}`);
  return h * 60 + m;
}

/** 'HH:MM' of minutes since midnight, taken modulo 24 h (1440 → '00:00'). */
export function horaOf(minutes: number): string {
  const m = ((Math.trunc(minutes) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${pad2(Math.floor(m / 60))}:${pad2(m % 60)}`;
}
