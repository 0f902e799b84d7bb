// npm run -s nlu < messages.jsonl: one reading per line of input, through understand() exactly.
// In:  {"id", "text", "now"?: ISO instant (default: the current time), "timezone"?: IANA zone
//      (default America/Sao_Paulo)}
// Out: {"id", "intent", "also", "date", "time", "part", "range"}, or {"id", "error"} in pt-BR for a
//      line that cannot be read; the lines after it are still answered.
import { createInterface } from 'node:readline';
import { understand } from '@secretaria/shared/nlu/understand';
import { instantToLocal } from '@secretaria/shared/zoned-time';

const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

type Id = string | number | null;

function answer(line: string): Record<string, unknown> {
  let input: unknown;
  try {
    input = JSON.parse(line);
  } catch {
    return { id: null, error: 'A linha não é um JSON válido.' };
  }
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { id: null, error: 'A linha deve ser um objeto JSON com "id" e "text".' };
  }
  const fields = input as Record<string, unknown>;
  const id: Id = typeof fields.id === 'string' || typeof fields.id === 'number' ? fields.id : null;
  if (typeof fields.text !== 'string') {
    return { id, error: 'O campo "text" é obrigatório e deve ser um texto.' };
  }
  let now = new Date();
  if (fields.now !== undefined) {
    now = typeof fields.now === 'string' ? new Date(fields.now) : new Date(Number.NaN);
    if (Number.isNaN(now.getTime())) {
      return { id, error: 'O campo "now" deve ser um instante ISO 8601 válido.' };
    }
  }
  const timeZone = fields.timezone === undefined ? DEFAULT_TIME_ZONE : fields.timezone;
  if (typeof timeZone !== 'string') {
    return { id, error: 'O campo "timezone" deve ser um fuso horário IANA.' };
  }
  let local: { dia: string; hora: string };
  try {
    local = instantToLocal(now, timeZone);
  } catch {
    return { id, error: `Fuso horário desconhecido: ${timeZone}.` };
  }
  try {
    const u = understand(fields.text, { today: local.dia, now: local.hora });
    return {
      id,
      intent: u.intent,
      also: u.also,
      date: u.date,
      time: u.time,
      part: u.part,
      range: u.range,
    };
  } catch {
    return { id, error: 'Não foi possível ler esta mensagem.' };
  }
}

const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
for await (const line of lines) {
  if (line.trim() === '') continue;
  process.stdout.write(`${JSON.stringify(answer(line))}\n`);
}
