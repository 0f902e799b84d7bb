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
import { CLARIFY_ACTIONS, type ClarifyAction } from './dialog-state';
import { bookableServicos } from './info';
import type { TurnContext } from './turn-context';

/** Words that ask for advice the attendant must not give (medical, legal, financial). */
const ADVICE =
  /\b(remedio|medicamento|dose|dosagem|receita medica|diagnostic|sintoma|tomar (o |a )?(remedio|antibiotico)|posso tomar|e grave|processo judicial|advogad|investir|investimento|emprestimo)\w*/;

/** English and Spanish words for services, so 'a haircut' finds 'Corte masculino'. */
const SERVICE_WORDS: [RegExp, string][] = [
  [/\b(haircut|hair ?cut|corte de pelo)\b/gi, 'corte'],
  [/\b(beard|shave|barba)\b/gi, 'barba'],
  [/\b(nails?|unas)\b/gi, 'unha'],
  [/\b(hair colou?r|dye|tinte)\b/gi, 'coloração'],
  [/\b(eyebrows?|cejas)\b/gi, 'sobrancelha'],
  [/\b(massage|masaje)\b/gi, 'massagem'],
  [/\b(consultation|consulta medica)\b/gi, 'consulta'],
];
const inPortuguese = (text: string) =>
  SERVICE_WORDS.reduce((t, [pattern, word]) => t.replace(pattern, word), text);

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
  if (isNonCustomer(whole)) intents.add('nao_cliente');
  const intent: Intent = intents.has('nao_cliente')
    ? 'nao_cliente'
    : intents.has(read.intent)
      ? read.intent
      : (read.also.find((i) => intents.has(i)) ?? 'outro');
  const { confidence, readings } = readConfidence(text, read.intent, read.also);
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
    servico: matchCatalog(inPortuguese(text), servicos),
    profissional: matchCatalog(text, ctx.profissionais),
    anyone: mentionsAnyone(text),
    yesNo: readYesNo(text),
    personServed: readPersonServed(text),
    asksAdvice: ADVICE.test(folded),
    confidence,
    readings,
    parts: readRequestParts(inPortuguese(text), servicos, {
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
/** Readings an action's own reading contains (moving is cancelling and booking again). */
const CONTAINS: Partial<Record<Intent, Intent[]>> = {
  remarcar: ['agendar', 'cancelar', 'consultar_agendamento'],
  cancelar: ['consultar_agendamento'],
};

/**
 * PROVISIONAL (decision 035): how sure the reading of the message's action is, from the rule
 * scores, until classifyIntents returns the model's own `confidence` (helper 'nlu', issue 24);
 * at that merge this becomes `confidence` from classifyIntents and only `readings` stays here.
 * Half is the strength of the leading action's evidence (a score of 4, a full cue, is sure),
 * half its margin over the strongest other action the rules set aside (not one the message also
 * carries, nor one the leading action contains). A reading that is no action is sure: nothing is
 * written from it. The readings are the actions with evidence, likeliest first.
 */
export function readConfidence(
  text: string,
  intent: Intent,
  also: Intent[],
): { confidence: number; readings: ClarifyAction[] } {
  const scores = scoreIntents(text);
  const score = (i: Intent) => scores.get(i) ?? 0;
  const readings = CLARIFY_ACTIONS.filter((a) => score(a) > 0 || a === intent).sort(
    (a, b) => Number(b === intent) - Number(a === intent) || score(b) - score(a),
  );
  if (!isAction(intent)) return { confidence: 1, readings };
  const top =
    intent === 'remarcar' ? Math.max(score('remarcar'), score('cancelar')) : score(intent);
  const present = new Set([intent, ...also]);
  const rival = Math.max(
    0,
    ...CLARIFY_ACTIONS.filter((a) => !present.has(a) && !CONTAINS[intent]?.includes(a)).map(score),
  );
  const strength = Math.min(top / 4, 1);
  const margin = top > 0 ? Math.max(0, (top - rival) / top) : 0;
  return { confidence: 0.5 * strength + 0.5 * margin, readings };
}
