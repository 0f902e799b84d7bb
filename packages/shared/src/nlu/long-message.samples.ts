/**
 * Long rambling messages as customers send them (voice-note transcripts, news first, the request
 * buried), for the tests of the long-message reader and of the attendant's dialogs. Written for
 * a barbershop-and-salon with Rafael and Júlia, corte, barba, coloração and escova; the test
 * clock's today is Tuesday 9 March 2027.
 */

/** Asks for an escova on Saturday morning (13/03), with other days and names in the story. */
export const LONG_ESCOVA_SABADO = [
  'oi bom dia tudo bem? aqui é a Fernanda, não sei se vc lembra de mim, eu fui aí no ano passado com a minha irmã, a Patrícia, ela fez coloração com a Júlia e ficou lindo, todo mundo elogiou no casamento da minha prima.',
  'então, é o seguinte, deixa eu te contar, semana passada na sexta-feira eu tive um problema com o meu cabelo porque eu fui num outro salão lá perto do trabalho e a moça queimou a ponta do meu cabelo com a chapinha, fiquei muito chateada, chorei até, meu marido falou pra eu nem voltar mais lá e eu falei que não volto mesmo.',
  'e aí na quarta-feira dia 17 é o aniversário da minha mãe, ela vai fazer 70 anos, a gente vai fazer um almoço em família lá no sítio do meu tio em Atibaia, vai vir gente de tudo quanto é lugar, meu primo que mora em Portugal vai vir também, faz uns cinco anos que eu não vejo ele, minha tia Lurdes vai fazer aquele bolo de nozes que ela faz todo ano.',
  'mas enfim, o que eu queria mesmo era fazer uma escova no sábado de manhã, bem cedinho se der, porque depois eu tenho que levar meu filho no futebol às 11h e meu marido trabalha sábado o dia inteiro, aí fica tudo comigo né.',
  'meu filho tá numa fase que só quer saber de bola, ontem ele quebrou o vaso da sala chutando a bola dentro de casa, imagina a minha cara, e o cachorro ainda ficou latindo a noite inteira por causa dos fogos do jogo.',
  'ah e domingo eu não posso de jeito nenhum porque é dia de almoço com a minha sogra kkkk, e segunda e terça eu trabalho até tarde, o Rafael até me viu passando aí na frente um dia desses.',
  'bom é isso, desculpa o áudio enorme, eu falo demais mesmo, minha mãe sempre diz isso, beijo e obrigada!!',
].join(' ');

/** Moves an appointment to Friday afternoon (12/03), after a story with Monday and Wednesday. */
export const LONG_REMARCAR_SEXTA = [
  'Oi, boa tarde! Tudo bem por aí? Olha, vou te falar, essa semana tá uma loucura. Na segunda eu fui no médico com meu pai, ele tá com problema no joelho e ficamos a manhã inteira no hospital esperando, o médico só atendeu ao meio-dia.',
  'Ontem meu chefe marcou uma reunião de última hora para quinta às 10h, justamente o horário que eu tinha marcado aí para cortar o cabelo, e ainda disse que a reunião ia ser longa, então não tem como eu ir.',
  'Na quarta eu também não consigo porque tenho que buscar minha filha na escola, ela sai às 15h e a mãe dela tá viajando, foi para Curitiba visitar a irmã.',
  'Então eu queria mudar o meu horário para sexta à tarde, pode ser?',
  'E ainda por cima o carro quebrou na terça de manhã, tive que deixar na oficina do Seu Jorge e ele disse que só fica pronto no fim do mês, então estou andando de ônibus, imagina.',
  'Se não der sexta eu vejo outro dia, mas sexta seria o ideal porque no sábado tem o churrasco do pessoal do futebol e eu quero estar com o cabelo em ordem, o Marcão sempre tira sarro de mim kkkk. Valeu, abraço!',
].join(' ');

/** Cancels the appointment on Thursday (11/03), in a story of a trip with other days. */
export const LONG_CANCELAR = [
  'Bom dia, aqui é o Roberto. Olha, desculpa avisar em cima da hora, mas aconteceu um imprevisto aqui em casa. Minha sogra passou mal no domingo à noite, a gente levou ela no pronto-socorro e ela ficou internada até ontem, graças a Deus já está melhor, mas o médico disse que ela precisa de repouso e de alguém com ela.',
  'Aí a minha esposa resolveu que a gente vai viajar para Ribeirão Preto amanhã para ficar com ela uns dias, e eu só volto na segunda que vem, dia 15, se tudo der certo. Meu cunhado vai com a gente também, ele vai dirigindo porque eu não gosto de pegar estrada à noite.',
  'Foi uma correria danada, eu tive que remarcar dentista, reunião, tudo, e o pior é que eu tinha comprado ingresso para o jogo de sábado, vou ter que vender para algum amigo, o Paulo disse que talvez queira.',
  'Por isso eu preciso cancelar o meu horário de quinta, infelizmente não vou conseguir ir.',
  'Quando eu voltar eu entro em contato para marcar de novo, pode ser com o Rafael mesmo, eu gosto muito do trabalho dele, ele sempre acerta a barba do jeito que eu gosto. Obrigado pela compreensão e desculpa de novo o transtorno, um abraço para toda a equipe.',
].join(' ');

/** Asks the price of the beard, after a story about a wedding and a haircut elsewhere. */
export const LONG_PRECO_BARBA = [
  'E aí, beleza? Cara, deixa eu te contar uma coisa. Sábado passado eu fui no casamento do meu irmão lá em Campinas e foi muito bom, a festa foi até as 4h da manhã, a banda tocou de tudo, teve até uma hora que o noivo subiu no palco pra cantar.',
  'Mas o negócio é que antes do casamento eu cortei o cabelo num lugar lá perto do hotel e o cara fez uma barba horrível, ficou toda torta, minha mãe até reparou nas fotos e falou que eu parecia um espantalho kkkkk.',
  'Um amigo meu, o Diego, falou que corta aí com vocês faz tempo e que o Rafael é muito bom de barba, ele me passou o contato de vocês e disse que na sexta vocês ficam abertos até mais tarde.',
  'Ele disse também que vocês têm estacionamento e que o café é bom kkk, eu sou viciado em café, tomo uns cinco por dia, minha esposa vive reclamando disso e fala que eu tenho que parar.',
  'Quanto tá a barba aí?',
  'Valeu, depois eu vejo o dia certinho com a minha agenda do trabalho, essa semana tá corrida.',
].join(' ');

/** Books a beard with Rafael on Thursday (11/03) at 15h, past Júlia, Monday and the 20th. */
export const LONG_BARBA_RAFAEL = [
  'fala meu amigo, tudo certo? cara, aqui é o Thiago, primo do Diego que corta aí faz anos. vou te mandar esse textão porque eu tô no ônibus e não dá pra mandar áudio com esse barulho todo, o motorista tá com o rádio no último volume tocando sertanejo.',
  'seguinte, eu me mudei pro bairro faz umas duas semanas, vim lá de Minas, de Uberlândia, por causa do trabalho novo, e ainda tô me acostumando com tudo aqui, com o trânsito, com o metrô lotado, com o preço das coisas, um pão de queijo aqui custa o dobro, não tem condição.',
  'minha namorada fez o cabelo com a Júlia na segunda passada e amou, ela disse que nunca tinha feito uma coloração tão bonita, e ela é super exigente, já trocou de cabeleireira umas dez vezes na vida, então se ela gostou é porque é bom mesmo.',
  'e aí ela ficou me enchendo o saco que eu tô parecendo um lenhador com essa barba enorme, que eu preciso dar um jeito antes do aniversário dela que é dia 20, vai ter uma festa no apartamento de uma amiga dela e eu vou conhecer a família toda dela, os pais, os avós, os tios, imagina a pressão.',
  'meu último barbeiro lá em Uberlândia era o Seu Antônio, um senhor de uns setenta anos que cortava com navalha e toalha quente, igual filme antigo, nunca mais achei ninguém igual, mas o Diego jura que o Rafael é o melhor que ele já viu, então vou confiar.',
  'então, o que eu queria era marcar uma barba com o Rafael na quinta às 15h, se ele tiver esse horário, porque é o dia que eu saio mais cedo do trabalho.',
  'se não der quinta eu me viro, mas quinta seria perfeito. ah, e eu não como carne, não sei por que tô falando isso, o Diego disse que vocês às vezes oferecem um lanche kkkk. enfim, me avisa, valeu demais, tmj!',
].join(' ');
