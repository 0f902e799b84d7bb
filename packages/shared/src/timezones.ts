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

/**
 * Every IANA zone the runtime knows, with its offset at `at` (so daylight saving is always right),
 * sorted by offset then name. Brazil's zones come first in the text's city part being readable.
 */
export function buildTimezoneList(at: Date = new Date()): TimezoneEntry[] {
  const genericName = (timeZone: string) =>
    new Intl.DateTimeFormat('pt-BR', { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  return Intl.supportedValuesOf('timeZone')
    .map((value) => {
      const offset = offsetMinutes(value, at);
      const city = value.split('/').slice(1).join(' / ').replace(/_/g, ' ') || value;
      return {
        value,
        text: `(${formatOffset(offset)}) ${city} — ${genericName(value)}`,
        utc: [value],
        offset,
      };
    })
    .sort((a, b) => a.offset - b.offset || a.value.localeCompare(b.value));
}

export const DEFAULT_TIMEZONE = 'America/Sao_Paulo';
