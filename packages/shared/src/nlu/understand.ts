/**
 * One reading of a customer's message (decision 014 §1): its intents and the day and time it
 * names. The attendant's engine and `npm run -s nlu` both go through here, so what the benchmark
 * measures is what customers get.
 */
import { readDateTime, toCliRange, type DateTimeReading, type DateTimeRef } from './datetime';
import { classifyIntents, INTENT_CONFIDENCE_THRESHOLD, intentTokens, type Intent } from './intents';

export type Understanding = {
  intent: Intent;
  also: Intent[];
  date: string | null;
  time: string | null;
  part: DateTimeReading['part'];
  /** A span of days when one was said, else a window of the clock ('entre 14h e 16h'). */
  range: { from: string; to: string } | null;
  dateTime: DateTimeReading;
};

/** 'até amanhã', 'até segunda': a farewell names a day without asking for one. */
const FAREWELL =
  /(^| )ate (amanha|segunda|terca|quarta|quinta|sexta|sabado|domingo|mais|logo|la)( |$)/;

export function understand(text: string, ref: DateTimeRef): Understanding {
  const reading = classifyIntents(text);
  const dateTime = readDateTime(text, ref);
  let { intent } = reading;
  const also = [...reading.also];
  // 'amanhã às 15h?', 'de manhã', 'o quanto antes' with nothing else: a when asked for is a
  // booking (or the booking's next answer). Only where the classifier is unsure it is `outro`:
  // 'a esmaltação descascou em 3 dias' read as `outro` with confidence names a day in passing.
  const namesWhen =
    dateTime.date !== null ||
    dateTime.time !== null ||
    dateTime.dateRange !== null ||
    dateTime.timeRange !== null ||
    dateTime.part !== null ||
    dateTime.earliest;
  if (
    intent === 'outro' &&
    reading.confidence < INTENT_CONFIDENCE_THRESHOLD &&
    namesWhen &&
    !FAREWELL.test(intentTokens(text).join(' '))
  ) {
    intent = 'agendar';
  }
  return {
    intent,
    also,
    date: dateTime.date,
    time: dateTime.time,
    part: dateTime.part,
    range: toCliRange(dateTime),
    dateTime,
  };
}
