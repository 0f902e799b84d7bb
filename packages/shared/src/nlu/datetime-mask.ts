/**
 * Blanks out the numbers of a message that are not dates or times before the date reader sees
 * it: prices, phone numbers, CEPs, ages, addresses, durations of a service and greetings ('boa
 * tarde' is not an afternoon). Works on the folded, lower-case text.
 */

const NUMBER_WORD =
  '(?:um|uma|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|onze|doze|treze|quatorze|catorze|quinze|dezesseis|dezessete|dezoito|dezenove|vinte|trinta|quarenta|cinquenta|sessenta|setenta|oitenta|noventa|cem)';

const STREET_WORD =
  '(?:rua|r\\.|av\\.?|avenida|alameda|al\\.|travessa|tv\\.|praca|estrada|rodovia|rod\\.|largo|ladeira|viaduto)';

/** A street's name never starts with a word of a date: 'na rua amanha' keeps 'amanha'. */
const NOT_A_NAME =
  '(?!(?:amanha|hoje|segunda|terca|quarta|quinta|sexta|sabado|domingo|de manha|a tarde|a noite|as|dia|semana|depois|proxima|que|e)\\b)';

/** Words after 'de' that make '3 horas de …' a time, not a length. */
const DAY_WORDS =
  '(?:manha|tarde|noite|madrugada|amanha|hoje|segunda|terca|quarta|quinta|sexta|sabado|domingo|sab|dom|seg|ter|qua|qui|sex|depois|semana|dia)\\b';

const MASKS: readonly RegExp[] = [
  // Greetings name a part of the day without asking for it.
  /\b(?:bom dia|boa tarde|boa noite|boa madrugada|bom fim de semana|bom final de semana)\b/g,
  // Prices: 'R$ 50', '50 reais', '50,00', '$30'.
  /r\s?\$\s*\d[\d.,]*/g,
  /\$\s*\d[\d.,]*/g,
  /\b\d[\d.,]*\s*(?:reais|real|conto|contos|pila|pilas|mil|k)\b/g,
  /\b\d+,\d{2}\b/g,
  /\b\d+\s*%/g,
  // Phones with or without area code, CEPs, CPFs and any other long run of digits.
  /\+?\b55\s*\(?\d{2}\)?\s*9?\s?\d{4}[-\s.]?\d{4}\b/g,
  /(?:\(\d{2}\)\s*|\b\d{2}\s+)?\b9?\s?\d{4}[-.\s]\d{4}\b/g,
  /\b\d{5}-\d{3}\b/g,
  /\b\d{3}\.\d{3}\.\d{3}-\d{2}\b/g,
  /\b\d{5,}\b/g,
  // Ages: '30 anos', 'tres aninhos', 'bebe de 8 meses'.
  new RegExp(`\\b(?:\\d+|${NUMBER_WORD})\\s*(?:anos|ano|aninhos|aninho)\\b`, 'g'),
  new RegExp(`\\b(?:de|com|tem|tenho|fez|faz)\\s+(?:\\d+|${NUMBER_WORD})\\s*(?:meses|mes)\\b`, 'g'),
  // Addresses: 'rua 7 de setembro, 300', 'av. 9 de julho', 'n 300', 'apto 12'.
  new RegExp(
    `\\b${STREET_WORD}\\s+${NOT_A_NAME}(?:(?:dr|doutor|professor|prof|padre|general|marechal|sao|santa|santo|dom|nossa senhora)\\.?\\s+)?(?:(?:\\d{1,2}[ºo°]?|primeiro)\\s+de\\s+[a-z]+|[a-z]+(?:\\s+(?:de|da|do|dos|das)\\s+[a-z]+)?)(?:\\s*,?\\s*(?:n[o.º°]?\\.?|numero)?\\s*\\d+)?`,
    'g',
  ),
  // Places named after a date: 'bairro 1º de maio', 'vila 25 de março', 'escola 7 de setembro'.
  /\b(?:bairro|vila|jardim|jd\.?|parque|conjunto|residencial|condominio|edificio|colegio|escola|praca|estacao|terminal|hospital|shopping)\s+(?:\d{1,2}|primeiro)[ºo°]?\s+de\s+[a-z]+/g,
  /\b(?:numero|nº|n°|no\.|apto|apartamento|ap|sala|bloco|casa|lote|quadra|km|andar|loja|box|cep|cpf|rg|pedido|protocolo|senha|codigo)\s*:?\s*\d[\d.-]*/g,
  // How long a service lasts: 'corte de 30 min', 'dura 1h', '1h30 de duracao'.
  new RegExp(
    `\\b(?:dura|duram|demora|demoram|leva|levam|duracao(?: de)?)\\s+(?:uns\\s+|umas\\s+|cerca de\\s+|mais ou menos\\s+|quase\\s+)?(?:\\d+|${NUMBER_WORD}|meia)\\s*(?:h\\d*|hs|hrs?|horas?|min|mins|minutos?)\\b(?:\\s+e\\s+meia)?`,
    'g',
  ),
  /\b\d+\s*(?:h\d*|hs|hrs?|horas?|min|minutos?)\s+de\s+(?:duracao|servico|procedimento|sessao)\b/g,
  // '1 hora de massagem', 'massagem de 2 horas': a length, unless a day or a part follows
  // ('às 3 horas da tarde', 'às 16h de amanhã').
  new RegExp(
    `(?<!\\b(?:as|das|a|pelas|umas|la)\\s)\\b(?:\\d+|uma|duas|tres)\\s*(?:h|hs|hrs?|horas?)(?=\\s+de\\s+(?!${DAY_WORDS})[a-z])`,
    'g',
  ),
  new RegExp(
    `\\b(?:(?:sessao|massagem|procedimento|atendimento|aula|consulta|servico|corte|tratamento|escova|progressiva|limpeza)\\s+de|durante|por)\\s+(?:\\d+|uma|duas|tres|meia)\\s*(?:h|hs|hrs?|horas?|min|minutos?)\\b(?:\\s+e\\s+meia)?`,
    'g',
  ),
  /\b(?:de|com|por)\s+\d+\s*(?:min|mins|minutos?)\b/g,
  /\b\d+\s*(?:x|vezes)\b/g,
];

export function maskNonDates(folded: string): string {
  // '1/2 hora' is half an hour, not the 1st of February.
  let text = folded.replace(/\b1\/2\s*(?=h)/g, 'meia ');
  for (const mask of MASKS) text = text.replace(mask, ' ');
  return text;
}
