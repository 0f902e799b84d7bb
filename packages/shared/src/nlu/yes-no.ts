/**
 * A yes or a no to the attendant's own question ('Posso confirmar?', 'Quer marcar um horário?'),
 * as customers type it: with typos and stretched letters ('simm', 'siim', 'naao'), repeated
 * ('sim sim', 'não não'), shortened ('s', 'ss', 'ñ'), in slang ('bora', 'fechado', 'nops') or as
 * an emoji (👍, 👍🏻, ❌). Decision 035: the engine reads an answer against its last question
 * before any intent.
 */
import { tokenize } from './normalize';

const YES_WORDS = new Set([
  'sim',
  'pode',
  'isso',
  'confirmo',
  'confirmado',
  'confirmada',
  'confirma',
  'ok',
  'okay',
  'okey',
  'oks',
  'fechado',
  'fechou',
  'bora',
  'partiu',
  'perfeito',
  'claro',
  'certo',
  'beleza',
  'yes',
  'si',
  'sin',
  'positivo',
  'exato',
  'exatamente',
  'combinado',
  'show',
  'top',
  'uhum',
  'aham',
  'ahan',
  'otimo',
  'demorou',
  'firmeza',
  'joia',
  'vamos',
  'vamo',
  'vou',
  'quero',
  'serve',
  'sure',
  'yep',
  'yeah',
  'joinha',
  'certeza',
  'maravilha',
  'tranquilo',
  'legal',
  'blz',
  'dale',
]);

const NO_WORDS = new Set([
  'nao',
  'no',
  'nope',
  'nops',
  'nop',
  'nah',
  'negativo',
  'nem',
  'espera',
  'pera',
  'perai',
  'aguarda',
  'calma',
  'nenhum',
  'nenhuma',
  'nunca',
  'jamais',
  'desisto',
  'desisti',
]);

/** Yes words that are a yes only at the end of an answer ('pode!', 'pode ser', not 'pode me dizer'). */
const AT_CLAUSE_END = new Set([
  'pode',
  'vou',
  'quero',
  'serve',
  'vamos',
  'vamo',
  'certo',
  'legal',
  'show',
  'top',
  'tranquilo',
  'isso',
  'claro',
]);
const closesAnswer = (next: string | undefined) =>
  next === undefined ||
  /^[,.;!?]$/.test(next) ||
  [
    'sim',
    'ser',
    'marcar',
    'confirmar',
    'agendar',
    'mesmo',
    'ai',
    'la',
    'que',
    'nessa',
    'obrigado',
    'obrigada',
    'valeu',
    'joinha',
  ].includes(next);

/** 'Wait' answers: not yet, whatever else is said. */
const WAIT_WORDS = new Set(['espera', 'pera', 'aguarda', 'calma', 'perai']);

/** Every run of a repeated letter said once: 'siiim' → 'sim', 'naaao' → 'nao', 'isso' → 'iso'. */
const squeeze = (w: string) => w.replace(/([a-z])\1+/g, '$1');

/**
 * The yes and no words by their squeezed form, so stretched letters read as the word ('simm',
 * 'siim', 'okkk', 'issoo', 'naum' is a shorthand already). 's' and 'n' ('sss', 'nnn') too.
 */
const SQUEEZED = new Map<string, string>([
  ['s', 'sim'],
  ['n', 'nao'],
  ...[...YES_WORDS, ...NO_WORDS].map((w) => [squeeze(w), w] as [string, string]),
]);

/** The word a token stands for: itself, or the yes/no word it stretches ('simmm' → 'sim'). */
function answerWord(token: string): string {
  if (YES_WORDS.has(token) || NO_WORDS.has(token) || !/([a-z])\1/.test(token)) return token;
  return SQUEEZED.get(squeeze(token)) ?? token;
}

/** Emoji that answer: a thumbs up (any skin tone), OK hand, check marks; a thumbs down, a cross. */
const YES_EMOJI = /\u{1F44D}|\u{1F44C}|\u2705|\u{1F197}|\u2714|\u2611/gu;
const NO_EMOJI = /\u{1F44E}|\u274C|\u{1F6AB}|\u2716|\u{1F645}/gu;

/**
 * The answer to a yes/no question ('Posso confirmar sexta às 15h?'): 'sim', 's', 'simm', 'pode',
 * 'pode ser', 'isso', 'ok', 'fechado', 'bora', '👍' → yes; 'não', 'n', 'ñ', 'nops', 'melhor
 * não', 'espera', 'deixa' → no; null when the message answers neither.
 */
export function readYesNo(text: string): 'yes' | 'no' | null {
  const prepared = text.replace(YES_EMOJI, ' joinha ').replace(NO_EMOJI, ' nao ');
  const t = tokenize(prepared).map(answerWord);
  const clause = (i: number) => t.slice(0, i).filter((w) => /^[,.;!?]$/.test(w)).length;
  const text1 = ` ${t.join(' ')} `;
  if (
    / (nao tem problema|sem problemas?|nao ha problema|por que nao|pq nao|porque nao) /.test(text1)
  ) {
    return 'yes';
  }
  if (
    / (claro que nao|deixa para (la|depois|outra hora)|deixa quieto|mudei de ideia|nada nao|esquece) /.test(
      text1,
    )
  ) {
    return 'no';
  }
  if (/^ (nada|so isso|e so isso|era so isso)( [,.!]| obrigad[oa])* $/.test(text1)) return 'no';
  let yesAt = -1;
  let noAt = -1;
  for (let i = 0; i < t.length; i += 1) {
    const w = t[i]!;
    if (WAIT_WORDS.has(w)) return 'no';
    // 'deixa', 'deixa!': let it be; 'deixa marcado' is not a no.
    const isNo = NO_WORDS.has(w) || (w === 'deixa' && closesAnswer(t[i + 1]) && t[i + 1] !== 'sim');
    if (isNo && noAt < 0) {
      // 'não sei' and 'não entendi' answer nothing.
      if (w === 'nao' && ['sei', 'entendi', 'lembro', 'entendo'].includes(t[i + 1] ?? '')) continue;
      noAt = i;
    }
    if (YES_WORDS.has(w) && yesAt < 0 && (!AT_CLAUSE_END.has(w) || closesAnswer(t[i + 1]))) {
      yesAt = i;
    }
  }
  if (t.length === 1 && t[0] === '1') return 'yes';
  if (t.length === 1 && t[0] === '2') return 'no';
  if (noAt < 0 && yesAt < 0) return null;
  if (noAt < 0) return 'yes';
  if (yesAt < 0) return 'no';
  // 'não pode', 'não quero', 'melhor não': a no said around a yes word in the same clause.
  if (clause(noAt) === clause(yesAt)) return 'no';
  return noAt < yesAt ? 'no' : 'yes';
}

/**
 * 'não, esse não', 'não é esse', 'é o outro': the customer says the attendant has the wrong one
 * (of their appointments, of the options) rather than declining.
 */
export function readNotThisOne(text: string): boolean {
  const t = ` ${tokenize(text).map(answerWord).join(' ')} `;
  return / (esse|essa|este|esta|desse|dessa) nao | nao (e |eh |era )?(esse|essa|este|esta|desse|dessa) | (o|a|e o|e a|era o|era a) outr[oa] | outro horario /.test(
    t,
  );
}
