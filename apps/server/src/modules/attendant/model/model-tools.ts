import type { Kysely } from 'kysely';
import { z } from 'zod';
import { listContatoAgendamentos } from '@/modules/agendamentos/list-contato-agendamentos';
import type { DB } from '@/db/schema';
import type { Criteria, Offer } from '../engine/dialog-state';
import { weekdayLong } from '../engine/format';
import { describe } from '../engine/manage-flow';
import { policyRefusal, type PolicyRefusal } from '../engine/policy';
import { partWindow, searchSlots, type DayPart } from '../engine/slots';
import {
  createTools,
  isPolicyRefusal,
  type ChangeResult,
  type Effect,
  type Tools,
} from '../engine/tools';
import { profName, type TurnContext } from '../engine/turn-context';
import type { ToolDefinition } from '@/adapters/llm/llm-types';
import { createRefs } from './model-refs';

const DAY = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'use AAAA-MM-DD');
const TIME = z
  .string()
  .regex(/^\d{1,2}:\d{2}$/, 'use HH:MM')
  .transform((t) => t.padStart(5, '0'));
const REF = z.string().min(1).max(10);

const ARGS = {
  listar_servicos: z.object({}).loose(),
  buscar_horarios: z.object({
    servico: REF,
    profissional: REF.nullish(),
    dia: DAY.nullish(),
    ate_dia: DAY.nullish(),
    hora: TIME.nullish(),
    periodo: z.enum(['manha', 'tarde', 'noite']).nullish(),
  }),
  agendar: z.object({
    servico: REF,
    profissional: REF,
    dia: DAY,
    hora: TIME,
    nome_atendido: z.string().max(120).nullish(),
  }),
  meus_agendamentos: z.object({}).loose(),
  remarcar: z.object({ agendamento: REF, dia: DAY, hora: TIME, profissional: REF.nullish() }),
  cancelar: z.object({ agendamento: REF }),
  confirmar_presenca: z.object({ agendamento: REF }),
  chamar_atendente: z.object({ motivo: z.string().max(300).nullish() }).loose(),
};
export type ToolName = keyof typeof ARGS;

const DESCRIPTIONS: Record<ToolName, string> = {
  listar_servicos: 'Lista os serviços (com duração e preço) e os profissionais que fazem cada um.',
  buscar_horarios:
    'Busca horários livres na agenda. É a ÚNICA fonte de horários: nunca ofereça um horário que não veio daqui. Sem dia, busca os próximos dias.',
  agendar:
    'Agenda um horário que buscar_horarios ofereceu, depois que o cliente escolheu e confirmou. Confere e reserva de uma vez; se o horário acabou de ser ocupado, devolve alternativas.',
  meus_agendamentos: 'Lista os agendamentos futuros deste cliente (só os dele).',
  remarcar:
    'Move um agendamento do cliente (A1, A2…) para um horário livre que buscar_horarios ofereceu, depois da confirmação do cliente.',
  cancelar: 'Cancela um agendamento do cliente (A1, A2…), depois da confirmação do cliente.',
  confirmar_presenca: 'Confirma a presença do cliente em um agendamento dele (A1, A2…).',
  chamar_atendente:
    'Passa a conversa para uma pessoa da equipe (pedido do cliente, reclamação, algo que você não pode resolver).',
};

const PROPERTIES: Record<ToolName, Record<string, unknown>> = {
  listar_servicos: {},
  buscar_horarios: {
    servico: { type: 'string', description: 'referência do serviço, ex.: S1' },
    profissional: { type: 'string', description: 'referência do profissional, ex.: P1 (opcional)' },
    dia: { type: 'string', description: 'AAAA-MM-DD (opcional)' },
    ate_dia: { type: 'string', description: 'AAAA-MM-DD, para buscar um intervalo (opcional)' },
    hora: { type: 'string', description: 'HH:MM desejado (opcional)' },
    periodo: { type: 'string', enum: ['manha', 'tarde', 'noite'] },
  },
  agendar: {
    servico: { type: 'string' },
    profissional: { type: 'string' },
    dia: { type: 'string', description: 'AAAA-MM-DD' },
    hora: { type: 'string', description: 'HH:MM' },
    nome_atendido: { type: 'string', description: 'quando o horário é para outra pessoa' },
  },
  meus_agendamentos: {},
  remarcar: {
    agendamento: { type: 'string', description: 'A1, A2…' },
    dia: { type: 'string' },
    hora: { type: 'string' },
    profissional: { type: 'string' },
  },
  cancelar: { agendamento: { type: 'string' } },
  confirmar_presenca: { agendamento: { type: 'string' } },
  chamar_atendente: { motivo: { type: 'string' } },
};

const REQUIRED: Record<ToolName, string[]> = {
  listar_servicos: [],
  buscar_horarios: ['servico'],
  agendar: ['servico', 'profissional', 'dia', 'hora'],
  meus_agendamentos: [],
  remarcar: ['agendamento', 'dia', 'hora'],
  cancelar: ['agendamento'],
  confirmar_presenca: ['agendamento'],
  chamar_atendente: [],
};

export const TOOL_DEFINITIONS: ToolDefinition[] = (Object.keys(ARGS) as ToolName[]).map((name) => ({
  type: 'function',
  function: {
    name,
    description: DESCRIPTIONS[name],
    parameters: {
      type: 'object',
      properties: PROPERTIES[name],
      required: REQUIRED[name],
      additionalProperties: false,
    },
  },
}));

type ToolResult = Record<string, unknown>;
const refused = (motivo: string): ToolResult => ({ ok: false, motivo });

/**
 * The model's tools, bound on the server to this instance and this contact whatever the model
 * passes: slots come only from the free-slot engine, every change goes through the deterministic
 * engine's own operations (one atomic check-and-book) in its own short transaction, and the
 * owner's rules (actions switched off, the cancellation window) are held by those operations, not
 * trusted to the prompt; a booking or a move asks the same check first, before it searches the
 * agenda. `effects` is what this turn changed, for the guard and for the reply of last resort.
 */
export function createModelTools(db: Kysely<DB>, ctx: TurnContext) {
  const refs = createRefs(ctx);
  const effects: Effect[] = [];
  let handoff = false;

  /** What each change was about ('Corte – qui, 12/03 às 15:00 com Rafael'), for the replies. */
  const described = new Map<Effect, string>();

  async function change(run: (tools: Tools) => Promise<ChangeResult>): Promise<ChangeResult> {
    const before = ctx.agendamentos;
    const made: Effect[] = [];
    const result = await db.transaction().execute(async (tx) => {
      const tools = createTools(tx, ctx);
      const out = await run(tools);
      made.push(...tools.effects);
      return out;
    });
    // Refs and the policy read the contact's appointments: as the database holds them now.
    ctx.agendamentos = await listContatoAgendamentos(db, ctx.userId, ctx.contato.id, ctx.now);
    for (const effect of made) {
      const a =
        ctx.agendamentos.find((x) => x.id === effect.agendamentoId) ??
        before.find((x) => x.id === effect.agendamentoId);
      if (a) described.set(effect, describe(ctx, a));
      effects.push(effect);
    }
    return result;
  }

  const offerOut = (o: Offer) => ({
    dia: o.dia,
    dia_semana: weekdayLong(o.dia),
    hora: o.hora_inicio.slice(0, 5),
    profissional: refs.profissionalRef(o.profissional_id),
    profissional_nome: profName(ctx, o.profissional_id),
  });

  const own = () =>
    ctx.agendamentos.map((a) => ({
      agendamento: refs.agendamentoRef(a.id),
      servico: a.servico.nome,
      profissional: a.profissional.nome,
      dia: a.data_agendamento,
      dia_semana: weekdayLong(a.data_agendamento),
      hora: a.hora_inicio.slice(0, 5),
      status: a.status,
      ...(a.nome_atendido ? { para: a.nome_atendido } : {}),
    }));

  /**
   * The engine's answer for exactly this slot: the offer when it is free, else the refusal the
   * model reads, with the nearest alternatives.
   */
  async function exactSlot(
    criteria: Criteria & { servicoId: string },
    dia: string,
    hora: string,
  ): Promise<{ offer: Offer } | { refusal: ToolResult }> {
    const search = await searchSlots(db, ctx, { ...criteria, date: dia, time: hora });
    if (search.exact) return { offer: search.exact };
    return {
      refusal: {
        ok: false,
        motivo: 'este horário não está livre na agenda',
        alternativas: search.offers.map(offerOut),
      },
    };
  }

  /** The contact's own appointment a ref names; another's, or none, is not found. */
  const ownAgendamento = (ref: string) => {
    const id = refs.agendamentoId(ref);
    return ctx.agendamentos.find((x) => x.id === id);
  };
  const notOwn = () => refused('agendamento não encontrado entre os do cliente');
  /** The owner's rules refuse the change; inside the window, the chat goes to a person. */
  function refusedByPolicy(refusal: PolicyRefusal): ToolResult {
    if (refusal.reason === 'acao_desligada') {
      return refused(`${refusal.action} pelo chat está desativado pelo dono`);
    }
    handoff = true;
    return refused(
      `pela política do estabelecimento, mudanças com menos de ${refusal.hours} h de antecedência são feitas pela equipe; a conversa foi passada para uma pessoa`,
    );
  }

  const changed = (result: ChangeResult, extra: ToolResult = {}): ToolResult =>
    result.ok
      ? { ok: true, ...extra, agendamentos_do_cliente: own() }
      : isPolicyRefusal(result)
        ? refusedByPolicy(result)
        : result.reason === 'taken'
          ? {
              ok: false,
              motivo: 'o horário acabou de ser ocupado',
              alternativas: result.alternatives.map(offerOut),
            }
          : refused('não foi possível');

  const handlers: { [K in ToolName]: (args: z.infer<(typeof ARGS)[K]>) => Promise<ToolResult> } = {
    listar_servicos: async () => ({
      servicos: ctx.servicos.map((s) => ({
        servico: refs.servicoRef(s.id),
        nome: s.nome,
        preco: s.preco,
        profissionais: ctx.links
          .filter((l) => l.servico_id === s.id)
          .map((l) => ({
            profissional: refs.profissionalRef(l.profissional_id),
            nome: profName(ctx, l.profissional_id),
            minutos: l.tempo_execucao,
          })),
      })),
    }),

    buscar_horarios: async (a) => {
      const servicoId = refs.servicoId(a.servico);
      if (!servicoId) return refused('serviço desconhecido: use S1, S2… da lista');
      const profissionalId = a.profissional ? refs.profissionalId(a.profissional) : undefined;
      if (a.profissional && !profissionalId) return refused('profissional desconhecido');
      const window = a.periodo ? partWindow(a.periodo as DayPart) : undefined;
      const search = await searchSlots(db, ctx, {
        servicoId,
        profissionalId,
        date: a.dia && !a.ate_dia ? a.dia : undefined,
        dateRange: a.dia && a.ate_dia ? { from: a.dia, to: a.ate_dia } : undefined,
        time: a.hora ?? undefined,
        timeRange: window,
      });
      return {
        horarios: search.offers.map(offerOut),
        exato: Boolean(search.exact),
        ...(search.widened
          ? { aviso: 'nada livre no que foi pedido; estes são os mais próximos' }
          : {}),
      };
    },

    agendar: async (a) => {
      const refusal = policyRefusal(ctx, 'agendar');
      if (refusal) return refusedByPolicy(refusal);
      const servicoId = refs.servicoId(a.servico);
      const profissionalId = refs.profissionalId(a.profissional);
      if (!servicoId || !profissionalId) return refused('serviço ou profissional desconhecido');
      // A retried call (a time-out, a nudge) finds the booking it already made.
      const done = effects.find(
        (e) => e.kind === 'agendado' && e.dia === a.dia && e.hora_inicio.slice(0, 5) === a.hora,
      );
      if (done) return { ok: true, ja_agendado: true, agendamentos_do_cliente: own() };
      const criteria = { servicoId, profissionalId, nomeAtendido: a.nome_atendido ?? undefined };
      const slot = await exactSlot(criteria, a.dia, a.hora);
      if ('refusal' in slot) return slot.refusal;
      return changed(await change((tools) => tools.book(slot.offer, criteria)));
    },

    meus_agendamentos: async () => ({ agendamentos: own() }),

    remarcar: async (a) => {
      const current = ownAgendamento(a.agendamento);
      if (!current) return notOwn();
      const refusal = policyRefusal(ctx, 'remarcar', current);
      if (refusal) return refusedByPolicy(refusal);
      const profissionalId = a.profissional
        ? refs.profissionalId(a.profissional)
        : current.profissional.id;
      if (!profissionalId) return refused('profissional desconhecido');
      const slot = await exactSlot(
        { servicoId: current.servico.id, profissionalId },
        a.dia,
        a.hora,
      );
      if ('refusal' in slot) return slot.refusal;
      return changed(await change((tools) => tools.reschedule(current.id, slot.offer)));
    },

    cancelar: async (a) => {
      const current = ownAgendamento(a.agendamento);
      if (!current) return notOwn();
      return changed(await change((tools) => tools.cancel(current.id)));
    },

    confirmar_presenca: async (a) => {
      const id = refs.agendamentoId(a.agendamento);
      if (!id) return notOwn();
      return changed(await change((tools) => tools.confirmPresence(id)));
    },

    chamar_atendente: async () => {
      handoff = true;
      return { ok: true, aviso: 'a equipe foi avisada e vai responder por aqui' };
    },
  };

  /** Runs one tool call; bad names and bad arguments are told back to the model, never thrown. */
  async function call(name: string, rawArgs: string): Promise<ToolResult> {
    if (!(name in ARGS)) return refused(`ferramenta desconhecida: ${name}`);
    let json: unknown;
    try {
      json = rawArgs.trim() === '' ? {} : JSON.parse(rawArgs);
    } catch {
      return refused('argumentos não são um JSON válido');
    }
    const parsed = ARGS[name as ToolName].safeParse(json);
    if (!parsed.success) {
      return refused(
        `argumentos inválidos: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
      );
    }
    const handler = handlers[name as ToolName] as (args: unknown) => Promise<ToolResult>;
    return handler(parsed.data);
  }

  return {
    call,
    effects,
    refs,
    describeEffect: (effect: Effect) => described.get(effect) ?? '',
    handedOff: () => handoff,
  };
}

export type ModelTools = ReturnType<typeof createModelTools>;
