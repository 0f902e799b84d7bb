/**
 * A time of day as people type it ('9', '09', '9h', '9:00', '0900', '930', '18h30', '18 h 30',
 * '9.30', '18h30min') read as 'HH:MM' on the 24-hour clock, 00:00–23:59; null when it is not
 * one ('25', '9:7', '18h3', 'nove'). The one reader behind every time field of the panel
 * (docs/decisions/044).
 */
export function parseTimeOfDay(input: string): string | null {
  const text = input.trim().toLowerCase().replace(/\s+/g, '');
  if (!text) return null;
  let hour: string | undefined;
  let minute = '00';
  const separated = /^(\d{1,2})(?::|h|\.)(\d{2})(?:min|m)?$/.exec(text);
  const hourOnly = /^(\d{1,2})(?:h|hs|:00?)?$/.exec(text);
  const digits = /^(\d{3,4})$/.exec(text);
  if (separated) {
    hour = separated[1];
    minute = separated[2] ?? '00';
  } else if (hourOnly) {
    hour = hourOnly[1];
  } else if (digits?.[1]) {
    hour = digits[1].slice(0, -2);
    minute = digits[1].slice(-2);
  }
  if (hour === undefined) return null;
  const h = Number(hour);
  const m = Number(minute);
  if (!Number.isInteger(h) || h > 23 || m > 59) return null;
  return `${String(h).padStart(2, '0')}:${minute}`;
}
