import names from './data/timezone-names-pt.json' with { type: 'json' };

/** An entry of the time-zone list (spec §3 static files). `offset` is in minutes. */
export type TimezoneEntry = { value: string; text: string; utc: string[]; offset: number };

function offsetMinutes(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** Offset in hours with 2 decimals, as the instance form stores it (spec §5). */
export function offsetHours(offsetInMinutes: number): number {
  return Math.round((offsetInMinutes / 60) * 100) / 100;
}

const aliases: Record<string, string> = names.aliases;
const cities: Record<string, string> = names.cities;

/**
 * The current IANA name of a zone: ICU still lists some under their old names (Asia/Calcutta,
 * Asia/Saigon, Asia/Rangoon); the list and the screens use today's (Kolkata, Ho Chi Minh, Yangon).
 */
export function currentTimezoneId(id: string): string {
  return aliases[id] ?? id;
}

/** The zone's city as a Brazilian reads it ('São Paulo', 'Nova York'), never the raw id. */
export function timezoneCity(id: string): string {
  const current = currentTimezoneId(id);
  return cities[current] ?? current.split('/').at(-1)!.replace(/_/g, ' ');
}

/** How a screen shows a stored zone: 'São Paulo (UTC-03:00)'. */
export function timezoneLabel(id: string, at: Date = new Date()): string {
  try {
    return `${timezoneCity(id)} (${formatOffset(offsetMinutes(currentTimezoneId(id), at))})`;
  } catch {
    return timezoneCity(id);
  }
}

/**
 * Every IANA zone the runtime knows, under its current name, with its offset at `at` (so
 * daylight saving is always right) and its pt-BR city and zone names, sorted by offset then city.
 */
export function buildTimezoneList(at: Date = new Date()): TimezoneEntry[] {
  const genericName = (timeZone: string) =>
    new Intl.DateTimeFormat('pt-BR', { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  const ids = new Set(Intl.supportedValuesOf('timeZone').map(currentTimezoneId));
  return [...ids]
    .map((value) => {
      const offset = offsetMinutes(value, at);
      return {
        value,
        text: `(${formatOffset(offset)}) ${timezoneCity(value)} — ${genericName(value)}`,
        utc: [value],
        offset,
      };
    })
    .sort((a, b) => a.offset - b.offset || a.text.localeCompare(b.text, 'pt-BR'));
}

export const DEFAULT_TIMEZONE = 'America/Sao_Paulo';
