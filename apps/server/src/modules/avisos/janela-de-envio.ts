import { addDays } from '@secretaria/shared/civil-time';
import { instantToLocal, localToInstant } from '@secretaria/shared/zoned-time';

/** The hours of the day, in the instance's zone, when messages nobody asked for may go out. */
export type JanelaDeEnvio = { start: string; end: string; timeZone: string };

const inside = (hora: string, w: JanelaDeEnvio) => hora >= w.start && hora <= w.end;

/** The next instant at or after `at` inside the window. */
export function nextJanelaDeEnvioOpening(at: Date, w: JanelaDeEnvio): Date {
  const local = instantToLocal(at, w.timeZone);
  if (inside(local.hora, w)) return at;
  const day = local.hora < w.start ? local.dia : addDays(local.dia, 1);
  return localToInstant(day, w.start, w.timeZone);
}

/** The last instant at or before `at` inside the window. */
function lastWindowClosing(at: Date, w: JanelaDeEnvio): Date {
  const local = instantToLocal(at, w.timeZone);
  if (inside(local.hora, w)) return at;
  const day = local.hora > w.end ? local.dia : addDays(local.dia, -1);
  return localToInstant(day, w.end, w.timeZone);
}

/**
 * When a reminder due at `due` for an appointment starting at `start` goes out: at `due` inside
 * the window; outside it, at the window's next opening if the appointment is still ahead then,
 * otherwise at the window's last closing before `due` (the evening before an early
 * appointment). Never at or after the start: null when no instant fits.
 */
export function lembreteSendAt(due: Date, start: Date, w: JanelaDeEnvio): Date | null {
  const opening = nextJanelaDeEnvioOpening(due, w);
  if (opening.getTime() < start.getTime()) return opening;
  const closing = lastWindowClosing(due, w);
  return closing.getTime() < start.getTime() ? closing : null;
}

/**
 * When a notice caused by an appointment change goes out: now inside the window, else at its
 * next opening — unless that is after the appointment's start, when the customer must hear of it
 * at once (a confirmation or a move for early tomorrow booked late tonight).
 */
export function avisoSendAt(now: Date, start: Date | null, w: JanelaDeEnvio): Date {
  const opening = nextJanelaDeEnvioOpening(now, w);
  return start && opening.getTime() >= start.getTime() ? now : opening;
}
