import { msg } from '@secretaria/shared/messages';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const relative = new Intl.RelativeTimeFormat('pt-BR', { numeric: 'auto' });
const shortDate = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit' });
const fullDate = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeStyle: 'short' });

/**
 * How long ago a notice came, in pt-BR: 'agora' within a minute, 'há 5 minutos', 'há 2 horas',
 * 'ontem', 'há 3 dias', then the day '12/03'.
 */
export function relativeTime(iso: string, now: Date): string {
  const elapsed = now.getTime() - new Date(iso).getTime();
  if (elapsed < MINUTE) return msg.notificacoes.now;
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return relative.format(-Math.floor(elapsed / DAY), 'day');
  return shortDate.format(new Date(iso));
}

/** The exact instant, for the tooltip: '12 de março de 2026 às 14:32'. */
export function fullTime(iso: string): string {
  return fullDate.format(new Date(iso));
}
