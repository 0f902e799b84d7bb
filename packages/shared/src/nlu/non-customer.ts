/**
 * Senders who are not customers (issue 24, decision 038): a supplier or a sales pitch, a scam, a
 * wrong number, a job seeker, a courier, a survey. Read by families of cues rather than a list of
 * sentences: each family has a few signals of who is writing (a company presenting itself, an
 * offer to the business, a prize, a link to click, a delivery, a CV) and the message is a
 * non-customer's when one family's signals add up and the text does not also ask for the
 * business's own service for the sender.
 */
import { MAX_READ_CHARS, tokenize } from './normalize';

export const NON_CUSTOMER_FAMILIES = [
  'vendas',
  'golpe',
  'engano',
  'emprego',
  'entrega',
  'pesquisa',
] as const;
export type NonCustomerFamily = (typeof NON_CUSTOMER_FAMILIES)[number];

export type NonCustomerReading = { family: NonCustomerFamily; score: number };

/** [family, weight, pattern over the normalised tokens joined by spaces]. Two points decide. */
type Cue = [NonCustomerFamily, number, RegExp];

// Shared pieces: the sender's company or offer, the business as 'your' business.
const OUR = String.raw`(?:nossa|nosso|nossas|nossos)`;
const OFFER = String.raw`(?:produto|produtos|servico|servicos|solucao|solucoes|plataforma|sistema|software|aplicativo|app|maquininha|maquina de cartao|linha|catalogo|portfolio|marca|empresa|trabalho|equipe)`;
const YOUR_BUSINESS = String.raw`(?:seu|sua|teu|tua|o seu|a sua)\s(?:negocio|empresa|salao|estabelecimento|barbearia|clinica|loja|studio|estudio|espaco|consultorio|instagram|perfil|marca|faturamento|vendas|clientela|agenda)`;

const CUES: Cue[] = [
  // A company presenting itself or an offer to the business.
  [
    'vendas',
    2,
    /\b(?:represento|representamos|sou (?:o |a )?representante|sou (?:consultor|consultora|vendedor|vendedora|promotor|promotora))\b/,
  ],
  [
    'vendas',
    2,
    /\b(?:gostaria|gostariamos|queria|quero|venho|vim) (?:de )?(?:apresentar|oferecer|mostrar|divulgar) (?:a |o |as |os |uma |um )?(?:nossa|nosso|nossas|nossos|minha|meu|minhas|meus)?\b/,
  ],
  [
    'vendas',
    2,
    /\bproposta (?:comercial|de parceria|exclusiva|especial para (?:voce|o seu|a sua|seu|sua))\b/,
  ],
  ['vendas', 2, /\b(?:parceria|parcerias)\b(?! com (?:a |o )?(?:academia|clube|convenio|plano))/],
  [
    'vendas',
    2,
    /\b(?:fornecedor|fornecedora|fornecemos|distribuidora|distribuidor|revendedor|revendedora|atacado)\b/,
  ],
  [
    'vendas',
    2,
    /\b(?:marketing digital|trafego pago|gestao de redes|redes sociais para|impulsionar|mais clientes para|aumentar (?:o |a |as |os )?(?:seu |sua |suas |seus )?(?:vendas|faturamento|clientes|agendamentos))\b/,
  ],
  ['vendas', 2, /\b(?:taxa|taxas) (?:zero|reduzida|reduzidas|menores|a partir de)\b/],
  [
    'vendas',
    2,
    /\b(?:credito|emprestimo|consorcio|antecipacao) (?:pre aprovado|pre-aprovado|aprovado|para (?:sua|seu|a sua|o seu) (?:empresa|negocio|cnpj))\b/,
  ],
  ['vendas', 1, new RegExp(String.raw`\b${OUR} ${OFFER}\b`)],
  ['vendas', 1, new RegExp(String.raw`\b${YOUR_BUSINESS}\b`)],
  [
    'vendas',
    1,
    /\b(?:somos (?:a|o|uma|um)|sou d[ao] empresa|trabalho na empresa|falo da empresa|em nome da empresa|da empresa [a-z]+)\b/,
  ],
  [
    'vendas',
    1,
    /\b(?:responsavel|encarregado|encarregada|dono|dona|proprietario|proprietaria|gerente|setor) (?:pelo |pela |pelos |pelas |do |da |de )?(?:compras|financeiro|comercial|marketing|estabelecimento|salao|negocio|empresa)\b/,
  ],
  [
    'vendas',
    1,
    /\b(?:sem compromisso|desconto exclusivo|condicao especial|condicoes especiais|amostra gratis|demonstracao gratuita|teste gratis|orcamento para (?:sua|seu|a sua|o seu))\b/,
  ],
  ['vendas', 1, /\bcnpj\b/],
  [
    'vendas',
    1,
    /\b(?:tenho|temos|trago|trouxe) (?:uma |um )?(?:oferta|promocao|novidade|lancamento|opcao)\b/,
  ],

  // Prizes, links, codes, debts and 'new number' messages that ask for money or data.
  [
    'golpe',
    2,
    /\b(?:voce|vc) (?:ganhou|foi (?:sorteado|sorteada|contemplado|contemplada|selecionado|selecionada))\b/,
  ],
  [
    'golpe',
    2,
    /\b(?:pix premiado|premio|premiacao|sorteio|resgatar|resgate (?:o |seu |sua )?|cupom premiado)\b/,
  ],
  [
    'golpe',
    2,
    /\b(?:clique|clica|clicar|acesse|acessa|entre|entra) (?:no|neste|nesse|pelo|o|este|esse) (?:link|site|endereco)\b/,
  ],
  [
    'golpe',
    2,
    /\b(?:codigo|cod) (?:de )?(?:verificacao|seguranca|confirmacao|que chegou|de 6 digitos)\b/,
  ],
  ['golpe', 2, /\b(?:troquei|mudei) (?:de |o )?(?:numero|celular|telefone|zap|whatsapp)\b/],
  [
    'golpe',
    2,
    /\b(?:conta|cpf|cartao|cadastro|beneficio) (?:foi |sera |esta )?(?:bloqueado|bloqueada|suspenso|suspensa|cancelado|irregular|pendente de atualizacao)\b/,
  ],
  ['golpe', 2, /\b(?:divida|debito|debitos|boleto) (?:em aberto|pendente|atrasado|vencido)\b/],
  ['golpe', 1, /\b(?:urgente|ultimo dia|ultima chance|so hoje|imperdivel)\b/],
  ['golpe', 1, /\b(?:https?|www)\b/],
  [
    'golpe',
    1,
    /\b(?:faz|fazer|faca|manda|mandar|me passa|transfere|transferir) (?:um |uma )?(?:pix|transferencia|deposito)\b/,
  ],

  // Wrong numbers.
  [
    'engano',
    2,
    /\b(?:numero|contato|pessoa|mensagem|conversa) (?:errado|errada|trocado|trocada)\b/,
  ],
  ['engano', 2, /\b(?:foi|era|desculpa o|desculpe o|desculpa pelo|perdao pelo) engano\b/],
  [
    'engano',
    2,
    /\b(?:mandei|enviei|escrevi|liguei|mandou|enviou) (?:pra |para |no |pro )?(?:o |a )?(?:numero |pessoa |contato )?(?:errado|errada|errado sem querer)\b/,
  ],
  ['engano', 2, /\b(?:nao (?:era|e) (?:pra|para) (?:voce|vc|esse numero|este numero|ca|aqui))\b/],
  [
    'engano',
    2,
    /\b(?:nao (?:te |lhe )?conheco|quem (?:e|eh) (?:voce|vc) ?\? (?:nao|n) (?:te |lhe )?conheco|nao sou (?:cliente|sua cliente|seu cliente))\b/,
  ],
  ['engano', 1, /\b(?:errei|me enganei|sem querer)\b/],

  // Job seekers.
  ['emprego', 2, /\b(?:curriculo|curriculos|curriculum|cv)\b/],
  [
    'emprego',
    2,
    /\bvagas? (?:de |para |pra )?(?:emprego|trabalho|estagio|aprendiz|cabeleireir[oa]|manicure|barbeiro|recepcionista|auxiliar|ajudante|atendente|esteticista|massagista|funcionari[oa]|cltd?|freela|freelancer)\b/,
  ],
  [
    'emprego',
    2,
    /\b(?:estao|esta|voces estao|vcs estao) (?:contratando|precisando de (?:funcionari[oa]|profissional|gente para trabalhar|ajudante))\b/,
  ],
  [
    'emprego',
    2,
    /\b(?:procuro|procurando|busco|buscando|preciso de|to atras de|estou atras de) (?:um |uma )?(?:emprego|trabalho|servico para (?:mim|eu)|oportunidade)\b/,
  ],
  [
    'emprego',
    2,
    /\b(?:trabalhar (?:com voces|com vcs|ai|no salao|na barbearia|na clinica|na equipe)|fazer parte da (?:sua |de sua )?equipe)\b/,
  ],
  ['emprego', 1, /\b(?:experiencia (?:como|de|em)|disponibilidade de horario|vaga)\b/],

  // Couriers and deliveries.
  [
    'entrega',
    2,
    /\b(?:sou (?:o |a )?(?:entregador|entregadora|motoboy|motorista|carteiro|carteira)|aqui e (?:o |a )?(?:entregador|motoboy|carteiro))\b/,
  ],
  [
    'entrega',
    2,
    /\b(?:tenho|tem|temos|trouxe|estou com|to com) (?:uma |um )?(?:entrega|encomenda|pacote|mercadoria|caixa) (?:para|pra|no nome|em nome)\b/,
  ],
  [
    'entrega',
    2,
    /\b(?:entrega|encomenda|pedido) (?:para|pra) (?:o |a )?(?:[a-z]+ )?(?:neste|nesse|no) endereco\b/,
  ],
  [
    'entrega',
    2,
    /\b(?:codigo de rastreio|codigo de rastreamento|rastreio|rastreamento|transportadora|correios|sedex)\b/,
  ],
  [
    'entrega',
    2,
    /\b(?:estou|to|tou|cheguei) (?:na|no|aqui na|aqui no) (?:porta|portaria|portao|frente) com\b/,
  ],
  ['entrega', 1, /\b(?:entrega|encomenda|pacote|remetente|destinatario)\b/],

  // Surveys and research.
  [
    'pesquisa',
    2,
    /\bpesquisa (?:de satisfacao|de mercado|de opiniao|academica|rapida|eleitoral)\b/,
  ],
  [
    'pesquisa',
    2,
    /\b(?:responder|participar (?:de|da)|responda) (?:uma |um |a |nossa |esta |essa )?(?:pesquisa|enquete|questionario|avaliacao)\b/,
  ],
  [
    'pesquisa',
    2,
    /\b(?:instituto|universidade|faculdade) (?:de )?[a-z]+ (?:esta|estamos|realiza|realizando)\b/,
  ],
  ['pesquisa', 1, /\b(?:pesquisa|questionario|enquete|tcc|entrevistado|entrevistada)\b/],
];

/**
 * A customer's own request: something for the sender at this business. It outweighs weak
 * signals ('vi o salão no Instagram, quero marcar') but not strong ones from the same family
 * twice over.
 */
const CUSTOMER_REQUEST =
  /\b(?:(?:quero|queria|gostaria de|preciso|precisava|posso|da pra|daria pra|consigo) (?:marcar|agendar|remarcar|desmarcar|cancelar|fazer (?:um|uma|o|a) (?:corte|escova|unha|barba|sobrancelha|limpeza|consulta|avaliacao|progressiva|coloracao|luzes|hidratacao|massagem))|meu horario|minha consulta|meu agendamento|tem horario|tem vaga (?:hoje|amanha|segunda|terca|quarta|quinta|sexta|sabado|domingo|para (?:hoje|amanha|mim)|pra (?:hoje|amanha|mim)|de manha|a tarde|a noite)|quanto (?:custa|e|fica|sai) (?:o|a) (?:corte|escova|unha|barba|sobrancelha|progressiva|coloracao|consulta))\b/;

/** How strong a family's signals must add up to. */
const DECIDES = 2;

/**
 * The non-customer family a message belongs to, or null when it reads as a customer's (or as
 * nothing in particular). A customer's request in the same message needs one more point.
 */
export function readNonCustomer(text: string): NonCustomerReading | null {
  const words = ` ${tokenize(text.slice(0, MAX_READ_CHARS)).join(' ')} `;
  const scores = new Map<NonCustomerFamily, number>();
  for (const [family, weight, pattern] of CUES) {
    if (pattern.test(words)) scores.set(family, (scores.get(family) ?? 0) + weight);
  }
  const need = CUSTOMER_REQUEST.test(words) ? DECIDES + 2 : DECIDES;
  let best: NonCustomerReading | null = null;
  for (const family of NON_CUSTOMER_FAMILIES) {
    const score = scores.get(family) ?? 0;
    if (score >= need && (!best || score > best.score)) best = { family, score };
  }
  return best;
}

/** Whether the message comes from someone who is not a customer. */
export function isNonCustomer(text: string): boolean {
  return readNonCustomer(text) !== null;
}
