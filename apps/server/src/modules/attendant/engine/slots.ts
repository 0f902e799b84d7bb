import type { Kysely } from 'kysely';
import { overlaps } from '@secretaria/shared/booking-rules';
import { addDays, horaOf, minutesOf } from '@secretaria/shared/civil-time';
import { freeSlots, type HorarioLivre } from '@secretaria/shared/free-slots';
import type { DB } from '@/db/schema';
import {
  listActiveAgendamentos,
  listDisponibilidadesOffering,
} from '@/modules/agendamentos/horarios-livres.repo';
import type { Criteria, Offer } from './dialog-state';
import type { OwnAgendamento, TurnContext } from './turn-context';

const PARTS = {
  manha: { from: '06:00', to: '12:00' },
  tarde: { from: '12:00', to: '18:00' },
  noite: { from: '18:00', to: '24:00' },
} as const;
export type DayPart = keyof typeof PARTS;

export const partWindow = (part: DayPart) => PARTS[part];

/** Days searched when the customer names no day: two weeks, then up to the horizon. */
const FIRST_SEARCH_DAYS = 14;
const MAX_OFFERS = 3;

/**
 * The true reason a day (or a time of it) asked for cannot be offered, in the order a person
 * would give it (docs/decisions/037): no hours that day, a time already past, the customer's
 * own appointment then, a time outside the hours, a service too long for what is left of the
 * window, the minimum notice, or simply taken (the whole day: 'full'; today: 'day_over').
 */
export type NoSlotReason =
  /** `professionalOnly`: the business opens that day, the professional asked for does not. */
  | { kind: 'closed'; professionalOnly?: boolean }
  | { kind: 'past' }
  | { kind: 'own'; agendamento: OwnAgendamento }
  | { kind: 'outside'; open: string; close: string }
  | { kind: 'too_long'; minutes: number; close: string }
  | { kind: 'notice'; minutes: number }
  | { kind: 'day_over'; close: string; minutes: number }
  | { kind: 'taken' }
  | { kind: 'full' };

export type SlotSearch = {
  /** The exact time asked for is free: offered alone, for a straight confirmation. */
  exact?: Offer;
  offers: Offer[];
  /** Why nothing was found in what was asked, when the offers come from elsewhere. */
  widened: boolean;
  /** Widened from one day asked for: why that day (or time) could not be offered. */
  reason?: NoSlotReason;
};

/**
 * The only source of slots the attendant may offer: the free-slot engine over this instance's
 * windows and appointments, with the instance's notice, horizon and step, for the service and
 * (when named) the professional. Criteria narrow it; when they leave nothing, the search widens
 * to the next free ones and says so.
 */
export async function searchSlots(
  tx: Kysely<DB>,
  ctx: TurnContext,
  criteria: Criteria & { servicoId: string },
  /** The appointment being moved: its own time is not a clash. */
  exceptId?: string,
): Promise<SlotSearch> {
  const horizonEnd = addDays(ctx.today, ctx.rules.horizonDays);
  const asked = askedDays(ctx, criteria);
  const from = asked.from < ctx.today ? ctx.today : asked.from;
  const to = asked.to > horizonEnd ? horizonEnd : asked.to;
  const inAsked = from <= to ? await engineSlots(tx, ctx, criteria, from, to, exceptId) : [];
  const fitting = inAsked.filter((s) => fitsTime(s, criteria));
  const why = () =>
    criteria.date ? whyNotOffered(tx, ctx, criteria, criteria.date, exceptId) : undefined;

  if (criteria.time) {
    const exact = fitting.find((s) => s.hora_inicio === criteria.time);
    if (exact) return { exact: toOffer(exact), offers: [toOffer(exact)], widened: false };
    // Nearest times to the one asked for, on the asked days first.
    const near = nearestTo(inAsked, criteria.time);
    if (near.length) return { offers: near, widened: true, reason: await why() };
  } else if (fitting.length) {
    return { offers: pickSpread(fitting, from !== to), widened: false };
  }

  // Nothing in what was asked: the next free slots after it, up to the horizon.
  const nextFrom = to >= ctx.today ? addDays(to, 1) : ctx.today;
  const after =
    nextFrom <= horizonEnd
      ? await engineSlots(tx, ctx, criteria, nextFrom, horizonEnd, exceptId)
      : [];
  const afterFitting = after.filter((s) => fitsTime(s, criteria));
  const pool = afterFitting.length ? afterFitting : after;
  const offers = criteria.time ? nearestTo(pool, criteria.time) : pickSpread(pool, true);
  return { offers, widened: true, reason: await why() };
}

const samePerson = (a: { nome_atendido: string | null }, c: Criteria) =>
  (a.nome_atendido ?? '').trim().toLowerCase() === (c.nomeAtendido ?? '').trim().toLowerCase();

/** The contact's own active appointment (for the same person) overlapping a slot of a day. */
function ownAt(
  ctx: TurnContext,
  c: Criteria,
  slot: { dia: string; hora_inicio: string; hora_fim: string },
  exceptId?: string,
): OwnAgendamento | undefined {
  return ctx.agendamentos.find(
    (a) =>
      a.id !== exceptId && a.data_agendamento === slot.dia && samePerson(a, c) && overlaps(a, slot),
  );
}

/** Why the day (and time) asked for has nothing to offer: the true reason, from the data. */
async function whyNotOffered(
  tx: Kysely<DB>,
  ctx: TurnContext,
  c: Criteria & { servicoId: string },
  dia: string,
  exceptId?: string,
): Promise<NoSlotReason> {
  const disponibilidades = await listDisponibilidadesOffering(
    tx,
    { userId: ctx.userId, instanceId: ctx.instanceId, servicoId: c.servicoId, from: dia, to: dia },
    c.profissionalId,
  );
  if (!disponibilidades.length) {
    const anyone = c.profissionalId
      ? await listDisponibilidadesOffering(tx, {
          userId: ctx.userId,
          instanceId: ctx.instanceId,
          servicoId: c.servicoId,
          from: dia,
          to: dia,
        })
      : [];
    return { kind: 'closed', professionalOnly: anyone.length > 0 };
  }
  const minutesFor = (profissionalId: string) =>
    ctx.links.find((l) => l.profissional_id === profissionalId && l.servico_id === c.servicoId)
      ?.tempo_execucao ?? 30;
  const open = disponibilidades.map((w) => w.hora_inicio.slice(0, 5)).sort()[0]!;
  const close = disponibilidades
    .map((w) => w.hora_fim.slice(0, 5))
    .sort()
    .reverse()[0]!;
  const nowMinutes = dia === ctx.today ? minutesOf(ctx.time) : -1;
  const notice = ctx.rules.noticeMinutes;

  if (c.time) {
    const t = minutesOf(c.time);
    if (t < nowMinutes) return { kind: 'past' };
    const shortest = Math.min(...disponibilidades.map((w) => minutesFor(w.profissional_id)));
    const own = ownAt(
      ctx,
      c,
      { dia, hora_inicio: c.time, hora_fim: horaOf(t + shortest) },
      exceptId,
    );
    if (own) return { kind: 'own', agendamento: own };
    const holding = disponibilidades.filter(
      (w) => t >= minutesOf(w.hora_inicio) && t < minutesOf(w.hora_fim),
    );
    if (!holding.length) return { kind: 'outside', open, close };
    const fits = holding.filter((w) => t + minutesFor(w.profissional_id) <= minutesOf(w.hora_fim));
    if (!fits.length) {
      const w = holding[0]!;
      return {
        kind: 'too_long',
        minutes: minutesFor(w.profissional_id),
        close: w.hora_fim.slice(0, 5),
      };
    }
    if (t < nowMinutes + notice) return { kind: 'notice', minutes: notice };
    return { kind: 'taken' };
  }
  if (c.timeRange) {
    const from = minutesOf(c.timeRange.from);
    const to = minutesOf(c.timeRange.to);
    const meets = disponibilidades.some(
      (w) => minutesOf(w.hora_inicio) < to && minutesOf(w.hora_fim) > from,
    );
    if (!meets) return { kind: 'outside', open, close };
  }
  if (nowMinutes >= 0) {
    const lastStart = Math.max(
      ...disponibilidades.map((w) => minutesOf(w.hora_fim) - minutesFor(w.profissional_id)),
    );
    if (lastStart < nowMinutes + notice) return { kind: 'day_over', close, minutes: notice };
  }
  return { kind: 'full' };
}

function askedDays(ctx: TurnContext, c: Criteria): { from: string; to: string } {
  if (c.date) return { from: c.date, to: c.date };
  if (c.dateRange) return c.dateRange;
  return { from: ctx.today, to: addDays(ctx.today, FIRST_SEARCH_DAYS - 1) };
}

async function engineSlots(
  tx: Kysely<DB>,
  ctx: TurnContext,
  c: Criteria & { servicoId: string },
  from: string,
  to: string,
  exceptId?: string,
): Promise<HorarioLivre[]> {
  const args = { userId: ctx.userId, instanceId: ctx.instanceId, from, to };
  const [disponibilidades, agendamentos] = await Promise.all([
    listDisponibilidadesOffering(tx, { ...args, servicoId: c.servicoId }, c.profissionalId),
    listActiveAgendamentos(tx, { ...args, from: addDays(from, -1) }, c.profissionalId),
  ]);
  const slots = freeSlots({
    disponibilidades: disponibilidades.map((w) => ({ ...w, servico_ids: [c.servicoId] })),
    agendamentos: agendamentos,
    temposExecucao: ctx.links,
    servico_id: c.servicoId,
    profissional_id: c.profissionalId,
    from,
    to,
    stepMinutes: ctx.rules.stepMinutes,
    noticeMinutes: ctx.rules.noticeMinutes,
    now: ctx.now,
    timeZone: ctx.timeZone,
  });
  const rejected = new Set(c.rejectedDates ?? []);
  // 'sexta ou sábado': only the days said, when one of them is in the span searched.
  const choices = new Set(c.dayChoices ?? []);
  const onChoice = (c.dayChoices ?? []).some((d) => d >= from && d <= to);
  // Never offer a time the customer (the same person) already has an appointment at: the booking
  // core would refuse it (docs/decisions/037).
  return slots.filter(
    (s) => !rejected.has(s.dia) && (!onChoice || choices.has(s.dia)) && !ownAt(ctx, c, s, exceptId),
  );
}

/**
 * The free slots of a service starting exactly at `hora` on `dia`, one per professional free
 * then: where a further part of a request can go (right after the one before, or beside it).
 */
export async function slotsStartingAt(
  tx: Kysely<DB>,
  ctx: TurnContext,
  servicoId: string,
  dia: string,
  hora: string,
): Promise<Offer[]> {
  const horizonEnd = addDays(ctx.today, ctx.rules.horizonDays);
  if (dia < ctx.today || dia > horizonEnd) return [];
  const slots = await engineSlots(tx, ctx, { servicoId }, dia, dia);
  return slots
    .filter((s) => s.dia === dia && s.hora_inicio.slice(0, 5) === hora.slice(0, 5))
    .map(toOffer);
}

function fitsTime(s: HorarioLivre, c: Criteria): boolean {
  const start = minutesOf(s.hora_inicio);
  if (c.timeRange) {
    return start >= minutesOf(c.timeRange.from) && start < minutesOf(c.timeRange.to);
  }
  return true;
}

const toOffer = (s: HorarioLivre): Offer => ({
  dia: s.dia,
  hora_inicio: s.hora_inicio,
  hora_fim: s.hora_fim,
  profissional_id: s.profissional_id,
});

/** One slot per distinct day and time (any professional: the first one free then). */
function distinctTimes(slots: HorarioLivre[]): HorarioLivre[] {
  const seen = new Set<string>();
  return slots.filter((s) => {
    const key = `${s.dia} ${s.hora_inicio}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Up to three options a person can choose between: on several days, the first of each day; on
 * one day, times at least an hour apart; filled up in order when that leaves fewer.
 */
function pickSpread(slots: HorarioLivre[], acrossDays: boolean): Offer[] {
  const distinct = distinctTimes(slots);
  const chosen: HorarioLivre[] = [];
  if (acrossDays) {
    const days = new Set<string>();
    for (const s of distinct) {
      if (chosen.length === MAX_OFFERS) break;
      if (!days.has(s.dia)) {
        days.add(s.dia);
        chosen.push(s);
      }
    }
  } else {
    for (const s of distinct) {
      if (chosen.length === MAX_OFFERS) break;
      const last = chosen[chosen.length - 1];
      if (!last || minutesOf(s.hora_inicio) - minutesOf(last.hora_inicio) >= 60) chosen.push(s);
    }
  }
  for (const s of distinct) {
    if (chosen.length >= MAX_OFFERS) break;
    if (!chosen.includes(s)) chosen.push(s);
  }
  return chosen
    .sort((a, b) => a.dia.localeCompare(b.dia) || a.hora_inicio.localeCompare(b.hora_inicio))
    .map(toOffer);
}

/** The three free times closest to the one asked for, on the earliest day that has any. */
function nearestTo(slots: HorarioLivre[], time: string): Offer[] {
  const distinct = distinctTimes(slots);
  const firstDay = distinct[0]?.dia;
  if (!firstDay) return [];
  const target = minutesOf(time);
  return distinct
    .filter((s) => s.dia === firstDay)
    .sort(
      (a, b) =>
        Math.abs(minutesOf(a.hora_inicio) - target) - Math.abs(minutesOf(b.hora_inicio) - target),
    )
    .slice(0, MAX_OFFERS)
    .sort((a, b) => a.hora_inicio.localeCompare(b.hora_inicio))
    .map(toOffer);
}
