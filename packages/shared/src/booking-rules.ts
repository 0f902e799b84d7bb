import { MINUTES_PER_DAY, horaOf, minutesOf } from './civil-time';

/**
 * The booking arithmetic, written once (STYLE.md 28): the free-slot engine, the server's booking
 * services, the attendant and the panel's Novo Agendamento all import it from here.
 */

type TimeSpan = { hora_inicio: string; hora_fim: string };

/** Minutes since midnight of a span; an end at or before its start is read as the next day's. */
export function spanMinutes(x: TimeSpan): { inicio: number; fim: number } {
  const inicio = minutesOf(x.hora_inicio);
  let fim = minutesOf(x.hora_fim);
  if (fim <= inicio) fim += MINUTES_PER_DAY; // an end past midnight, wrapped as the client does
  return { inicio, fim };
}

/**
 * Spec §5: two times of one day overlap unless one ends at or before the other starts. An end at
 * or before its start (endTimeFor wrapped past 24 h) is read as the next day's.
 */
export function overlaps(a: TimeSpan, b: TimeSpan): boolean {
  const x = spanMinutes(a);
  const y = spanMinutes(b);
  return !(x.fim <= y.inicio || x.inicio >= y.fim);
}

/**
 * hora_fim of an appointment: start + duration, wrapping past 24 h as the spec's client does
 * ('23:30' + 60 → '00:30'). Such a slot never fits a window (fitsInsideDisponibilidade), so the server
 * and the engine never book one; the wrap only matters for old rows and the overlap check.
 */
export function endTimeFor(start: string, durationMinutes: number): string {
  return horaOf(minutesOf(start) + durationMinutes);
}

/** The slot [start, start + duration) lies wholly inside the window; one past midnight never does. */
export function fitsInsideDisponibilidade(
  start: string,
  durationMinutes: number,
  window: TimeSpan,
): boolean {
  const inicio = minutesOf(start);
  const fim = inicio + durationMinutes;
  return inicio >= minutesOf(window.hora_inicio) && fim <= minutesOf(window.hora_fim);
}
