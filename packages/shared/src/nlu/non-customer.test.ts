import { describe, expect, it } from 'vitest';
import { readNonCustomer, type NonCustomerFamily } from './non-customer';

const NON_CUSTOMERS: [NonCustomerFamily, string][] = [
  [
    'vendas',
    'Bom dia! Me chamo Fábio, represento a empresa CosmétiPro e gostaria de apresentar nossa linha de shampoos profissionais.',
  ],
  ['vendas', 'Olá, sou representante da Belezamax, temos condições especiais para o seu salão'],
  [
    'vendas',
    'Boa tarde, tudo bem? Gostaríamos de enviar uma proposta comercial para a sua empresa.',
  ],
  ['vendas', 'Oi! Vi seu perfil no Instagram e queria propor uma parceria, sou influenciadora'],
  [
    'vendas',
    'Quer aumentar suas vendas? Trabalhamos com marketing digital e tráfego pago para negócios locais',
  ],
  ['vendas', 'Maquininha com taxa zero no débito! Fale comigo e peça a sua'],
  ['vendas', 'Somos uma distribuidora de produtos de beleza no atacado, posso mandar o catálogo?'],
  [
    'vendas',
    'Olá, quem é o responsável pelas compras do salão? Tenho uma oferta de toalhas descartáveis.',
  ],
  ['vendas', 'Crédito pré-aprovado para sua empresa, sem burocracia. Posso te explicar?'],
  ['golpe', 'PARABÉNS!!! Você ganhou um vale de R$ 500, clique no link para resgatar'],
  [
    'golpe',
    'Pix premiado: você foi sorteado! Acesse o site www.premio-pix.com e confirme seus dados',
  ],
  [
    'golpe',
    'Oi, mudei de número, salva esse aqui. Preciso que você faça um pix pra mim hoje, é urgente',
  ],
  ['golpe', 'Seu CPF está bloqueado, regularize agora pelo link'],
  ['golpe', 'me passa o código de verificação que chegou aí por SMS por favor'],
  ['engano', 'desculpa, número errado'],
  ['engano', 'Foi engano, desculpe'],
  ['engano', 'opa mandei pra pessoa errada kkk'],
  ['engano', 'quem é você? não te conheço'],
  ['emprego', 'Boa tarde, vocês estão contratando? Sou cabeleireira com 5 anos de experiência'],
  ['emprego', 'Olá, gostaria de saber se tem vaga de emprego, posso mandar meu currículo?'],
  ['emprego', 'Tem vaga pra manicure aí? Tenho experiência com alongamento'],
  ['emprego', 'Oi, estou procurando emprego e gostaria de trabalhar com vocês'],
  ['entrega', 'Sou o entregador, tenho uma encomenda para Mariana Souza nesse endereço'],
  ['entrega', 'Boa tarde, aqui é da transportadora, o código de rastreio é BR123456'],
  ['entrega', 'to na porta com um pacote pra vcs, alguem desce?'],
  ['pesquisa', 'Olá! A Clínica Vida gostaria que você respondesse nossa pesquisa de satisfação'],
  ['pesquisa', 'Sou estudante e estou fazendo meu TCC, poderia responder um questionário rápido?'],
];

const CUSTOMERS = [
  'oi, tem vaga amanhã de manhã?',
  'tem vaga pra sábado?',
  'quero marcar um corte amanhã às 15h',
  'quanto custa a escova?',
  'vim pela parceria com a academia, quero marcar uma limpeza',
  'vocês aceitam pix?',
  'posso pagar no pix na hora?',
  'me manda o link da localização',
  'errei, é às 15h e não às 14h',
  'foi mal, me enganei no dia, é sexta',
  'vcs fazem pacote de noiva?',
  'meu pacote de 10 sessões ainda vale?',
  'achei vocês numa pesquisa no google',
  'qual o telefone de vocês?',
  'quero cancelar meu horário de sábado',
  'a dona do salão está aí?',
  'posso falar com a gerente?',
  'o estacionamento é de vocês ou da empresa do lado?',
  'sou da empresa aqui do lado e queria marcar um corte no almoço',
  'bom dia! tudo bem? queria saber o preço da progressiva',
  'Oi, mudei de ideia, quero remarcar pra quinta',
  'vc é robô?',
  'obrigada, até sábado!',
  'tem horário com a Júlia sexta à tarde?',
  'minha filha quer fazer as unhas, tem vaga hoje?',
  'vocês entregam produto? queria comprar o shampoo que usaram em mim',
  'trabalho até as 18h, tem horário depois disso?',
];

describe('readNonCustomer', () => {
  it.each(NON_CUSTOMERS)('reads a %s message: %s', (family, text) => {
    expect(readNonCustomer(text)?.family).toBe(family);
  });

  it.each(CUSTOMERS)('leaves a customer alone: %s', (text) => {
    expect(readNonCustomer(text)).toBeNull();
  });

  it('needs more than one weak signal: a passing word is not a sender', () => {
    expect(readNonCustomer('a entrega do meu cartão atrasou, por isso não fui')).toBeNull();
    expect(readNonCustomer('nossa empresa fecha cedo sexta')).toBeNull();
  });

  it('a customer request in the same message raises the bar', () => {
    // One strong cue beside a booking: still a customer.
    expect(
      readNonCustomer('sou representante comercial e queria marcar um corte amanhã'),
    ).toBeNull();
    // Two families' worth of pitch beside it: the pitch wins.
    expect(
      readNonCustomer(
        'Represento a empresa X e gostaria de apresentar nossa plataforma: quero marcar uma demonstração para o seu salão, sem compromisso',
      )?.family,
    ).toBe('vendas');
  });

  it('reads a very long message in bounded time', () => {
    const text = `${'bla '.repeat(20_000)} número errado`;
    const start = performance.now();
    readNonCustomer(text);
    expect(performance.now() - start).toBeLessThan(500);
  });
});
