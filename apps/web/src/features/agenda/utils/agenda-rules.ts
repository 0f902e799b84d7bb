import type { Agendamento } from '@secretaria/shared/agendamentos-schemas';
import { isActiveStatus } from '@secretaria/shared/agendamentos-schemas';
import { endTimeFor, fitsInsideDisponibilidade, overlaps } from '@secretaria/shared/booking-rules';
import { horaOf, minutesOf } from '@secretaria/shared/civil-time';
import { msg } from '@secretaria/shared/messages';
/** Spec §7: instance and professional loading retries 3 times, then 'Atualizar'. */
export const AGENDA_LOAD_RETRIES = 3;
/** Spec §9: changes reload the agenda after 500 ms without further changes. */
export const AGENDA_REFETCH_DEBOUNCE_MS = 500;
/** Spec §9: the appointment insert gives up after 10 s. */
export const AGENDAMENTO_INSERT_TIMEOUT_MS = 10_000;

/** Back-off before retry n (0-based): 2 s, 4 s, 8 s. */
export function agendaLoadRetryDelay(attempt: number): number {
  return 2000 * 2 ** attempt;
}

/** 'HH:MM' → minutes since midnight. */
export const toMinutes = minutesOf;

/** Minutes → 'HH:MM', wrapping past 24 hours (spec §5). */
export const fromMinutes = horaOf;

/**
 * Spec §5: end = start + the professional's tempo_execucao for the service. Only linked services
 * are offered (docs/decisions/012), so the duration is known; the end wraps past midnight.
 */
export const computeHoraFim = endTimeFor;

type Slot = { hora_inicio: string; hora_fim: string };

/** The slot lies wholly inside the window; one running past midnight never does. */
export const isInsideDisponibilidade = fitsInsideDisponibilidade;

/**
 * Spec §5: overlap unless the new end is at or before an existing start, or the new start at or
 * after an existing end, with an end past midnight read as the next day's. Cancelled
 * appointments free their slot.
 */
export function overlapsAgendamento(
  horaInicio: string,
  duration: number,
  existing: Pick<Agendamento, 'hora_inicio' | 'hora_fim' | 'status'>[],
): boolean {
  const slot = { hora_inicio: horaInicio, hora_fim: endTimeFor(horaInicio, duration) };
  return existing.some((a) => isActiveStatus(a.status) && overlaps(slot, a));
}

/** The booking checks the client can make before the server does (spec §5 Appointment). */
export function bookingSlotError(
  horaInicio: string,
  duration: number,
  disponibilidade: Slot,
  dayAgendamentos: Pick<Agendamento, 'hora_inicio' | 'hora_fim' | 'status'>[],
): string | undefined {
  if (!isInsideDisponibilidade(horaInicio, duration, disponibilidade))
    return msg.agendamentoOutsideDisponibilidade;
  if (overlapsAgendamento(horaInicio, duration, dayAgendamentos)) return msg.agendamentoOverlap;
  return undefined;
}

/** A free slot of the engine that lies inside this window (the engine answers for the day). */
export function startsInsideDisponibilidade(slot: Slot, disponibilidade: Slot): boolean {
  return isInsideDisponibilidade(
    slot.hora_inicio,
    minutesBetween(slot.hora_inicio, slot.hora_fim),
    disponibilidade,
  );
}

/** Minutes from one 'HH:MM' to the next, past midnight when the end is earlier. */
function minutesBetween(inicio: string, fim: string): number {
  return (toMinutes(fim) - toMinutes(inicio) + 1440) % 1440 || 1440;
}

/** Spec §2: in the agenda only days from today on with availability or appointments open. */
export function isAgendaDaySelectable(iso: string, today: string, daysWithData: Set<string>) {
  return iso >= today && daysWithData.has(iso);
}

/** Whole hours the day's timeline spans: every window and appointment, 08:00–18:00 at least. */
export function timelineHours(slots: Slot[]): { first: number; last: number } {
  let first = 8;
  let last = 18;
  for (const s of slots) {
    first = Math.min(first, Math.floor(toMinutes(s.hora_inicio) / 60));
    last = Math.max(last, Math.ceil(toMinutes(s.hora_fim) / 60));
  }
  return { first, last: Math.min(last, 24) };
}

/** A card is drawn at least this long (minutes), whatever its appointment's length. */
export const CARD_MIN_VISUAL_MINUTES = 30;

/**
 * Side-by-side lanes for cards whose drawn spans cross (a cancelled one beside its replacement),
 * counted per group of crossing cards: a card that crosses none takes the whole width. A card is
 * drawn over its appointment's time, at least 30 minutes.
 */
export function assignLanes<T extends Slot>(
  items: T[],
): { item: T; lane: number; lanes: number }[] {
  const sorted = [...items].sort((a, b) => a.hora_inicio.localeCompare(b.hora_inicio));
  const out: { item: T; lane: number; lanes: number }[] = [];
  let group: { item: T; lane: number }[] = [];
  let laneEnds: number[] = [];
  const closeGroup = () => {
    for (const p of group) out.push({ ...p, lanes: Math.max(1, laneEnds.length) });
    group = [];
    laneEnds = [];
  };
  for (const item of sorted) {
    const start = toMinutes(item.hora_inicio);
    if (group.length > 0 && laneEnds.every((end) => end <= start)) closeGroup();
    let lane = laneEnds.findIndex((end) => end <= start);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = Math.max(toMinutes(item.hora_fim), start + CARD_MIN_VISUAL_MINUTES);
    group.push({ item, lane });
  }
  closeGroup();
  return out;
}
