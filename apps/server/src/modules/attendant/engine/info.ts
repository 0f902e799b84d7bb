import type { Kysely } from 'kysely';
import { addDays, dayOfWeek } from '@secretaria/shared/civil-time';
import { foldAccents } from '@secretaria/shared/nlu/normalize';
import type { DB } from '@/db/schema';
import { listWindowsAhead } from './context.repo';
import { brl, dayLabel, duration, enderecoLine } from './format';
import { profName, type Servico, type TurnContext } from './turn-context';

const WEEKDAY_NAMES = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'];
const HOURS_LOOKAHEAD_DAYS = 14;

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

/** Opening hours read from the availability ahead: what the agenda really offers. */
export async function hoursAnswer(tx: Kysely<DB>, ctx: TurnContext, day?: string): Promise<string> {
  const to = addDays(ctx.today, HOURS_LOOKAHEAD_DAYS - 1);
  const from = day && day > to ? day : ctx.today;
  const windows = await listWindowsAhead(tx, {
    userId: ctx.userId,
    instanceId: ctx.instanceId,
    from,
    to: day && day > to ? day : to,
  });
  const byDay = new Map<string, DayHours>();
  for (const w of windows) {
    const start = w.hora_inicio.slice(0, 5);
    const end = w.hora_fim.slice(0, 5);
    const seen = byDay.get(w.dia);
    byDay.set(w.dia, {
      from: seen && seen.from < start ? seen.from : start,
      to: seen && seen.to > end ? seen.to : end,
    });
  }
  if (day) {
    const hours = byDay.get(day);
    return hours
      ? `${capitalize(dayLabel(day, ctx.today))}: atendemos das ${hours.from} às ${hours.to}.`
      : `${capitalize(dayLabel(day, ctx.today))} não temos atendimento na agenda.`;
  }
  if (!byDay.size) return 'No momento não há horários de atendimento abertos na agenda.';
  const byWeekday = new Map<number, DayHours>();
  for (const [dia, hours] of byDay) {
    const wd = dayOfWeek(dia);
    const seen = byWeekday.get(wd);
    byWeekday.set(wd, {
      from: seen && seen.from < hours.from ? seen.from : hours.from,
      to: seen && seen.to > hours.to ? seen.to : hours.to,
    });
  }
  const order = [1, 2, 3, 4, 5, 6, 0];
  const groups: { days: number[]; hours: DayHours }[] = [];
  for (const wd of order) {
    const hours = byWeekday.get(wd);
    if (!hours) continue;
    const last = groups[groups.length - 1];
    const prev = last?.days[last.days.length - 1];
    const adjacent = prev !== undefined && order.indexOf(prev) === order.indexOf(wd) - 1;
    if (last && adjacent && last.hours.from === hours.from && last.hours.to === hours.to) {
      last.days.push(wd);
    } else groups.push({ days: [wd], hours });
  }
  const lines = groups.map(({ days, hours }) => {
    const first = WEEKDAY_NAMES[days[0] ?? 0];
    const label =
      days.length === 1
        ? first
        : `${first} a ${(WEEKDAY_NAMES[days[days.length - 1] ?? 0] ?? '').toLowerCase()}`;
    return `• ${label}: ${hours.from} às ${hours.to}`;
  });
  const closed = order.filter((wd) => !byWeekday.has(wd)).map((wd) => WEEKDAY_NAMES[wd]);
  const closedLine = closed.length ? `\nSem atendimento: ${closed.join(', ').toLowerCase()}.` : '';
  return `Nosso horário de atendimento:\n${lines.join('\n')}${closedLine}`;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const STOPWORDS = new Set(
  'atende atendem atender atendimento atendem fazem fazer faz funciona funcionam horario horarios servico servicos a o as os um uma uns umas de do da dos das e ou que qual quais quando onde como com sem para pra por no na nos nas em ao aos eu voce voces vc tem ter e sao ser esta estao isso isto esse essa meu minha seu sua ja nao sim mais muito pode posso gostaria queria quero saber sobre ai aqui la oi ola bom boa dia tarde noite tudo bem obrigado favor'.split(
    ' ',
  ),
);

function stems(text: string): Set<string> {
  const words = foldAccents(text.toLowerCase()).match(/[a-z0-9]+/g) ?? [];
  return new Set(words.filter((w) => w.length > 2 && !STOPWORDS.has(w)).map((w) => w.slice(0, 5)));
}

/**
 * The knowledge base paragraph that answers a question, by the content words they share
 * (stems, so 'estacionar' meets 'estacionamento'); undefined when none shares enough to be a
 * real answer: then the attendant says it does not know instead of guessing.
 */
export function knowledgeAnswer(ctx: TurnContext, question: string): string | undefined {
  const kb = ctx.business.knowledgeBase?.trim();
  if (!kb) return undefined;
  const paragraphs = kb
    .split(/\n\s*\n|\n(?=\s*[-•*]\s)/)
    .map((p) => ({ text: p.trim(), stems: stems(p) }))
    .filter((p) => p.text);
  // The whole message and each of its clauses ('qual o endereço? tem estacionamento?'): a
  // clause with one telling word can be answered, a long message needs two words in common.
  const clauses = [question, ...question.split(/[?.!;,\n]+|\s+e\s+/)].filter((c) => c.trim());
  let best: { text: string; score: number } | undefined;
  for (const clause of clauses) {
    const asked = stems(clause);
    if (!asked.size) continue;
    const needed = asked.size === 1 ? 1.5 : 2;
    for (const p of paragraphs) {
      let score = 0;
      for (const s of asked) if (p.stems.has(s)) score += s.length >= 5 ? 1.5 : 1;
      if (score >= needed && score > (best?.score ?? 0)) best = { text: p.text, score };
    }
  }
  return best?.text.replace(/^[-•*]\s*/, '');
}
