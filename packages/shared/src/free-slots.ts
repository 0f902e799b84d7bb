import { MINUTES_PER_DAY, dayNumber, horaOf, isoFromDayNumber, minutesOf } from './civil-time';
import { endTimeFor, overlaps, spanMinutes } from './booking-rules';
import { existsLocally, hasTransitionOn, localToInstant, offsetMinutesAt } from './zoned-time';

/** Spec §9: a service with no tempo_execucao for the professional takes 30 minutes. */
export const DEFAULT_SERVICE_MINUTES = 30;
/** Candidate starts are window start + k × step; 30 matches the default duration. */
export const DEFAULT_SLOT_STEP_MINUTES = 30;

/** A disponibilidade with the ids of the servicos it offers (disponibilidades_servicos). */
export type JanelaDisponibilidade = {
  id: string;
  profissional_id: string;
  dia: string;
  hora_inicio: string;
  hora_fim: string;
  servico_ids: readonly string[];
};

/** An appointment that still holds its time (the caller leaves out cancelled ones). */
export type AgendamentoAtivo = {
  profissional_id: string;
  data_agendamento: string;
  hora_inicio: string;
  hora_fim: string;
};

/** A profissionais_servicos row: how long this professional takes for this service. */
export type TempoExecucao = { profissional_id: string; servico_id: string; tempo_execucao: number };

export type HorarioLivre = {
  profissional_id: string;
  dia: string;
  hora_inicio: string;
  hora_fim: string;
};

export type FreeSlotsInput = {
  disponibilidades: readonly JanelaDisponibilidade[];
  agendamentos: readonly AgendamentoAtivo[];
  temposExecucao: readonly TempoExecucao[];
  servico_id: string;
  /** Only this professional's slots when given. */
  profissional_id?: string;
  /** Inclusive range of days, 'YYYY-MM-DD'. */
  from: string;
  to: string;
  stepMinutes?: number;
  /** Minimum notice: slots starting before now + this are not offered. */
  noticeMinutes?: number;
  now: Date;
  /** The instance's IANA zone, in which dia and hora_* are read. */
  timeZone: string;
};

type Interval = { inicio: number; fim: number };

/** Re-exported: the arithmetic lives in booking-rules.ts, older imports name this file. */
export { endTimeFor, overlaps };

/** horaOf for 0…1440, built once: the output of a search repeats the same few dozen times. */
let horaTexts: string[] | undefined;
function horaText(minutes: number): string {
  horaTexts ??= Array.from({ length: MINUTES_PER_DAY + 1 }, (_, m) => horaOf(m));
  return horaTexts[minutes] ?? horaOf(minutes);
}

/**
 * Free slots for one service, sorted by day, start, then professional.
 *
 * A slot starts at window start + k × step, lies wholly inside a window of its professional that
 * offers the service, ends by midnight, overlaps none of that professional's active appointments
 * (including one wrapped past the previous midnight), starts at a local time that exists (not in
 * a DST gap) and at or after now + notice (compared as instants in `timeZone`; a repeated local
 * time is its earlier instant, as localToInstant reads it). Times are wall-clock: a slot across
 * a transition keeps its wall-clock length.
 *
 * Cost: O(W log W + A + S log S) for W windows, A appointments, S slots. Appointments are bucketed
 * per professional and day (only the buckets some window needs), merged into sorted disjoint busy
 * intervals, and each window walks them with one pointer.
 */
export function freeSlots(input: FreeSlotsInput): HorarioLivre[] {
  const step = input.stepMinutes ?? DEFAULT_SLOT_STEP_MINUTES;
  if (!(Number.isInteger(step) && step > 0)) throw new RangeError(`Invalid step: ${step}`);
  const fromDay = dayNumber(input.from);
  const toDay = dayNumber(input.to);

  const duration = new Map<string, number>();
  for (const t of input.temposExecucao) {
    if (t.servico_id === input.servico_id) duration.set(t.profissional_id, t.tempo_execucao);
  }

  // Windows that can hold a slot, bucketed per professional and day.
  type Bucket = { prof: string; dia: string; day: number; windows: Interval[]; busy: Interval[] };
  const days = new Map<string, number>(); // dayNumber per distinct dia: a few per search
  const buckets = new Map<string, Bucket>();
  for (const w of input.disponibilidades) {
    if (input.profissional_id !== undefined && w.profissional_id !== input.profissional_id)
      continue;
    if (!w.servico_ids.includes(input.servico_id)) continue;
    let day = days.get(w.dia);
    if (day === undefined) days.set(w.dia, (day = dayNumber(w.dia)));
    if (day < fromDay || day > toDay) continue;
    const inicio = minutesOf(w.hora_inicio);
    const fim = minutesOf(w.hora_fim);
    if (fim <= inicio) continue;
    const key = `${w.profissional_id}\u0000${w.dia}`;
    let bucket = buckets.get(key);
    if (!bucket) {
      bucket = { prof: w.profissional_id, dia: w.dia, day, windows: [], busy: [] };
      buckets.set(key, bucket);
    }
    bucket.windows.push({ inicio, fim });
  }
  if (buckets.size === 0) return [];

  for (const a of input.agendamentos) {
    const bucket = buckets.get(`${a.profissional_id}\u0000${a.data_agendamento}`);
    const busy = bucket || a.hora_fim <= a.hora_inicio ? spanMinutes(a) : undefined;
    if (bucket && busy) bucket.busy.push(busy);
    // An appointment wrapped past midnight (spec's client) also holds the next morning.
    if (busy && busy.fim > MINUTES_PER_DAY) {
      const next = isoFromDayNumber(dayNumber(a.data_agendamento) + 1);
      buckets
        .get(`${a.profissional_id}\u0000${next}`)
        ?.busy.push({ inicio: 0, fim: busy.fim - MINUTES_PER_DAY });
    }
  }

  const notBefore = noticeCutoff(input);
  const existsOnWallClock = wallClockCheck(input.timeZone);

  const slots: { day: number; dia: string; inicio: number; fim: number; prof: string }[] = [];
  for (const bucket of buckets.values()) {
    const dur = duration.get(bucket.prof) ?? DEFAULT_SERVICE_MINUTES;
    const busy = mergeSorted(bucket.busy);
    const starts: number[] = [];
    for (const w of bucket.windows) {
      let b = 0; // busy[0..b) end at or before the candidate's start, so cannot overlap it
      for (let s = w.inicio; s + dur <= w.fim; s += step) {
        while (b < busy.length && busy[b]!.fim <= s) b++;
        if (b < busy.length && busy[b]!.inicio < s + dur) continue;
        if (!existsOnWallClock(bucket.day, s)) continue;
        if (!notBefore(bucket.day, s)) continue;
        starts.push(s);
      }
    }
    // Overlapping windows of one professional can propose the same start twice.
    if (bucket.windows.length > 1) starts.sort((x, y) => x - y);
    let last = -1;
    for (const s of starts) {
      if (s === last) continue;
      last = s;
      slots.push({ day: bucket.day, dia: bucket.dia, inicio: s, fim: s + dur, prof: bucket.prof });
    }
  }

  slots.sort(
    (x, y) =>
      x.day - y.day || x.inicio - y.inicio || (x.prof < y.prof ? -1 : x.prof > y.prof ? 1 : 0),
  );
  return slots.map((s) => ({
    profissional_id: s.prof,
    dia: s.dia,
    hora_inicio: horaText(s.inicio),
    hora_fim: horaText(s.fim),
  }));
}

/** Busy intervals sorted by start with overlapping or touching ones merged (ends then ascend). */
function mergeSorted(busy: Interval[]): Interval[] {
  if (busy.length < 2) return busy;
  busy.sort((x, y) => x.inicio - y.inicio);
  const merged: Interval[] = [{ ...busy[0]! }];
  for (let i = 1; i < busy.length; i++) {
    const cur = busy[i]!;
    const top = merged[merged.length - 1]!;
    if (cur.inicio <= top.fim) top.fim = Math.max(top.fim, cur.fim);
    else merged.push({ ...cur });
  }
  return merged;
}

/**
 * Whether a local start exists: a start skipped by a forward DST transition is not offered.
 * Only days on which the offset changes pay for a per-start check.
 */
function wallClockCheck(timeZone: string): (day: number, minutes: number) => boolean {
  const transitionDays = new Map<number, boolean>();
  return (day, minutes) => {
    let changes = transitionDays.get(day);
    if (changes === undefined) {
      changes = hasTransitionOn(isoFromDayNumber(day), timeZone);
      transitionDays.set(day, changes);
    }
    return !changes || existsLocally(isoFromDayNumber(day), horaOf(minutes), timeZone);
  };
}

/**
 * Whether a local start (day number, minutes) is at or after now + notice.
 * - Days two or more away from the cutoff's local day are decided by the date alone (no zone's
 *   offset changes by a whole day).
 * - When the zone's offset is the same two days either side of the cutoff (always in Brazil since
 *   2019), nearer days compare wall-clock minutes: with one offset, local order is instant order.
 * - Otherwise (a transition nearby) each start goes through localToInstant, memoised.
 * Like localToInstant, this assumes no two transitions within a couple of days of each other.
 */
function noticeCutoff(input: FreeSlotsInput): (day: number, minutes: number) => boolean {
  const cutoffMs = input.now.getTime() + (input.noticeMinutes ?? 0) * 60_000;
  const offset = offsetMinutesAt(input.timeZone, cutoffMs);
  const wallCutoff = Math.floor(cutoffMs / 60_000) + offset; // minutes since the epoch, local
  const cutoffDay = Math.floor(wallCutoff / MINUTES_PER_DAY);
  const twoDays = 2 * MINUTES_PER_DAY * 60_000;
  const steady =
    offsetMinutesAt(input.timeZone, cutoffMs - twoDays) === offset &&
    offsetMinutesAt(input.timeZone, cutoffMs + twoDays) === offset;
  const memo = new Map<number, boolean>();
  return (day, minutes) => {
    if (day < cutoffDay - 1) return false;
    if (day > cutoffDay + 1) return true;
    const wall = day * MINUTES_PER_DAY + minutes;
    // wallCutoff drops the cutoff's seconds: a start in the cutoff's own minute is too early
    // unless the cutoff falls exactly on the minute.
    if (steady) return wall > wallCutoff || (wall === wallCutoff && cutoffMs % 60_000 === 0);
    let ok = memo.get(wall);
    if (ok === undefined) {
      const at = localToInstant(isoFromDayNumber(day), horaOf(minutes), input.timeZone);
      ok = at.getTime() >= cutoffMs;
      memo.set(wall, ok);
    }
    return ok;
  };
}
