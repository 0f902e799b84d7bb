import MiniSearch from 'minisearch';
import { stemmer } from '@orama/stemmers/portuguese';
import { stopwords as PT_STOPWORDS } from '@orama/stopwords/portuguese';
import { closestWord, foldAccents } from './normalize';

/**
 * The owner's knowledge base read as entries and searched per question: lexical retrieval
 * (MiniSearch's BM25) over pt-BR snowball stems of accent-folded words, so 'estacionar' meets
 * 'Estacionamento', 'cartao' meets 'Cartão' and 'parcela' meets 'parcelamos'. The engine asks
 * each question of a message separately and answers with the entries that cover it, never the
 * whole base (docs/decisions/036).
 */

/** One line of the base ('Pagamento: aceitamos Pix'), or a heading with the bullets under it. */
export type KnowledgeEntry = {
  id: number;
  /** The FIELD of a 'FIELD: VALUE' line (spec §2: lines of that form), if it has one. */
  field: string | null;
  /** The entry as the owner wrote it (bullet marks removed). */
  text: string;
  /** What the attendant says: the value alone when it already names its field, else the line. */
  answer: string;
};

export type KnowledgeHit = {
  entry: KnowledgeEntry;
  score: number;
  /** The question's terms (stems) this entry contains. */
  matched: string[];
  /** matched / the question's content terms. */
  coverage: number;
};

/** CustomerConversa words that carry no topic ('vcs', 'aí', 'pq'), beside the Portuguese stop-word list. */
const CHAT_STOPWORDS = [
  'vc',
  'vcs',
  'voce',
  'voces',
  'ce',
  'ces',
  'q',
  'pq',
  'porque',
  'tb',
  'tbm',
  'ai',
  'aqui',
  'la',
  'ali',
  'ta',
  'to',
  'ne',
  'oi',
  'ola',
  'ok',
  'sim',
  'nao',
  'pra',
  'pro',
  'pros',
  'pras',
  'gente',
  'bom',
  'boa',
  'tudo',
  'bem',
  'favor',
  'obrigado',
  'obrigada',
  'por',
  'ja',
  'algum',
  'alguma',
  'tipo',
  'coisa',
  'sobre',
];

const STOP = new Set([...PT_STOPWORDS.map((w) => foldAccents(w)), ...CHAT_STOPWORDS]);

/**
 * Words of the question's frame, not of its topic ('vocês fazem…?', 'tem como…?', 'queria saber
 * se…'): they still match entries, but never make a knowledge answer win over the data.
 */
const FRAME_WORDS =
  'fazer faz fazem fazemos fazes tem ter temos tenho possui possuem oferece oferecem pode podem posso poderia da dar queria quero gostaria saber informar informacao pergunta duvida existe trabalha trabalham atende atendem mesmo mais algum'.split(
    ' ',
  );

/**
 * What the engine answers from its own data, by topic: words that, in a question, the catalogue,
 * the location or the availability already answer ('quanto custa', 'onde fica', 'que horas abre',
 * 'domingo'). A knowledge entry wins over the data only on a word outside these.
 */
export const DATA_TOPIC_WORDS = {
  precos:
    'preco precos valor valores custa custam custar quanto quantos cobra cobram cobrar tabela caro barato reais real',
  endereco:
    'endereco onde fica ficam localizacao localizado localizada local lugar chegar chego perto proximo rua avenida bairro mapa maps localiza',
  horario_funcionamento:
    'horario horarios hora horas abre abrem abrir aberto aberta abertos fecha fecham fechar fechado fechada funciona funcionam funcionamento atendimento expediente dia dias hoje amanha semana segunda terca quarta quinta sexta sabado domingo feira feriado feriados manha tarde noite cedo almoco ate',
  servicos:
    'servico servicos procedimento procedimentos tratamento tratamentos lista opcoes cardapio catalogo',
} as const;

/** A word's search term: lower case, accents folded, plural nasal endings joined, snowball stem. */
export function knowledgeTerm(word: string): string | null {
  const folded = foldAccents(word.toLowerCase()).replace(/[^a-z0-9]/g, '');
  if (folded.length < 2 || STOP.has(folded)) return null;
  if (/^\d+$/.test(folded)) return folded;
  // 'cartões'/'cartão', 'pães'/'pão' fold to one form before stemming ('cartoes' → 'cartao').
  const joined = folded.length > 4 ? folded.replace(/(?:oes|aes)$/, 'ao') : folded;
  return stemmer(joined);
}

const stemSet = (words: string) =>
  new Set(
    words
      .split(/\s+/)
      .map(knowledgeTerm)
      .filter((t): t is string => t !== null),
  );

const FRAME_TERMS = stemSet(FRAME_WORDS.join(' '));
const DATA_TERMS = stemSet(Object.values(DATA_TOPIC_WORDS).join(' '));

/** The content terms of a text: stems of its words, stop-words left out, in order, once each. */
export function contentTerms(text: string): string[] {
  const words = text.split(/[^\p{L}\p{N}]+/u);
  const terms = words.map(knowledgeTerm).filter((t): t is string => t !== null);
  return [...new Set(terms)];
}

/**
 * The terms of a question that name its topic beyond what the engine's data answers: not frame
 * words, not price/address/hours words, not the names in `explained` (the catalogue's services
 * and professionals, as contentTerms of their names).
 */
export function topicTerms(text: string, explained: ReadonlySet<string> = new Set()): string[] {
  return contentTerms(text).filter(
    (t) => !FRAME_TERMS.has(t) && !DATA_TERMS.has(t) && !explained.has(t),
  );
}

/** Entries of the base: one per line; a line ending in ':' heads the bullet lines under it. */
export function parseKnowledgeBase(kb: string): KnowledgeEntry[] {
  const lines = kb
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  const blocks: string[] = [];
  let heading: { text: string; items: string[] } | null = null;
  const flush = () => {
    if (heading) blocks.push([heading.text, ...heading.items].join('\n'));
    heading = null;
  };
  for (const line of lines) {
    const bullet = /^[-•*–]\s*/.test(line);
    const clean = line.replace(/^[-•*–]\s*/, '');
    if (heading && bullet) {
      heading.items.push(`• ${clean}`);
      continue;
    }
    flush();
    if (/:\s*$/.test(clean)) heading = { text: clean, items: [] };
    else blocks.push(clean);
  }
  flush();
  return blocks.map((text, id) => {
    const m = /^([^:\n]{2,40}):\s+(\S[^]*)$/.exec(text);
    const field = m?.[1]?.trim() ?? null;
    const value = m?.[2]?.trim() ?? text;
    // 'Progressiva: Não fazemos progressiva.' says itself without its field; 'Wi-fi: senha1234'
    // needs it.
    const valueTerms = new Set(contentTerms(value));
    const selfNamed = field !== null && contentTerms(field).every((t) => valueTerms.has(t));
    const answer = field && selfNamed ? value : text;
    return { id, field, text, answer: answer.charAt(0).toUpperCase() + answer.slice(1) };
  });
}

type Indexed = {
  entries: KnowledgeEntry[];
  search: MiniSearch<{ id: number; text: string }>;
  /** The base's words (folded), to read a typo as the word it stands for. */
  words: string[];
  terms: Set<string>;
};
const INDEX_CACHE = new Map<string, Indexed>();
const INDEX_CACHE_MAX = 64;

const foldedWords = (text: string) =>
  foldAccents(text.toLowerCase())
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** The base indexed once per text (a business edits it rarely; turns read it often). */
function indexOf(kb: string): Indexed {
  const cached = INDEX_CACHE.get(kb);
  if (cached) return cached;
  const entries = parseKnowledgeBase(kb);
  const search = new MiniSearch<{ id: number; text: string }>({
    fields: ['text'],
    processTerm: (term) => knowledgeTerm(term),
    searchOptions: { combineWith: 'OR' },
  });
  search.addAll(entries.map((e) => ({ id: e.id, text: e.text })));
  const words = [...new Set(foldedWords(kb))].filter((w) => w.length >= 4);
  const terms = new Set(words.map(knowledgeTerm).filter((t): t is string => t !== null));
  if (INDEX_CACHE.size >= INDEX_CACHE_MAX) {
    const oldest = INDEX_CACHE.keys().next().value;
    if (oldest !== undefined) INDEX_CACHE.delete(oldest);
  }
  const indexed = { entries, search, words, terms };
  INDEX_CACHE.set(kb, indexed);
  return indexed;
}

/**
 * The entries that answer one question, best first. Only the question's topic counts: its content
 * words less the frame ('vocês fazem…'), the words the engine's data answers (prices, address,
 * hours) and `explained` (the catalogue's names, as knowledgeTerm stems). Each entry must hold at
 * least half of the topic terms (two at least when there are four or more); a typo in a long word
 * is read as the base's word it stands for ('estacionamnto'). At most `limit` entries: never the
 * whole base.
 */
export function searchKnowledge(
  kb: string | null | undefined,
  question: string,
  { limit = 2, explained = new Set() }: { limit?: number; explained?: ReadonlySet<string> } = {},
): KnowledgeHit[] {
  if (!kb?.trim()) return [];
  const index = indexOf(kb);
  const topic = new Map<string, string>();
  for (const word of foldedWords(question)) {
    let term = knowledgeTerm(word);
    if (term === null || FRAME_TERMS.has(term) || DATA_TERMS.has(term)) continue;
    if (!index.terms.has(term)) {
      const near = closestWord(word, index.words);
      const nearTerm = near ? knowledgeTerm(near) : null;
      if (nearTerm) term = nearTerm;
    }
    if (!explained.has(term) && !topic.has(term)) topic.set(term, word);
  }
  if (!topic.size) return [];
  // The stems themselves are searched: processTerm must leave them as they are.
  const found = index.search.search([...topic.keys()].join(' '), {
    processTerm: (t) => t,
  });
  const needed = topic.size >= 4 ? Math.max(2, Math.ceil(topic.size / 2)) : 1;
  const hits: KnowledgeHit[] = [];
  for (const res of found) {
    const entry = index.entries[res.id as number];
    if (!entry) continue;
    const matched = [...new Set(res.queryTerms)].filter((t) => topic.has(t));
    const coverage = matched.length / topic.size;
    if (matched.length < needed || coverage < 0.5) continue;
    hits.push({ entry, score: res.score, matched, coverage });
  }
  hits.sort((a, b) => b.coverage - a.coverage || b.score - a.score);
  const best = hits[0];
  if (!best) return [];
  // A second entry only when it is nearly as good and covers a term the first does not.
  return hits
    .filter(
      (h, i) =>
        i === 0 ||
        (h.coverage >= best.coverage * 0.75 && h.matched.some((t) => !best.matched.includes(t))),
    )
    .slice(0, limit);
}

/** Words that open a new question after ' e ' ('qual o endereço e tem estacionamento?'). */
const QUESTION_START =
  /^(?:tem|teria|qual|quais|quanto|quantos|quantas|onde|como|quando|aceita[m]?|voces?|vcs?|fazem|faz|funciona[m]?|abre[m]?|fecha[m]?|pode|podem|da pra|precisa|existe|posso|atende[m]?|e o|e a)\b/;

/**
 * The questions of a message, one per clause: split at '?', '!', '.', ';' and line breaks, and at
 * ' e ' when a new question starts after it ('aceita pix? e cartão parcela?' → 'aceita pix',
 * 'cartao parcela'); lower case, accents folded. Leading 'e', 'mas', 'ah' are dropped. At most
 * 20 clauses.
 */
export function splitQuestions(text: string): { text: string; asks: boolean }[] {
  const out: { text: string; asks: boolean }[] = [];
  const re = /([^?!.;\n]+)([?!.;\n]*)/g;
  for (const m of text.matchAll(re)) {
    const body = m[1] ?? '';
    const asks = (m[2] ?? '').includes('?');
    // Cut at ' e ' where a new question starts after it (the text is folded: the readers fold
    // it anyway).
    const pieces: string[] = [];
    for (const part of foldAccents(body.toLowerCase()).split(/\s+e\s+/)) {
      const last = pieces.length - 1;
      if (last >= 0 && !QUESTION_START.test(part.trim())) pieces[last] += ` e ${part}`;
      else pieces.push(part);
    }
    for (const piece of pieces) {
      const clean = piece
        .trim()
        .replace(/^(?:e|mas|ah|ahh|eh|e tambem|tambem)\s+/i, '')
        .trim();
      if (clean) out.push({ text: clean, asks: asks || looksLikeQuestion(clean) });
    }
    if (out.length >= 20) break;
  }
  return out.slice(0, 20);
}

/** A clause phrased as a question even without its '?' ('tem estacionamento ai perto'). */
export function looksLikeQuestion(clause: string): boolean {
  const folded = foldAccents(clause.toLowerCase()).trim();
  return /^(?:(?:e |mas )?(?:voces?|vcs?|ces?) )?(?:tem|teria|qual|quais|quanto|quantos|onde|como|quando|aceita[m]?|fazem|faz|funciona[m]?|abre[m]?|fecha[m]?|pode|podem|da pra|existe|atende[m]?|trabalha[m]?|cobra[m]?|precisa)\b/.test(
    folded,
  );
}

/**
 * A closing that leaves the conversation open ('vou pensar', 'depois te falo', 'volto a falar
 * mais perto da data', 'vou ver e te aviso'): acknowledged, never answered with data.
 */
const CLOSING =
  /\b(?:vou (?:pensar|pensa|ver (?:direitinho|certinho|aqui|com|e|ainda|melhor|minha agenda)|decidir|conversar com|falar com (?:meu|minha)|consultar (?:meu|minha|a agenda))|(?:deixa|deixe) (?:eu )?(?:pensar|ver)|depois (?:eu )?(?:te |lhe |vos )?(?:falo|aviso|chamo|retorno|respondo|confirmo|vejo|marco|mando)|mais tarde (?:eu )?(?:te )?(?:falo|aviso|chamo|retorno|confirmo|vejo)|(?:volto|retorno) a? ?(?:falar|entrar em contato|chamar|conversar)|(?:eu )?(?:te|lhe) (?:aviso|falo|retorno|chamo|confirmo)(?: depois| mais tarde| mais perto| quando| assim que|$)|qualquer coisa (?:eu )?(?:te |lhe )?(?:chamo|aviso|falo|retorno)|mais perto da data|por enquanto (?:e so|so isso|nao|e isso)|outra hora (?:eu )?(?:marco|falo|vejo|chamo)|quando (?:eu )?(?:souber|decidir|tiver certeza|resolver)|ainda nao sei|vou ficar de ver)/;

/**
 * Whether the whole message is a closing: every clause a closing, a thanks, an 'ok' or a greeting,
 * and at least one a closing. 'vou pensar, quanto custa a barba?' is not: the question is answered.
 */
export function isClosing(text: string): boolean {
  const clauses = foldAccents(text.toLowerCase())
    .split(/[?!.;,\n]+/)
    .map((c) => c.trim())
    .filter(Boolean);
  if (!clauses.length || clauses.length > 6) return false;
  let closing = false;
  for (const clause of clauses) {
    if (CLOSING.test(clause)) {
      closing = true;
      // A closing that also asks or books ('vou pensar mas quanto custa') is not only a closing.
      if (/\b(?:quanto|qual|quais|onde|que horas|\?)\b/.test(clause)) return false;
      continue;
    }
    if (
      /^(?:(?:ok|okay|ta|tá|beleza|blz|certo|entendi|ah|ahh|hmm|hum|tudo bem|ta bom|ta otimo|otimo|perfeito|combinado|show|legal|bom|entao|sim|nao|oi|obrigad[oa]|obg|valeu|vlw|grat[oa]|brigad[oa]|muito obrigad[oa]|tchau|ate mais|ate logo|abracos?|bjs|beijos?|boa (?:tarde|noite)|bom dia|\p{Extended_Pictographic}|\s)+)$/u.test(
        clause,
      )
    ) {
      continue;
    }
    return false;
  }
  return closing;
}

/** 'abre feriado?', 'funcionam nos feriados?': the hours answer names the next holiday. */
export function asksAboutHolidays(text: string): boolean {
  return /\bferiados?\b/.test(foldAccents(text.toLowerCase()));
}
