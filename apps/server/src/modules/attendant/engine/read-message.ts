import { readDateTime, type DateTimeReading } from '@secretaria/shared/nlu/datetime';
import {
  matchCatalog,
  mentionsAnyone,
  readPersonServed,
  readYesNo,
  type CatalogMatch,
} from '@secretaria/shared/nlu/entities';
import { classifyIntents, type Intent } from '@secretaria/shared/nlu/intents';
import { asksAdvice, serviceWordsInPortuguese } from '@secretaria/shared/nlu/phrases';
import { bookableServicos } from './info';
import type { TurnContext } from './turn-context';

/** Everything the engine reads from one burst of customer text, against this instance's data. */
export type Reading = {
  text: string;
  folded: string;
  intent: Intent;
  intents: Set<Intent>;
  /** How sure the intent reading is, in [0, 1] (decision 034). */
  confidence: number;
  dateTime: DateTimeReading;
  servico: CatalogMatch;
  profissional: CatalogMatch;
  anyone: boolean;
  yesNo: 'yes' | 'no' | null;
  personServed: string | null;
  asksAdvice: boolean;
};

export function readMessage(ctx: TurnContext, text: string): Reading {
  const { intent, also, confidence } = classifyIntents(text);
  const folded = text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  return {
    text,
    folded,
    intent,
    intents: new Set([intent, ...also]),
    confidence,
    dateTime: readDateTime(text, { today: ctx.today, now: ctx.time }),
    servico: matchCatalog(serviceWordsInPortuguese(text), bookableServicos(ctx)),
    profissional: matchCatalog(text, ctx.profissionais),
    anyone: mentionsAnyone(text),
    yesNo: readYesNo(text),
    personServed: readPersonServed(text),
    asksAdvice: asksAdvice(folded),
  };
}

/** Whether the message says anything about when: a day, a span, a time, a part of the day. */
export function hasWhen(r: Reading): boolean {
  const d = r.dateTime;
  return Boolean(d.date || d.time || d.part || d.dateRange || d.timeRange || d.earliest);
}
