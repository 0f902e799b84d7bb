import { readDateTime, type DateTimeReading } from '@secretaria/shared/nlu/datetime';
import {
  matchCatalog,
  mentionsAnyone,
  readPersonServed,
  readYesNo,
  type CatalogMatch,
} from '@secretaria/shared/nlu/entities';
import { classifyIntents, type Intent } from '@secretaria/shared/nlu/intents';
import { asksIfBot } from '@secretaria/shared/nlu/bot-question';
import { requestPart } from '@secretaria/shared/nlu/long-message';
import { isNonCustomer } from '@secretaria/shared/nlu/non-customer';
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
    servico: matchCatalog(inPortuguese(text), bookableServicos(ctx)),
    profissional: matchCatalog(text, ctx.profissionais),
    anyone: mentionsAnyone(text),
    yesNo: readYesNo(text),
    personServed: readPersonServed(text),
    asksAdvice: ADVICE.test(folded),
    botQuestion,
  };
}

/** Whether the message says anything about when: a day, a span, a time, a part of the day. */
export function hasWhen(r: Reading): boolean {
  const d = r.dateTime;
  return Boolean(d.date || d.time || d.part || d.dateRange || d.timeRange || d.earliest);
}
