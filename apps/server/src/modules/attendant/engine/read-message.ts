import { readDateTime, type DateTimeReading } from '@secretaria/shared/nlu/datetime';
import {
  matchCatalog,
  mentionsAnyone,
  readPersonServed,
  readYesNo,
  type CatalogMatch,
} from '@secretaria/shared/nlu/entities';
import { classifyIntents, scoreIntents, type Intent } from '@secretaria/shared/nlu/intents';
import { readRequestParts, type RequestParts } from '@secretaria/shared/nlu/request-parts';
import { asksIfBot } from '@secretaria/shared/nlu/bot-question';
import { requestPart } from '@secretaria/shared/nlu/long-message';
import { isNonCustomer } from '@secretaria/shared/nlu/non-customer';
import { asksAdvice, serviceWordsInPortuguese } from '@secretaria/shared/nlu/phrases';
import { CLARIFY_ACTIONS, type ClarifyAction } from './dialog-state';
import { bookableServicos } from './info';
import type { TurnContext } from './turn-context';

/**
 * Decision 035: below this confidence the attendant does not act on its reading of a message; it
 * asks which action was meant. One constant for the rules' provisional confidence now and the
 * model's confidence later (issue 24).
 */
export const ASK_BELOW = 0.5;

/**
 * A cancel or a move no word of the message names is acted on only from this confidence;
 * below it the reading is capped just under ASK_BELOW, so the attendant asks.
 */
export const UNCUED_CHANGE_SURE = 0.8;
const UNCUED_CHANGE_CAP = ASK_BELOW - 0.05;

/** The classifier's confidence from which it alone marks a sender as not a customer. */
export const NON_CUSTOMER_SURE = 0.6;

/** Everything the engine reads from one burst of customer text, against this instance's data. */
export type Reading = {
  text: string;
  folded: string;
  intent: Intent;
  intents: Set<Intent>;
  dateTime: DateTimeReading;
  servico: CatalogMatch;
  profissional: CatalogMatch;
  anyone: boolean;
  yesNo: 'yes' | 'no' | null;
  personServed: string | null;
  asksAdvice: boolean;
  /** How sure the reading of the action is, 0..1 (below ASK_BELOW the attendant asks). */
  confidence: number;
  /** The actions the message may ask for, likeliest first: a clarifying question's options. */
  readings: ClarifyAction[];
  /** Several services, people or alternative days in one request (decision 039). */
  parts: RequestParts;
  /** 'vc é robô?': answered honestly, the conversation goes on (no hand-off). */
  botQuestion: boolean;
};

export function readMessage(ctx: TurnContext, whole: string): Reading {
  // A long message (a voice-note transcript, a story) is read for its request part: the days,
  // services and names of the story around it are not what is asked (issue 24).
  const text = requestPart(whole);
  const read = classifyIntents(text);
  const intents = new Set<Intent>([read.intent, ...read.also]);
  const botQuestion = asksIfBot(text);
  if (botQuestion) intents.delete('falar_humano');
  // A sender who is not a customer (supplier, pitch, scam, wrong number): read on the whole text.
  // The mark silences the chat for good (decision 038), so the classifier alone marks only when
  // it is sure: 'pro meu filho, Pedro' read at 0.53 is a customer to ask, not one to drop.
  if (isNonCustomer(whole)) intents.add('nao_cliente');
  else if (read.intent === 'nao_cliente' && read.confidence < NON_CUSTOMER_SURE)
    intents.delete('nao_cliente');
  const intent: Intent = intents.has('nao_cliente')
    ? 'nao_cliente'
    : intents.has(read.intent)
      ? read.intent
      : (read.also.find((i) => intents.has(i)) ?? 'outro');
  // The model's confidence in the reading (decision 034); the readings are the options a
  // clarifying question offers (decision 035).
  const { confidence, readings } = readConfidence(text, read.intent, read.also, read.confidence);
  const servicos = bookableServicos(ctx);
  const folded = text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  return {
    text,
    folded,
    intent,
    intents,
    dateTime: readDateTime(text, { today: ctx.today, now: ctx.time }),
    servico: matchCatalog(serviceWordsInPortuguese(text), servicos),
    profissional: matchCatalog(text, ctx.profissionais),
    anyone: mentionsAnyone(text),
    yesNo: readYesNo(text),
    personServed: readPersonServed(text),
    asksAdvice: asksAdvice(folded),
    confidence,
    readings,
    parts: readRequestParts(serviceWordsInPortuguese(text), servicos, {
      today: ctx.today,
      now: ctx.time,
    }),
    botQuestion,
  };
}

/** Whether the message says anything about when: a day, a span, a time, a part of the day. */
export function hasWhen(r: Reading): boolean {
  const d = r.dateTime;
  return Boolean(d.date || d.time || d.part || d.dateRange || d.timeRange || d.earliest);
}

const isAction = (i: Intent): i is ClarifyAction =>
  (CLARIFY_ACTIONS as readonly Intent[]).includes(i);
/**
 * How sure the reading of the message's action is: the learned classifier's confidence in the
 * primary intent (decision 034) when that intent is an action, else 1 (nothing is written from a
 * question or a courtesy). The readings are the actions with evidence, likeliest first: a
 * clarifying question's options (decision 035).
 */
export function readConfidence(
  text: string,
  intent: Intent,
  also: Intent[],
  modelConfidence: number,
): { confidence: number; readings: ClarifyAction[] } {
  const scores = scoreIntents(text);
  const score = (i: Intent) => scores.get(i) ?? 0;
  const readings = CLARIFY_ACTIONS.filter(
    (a) => score(a) > 0 || a === intent || also.includes(a),
  ).sort((a, b) => Number(b === intent) - Number(a === intent) || score(b) - score(a));
  // Only an action is guarded: a question or a courtesy read wrongly costs one reply.
  if (!isAction(intent)) return { confidence: 1, readings };
  // Changing what exists needs words that say so, or a classifier that is very sure: 'sobre o
  // meu horário de sexta' names an appointment, not what to do with it, and the classifier's
  // lean towards cancelling it grew with the corpus (0.36 → 0.65) without a word for it.
  const uncued =
    (intent === 'cancelar' || intent === 'remarcar') &&
    score(intent) === 0 &&
    modelConfidence < UNCUED_CHANGE_SURE;
  return {
    confidence: uncued ? Math.min(modelConfidence, UNCUED_CHANGE_CAP) : modelConfidence,
    readings,
  };
}
