import type { Kysely } from 'kysely';
import type { Intent } from '@secretaria/shared/nlu/intents';
import { asksDuration } from '@secretaria/shared/nlu/phrases';
import type { DB } from '@/db/schema';
import type { DialogState } from './dialog-state';
import { firstName } from './format';
import {
  addressAnswer,
  durationAnswer,
  hoursAnswer,
  knowledgeAnswer,
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
  const name = firstName(ctx.contato.nome);
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

/** 'da Barbearia do Zé', 'do Salão Bela', 'da Clínica Sorriso': by the first word's ending. */
function articleFor(name: string): string {
  const first = name.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  return /a$/.test(first) ? 'da' : 'do';
}

/** Answers to every question the message carries, in the order a person would give them. */
export async function answerInformation(
  tx: Kysely<DB>,
  ctx: TurnContext,
  r: Reading,
): Promise<string[]> {
  const out: string[] = [];
  const only = r.servico.kind === 'one' ? r.servico.id : undefined;
  // A question the knowledge base answers precisely ('cortam cabelo de criança?', 'tem
  // estacionamento?') is answered from it, beside or instead of the generic list.
  const known = knowledgeAnswer(ctx, r.text);
  if (asksDuration(r.folded)) {
    out.push(only ? durationAnswer(ctx, only) : servicesAnswer(ctx));
  } else if (r.intents.has('servicos')) out.push(known ?? servicesAnswer(ctx));
  if (r.intents.has('precos')) out.push(pricesAnswer(ctx, only));
  if (r.intents.has('endereco')) out.push(addressAnswer(ctx));
  if (r.intents.has('horario_funcionamento')) {
    out.push(await hoursAnswer(tx, ctx, r.dateTime.date ?? undefined));
  }
  if (known && !out.includes(known) && (out.length || r.intent === 'outro')) out.push(known);
  return out;
}
