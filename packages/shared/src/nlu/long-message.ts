/**
 * Long messages (issue 24): a voice-note transcript or a paragraph of news with the request
 * somewhere inside ('…mas enfim, o que eu queria mesmo era uma escova sábado de manhã…'). The
 * text is cut into sentences and clauses; those that carry a request (a request verb, a
 * question, an action on the agenda, a price) are kept with the short clauses that complete
 * them (a when, a service, 'se der'), and the stories around them (what happened, who said
 * what, other days and names in passing) are left out. The readers of dates, services and
 * professionals then read the request part only.
 */
import { foldAccents, MAX_READ_CHARS } from './normalize';

/** From this many characters a message is read for its request part. */
export const LONG_MESSAGE_CHARS = 400;

/** Asking for something now: wanting, needing, asking whether one can, acting on the agenda. */
const REQUEST =
  /\b(?:quero|queria|queira|gostaria|gostava|preciso|precisava|precisando|vou querer|quer(?:ia)? ver|da pra|dava pra|daria pra|da para|daria para|consegue|conseguiria|consigo|tem como|teria como|tem jeito|pode(?:ria)?(?: ser)?|posso|poderia|tem horario|tem vaga|tem hora|tem algum|teria algum|teria horario|me encaixa|encaixar|me ve|ve pra mim|ve para mim|marcar|agendar|remarcar|reagendar|desmarcar|cancelar|cancela|desmarca|adiar|antecipar|mudar (?:o|meu|minha|a)|trocar (?:o|meu|minha|a)|passar (?:o|meu|minha|a) (?:horario|hora|agendamento|corte|escova)|quanto (?:custa|fica|sai|ta|esta|cobra|e (?:o|a|que))|qual (?:o|e o) (?:valor|preco)|valor d|preco d)\b/;

/** Wanting or asking in the first person now: outweighs a past tense in the same clause. */
const STRONG_REQUEST =
  /\b(?:quero|queria|gostaria|preciso|precisava|vou querer|da pra|daria pra|da para|tem como|teria como|tem horario|tem vaga|me encaixa|quanto (?:custa|fica|sai|ta|esta|cobra)|qual (?:o|e o) (?:valor|preco))\b/;

/** Telling what happened: past tenses and time words of the past. */
const NARRATIVE =
  /\b(?:fui|foi|fomos|foram|fiz|fez|fizeram|tava|tavam|estava|estavam|estive|esteve|tive|teve|tivemos|ficou|fiquei|ficamos|falou|falei|falaram|disse|disseram|contou|contei|aconteceu|lembro|lembra|chorei|gostei|adorei|amei|levei|passei|ontem|anteontem|semana passada|mes passado|ano passado|naquele dia|outro dia|da ultima vez|na ultima vez|quando eu era)\b/;

/** A clause that only completes the request before it: a when, a preference, a condition. */
const COMPLETES =
  /^(?:e |mas |ou )?(?:de preferencia|preferencia|se (?:der|possivel|tiver|puder)|bem cedo|bem cedinho|cedinho|mais cedo|mais tarde|de manha|a tarde|a noite|no sabado|na segunda|na terca|na quarta|na quinta|na sexta|no domingo|sabado|domingo|segunda|terca|quarta|quinta|sexta|amanha|hoje|depois de amanha|as \d|la pelas|la pra|pelas \d|umas \d|com (?:a|o) [a-z]+|pode ser (?:com|qualquer)|qualquer (?:um|uma|horario))/;

/** Where sentences and clauses break: punctuation, line breaks and the words that turn a story. */
const SENTENCE_BREAK =
  /(?<=[.!?;\n])\s*|\s+(?=(?:mas enfim|enfim|resumindo|resumindo a historia|bom,|entao,|mas entao|o que eu queria|o motivo|o negocio e|a questao e)\b)/;
const CLAUSE_BREAK = /,\s+|\s+(?=(?:porque|pois|por causa|ja que|so que|mas|e ai|ai)\b)/;

/**
 * Clauses that look like a request but are not one now: a reason ('porque no sábado eu quero…'),
 * a constraint ('domingo não posso'), a plan for later ('quando eu voltar eu marco de novo').
 */
const NOT_NOW =
  /^(?:e |mas |que )?(?:porque|pois|ja que|por causa|como (?:eu|ela|ele))\b|\bnao (?:\w+ )?(?:tem como|posso|consigo|da|dava|daria|vou conseguir|vai dar|quero mais)\b|\b(?:quando eu (?:voltar|puder|souber|tiver)|depois eu (?:vejo|marco|entro|falo|chamo)|entro em contato|mais pra frente|mais para frente|outra hora|outro dia eu|vou ver (?:com|o dia)|vejo (?:o dia|depois|com))\b/;

type Piece = { text: string; request: boolean; narrative: boolean; question: boolean };

function pieces(text: string): Piece[] {
  const out: Piece[] = [];
  let story = false;
  for (const sentence of text.split(SENTENCE_BREAK)) {
    const question = /\?\s*$/.test(sentence);
    for (const clause of sentence.split(CLAUSE_BREAK)) {
      const folded = foldAccents(clause.toLowerCase()).trim();
      if (!folded) continue;
      // 'ela ficou falando, que eu preciso…': reported speech goes on with the story.
      const reported: boolean = story && /^que\b/.test(folded);
      const narrative: boolean = NARRATIVE.test(folded) || reported;
      const request: boolean =
        !reported &&
        REQUEST.test(folded) &&
        !NOT_NOW.test(folded) &&
        (!narrative || STRONG_REQUEST.test(folded));
      out.push({ text: clause.trim(), request, narrative, question });
      story = narrative && !request;
    }
  }
  return out;
}

/**
 * The request part of a message: the whole text when it is short; otherwise its sentences and
 * clauses that ask for something, with the short clauses that complete them, joined by '. '.
 * A long message with no request at all is returned whole (the readers then find what they can).
 */
export function requestPart(text: string): string {
  if (text.length <= LONG_MESSAGE_CHARS) return text;
  const all = pieces(text.slice(0, MAX_READ_CHARS));
  const kept: string[] = [];
  let open = false;
  for (const piece of all) {
    const folded = foldAccents(piece.text.toLowerCase()).trim();
    const asks = piece.request || (piece.question && !piece.narrative && !NOT_NOW.test(folded));
    if (asks) {
      kept.push(piece.text);
      open = true;
    } else if (open && !piece.narrative && piece.text.length <= 80 && COMPLETES.test(folded)) {
      kept.push(piece.text);
    } else {
      open = false;
    }
  }
  return kept.length ? kept.map((k) => (/[.!?]$/.test(k) ? k : `${k}.`)).join(' ') : text;
}
