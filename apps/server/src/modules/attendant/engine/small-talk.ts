import type { Kysely } from 'kysely';
import { classifyIntents, type Intent } from '@secretaria/shared/nlu/intents';
import { readDateTime } from '@secretaria/shared/nlu/datetime';
import { asksAboutHolidays, splitQuestions, topicTerms } from '@secretaria/shared/nlu/knowledge';
import { asksDuration } from '@secretaria/shared/nlu/phrases';
import type { DB } from '@/db/schema';
import type { DialogState } from './dialog-state';
import { greetingName } from '@secretaria/shared/nlu/names';
import {
  addressAnswer,
  durationAnswer,
  catalogueTerms,
  hoursAnswer,
  knowledgeAnswers,
  pricesAnswer,
  servicesAnswer,
} from './info';
import { actionsList } from './policy';
import type { Reading } from './read-message';
import type { TurnContext } from './turn-context';

export const INFO_INTENTS: readonly Intent[] = [
  'precos',
  'endereco',
  'horario_funcionamento',
  'servicos',
];

/**
 * The greeting that opens a reply: the assistant introduces itself by name the first time (or
 * with the owner's greeting, when set), and answers a greeting after that; alone (nothing else
 * to say), it says what it can do (the actions the owner allows by chat).
 */
export function greeting(
  ctx: TurnContext,
  state: DialogState,
  r: Reading,
  alone: boolean,
): string[] {
  const greeted = r.intents.has('saudacao');
  if (!greeted && state.introduced) return [];
  // The owner's own greeting, when set, is the first reply's opening as written.
  if (!state.introduced && ctx.business.greeting) return [ctx.business.greeting];
  // A first name only when it looks like one: 'Dona Cida', never 'Dona' or 'Auto Peças Silva'.
  const name = greetingName(ctx.contato.nome);
  const hello = `Olá${name ? `, ${name}` : ''}! 👋`;
  const business = ctx.business.name
    ? ` ${articleFor(ctx.business.name)} ${ctx.business.name}`
    : '';
  const intro = state.introduced
    ? hello
    : `${hello} Sou ${ctx.business.assistant}, assistente virtual${business}.`;
  if (!alone) return [intro];
  const actions = actionsList(ctx, ['agendar', 'remarcar', 'cancelar']);
  const can = actions ? `${actions} horários e tirar` : 'tirar';
  return [
    `${intro} Posso ${can} dúvidas sobre serviços, valores, endereço e horários. Como posso ajudar?`,
  ];
}

/**
 * 'vc é robô?': the honest answer (decision 038), with what the attendant can do by chat and
 * the way to a person.
 */
export function botAnswer(ctx: TurnContext): string {
  const whose = ctx.business.name
    ? `${articleFor(ctx.business.name)} ${ctx.business.name}`
    : 'deste atendimento';
  const actions = actionsList(ctx, ['agendar', 'remarcar', 'cancelar'])?.replace(
    'agendar',
    'marcar',
  );
  const can = actions ? `${actions} horários e tirar dúvidas` : 'tirar dúvidas';
  return `Sou a assistente virtual ${whose} e posso ${can}. Se preferir falar com alguém da equipe, é só dizer.`;
}

/** The one reply to a sender who is not a customer (decision 038): neutral, nothing offered. */
export function nonCustomerAnswer(ctx: TurnContext): string {
  const whose = ctx.business.name ? ` ${articleFor(ctx.business.name)} ${ctx.business.name}` : '';
  return `Olá! Este número é o atendimento de clientes${whose}. Vou deixar sua mensagem para a equipe ver. 🙂`;
}

/** 'da Barbearia do Zé', 'do Salão Bela', 'da Clínica Sorriso': by the first word's ending. */
function articleFor(name: string): string {
  const first = name.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  return /a$/.test(first) ? 'da' : 'do';
}

/** What the message asks, answered: the replies, and whether a question was left unanswered. */
export type InfoAnswers = {
  replies: string[];
  /** A question neither the knowledge base nor the data answers ('qual a senha do wifi?'). */
  unknown: boolean;
};

/**
 * Answers to every question the message carries, one clause at a time, in the order asked: a
 * clause whose topic a knowledge-base entry covers is answered from it ('vcs fazem progressiva?'
 * → 'Não fazemos progressiva.', not the service list); otherwise the data answers what the clause
 * asks (prices, address, hours of the day it names, services); a question nothing answers is
 * reported as unknown (docs/decisions/036).
 */
export async function answerInformation(
  tx: Kysely<DB>,
  ctx: TurnContext,
  r: Reading,
): Promise<InfoAnswers> {
  const out: string[] = [];
  const push = (text: string) => {
    if (!out.includes(text)) out.push(text);
  };
  const only = r.servico.kind === 'one' ? r.servico.id : undefined;
  const explained = catalogueTerms(ctx);
  const clauses = splitQuestions(r.text);
  const asking = r.intent === 'outro' || INFO_INTENTS.includes(r.intent);
  const answered = new Set<Intent>();
  const displaced = new Set<Intent>();
  let unknown = false;
  const dataAnswer = async (intent: Intent, clause?: string) => {
    answered.add(intent);
    if (intent === 'precos') push(pricesAnswer(ctx, only));
    else if (intent === 'endereco') push(addressAnswer(ctx));
    else if (intent === 'servicos') push(servicesAnswer(ctx));
    else if (intent === 'horario_funcionamento') {
      const when = clause ? readDateTime(clause, { today: ctx.today, now: ctx.time }) : r.dateTime;
      push(
        await hoursAnswer(tx, ctx, when.date ?? undefined, {
          range: when.dateRange ?? undefined,
          holidays: asksAboutHolidays(clause ?? r.text),
        }),
      );
    }
  };
  if (asksDuration(r.folded)) {
    push(only ? durationAnswer(ctx, only) : servicesAnswer(ctx));
    answered.add('servicos');
  }
  for (const clause of clauses) {
    const single = clauses.length === 1;
    const intents = clause.asks || single ? clauseInfoIntents(clause) : [];
    const known = clause.asks || asking ? knowledgeAnswers(ctx, clause.text, explained) : [];
    if (known.length) {
      for (const text of known) push(text);
      for (const i of intents) displaced.add(i);
      // 'tem estacionamento aí perto?': the parking entry, and the address it is near.
      if (intents.includes('endereco')) push(addressAnswer(ctx));
      continue;
    }
    // Every clause its own answer ('que horas abrem? funciona domingo?': the week, then Sunday).
    for (const i of intents) await dataAnswer(i, clause.text);
    // Only a clause read as nothing else ('qual a senha do wifi?'; not 'oie, tudo bom?').
    if (
      !intents.length &&
      clause.asks &&
      !asksDuration(clause.text) &&
      classifyIntents(`${clause.text}?`).intent === 'outro' &&
      topicTerms(clause.text, explained).length
    ) {
      unknown = true;
    }
  }
  // What the whole message asks and no clause did (the reading of the message as a whole).
  for (const i of INFO_INTENTS) {
    if (r.intents.has(i) && !answered.has(i) && !displaced.has(i)) await dataAnswer(i);
  }
  return { replies: out, unknown: unknown && asking };
}

/** The information intents one clause asks about. */
function clauseInfoIntents(clause: { text: string; asks: boolean }): Intent[] {
  const { intent, also } = classifyIntents(clause.asks ? `${clause.text}?` : clause.text);
  return [intent, ...also].filter((i) => INFO_INTENTS.includes(i));
}
