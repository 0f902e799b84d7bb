import { describe, expect, it } from 'vitest';
import {
  contentTerms,
  isClosing,
  knowledgeTerm,
  parseKnowledgeBase,
  searchKnowledge,
  splitQuestions,
  topicTerms,
} from './knowledge';

/** A salon's base as an owner writes it: FIELD: VALUE lines, one heading with bullets. */
const KB = [
  'Progressiva: Não fazemos progressiva.',
  'Pagamento: aceitamos Pix e dinheiro. Não aceitamos cheque.',
  'Cartão: crédito e débito; parcelamos em até 3x sem juros acima de R$ 150.',
  'Estacionamento: tem estacionamento conveniado na rua de trás, 1 hora grátis.',
  'Crianças: atendemos crianças a partir de 2 anos, com um responsável.',
  'Wi-fi: a senha é salao2024.',
  'Animais: não é permitido entrar com animais, exceto cão-guia.',
  'Atraso: tolerância de 15 minutos; depois disso o horário pode ser remarcado.',
  'Produtos: usamos e vendemos produtos da linha Kérastase.',
  'Acessibilidade:',
  '- rampa na entrada',
  '- banheiro adaptado',
].join('\n');

const CATALOGUE = new Set(['Corte feminino', 'Escova', 'Coloração'].flatMap(contentTerms));

/** Which entry (by its first words) answers each question; null: none does. */
const QUESTIONS: [string, string | null][] = [
  ['vcs fazem progressiva?', 'Não fazemos progressiva'],
  ['faz progressiva ai?', 'Não fazemos progressiva'],
  ['quanto custa a progressiva?', 'Não fazemos progressiva'],
  ['aceita pix?', 'Pagamento'],
  ['pode pagar no pix?', 'Pagamento'],
  ['aceitam cheque?', 'Pagamento'],
  ['cartao parcela?', 'Cartão'],
  ['da pra parcelar?', 'Cartão'],
  ['aceita cartão de crédito?', 'Cartão'],
  ['tem estacionamento ai perto', 'Tem estacionamento'],
  ['onde eu estaciono o carro?', 'Tem estacionamento'],
  ['estacionamnto tem?', 'Tem estacionamento'],
  ['vocês cortam cabelo de criança?', 'Atendemos crianças'],
  ['atende criança de 3 anos?', 'Atendemos crianças'],
  ['qual a senha do wifi?', 'Wi-fi'],
  ['tem wi-fi?', 'Wi-fi'],
  ['posso levar meu cachorro?', null],
  ['pode entrar com animal?', 'Não é permitido entrar com animais'],
  ['e se eu me atrasar?', 'Atraso'],
  ['qual a tolerância de atraso?', 'Atraso'],
  ['que produtos vocês usam?', 'Usamos e vendemos'],
  ['vendem kerastase?', 'Usamos e vendemos'],
  ['tem rampa pra cadeirante?', 'Acessibilidade'],
  ['o banheiro é adaptado?', 'Acessibilidade'],
  // Answered by the data (prices, address, hours, the catalogue) or by nothing.
  ['quanto custa o corte feminino?', null],
  ['onde fica?', null],
  ['que horas vocês abrem?', null],
  ['funciona domingo?', null],
  ['quais serviços vocês fazem?', null],
  ['fazem escova?', null],
  ['vocês fazem unha?', null],
  ['tem café?', null],
  ['qual o nome do dono?', null],
];

/**
 * A second set, written after the design was done and scored once as it stood (first run:
 * precision 9/9, top-1 recall 9/14, silent 4/4; decision 036). Its misses are synonyms that a
 * lexical search cannot bridge ('parar o carro' for 'estacionamento', 'filha de 1 ano' for
 * 'crianças'): kept as they are, not tuned away.
 */
const FRESH: [string, string | null][] = [
  ['vcs trabalham com progressiva ou selagem?', 'Não fazemos progressiva'],
  ['da pra pagar em dinheiro?', 'Pagamento'],
  ['passa debito?', 'Cartão'],
  ['parcelam em quantas vezes?', 'Cartão'],
  ['tem onde parar o carro?', 'Tem estacionamento'],
  ['estacionamento é pago?', 'Tem estacionamento'],
  ['minha filha de 1 ano pode ir junto?', 'Atendemos crianças'],
  ['qual a senha da internet?', 'Wi-fi'],
  ['posso ir com meu cão guia?', 'Não é permitido entrar com animais'],
  ['se eu chegar 10 min atrasada tem problema?', 'Atraso'],
  ['qual marca de shampoo vcs usam?', 'Usamos e vendemos'],
  ['tem acesso pra cadeira de rodas?', 'Acessibilidade'],
  ['aceitam vale refeição?', null],
  ['vocês fazem depilação?', null],
  ['tem ar condicionado?', null],
  ['qual o instagram de vcs?', null],
  ['posso pagar com cheque?', 'Pagamento'],
  ['tem banheiro?', 'Acessibilidade'],
];

/** Precision (right entries / entries given), top-1 recall, and silence where nothing answers. */
function score(set: [string, string | null][]) {
  let retrieved = 0;
  let correct = 0;
  let answerable = 0;
  let found = 0;
  let silent = 0;
  let unanswerable = 0;
  const misses: string[] = [];
  for (const [question, expected] of set) {
    const hits = searchKnowledge(KB, question, { explained: CATALOGUE });
    const good = hits.filter((h) => expected && h.entry.answer.startsWith(expected));
    retrieved += hits.length;
    correct += good.length;
    if (expected) {
      answerable += 1;
      if (good.length && hits[0] === good[0]) found += 1;
      else misses.push(`${question} → ${hits.map((h) => h.entry.answer).join(' | ') || '∅'}`);
    } else {
      unanswerable += 1;
      if (!hits.length) silent += 1;
      else misses.push(`${question} → ${hits.map((h) => h.entry.answer).join(' | ')}`);
    }
  }
  const summary =
    `precision ${correct}/${retrieved}, top-1 recall ${found}/${answerable}, ` +
    `silent when nothing answers ${silent}/${unanswerable}` +
    (misses.length ? `\n  misses: ${misses.join('\n          ')}` : '');
  return {
    precision: retrieved ? correct / retrieved : 1,
    recall: found / answerable,
    silence: silent / unanswerable,
    summary,
  };
}

describe('parseKnowledgeBase', () => {
  it('reads one entry per line, a heading with its bullets, and the value when it names itself', () => {
    const entries = parseKnowledgeBase(KB);
    expect(entries).toHaveLength(10);
    expect(entries[0]).toMatchObject({
      field: 'Progressiva',
      answer: 'Não fazemos progressiva.',
    });
    expect(entries[5]?.answer).toBe('Wi-fi: a senha é salao2024.');
    expect(entries[9]?.text).toBe('Acessibilidade:\n• rampa na entrada\n• banheiro adaptado');
  });

  it('takes free text without fields, and blank lines between paragraphs', () => {
    const entries = parseKnowledgeBase('Temos estacionamento.\n\n  Aceitamos Pix.  \n');
    expect(entries.map((e) => e.answer)).toEqual(['Temos estacionamento.', 'Aceitamos Pix.']);
  });
});

describe('knowledgeTerm', () => {
  it('folds accents and plural nasal endings, stems with the pt-BR snowball stemmer', () => {
    expect(knowledgeTerm('Cartão')).toBe(knowledgeTerm('cartao'));
    expect(knowledgeTerm('cartões')).toBe(knowledgeTerm('cartao'));
    expect(knowledgeTerm('estacionar')).toBe(knowledgeTerm('Estacionamento'));
    expect(knowledgeTerm('parcela')).toBe(knowledgeTerm('parcelamos'));
    expect(knowledgeTerm('crianças')).toBe(knowledgeTerm('criança'));
    expect(knowledgeTerm('vocês')).toBeNull();
    expect(knowledgeTerm('não')).toBeNull();
  });

  it('leaves the frame and the data words out of the topic', () => {
    expect(topicTerms('vcs fazem progressiva?')).toEqual([knowledgeTerm('progressiva')]);
    expect(topicTerms('quanto custa o corte feminino?', CATALOGUE)).toEqual([]);
    expect(topicTerms('que horas abrem no domingo?')).toEqual([]);
  });
});

describe('splitQuestions', () => {
  it('splits at question marks and at an "e" that opens a new question', () => {
    expect(splitQuestions('aceita pix? e cartao parcela?')).toEqual([
      { text: 'aceita pix', asks: true },
      { text: 'cartao parcela', asks: true },
    ]);
    expect(splitQuestions('quanto custa a barba e onde vocês ficam?').map((c) => c.text)).toEqual([
      'quanto custa a barba',
      'onde voces ficam',
    ]);
    // 'crédito e débito' is one question.
    expect(splitQuestions('aceita crédito e débito?').map((c) => c.text)).toEqual([
      'aceita credito e debito',
    ]);
  });

  it('knows a question without its mark, and a statement', () => {
    expect(splitQuestions('tem estacionamento ai perto')[0]?.asks).toBe(true);
    expect(splitQuestions('quero marcar escova amanhã')[0]?.asks).toBe(false);
  });
});

describe('searchKnowledge', () => {
  it('answers the negative fact, one line per question, never the whole base', () => {
    expect(searchKnowledge(KB, 'vcs fazem progressiva?').map((h) => h.entry.answer)).toEqual([
      'Não fazemos progressiva.',
    ]);
    for (const [question] of QUESTIONS) {
      expect(searchKnowledge(KB, question, { explained: CATALOGUE }).length).toBeLessThanOrEqual(2);
    }
  });

  it('finds nothing in an empty base, or for a question of frame words only', () => {
    expect(searchKnowledge(null, 'aceita pix?')).toEqual([]);
    expect(searchKnowledge('', 'aceita pix?')).toEqual([]);
    expect(searchKnowledge(KB, 'vocês têm?')).toEqual([]);
  });

  it('retrieves the right entry for the written question set, under 5 ms a retrieval', () => {
    const own = score(QUESTIONS);
    const rounds = 30;
    const start = performance.now();
    for (let i = 0; i < rounds; i += 1) {
      for (const [question] of QUESTIONS) searchKnowledge(KB, question, { explained: CATALOGUE });
    }
    const perQuery = (performance.now() - start) / (rounds * QUESTIONS.length);
    console.info(`knowledge retrieval, own set: ${own.summary}; ${perQuery.toFixed(3)} ms each`);
    expect(own.precision).toBeGreaterThanOrEqual(0.95);
    expect(own.recall).toBeGreaterThanOrEqual(0.9);
    expect(own.silence).toBe(1);
    expect(perQuery).toBeLessThan(5);
  });

  it('keeps its first-run figures on the second set (precision first: a wrong answer is worse than none)', () => {
    const fresh = score(FRESH);
    console.info(`knowledge retrieval, second set: ${fresh.summary}`);
    expect(fresh.precision).toBeGreaterThanOrEqual(0.9);
    expect(fresh.recall).toBeGreaterThanOrEqual(9 / 14);
    expect(fresh.silence).toBe(1);
  });
});

describe('isClosing', () => {
  it.each([
    'vou pensar',
    'volto a falar mais perto da data',
    'depois te falo',
    'vou ver e te aviso',
    'ok, vou pensar e te aviso, obrigada!',
    'vou ver com meu marido e te falo',
    'deixa eu ver aqui e depois te chamo',
    'Vou pensar 🤔',
  ])('reads %j as a closing', (text) => {
    expect(isClosing(text)).toBe(true);
  });

  it.each([
    'vou pensar. quanto custa a barba?',
    'quero marcar um corte',
    'ok',
    'obrigada!',
    'vou querer o das 15h',
  ])('does not read %j as a closing', (text) => {
    expect(isClosing(text)).toBe(false);
  });
});
