import type { Kysely } from 'kysely';
import { instantToLocal } from '@secretaria/shared/zoned-time';
import type { DB } from '@/db/schema';
import {
  toContatoAgendamento,
  type ContatoAgendamento,
} from '@/modules/agendamentos/list-contato-agendamentos';
import { mentionsSameAsLast } from '@secretaria/shared/nlu/request-parts';
import { findAnsweredLembrete, findLastVisit, findTurnSnapshot } from './context.repo';
import type { TurnInput } from './turn-types';

export type Servico = { id: string; nome: string; descricao: string | null; preco: number | null };
export type Profissional = { id: string; nome: string; apelidos: string[] };
export type Link = { profissional_id: string; servico_id: string; tempo_execucao: number };
type Snapshot = NonNullable<Awaited<ReturnType<typeof findTurnSnapshot>>>;
export type Localizacao = Snapshot['localizacoes'][number];
export type OwnAgendamento = ContatoAgendamento;

/** An appointment of the contact cancelled lately, and who cancelled it (docs/decisions/037). */
export type CancelledAgendamento = {
  id: string;
  data_agendamento: string;
  hora_inicio: string;
  servico: { id: string; nome: string };
  profissional: { id: string; nome: string };
  nome_atendido: string | null;
  /** The business (the owner, or the system) cancelled it, not the customer. */
  byBusiness: boolean;
};

/**
 * Everything one turn knows, loaded at its start from the server clock and the database: today
 * and now in the instance's zone, the business and its rules, the catalogue, and the contact
 * with their own appointments. The text engine never decides any of it.
 */
/** The reminder a message answers: its appointment, and whether the customer quoted it. */
export type LembreteContext = { agendamentoId: string; quoted: boolean };

export type TurnContext = {
  userId: string;
  instanceId: string;
  contato: { id: string; nome: string; telefone: string };
  now: Date;
  today: string;
  time: string;
  timeZone: string;
  business: {
    name: string | null;
    assistant: string;
    knowledgeBase: string | null;
    /** The owner's greeting for the first reply; null: the default one. */
    greeting: string | null;
  };
  rules: {
    noticeMinutes: number;
    horizonDays: number;
    stepMinutes: number;
    /** What customers may do by chat. */
    allow: { book: boolean; reschedule: boolean; cancel: boolean };
    /** Cancel or move by chat only up to this many hours before (0: always). */
    cancelNoticeHours: number;
  };
  servicos: Servico[];
  profissionais: Profissional[];
  links: Link[];
  localizacoes: Localizacao[];
  agendamentos: OwnAgendamento[];
  /** The contact's appointments cancelled in the last days, newest change first. */
  cancelados: CancelledAgendamento[];
  /** The reminder this message answers, if any (issue 13). */
  reminder?: LembreteContext;
  /**
   * The contact's last appointment already started, read only when the message asks for 'o
   * mesmo da última vez' (decision 039); null: they have none.
   */
  lastVisit?: { servicoId: string; profissionalId: string } | null;
};

export class TurnContextError extends Error {}

export async function loadTurnContext(tx: Kysely<DB>, input: TurnInput): Promise<TurnContext> {
  const { userId, instanceId } = input;
  // The contact's appointments and the chat's last reply come in the snapshot: one round trip
  // instead of four (a turn's time on PGlite is mostly its statements).
  const instance = await findTurnSnapshot(tx, {
    userId,
    instanceId,
    contatoId: input.contatoId,
    conversaId: input.conversaId,
    now: input.now,
  });
  const contato = instance?.contato;
  if (!instance || !contato)
    throw new TurnContextError('instance or contact not found for this turn');
  const local = instantToLocal(input.now, instance.timezone);
  const agendamentos = instance.agendamentos.map(toContatoAgendamento);
  const cancelled = instance.cancelados;
  const quotedIds = input.messages.flatMap((m) => (m.quotedId ? [m.quotedId] : []));
  const reminder = await findAnsweredLembrete(
    tx,
    input.conversaId,
    quotedIds,
    instance.lastOutbound,
  );
  const asksLast = input.messages.some((m) => mentionsSameAsLast(m.text));
  const last = asksLast ? await findLastVisit(tx, userId, contato.id, input.now) : undefined;
  const { servicos, profissionais, links, localizacoes } = instance;
  return {
    userId,
    instanceId,
    contato: { id: contato.id, nome: contato.nome, telefone: contato.telefone },
    now: input.now,
    today: local.dia,
    time: local.hora,
    timeZone: instance.timezone,
    business: {
      name: instance.name,
      assistant: instance.assistant_name?.trim() || 'Ana',
      knowledgeBase: instance.knowledge_base,
      greeting: instance.greeting?.trim() || null,
    },
    rules: {
      noticeMinutes: instance.min_notice_minutes,
      horizonDays: instance.booking_horizon_days,
      stepMinutes: instance.slot_step_minutes,
      allow: {
        book: instance.allow_booking,
        reschedule: instance.allow_reschedule,
        cancel: instance.allow_cancel,
      },
      cancelNoticeHours: instance.cancel_notice_hours,
    },
    servicos: servicos.map((s) => ({
      ...s,
      preco: s.preco === null || s.preco === undefined ? null : Number(s.preco),
    })),
    profissionais: profissionais.map((p) => ({ id: p.id, nome: p.nome, apelidos: p.apelidos })),
    links,
    localizacoes,
    agendamentos,
    cancelados: cancelled.map((c) => ({
      id: c.id,
      data_agendamento: c.data_agendamento,
      hora_inicio: c.hora_inicio.slice(0, 5),
      servico: { id: c.servico_id, nome: c.servico_nome },
      profissional: { id: c.profissional_id, nome: c.profissional_nome },
      nome_atendido: c.nome_atendido,
      byBusiness: c.status_changed_by === 'dono' || c.status_changed_by === 'sistema',
    })),
    reminder,
    lastVisit: !asksLast
      ? undefined
      : last
        ? { servicoId: last.servico_id, profissionalId: last.profissional_id }
        : null,
  };
}

/** A professional's name in this turn's catalogue ('' when it is not there). */
export const servicoName = (ctx: TurnContext, id: string) =>
  ctx.servicos.find((s) => s.id === id)?.nome ?? '';

export const profName = (ctx: TurnContext, id: string) =>
  ctx.profissionais.find((p) => p.id === id)?.nome ?? '';
