/**
 * Phrases the attendant's engine and the reminder readers look for in a customer's message,
 * beyond intents and entities (issue 24: all language matching lives in nlu). Most read the
 * folded text (lower case, accents removed: `foldText`); the bare-answer ones read the raw text.
 */
import { foldAccents } from './normalize';

/** Lower case, accents removed: the text these readers match on. */
export const foldText = (text: string) => foldAccents(text.toLowerCase());

/** Words that ask for advice the attendant must not give (medical, legal, financial). */
const ADVICE =
  /\b(remedio|medicamento|dose|dosagem|receita medica|diagnostic|sintoma|tomar (o |a )?(remedio|antibiotico)|posso tomar|e grave|processo judicial|advogad|investir|investimento|emprestimo)\w*/;
export const asksAdvice = (folded: string) => ADVICE.test(folded);

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
/** The message with English and Spanish service words in Portuguese. */
export const serviceWordsInPortuguese = (text: string) =>
  SERVICE_WORDS.reduce((t, [pattern, word]) => t.replace(pattern, word), text);

/** 'vou me atrasar', 'chego em 10 min', 'vou chegar atrasada'. */
const LATE = /\b(atras(ar|ado|ada|ando|o)|chego (em|daqui|as)|vou chegar)\b/;
export const saysRunningLate = (folded: string) => LATE.test(folded);

/** Only emoji (skin tones too), spaces and '!'/'.': an acknowledgement ('👍', '👍🏻!'). */
export const isOnlyEmoji = (text: string) =>
  /^(?:\s|\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u200d|\ufe0f|[!.])+$/u.test(text);

/** 'e a barba?', 'e pra criança?': a follow-up to the last answer. */
export const isFollowUpAnd = (folded: string) =>
  /^\s*e\s+(o|a|os|as|do|da|pra|para)?\b/.test(folded);

/** Says the word 'confirm…' or 'presença': asks to confirm an appointment, not just 'ok'. */
export const saysConfirmWord = (folded: string) => /confirm|presenc/.test(folded);

/** 'quanto tempo demora?', 'dura quanto?': asks how long a service takes. */
export const asksDuration = (folded: string) =>
  /\b(quanto tempo|demora|duracao|dura quanto|leva quanto|tempo de duracao)\b/.test(folded);

// Answers to offered slots (pending.ts).

/** 'outro dia', 'outra semana': other days than the ones offered. */
export const asksOtherDay = (folded: string) =>
  /\b(outro dia|outros dias|outra data|outra semana|dia diferente)\b/.test(folded);
/** 'mais cedo', 'antes disso': earlier than the ones offered. */
export const asksEarlier = (folded: string) =>
  /\b(mais cedo|antes disso|antes desses?|mais de manha)\b/.test(folded);
/** 'mais tarde', 'tem outros?': later than, or other than, the ones offered. */
export const asksLater = (folded: string) =>
  /\b(mais tarde|depois disso|depois desses?|mais pro fim|outros? horarios?|outras opcoes|mais opcoes|tem outros?)\b/.test(
    folded,
  );
/** 'qualquer horário', 'tanto faz': any of the options. */
export const acceptsAnyOption = (folded: string) =>
  /\b(qualquer (horario|hora|opcao|dia)|tanto faz|pode ser qualquer)\b/.test(folded);
/** 'qualquer um': anyone (of the professionals), or any option. */
export const saysAnyOne = (folded: string) => /\bqualquer (um|uma)\b/.test(folded);
/** 'prefiro outro', 'nenhum', 'não serve': none of the options. */
export const rejectsOptions = (folded: string) =>
  /\b(prefiro outro|nenhum|nenhuma|nao serve|nao da|nao posso)\b/.test(folded);

// Answers to a reminder (lembrete-reply.ts) and picks from a numbered list.

/** The reminder's own answers: a bare '1' or '2' (also read without a reminder in context). */
export const ANSWER_ONE = /^\s*1\W*$/;
export const ANSWER_TWO = /^\s*2\W*$/;
/** A bare '1' or '2'. */
export const isOneOrTwo = (text: string) => /^\s*[12]\W*$/.test(text);
/** Confirming in words: 'confirmo', 'vou sim', 'estarei lá', 'pode confirmar', 'tô indo'. */
const CONFIRMS =
  /\b(confirm\w*|vou sim|sim,? vou|estarei( la)?|vou estar( la)?|pode confirmar|to indo|estou indo|vou comparecer|presenca confirmada|com certeza vou)\b/;
export const confirmsInWords = (folded: string) => CONFIRMS.test(folded);
/** Declining in words: 'não vou', 'cancela', 'não posso ir', 'desmarca'. */
const DECLINES =
  /\b(cancel\w*|desmarc\w*|nao vou|nao poderei|nao posso( ir| comparecer)?|nao consigo( ir)?|nao vai dar|nao da pra ir|nao irei)\b/;
export const declinesInWords = (folded: string) => DECLINES.test(folded);

/** A bare number ('2', '3.', '1)') picking from a numbered list, or null. */
export function listNumber(text: string): number | null {
  const n = /^\s*(\d{1,2})\s*[.)!]?\s*$/.exec(text)?.[1];
  return n ? Number(n) : null;
}
/** 'o primeiro', 'a segunda', 'o último': an index into a list of `length`, or null. */
export function listOrdinal(folded: string, length: number): number | null {
  const ordinal = /\b(primeir|segund|terceir|ultim)/.exec(folded)?.[1];
  if (!ordinal) return null;
  return { primeir: 0, segund: 1, terceir: 2, ultim: length - 1 }[ordinal] ?? null;
}

// Automatic messages: stop, resume, erase my data.

export type OptCommand = 'parar' | 'voltar';

const STOP_ALONE =
  /^(parar|pare|para|sair|stop|descadastrar|cancelar (as )?(mensagens|lembretes|avisos))$/;
const STOP_PHRASE =
  /\b(nao quero (mais )?(receber )?(essas |estas |as )?(mensagens|lembretes|avisos|notificacoes)|(para|parar|pare|parem) de (me )?(mandar|enviar) (mensagens|lembretes|avisos)|nao (me )?(mande|mandem|envie|enviem) mais (mensagens|lembretes|avisos)|remover? (o )?meu numero (da lista)?)\b/;
const BACK_ALONE = /^(voltar|volta|voltar a receber)$/;
const BACK_PHRASE =
  /\bquero (voltar a )?receber (os |as )?(mensagens|lembretes|avisos)( de novo| novamente)?\b/;

const plainWords = (text: string) =>
  foldAccents(text.toLowerCase())
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Whether a customer's message asks to stop or to resume the business's automatic messages
 * (reminders and notices): 'PARAR', 'sair', 'não quero mais mensagens'; 'VOLTAR'. A message
 * that says more than that (a 'para' inside a sentence) is left to the attendant.
 */
export function optCommand(text: string): OptCommand | undefined {
  const f = plainWords(text);
  if (!f || f.length > 120) return undefined;
  if (STOP_ALONE.test(f) || STOP_PHRASE.test(f)) return 'parar';
  if (BACK_ALONE.test(f) || BACK_PHRASE.test(f)) return 'voltar';
  return undefined;
}

const ERASE_VERB =
  '(apagar|apague|apaguem|apagarem|excluir|exclua|excluam|excluirem|deletar|delete|deletem|remover|remova|removam|eliminar|eliminem)';
const ERASE_PHRASE = new RegExp(
  `\\b${ERASE_VERB} (todos )?(os )?(meus|meu) (dados|cadastro)( pessoais)?\\b`,
);
const LGPD = /\blgpd\b/;

/**
 * Whether a customer's message asks the business to erase their data (LGPD art. 18):
 * 'apagar meus dados', 'excluir meus dados', 'quero que apaguem meus dados', 'LGPD'.
 */
export function isEraseRequest(text: string): boolean {
  const f = plainWords(text);
  if (!f || f.length > 200) return false;
  return ERASE_PHRASE.test(f) || LGPD.test(f);
}
