import { foldAccents } from '@secretaria/shared/nlu/normalize';
import { claimsIn, rowShows, type VerifiedRow } from '../engine/guard';
import type { Effect } from '../engine/tools';

export type ReplyProblem = 'claim-without-change' | 'promise-to-check' | 'not-portuguese' | 'empty';

/** 'vou verificar e já te falo', 'um momento', 'deixa eu ver': a reply that answers nothing yet. */
const PROMISE =
  /\b(vou (verificar|checar|conferir|consultar|olhar|ver (aqui|isso|a agenda|os horarios|e))|deixa(-| )?me (ver|verificar|checar)|deixa eu (ver|verificar|checar|olhar)|ja (te )?(retorno|volto|respondo|falo|aviso)|te (retorno|aviso|falo) (em|ja|assim)|(aguarde|so) um (momento|instante|minuto|minutinho)|um momento,? por favor)\b/;

const ENGLISH = new Set(
  'the and you your is are will would can could please thanks thank appointment available book booked schedule scheduled sorry let me check for with have what when which time today tomorrow'.split(
    ' ',
  ),
);
const PORTUGUESE = new Set(
  'o a os as e de do da você voce seu sua é esta está para com tem que quando qual horário horario hoje amanhã amanha obrigado obrigada agendado posso por favor não nao sim um uma'.split(
    ' ',
  ),
);

/** Whether a reply reads as English (a model that drifted out of pt-BR), by common words. */
export function looksEnglish(text: string): boolean {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  let en = 0;
  let pt = 0;
  for (const w of words) {
    if (ENGLISH.has(w)) en++;
    if (PORTUGUESE.has(w)) pt++;
  }
  return en >= 3 && en > pt * 2;
}

export const promisesToCheck = (text: string) => PROMISE.test(foldAccents(text.toLowerCase()));

/**
 * What is wrong with a model's final reply, checked against the database: a claimed booking,
 * move, cancellation or confirmation that no tool of this turn made (and the row does not show),
 * a promise to check later, a reply not in Portuguese. Undefined when it may be sent.
 */
export async function replyProblem(
  text: string,
  effects: Effect[],
  verify: (effect: Effect) => Promise<VerifiedRow | undefined>,
): Promise<ReplyProblem | undefined> {
  if (!text.trim()) return 'empty';
  const claimed = claimsIn(text);
  if (claimed.length) {
    const proven = new Set<Effect['kind']>();
    for (const effect of effects) {
      if (rowShows(effect, await verify(effect))) proven.add(effect.kind);
    }
    if (claimed.some((kind) => !proven.has(kind))) return 'claim-without-change';
  }
  if (promisesToCheck(text)) return 'promise-to-check';
  if (looksEnglish(text)) return 'not-portuguese';
  return undefined;
}

/** What the model is told once before its reply is given up for the rules' one. */
export const NUDGES: Record<ReplyProblem, string> = {
  'claim-without-change':
    'Sua resposta diz que algo foi agendado, remarcado, cancelado ou confirmado, mas nenhuma ferramenta fez isso nesta conversa. Use a ferramenta (depois da confirmação do cliente) ou responda sem afirmar a mudança.',
  'promise-to-check':
    'Não prometa verificar depois: use as ferramentas agora e responda com o resultado.',
  'not-portuguese': 'Responda em português do Brasil.',
  empty: 'Sua resposta veio vazia. Responda ao cliente em português do Brasil.',
};
