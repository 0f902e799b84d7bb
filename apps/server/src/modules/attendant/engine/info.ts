import type { Kysely } from 'kysely';
import { addDays, dayOfWeek } from '@secretaria/shared/civil-time';
import { holidayOn, holidaysOfYear, type Feriado } from '@secretaria/shared/holidays';
import { contentTerms, searchKnowledge } from '@secretaria/shared/nlu/knowledge';
import type { DB } from '@/db/schema';
import { listDisponibilidadesAhead } from './context.repo';
import { brl, dayLabel, duration, enderecoLine } from './format';
import { profName, type Servico, type TurnContext } from './turn-context';

const WEEKDAY_NAMES = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'];
/** Weeks of the agenda read to know the usual week. */
const USUAL_WEEKS = 4;
/** Days ahead whose holidays and special hours every general hours answer names. */
const SPECIAL_NOTICE_DAYS = 21;

const minDuration = (ctx: TurnContext, servicoId: string) => {
  const minutes = ctx.links.filter((l) => l.servico_id === servicoId).map((l) => l.tempo_execucao);
  return minutes.length ? Math.min(...minutes) : undefined;
};

/** Services someone performs: one nobody does cannot be booked, so it is not offered. */
export function bookableServicos(ctx: TurnContext): Servico[] {
  const performed = new Set(ctx.links.map((l) => l.servico_id));
  return ctx.servicos.filter((s) => performed.has(s.id));
}

export function servicesAnswer(ctx: TurnContext): string {
  const servicos = bookableServicos(ctx);
  if (!servicos.length) return 'Ainda não temos serviços disponíveis para agendar por aqui.';
  const lines = servicos.map((s) => {
    const minutes = minDuration(ctx, s.id);
    return `• ${s.nome}${minutes ? ` (${duration(minutes)})` : ''}`;
  });
  return `Nossos serviços:\n${lines.join('\n')}`;
}

/** 'A Coloração leva cerca de 1 h 30 min' — by professional when their times differ. */
export function durationAnswer(ctx: TurnContext, servicoId: string): string {
  const servico = ctx.servicos.find((s) => s.id === servicoId);
  const links = ctx.links.filter((l) => l.servico_id === servicoId);
  if (!servico || !links.length) return servicesAnswer(ctx);
  const minutes = [...new Set(links.map((l) => l.tempo_execucao))];
  if (minutes.length === 1) return `${servico.nome} leva cerca de ${duration(minutes[0] ?? 0)}.`;
  const lines = links.map((l) => {
    return `• com ${profName(ctx, l.profissional_id)}: ${duration(l.tempo_execucao)}`;
  });
  return `${servico.nome} leva:\n${lines.join('\n')}`;
}

/** Prices as the owner recorded them; a service without one is said to be without one. */
export function pricesAnswer(ctx: TurnContext, only?: string): string {
  const servicos = only
    ? ctx.servicos.filter((s) => s.id === only)
    : bookableServicos(ctx).length
      ? bookableServicos(ctx)
      : ctx.servicos;
  if (!servicos.length) return 'Ainda não temos serviços cadastrados com valores.';
  const priced = servicos.filter((s) => s.preco !== null);
  if (!priced.length) {
    return only
      ? `Não tenho o valor de ${servicos[0]?.nome} aqui. Posso pedir para alguém da equipe te responder.`
      : 'Não tenho os valores cadastrados aqui. Posso pedir para alguém da equipe te responder.';
  }
  const lines = servicos.map(
    (s) => `• ${s.nome}: ${s.preco === null ? 'valor a confirmar com a equipe' : brl(s.preco)}`,
  );
  return only ? (lines[0] ?? '').replace(/^• /, '') : `Valores:\n${lines.join('\n')}`;
}

export function addressAnswer(ctx: TurnContext): string {
  if (!ctx.localizacoes.length) {
    return 'Não tenho o endereço cadastrado aqui. Posso pedir para alguém da equipe te passar.';
  }
  const lines = ctx.localizacoes.map((l) => {
    const address = enderecoLine(l);
    const reference = l.ponto_referencia?.trim()
      ? `\nPonto de referência: ${l.ponto_referencia.trim()}`
      : '';
    return `📍 ${ctx.localizacoes.length > 1 ? `${l.nome}: ` : ''}${address}${reference}`;
  });
  return lines.join('\n\n');
}

type DayHours = { from: string; to: string };
const sameHours = (a: DayHours | null | undefined, b: DayHours | null | undefined) =>
  (a ?? null) === (b ?? null) || (Boolean(a && b) && a?.from === b?.from && a?.to === b?.to);
const hoursText = (h: DayHours) => `das ${h.from} às ${h.to}`;
const WEEKDAYS_PLURAL = [
  'domingos',
  'segundas',
  'terças',
  'quartas',
  'quintas',
  'sextas',
  'sábados',
];

/**
 * The usual week, read from the agenda itself: for each weekday, the hours most of its dates in
 * the next four weeks have (up to the last day the agenda is open; holidays left out), or null
 * when most are closed. A date that differs from its weekday's usual hours is a special day.
 */
function usualWeek(byDay: Map<string, DayHours>, today: string): Map<number, DayHours | null> {
  const horizon = [...byDay.keys()].reduce((a, b) => (a > b ? a : b), today);
  const last = addDays(today, USUAL_WEEKS * 7 - 1);
  const end = horizon < last ? horizon : last;
  const counts = new Map<number, Map<string, { hours: DayHours | null; n: number }>>();
  for (let dia = today; dia <= end; dia = addDays(dia, 1)) {
    if (holidayOn(dia)) continue;
    const hours = byDay.get(dia) ?? null;
    const key = hours ? `${hours.from}-${hours.to}` : 'closed';
    const wd = dayOfWeek(dia);
    const seen = counts.get(wd) ?? new Map();
    const entry = seen.get(key) ?? { hours, n: 0 };
    entry.n += 1;
    seen.set(key, entry);
    counts.set(wd, seen);
  }
  const usual = new Map<number, DayHours | null>();
  for (const [wd, seen] of counts) {
    // Most dates win; on a tie, open hours over closed, then the longer day.
    const best = [...seen.values()].sort(
      (a, b) =>
        b.n - a.n ||
        Number(Boolean(b.hours)) - Number(Boolean(a.hours)) ||
        (b.hours ? b.hours.to.localeCompare(b.hours.from) : 0) -
          (a.hours ? a.hours.to.localeCompare(a.hours.from) : 0),
    )[0];
    usual.set(wd, best?.hours ?? null);
  }
  return usual;
}

/** One day as the customer asked about it: holiday, special hours or the usual ones. */
function dayHoursAnswer(
  ctx: TurnContext,
  day: string,
  byDay: Map<string, DayHours>,
  usual: Map<number, DayHours | null>,
  horizon: string,
): string {
  const label = capitalize(dayLabel(day, ctx.today));
  const hours = byDay.get(day);
  const feriado = holidayOn(day);
  const wd = dayOfWeek(day);
  const normal = usual.get(wd) ?? null;
  if (feriado) {
    return hours
      ? `${label} é feriado (${feriado}), mas atendemos ${hoursText(hours)}.`
      : `${label} é feriado (${feriado}): não teremos atendimento.`;
  }
  if (!hours && day > horizon) return `${label}: a agenda ainda não está aberta para esse dia.`;
  if (!hours) {
    return normal
      ? `${label}: excepcionalmente não teremos atendimento nesse dia.`
      : `${label}: não temos atendimento (aos ${WEEKDAYS_PLURAL[wd]} não abrimos).`;
  }
  if (normal && !sameHours(hours, normal)) {
    return `${label}: horário especial, ${hoursText(hours)} (normalmente ${hoursText(normal)}).`;
  }
  return `${label}: atendemos ${hoursText(hours)}.`;
}

/**
 * Opening hours read from the availability ahead: what the agenda really offers. The usual week,
 * the weekdays without service, then the holidays and special days of the next three weeks; for
 * one day, that day (holiday, special hours or the usual ones).
 */
export async function hoursAnswer(
  tx: Kysely<DB>,
  ctx: TurnContext,
  day?: string,
  ask: { range?: { from: string; to: string }; holidays?: boolean } = {},
): Promise<string> {
  // 'abre feriado?': the next holiday, however far, is named.
  const nextFeriado = ask.holidays ? nextHoliday(ctx.today) : undefined;
  const to = [
    addDays(ctx.today, USUAL_WEEKS * 7 - 1),
    day ?? '',
    ask.range?.to ?? '',
    nextFeriado?.dia ?? '',
  ].reduce((a, b) => (a > b ? a : b));
  const disponibilidades = await listDisponibilidadesAhead(tx, {
    userId: ctx.userId,
    instanceId: ctx.instanceId,
    from: ctx.today,
    to,
  });
  const byDay = new Map<string, DayHours>();
  for (const w of disponibilidades) {
    const start = w.hora_inicio.slice(0, 5);
    const end = w.hora_fim.slice(0, 5);
    const seen = byDay.get(w.dia);
    byDay.set(w.dia, {
      from: seen && seen.from < start ? seen.from : start,
      to: seen && seen.to > end ? seen.to : end,
    });
  }
  const horizon = [...byDay.keys()].reduce((a, b) => (a > b ? a : b), ctx.today);
  const usual = usualWeek(byDay, ctx.today);
  if (day && day >= ctx.today) return dayHoursAnswer(ctx, day, byDay, usual, horizon);
  if (!byDay.size) return 'No momento não há horários de atendimento abertos na agenda.';
  const order = [1, 2, 3, 4, 5, 6, 0];
  const groups: { days: number[]; hours: DayHours }[] = [];
  for (const wd of order) {
    const hours = usual.get(wd);
    if (!hours) continue;
    const last = groups[groups.length - 1];
    const prev = last?.days[last.days.length - 1];
    const adjacent = prev !== undefined && order.indexOf(prev) === order.indexOf(wd) - 1;
    if (last && adjacent && sameHours(last.hours, hours)) last.days.push(wd);
    else groups.push({ days: [wd], hours });
  }
  const lines = groups.map(({ days, hours }) => {
    const first = WEEKDAY_NAMES[days[0] ?? 0];
    const label =
      days.length === 1
        ? first
        : `${first} a ${(WEEKDAY_NAMES[days[days.length - 1] ?? 0] ?? '').toLowerCase()}`;
    return `• ${label}: ${hours.from} às ${hours.to}`;
  });
  const closed = order.filter((wd) => !usual.get(wd)).map((wd) => WEEKDAY_NAMES[wd]);
  const closedLine = closed.length ? `\nSem atendimento: ${closed.join(', ').toLowerCase()}.` : '';
  // Holidays and special days of the next three weeks (or of the span asked about), up to the
  // agenda's last open day.
  const special: string[] = [];
  const since = ask.range && ask.range.from > ctx.today ? ask.range.from : ctx.today;
  const until = ask.range?.to ?? addDays(ctx.today, SPECIAL_NOTICE_DAYS - 1);
  let feriadoNamed = false;
  for (let dia = since; dia <= until; dia = addDays(dia, 1)) {
    const hours = byDay.get(dia);
    const feriado = holidayOn(dia);
    const normal = usual.get(dayOfWeek(dia)) ?? null;
    const label = dayLabel(dia, ctx.today);
    if (feriado && (hours || normal || dia <= horizon)) {
      feriadoNamed = true;
      special.push(
        `• ${label} (feriado: ${feriado}): ${hours ? `${hours.from} às ${hours.to}` : 'sem atendimento'}`,
      );
    } else if (dia <= horizon && !sameHours(hours, normal)) {
      special.push(
        `• ${label}: ${hours ? `horário especial, ${hours.from} às ${hours.to}` : 'sem atendimento'}`,
      );
    }
  }
  const specialLines = special.length ? `\n\nDatas especiais:\n${special.join('\n')}` : '';
  const feriadoLine =
    nextFeriado && !feriadoNamed
      ? `\n\nPróximo feriado: ${dayHoursAnswer(ctx, nextFeriado.dia, byDay, usual, horizon)}`
      : '';
  return `Nosso horário de atendimento:\n${lines.join('\n')}${closedLine}${specialLines}${feriadoLine}`;
}

/** The first national holiday from today on (this year's or the next's). */
function nextHoliday(today: string): Feriado | undefined {
  const year = Number(today.slice(0, 4));
  return [...holidaysOfYear(year), ...holidaysOfYear(year + 1)].find((f) => f.dia >= today);
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The terms of the business's own names (services and their aliases, professionals): a question
 * about them is answered from the catalogue, so they never make a knowledge entry win.
 */
export function catalogueTerms(ctx: TurnContext): Set<string> {
  const names = [
    ...ctx.servicos.map((s) => s.nome),
    ...ctx.profissionais.flatMap((p) => [p.nome, ...p.apelidos]),
  ];
  return new Set(names.flatMap((n) => contentTerms(n)));
}

/**
 * The knowledge-base entries that answer one question (at most two, as the owner wrote them),
 * or none: then the data answers, or the attendant says it does not know.
 */
export function knowledgeAnswers(
  ctx: TurnContext,
  question: string,
  explained: ReadonlySet<string> = catalogueTerms(ctx),
): string[] {
  return searchKnowledge(ctx.business.knowledgeBase, question, { explained }).map(
    (h) => h.entry.answer,
  );
}
