/**
 * What a customer's WhatsApp message asks for (decision 014 §1): weighted cue patterns read over
 * normalised tokens, with typo tolerance, negation and the precedence of the actionable intents.
 * A message can carry several intents ('oi, quanto custa o corte e onde fica?'); the attendant
 * answers all of them, leading with the most actionable.
 */
import { closestWord, editDistance, MAX_READ_CHARS, MAX_READ_TOKENS, tokenize } from './normalize';

export const INTENTS = [
  'agendar',
  'remarcar',
  'cancelar',
  'confirmar',
  'recusar',
  'consultar_agendamento',
  'precos',
  'endereco',
  'horario_funcionamento',
  'servicos',
  'falar_humano',
  'saudacao',
  'agradecimento',
  'outro',
  /** The sender is not a customer: a supplier, a sales pitch, a scam, a wrong number, a job seeker. */
  'nao_cliente',
] as const;

export type Intent = (typeof INTENTS)[number];

/** The primary intent and the others present in the same message (all of them get answered). */
export type IntentReading = { intent: Intent; also: Intent[] };

/**
 * Which intent leads when several are present: an explicit hand-off first (the customer asked
 * for a person, the bot must step aside), then the changes to the agenda, then the questions,
 * then the courtesies.
 */
const PRIORITY: readonly Intent[] = [
  'nao_cliente',
  'falar_humano',
  'remarcar',
  'cancelar',
  'agendar',
  'consultar_agendamento',
  'confirmar',
  'recusar',
  'precos',
  'servicos',
  'horario_funcionamento',
  'endereco',
  'outro',
  'agradecimento',
  'saudacao',
];

/** Intents a 'não' in front turns around ('não quero cancelar'). */
const NEGATABLE = new Set<Intent>(['agendar', 'remarcar', 'cancelar', 'confirmar']);

/** A score from this much is a present intent; weaker cues only add up. */
const PRESENT = 2;

// Cue patterns, one string per cue, elements separated by spaces:
//   'a/b/c'  one of the words; 'cancel*' any word starting 'cancel'; '@day' a word of a class
//   '[x/y]'  optional element;  '..' up to three words in between;  '_' some content word
//   '^' clause start;  '$' clause end (punctuation, a 'valeu'/'obrigado', or the end)
//   '?' the question mark.  Classes: @day @wday @time @clock @num @svc @treat @obj @open.
// Weights: 4+ explicit (a verb that names the action), 3 clear, 2–2.5 weak (present alone, dropped
// beside a clear intent), 1 only adds up. The stronger and longer cue takes its words first, so
// 'não vou' (cancelar) is read before 'vou' (confirmar).
/** A cue of no intent (null) takes its words from weaker cues and scores nothing. */
type CueSpec = readonly [Intent | null, number, string];

const CUES: readonly CueSpec[] = [
  // agendar
  ['agendar', 3, 'marcar/marca/marque/marcasse/marcaria/marcava/agendar/agendo/agende/agendasse'],
  ['agendar', 2, 'agenda'],
  ['agendar', 3, 'agenda para mim'],
  ['agendar', 3, 'reservar/reserva/reservo/encaix*/book*/schedule'],
  [
    'agendar',
    3,
    'tem/teria/tera/tiver/tenha/ha/haveria/existe .. horario/horarios/vaga/vagas/hora/disponibilidade/agenda/vaguinha/horarinho',
  ],
  [
    'agendar',
    3,
    'horario/horarios/vaga/vagas/hora/data/datas/dia/dias disponivel/disponiveis/livre/livres/vago/vagos/aberto',
  ],
  ['agendar', 3, 'quais/qual/que/proximo/proxima [os/as] horarios/vagas/datas'],
  ['agendar', 3, 'proximo/primeiro [horario/dia] disponivel/livre/vago'],
  ['agendar', 2.5, 'disponibilidade/disponivel/available'],
  ['agendar', 3, 'tem/teria/sobrou .. @day'],
  ['agendar', 3, '@day tem [vaga/horario] ?'],
  [
    'agendar',
    3,
    'posso/consigo/podia/poderia/daria/da/consegue/conseguiria [para] [eu] ir/passar/vir/chegar/fazer/cortar .. @time',
  ],
  ['agendar', 3, 'consigo/posso/podia/poderia/daria/da .. @time'],
  ['agendar', 2, 'posso/consigo/podia/poderia ir/passar/vir'],
  [
    'agendar',
    3,
    'tem como [eu] [me] ir/passar/vir/fazer/cortar/marcar/agendar/encaixar/atender/me',
  ],
  ['agendar', 2.5, '@treat [para/de/na/no/o/a/dia/as/essa/esta/nessa/nesta] @day'],
  [
    'agendar',
    3,
    'quero/queria/quer/queira/gostaria/preciso/precisava/precisaria/precisando/querendo/necessito/quiero/want/need .. @svc',
  ],
  ['agendar', 2.5, 'quero/queria/gostaria/preciso/precisava fazer/tirar'],
  ['agendar', 2.5, 'para @day .. @svc'],
  [
    'agendar',
    2.5,
    'cortar/pintar/aparar/fazer/tirar/tingir/descolorir [o/a/os/as/um/uma/meu/minha] @treat',
  ],
  ['agendar', 2, 'cita/turno/appointment'],
  ['agendar', 3.5, '[o] quanto antes'],
  ['agendar', 3, 'pode/podia/poderia ser .. @day/@clock/@time'],
  ['agendar', 3, '@day/@clock .. pode/podia/poderia ser'],
  ['agendar', 3, 'tem [vaga/horario] [a/de/pela/na/no/para] @time'],
  ['agendar', 2.5, 'quero/queria/prefiro/prefere/gostaria [que] [seja] com [o/a] _'],
  ['agendar', 3, '[o] mais cedo/rapido/breve possivel'],
  ['agendar', 4, 'alguem/alguma/profissional/ninguem livre/disponivel/vago/vaga/desocupad*'],
  ['agendar', 3, '^ agendamento/marcacao/agendar/marcar/reserva $'],
  // A bare 'horário?' or 'corte' opening a chat asks for a slot.
  ['agendar', 3, '^ horario/horarios/vaga/vagas/hora/agenda/horarinho/vaguinha $'],
  ['agendar', 2.5, '^ @treat $'],
  ['agendar', 2.5, '^ tem ?'],
  ['agendar', 3, 'ser atendid*'],
  // 'dar um trato no cabelo', 'dar um tapa no visual'
  ['agendar', 3, 'dar um/uma trato/tapa/tapinha/repaginada/ajeitada/guaribada/geral'],
  // 'qnd vc tem?': when the business has a slot.
  ['agendar', 3, 'quando/qdo voce/voces tem/teria/consegue/pode/poderia'],
  // 'deixa eu ver minha agenda': the customer's own diary.
  [null, 4, 'minha agenda'],
  // 'não tem nada mais cedo?', 'só tem esses?': other slots asked for.
  [
    'agendar',
    3.5,
    'tem/teria nada/algo/alguma/algum [coisa/horario/vaga] mais cedo/tarde/antes/depois',
  ],
  ['agendar', 3, '^ [so] tem/teria esses/essas/esse/essa/isso [horarios/dias/opcoes] ?'],
  // 'faz tempo que não vou aí': no refusal of anything.
  [null, 4, 'tempo/tempao/anos/meses que nao vou/venho/passo/apareco/corto/faco'],
  // 'pode ser com qualquer profissional': a booking with anyone.
  [
    'agendar',
    3,
    'com qualquer [um/uma] [profissional/pessoa/barbeiro/cabeleireiro/cabeleireira/manicure]',
  ],
  ['agendar', 3, 'solicitar/solicito/fazer/faco/abrir [um/uma] agendamento/marcacao/reserva'],
  [
    'agendar',
    3,
    'quero/queria/gostaria/preciso/precisava [de] um/uma agendamento/marcacao/reserva/encaixe',
  ],
  ['agendar', 3, 'quero/queria/gostaria/preciso/precisava/necessito [de] [um] atendimento'],
  ['agendar', 3.5, 'horario/vaga/data/hora mais proximo/proxima/cedo/rapido/breve/perto'],
  ['agendar', 3, 'pode/podia/poderia ser [para] [as/a/o/no/na/de] @day/@clock'],
  ['agendar', 3, 'pode/podia/poderia ser as/das/pelas/la @num'],
  ['agendar', 2.5, 'quero/queria/prefiro/gostaria/pode .. @clock'],
  ['agendar', 2, '@clock'],
  ['agendar', 3, 'me ve/veja/arruma/arranja/consegue/ve [um/uma] horario/vaga/hora/horarinho'],
  ['agendar', 3, 'horario/vaga/hora/horarinho para [o/a] @day/@time'],
  ['agendar', 3, 'me atender/atende/encaixar/encaixa/encaixe'],
  ['agendar', 3, 'availab*/slot/slots/openings'],
  // remarcar
  ['remarcar', 4, 'remarc*/reagend*/reschedul*/reprogram*/remarq*'],
  [
    'remarcar',
    3.5,
    'mudar/muda/mude/mudo/mudaria/trocar/troca/troque/troco/trocaria/alterar/altera/altere/transferir/transfere/transfira/empurrar/empurra/adiar/adia/adie/adiantar/adianta/adiante/antecipar/antecipa/postergar/cambiar/move/change',
  ],
  ['remarcar', 3, 'passar/passa/jogar/joga/deixar/deixa [o/a] meu/minha/meus/minhas'],
  [
    'remarcar',
    4,
    'passar/passa/jogar/joga [o/a] [meu/minha] [horario/consulta] para [mais] [as/a] tarde/cedo/@day/@time',
  ],
  ['remarcar', 1.5, 'outro/outra dia/horario/data/hora/semana'],
  ['remarcar', 2.5, 'consegue/tem/teria/arruma/arranja/ve outro/outra'],
  [
    'remarcar',
    3.5,
    'passado/passada/mudado/mudada/trocado/trocada/transferido/transferida/alterado/alterada/adiado/adiada/antecipado/antecipada para',
  ],
  [
    'remarcar',
    2.5,
    'ir/vir/passar/ficar/fica/deixar/deixa [para] [em] [um/uma] outro/outra dia/data/semana',
  ],
  ['remarcar', 1, 'mais tarde/cedo'],
  ['remarcar', 3.5, 'deixar/deixa/passar/jogar/ficar/fica para [a/o] semana/mes que vem'],
  // 'vou me atrasar, pode ser 15 min mais tarde?': the appointment moves.
  ['remarcar', 3.5, 'min/minutos/minutinhos/hora/horinha/meia mais tarde/cedo'],
  ['remarcar', 3.5, 'atrasar/atrasada/atrasado/atraso .. mais tarde/depois'],
  [
    'remarcar',
    3.5,
    'deixar/deixa/passar/jogar/ficar/fica [para] [a/o/um/uma] proxima/proximo/outra/outro semana/dia/mes/vez/data',
  ],
  ['remarcar', 3.5, 'posso/podia/da/consigo/pode [para] [eu] ir/chegar/passar/ser mais tarde/cedo'],
  ['remarcar', 3.5, 'se [eu] for/chegar/ir/passar/vier mais tarde/cedo'],
  // 'tem como passar pra outro horário?': the booking moves, whoever asks.
  [
    'remarcar',
    4,
    'passar/mudar/trocar/jogar/ir para [um/uma] outro/outra horario/hora/dia/data/semana',
  ],
  // 'não vou poder ir, depois remarco': today it is a cancellation.
  [null, 4, 'depois/futuramente/mais [eu] remarco/remarcamos/reagendo/reagendamos'],
  ['remarcar', 3.5, 'mais tarde/cedo .. meu/minha'],
  ['remarcar', 3.5, 'meu/minha @obj .. mais tarde/cedo'],
  ['remarcar', 3, 'em/ao vez/inves de/do/da/das/dos'],
  ['remarcar', 3, 'no lugar do/da/de/dos/das'],
  [
    'remarcar',
    4,
    'mudanca/troca/alteracao/transferencia de/do/da horario/data/dia/agendamento/consulta/hora',
  ],
  // 'vou atrasar uns 30 min, pode ser?': asks to come later.
  [
    'remarcar',
    3.5,
    'atrasar/atrasada/atrasado/atraso .. min/minutos/minutinhos/hora/horinha [,] [tudo] pode/da/bem/problema',
  ],
  ['remarcar', 3, 'instead of'],
  ['remarcar', 3, 'mudar/trocar/alterar/muda/troca .. data/dia/horario'],
  // cancelar
  ['cancelar', 4, 'cancel*/desmarc*/desmarq*/desagend*/anular/anula'],
  ['cancelar', 2.5, 'desisti/desisto/desistir'],
  [
    'cancelar',
    4,
    'apaga/apagar/apague/exclui/excluir/exclua/remove/remover/remova [o/a] meu/minha @obj',
  ],
  ['cancelar', 3.5, 'impossibilitad* [de] [ir/comparecer/vir/estar]'],
  ['cancelar', 4, 'me tira/tire/retira/remove/exclui da/de agenda/lista'],
  [
    'cancelar',
    4,
    'desconsider* [o/a] [meu/minha] agendamento/horario/consulta/marcacao/reserva/sessao',
  ],
  ['cancelar', 3.5, 'faltar/falto/faltarei/faltaremos/faltando'],
  [
    'cancelar',
    3.5,
    'tirar/tira/tire/retira/retirar [o/a] meu/minha nome/horario/agendamento/consulta [da/de] [agenda/lista]',
  ],
  ['cancelar', 3, 'nao vou/iremos/irei/poderei/conseguirei/vamos'],
  [
    'cancelar',
    3,
    'nao vou/vai/vao/vamos/poderei/posso/podemos/consigo/conseguirei/conseguimos/vou .. ir/comparecer/chegar/aparecer/estar',
  ],
  ['cancelar', 3.5, 'nao [vai] da/dar/rola para [eu] ir/comparecer'],
  ['cancelar', 3, 'nao vai dar/rolar'],
  ['cancelar', 3, 'nao vou poder/conseguir'],
  ['cancelar', 3.5, 'nao tenho/temos como ir/comparecer/vir/estar'],
  ['cancelar', 3.5, 'nao estarei/estaremos/comparecerei/compareceremos/compareco/irei/iremos'],
  [
    'cancelar',
    3.5,
    'nao [vou] preciso/precisa/precisar/quero/queria mais [do/de/o/a/da] [meu/minha] horario/consulta/agendamento/hora/vaga/sessao',
  ],
  ['cancelar', 3, 'can t make it'],
  ['cancelar', 3, 'cannot make it'],
  // confirmar
  ['confirmar', 3, '^ 1 $'],
  ['confirmar', 2.5, 'sim/yes/yep/si/claro/certeza/joinha'],
  ['confirmar', 3, 'confirm*'],
  ['confirmar', 3, '^ sim/yes/yep/si/claro/joinha'],
  ['confirmar', 3, 'sim $'],
  ['confirmar', 3, 'vou sim/la/ai/comparecer/estar'],
  ['confirmar', 3, 'estarei/comparecerei/irei/compareco/estaremos'],
  ['confirmar', 3, 'to/estou/tou/tamo/estamos indo/confirmad*'],
  ['confirmar', 3, 'pode/podem deixar que vou/irei/estarei/eu'],
  ['confirmar', 2.5, '^ vou $'],
  ['confirmar', 2.5, 'combinado/fechado/fechou/bora/certinho/positivo'],
  ['confirmar', 1.5, 'ok/okay'],
  ['confirmar', 2, 'pode ser'],
  ['confirmar', 2.5, '^ pode [sim] $'],
  // 'quero esse', 'fico com esse', 'esse mesmo' pick the option offered.
  [
    'confirmar',
    3,
    '^ [eu] quero/prefiro/escolho/fico/pego [com] esse/essa/este/esta [mesmo/msm/ai/horario/dia/data] $',
  ],
  ['confirmar', 3, '^ esse/essa/este/esta mesmo/msm/ai/serve/funciona $'],
  ['confirmar', 3, 'be there'],
  ['confirmar', 3, 'pode/podem contar comigo/conosco'],
  // 'pode marcar' answering an offer says yes; 'pode marcar pra sexta?' asks for a booking.
  [
    'confirmar',
    3.5,
    'pode/podem marcar/agendar/reservar/fechar/agendar [esse/essa/este/esta/ele/ela/sim/entao] $',
  ],
  ['confirmar', 3, '^ manda ver/bala $'],
  ['confirmar', 3, '^ [estou/to/tou] de acordo'],
  ['confirmar', 3, '^ aceito [sim/entao] $'],
  ['confirmar', 3, '^ [eu] estou/to/tou dentro'],
  // 'isso aí' agrees as an answer; 'tá caro isso aí' is a remark.
  ['confirmar', 3, '^ [e] isso mesmo/ai/msm'],
  // 'só isso mesmo' closes the chat; it confirms nothing.
  [null, 4, 'so isso [mesmo/msm]'],
  ['confirmar', 1, 'certo/beleza/perfeito/otimo/show/isso/top'],
  // 'tá ótimo', 'partiu', 'demorou' answering an offer agree to it; 'ok', 'beleza' only hear it.
  ['confirmar', 2.5, '^ esta otimo/otima/perfeito/perfeita/excelente/maravilha/show'],
  ['confirmar', 2.5, '^ partiu/demorou/vamos/vamo/fechou $'],
  // recusar
  ['recusar', 3, '^ 2 $'],
  ['recusar', 3, '^ nao/no/nope/nem/nah/negativo $'],
  ['recusar', 3, 'nao quero/queria/quer/precisa/preciso/vou/serve/servem/posso $'],
  ['recusar', 3, 'nao quero/precisa nao'],
  ['recusar', 3.5, 'nao vou querer'],
  ['recusar', 3, 'por hora/ora nao'],
  ['recusar', 3, 'mas nao $'],
  ['recusar', 3, '^ acho/creio/penso que nao $'],
  ['recusar', 3, 'nao quero/queria/preciso mais [nao] $'],
  ['recusar', 3.5, 'nao tenho/tenhos interesse'],
  ['recusar', 4, 'nenhum/nenhuma .. me atende/serve/agrada/encaixa'],
  ['recusar', 3, 'nao posso/consigo/da/dao/serve nesse/nesses/nessa/nessas/esse/esses/essa/essas'],
  ['recusar', 3, 'nao tenho como $'],
  ['recusar', 3, 'nao [estou/to/tou] precisando/interessad*/querendo'],
  ['recusar', 3.5, 'sem interesse'],
  ['recusar', 3.5, 'nao me interessa'],
  [
    'recusar',
    3,
    'agora/hoje/enquanto/esse/essa/esses/essas/isso/melhor/prefiro/acho [horario/horarios/dia/dias/data/opcao/opcoes] nao',
  ],
  ['recusar', 3, 'nao da/dao/serve/servem/rola/gostei'],
  ['recusar', 3, 'nenhum/nenhuma/dispenso/dispensa/deixa/deixe/nada'],
  ['recusar', 3, 'deixa/deixe/deixamos/deixar para la/depois'],
  ['recusar', 3, 'fica/ficar/deixa/deixar para [a/o] proxima/proximo $'],
  ['recusar', 3, '^ depois eu vejo/marco/volto/chamo/falo/aviso'],
  // 'deixa eu ver minha agenda': a pause, not a no.
  [null, 4, 'deixa/deixe [eu] ver/verificar/olhar/pensar/conferir/checar'],
  ['recusar', 3, '^ esquece/esqueca/esquecer [isso/entao/ai] $'],
  ['recusar', 3, '^ [nao] nem/nao precisa [nao/mais] $'],
  ['recusar', 3, 'no thanks/gracias'],
  // consultar_agendamento
  [
    'consultar_agendamento',
    3.5,
    'quando/qdo/quand .. marquei/agendei/marcado/marcada/agendado/agendada/ficou/eu/meu/minha/meus/minhas/mi/my',
  ],
  [
    'consultar_agendamento',
    3.5,
    'que/qual/quais/a [o/a/que/os/as] hora/horas/dia/dias/horario/horarios/data .. marquei/agendei/marcado/marcada/agendado/agendada/ficou/eu/meu/minha/meus/minhas/mi/my',
  ],
  [
    'consultar_agendamento',
    3.5,
    'com quem .. marquei/agendei/marcado/marcada/agendado/agendada/ficou/eu/meu/minha/meus/minhas/mi/my',
  ],
  ['consultar_agendamento', 3.5, 'marquei/agendei/reservei'],
  ['consultar_agendamento', 4, 'ja esta/ta/estao/foi confirmad*/marcad*/agendad*'],
  ['consultar_agendamento', 4, 'esta/ta/foi confirmad*/marcad*/agendad* [o/a] meu/minha'],
  ['consultar_agendamento', 3.5, 'do/have i have [an/any] appointment*/booking*'],
  [
    'consultar_agendamento',
    3.5,
    'voces/voce marcaram/marcou/agendaram/agendou/confirmaram/confirmou',
  ],
  ['consultar_agendamento', 3.5, 'marcaram/agendaram/marcou/agendou para mim'],
  ['consultar_agendamento', 3.5, '[vai] ficou/fica/ficar comigo'],
  [
    'consultar_agendamento',
    4,
    'meu/minha @obj [ainda] continua/permanece/mantido/mantida/confirmado/confirmada/marcado/marcada/valendo',
  ],
  ['consultar_agendamento', 3, 'de pe ?'],
  [
    'consultar_agendamento',
    4,
    'quem/qual [profissional/medico/medica/doutor/doutora] vai/vao me atender/atende/atendera',
  ],
  [
    'consultar_agendamento',
    3.5,
    'quando/qdo [e/sera/fica/ficou/vai] [ser] [o/a] [meu/minha/proximo/proxima] @obj',
  ],
  [
    'consultar_agendamento',
    4,
    'me confirmar/confirma/lembrar/lembra/informar/informa/dizer/diz/passar/passa/falar/fala [o/a/qual/que] dia/horario/hora/data/horas',
  ],
  ['consultar_agendamento', 3, 'horario/consulta/agendamento/hora/sessao do/da meu/minha'],
  ['consultar_agendamento', 3.5, 'esqueci .. horario/hora/dia/data/consulta/agendamento'],
  // 'esqueci se era 14 ou 15h', 'não lembro que dia ficou'
  [
    'consultar_agendamento',
    3.5,
    'esqueci/lembro/lembrava/lembrar [se/que/qual/quando/o/a] [dia/hora/horas/horario] era/foi/ficou/marquei/agendei/marcou',
  ],
  [
    'consultar_agendamento',
    3.5,
    'ficou/esta/estou/to/tou/fiquei/estamos marcad*/agendad*/reservad*',
  ],
  [
    'consultar_agendamento',
    3.5,
    'tenho/tem/temos/tinha .. marcad*/agendad*/agendamento/agendamentos',
  ],
  [
    'consultar_agendamento',
    3.5,
    'tenho/temos/tinha [algum/alguma/algo/um/uma] horario/consulta/agendamento/hora/algo',
  ],
  ['consultar_agendamento', 3, 'no meu nome'],
  // 'que horas mesmo?', 'que dia era?': the customer's own time, half remembered.
  ['consultar_agendamento', 3.5, '^ que/qual horas/hora/horario [era/e/fica/ficou] [mesmo/msm] ?'],
  [
    'consultar_agendamento',
    4,
    'saber/ver/lembrar [o/a] horario/hora/dia/data do/da meu/minha @obj',
  ],
  [
    'consultar_agendamento',
    4,
    'confirmar/confirma/conferir/checar/ver [o/a] [meu/minha] horario/consulta/agendamento/hora/dia que/qual marquei/agendei/ficou',
  ],
  // 'tá tudo certo pra amanhã?': is the appointment still on.
  [
    'consultar_agendamento',
    3.5,
    '^ [e] esta tudo certo/ok/confirmado/combinado para/com/no/na/de [o/a] @day/@obj/meu/minha',
  ],
  // 'vc pode confirmar meu horário?' asks the business to check it.
  [
    'consultar_agendamento',
    4,
    'voce/voces pode/podem/poderia/poderiam/consegue confirmar/confirma/ver/checar/verificar [o/a] [meu/minha] @obj .. ?',
  ],
  ['consultar_agendamento', 3.5, 'meus/minhas agendamentos/horarios/consultas/marcacoes/reservas'],
  ['consultar_agendamento', 2, 'meu/minha/meus/minhas/mi/my @obj'],
  ['consultar_agendamento', 3.5, 'meu/minha/mi/my @obj e/esta/era/sera/es/is'],
  ['consultar_agendamento', 2.5, 'para quando'],
  [
    'consultar_agendamento',
    4,
    'conseguiu/conseguiram/deu/foi [certo] [para] marcar/agendar/marcado/agendado',
  ],
  [
    'consultar_agendamento',
    3.5,
    'ja marcou/agendou/marcaram/agendaram/marcado/agendado/marcada/agendada',
  ],
  ['consultar_agendamento', 3.5, 'confirmad*/marcad*/agendad* ?'],
  // precos
  ['precos', 3, 'quanto/cuanto/quant/qnto/qto/qt/quanta'],
  [
    'precos',
    3.5,
    'quanto/qnto/qto custa/custam/custo/cobra/cobram/fica/sai/e/esta/ta/seria/vale/vai',
  ],
  [
    'precos',
    3,
    'valor/valores/preco/precos/precinho/investimento/tabela/custa/custam/custo/custos/orcamento/price/prices/pricing/cuesta/precio/precios/vlr',
  ],
  [
    'precos',
    2.5,
    'cobra/cobram/cobrar/promocao/promocoes/desconto/descontos/pacote/pacotes/caro/barato/r$/reais',
  ],
  ['precos', 3, 'how much'],
  ['precos', 3, 'e/sera paga/pago/gratis/gratuita/gratuito/cobrada/cobrado/free'],
  ['precos', 3, '@treat [ainda] e/esta/sai/fica/custa @num'],
  [
    'precos',
    3.5,
    'fazem/faz/tem/da/dao/fazer/rola desconto/descontos/promocao/promocoes/preco/precinho',
  ],
  // endereco
  ['endereco', 3, 'onde/aonde/donde/where/ubicacion/direccion/address/located/location'],
  [
    'endereco',
    3,
    'endereco/enderecos/localizacao/localizacoes/referencia/estacion*/maps/waze/gps/bairro/cep/localiza*',
  ],
  ['endereco', 2.5, 'rua/avenida/shopping/metro/predio/sala/andar/perto/longe/local'],
  ['endereco', 2.5, 'proximo/proxima a/ao/da/do/de'],
  ['endereco', 3, 'como chego/chegar/vou/faco'],
  ['endereco', 3.5, 'facil/dificil acesso/chegar/achar/encontrar'],
  ['endereco', 3.5, 'manda/mande/envia/envie/passa/passe [o/a] pin/pino'],
  [
    'endereco',
    3.5,
    'ir/chegar/vou/chego/venho/vir de/a onibus/metro/carro/uber/taxi/pe/bicicleta/moto/trem',
  ],
  ['endereco', 3, 'fica/ficam/ficamos/queda/situado em/no/na/perto/proximo/onde'],
  ['endereco', 2.5, 'centro/bairro/cidade/regiao/zona/esquina/galeria'],
  ['endereco', 3, 'unidade/unidades/filial/filiais/sede'],
  ['endereco', 3, 'em cima/frente/baixo de/da/do'],
  ['endereco', 3, 'ao lado de/da/do'],
  ['endereco', 2.5, '^ e no/na/em/perto _ ?'],
  ['endereco', 3, 'lugar/vaga para estacionar/parar/deixar [o] carro'],
  // horario_funcionamento
  [
    'horario_funcionamento',
    3.5,
    'que/qual/quais/a/ate/de [que/qual] hora/horas/horario/horarios .. @open/atende/atendem/trabalham/trabalha',
  ],
  ['horario_funcionamento', 3, 'ate/a que/qual hora/horas/horario'],
  [
    'horario_funcionamento',
    3.5,
    'ate que/qual hora/horas/horario posso/pode/podemos/da/consigo [ir/chegar/passar/vir]',
  ],
  ['horario_funcionamento', 3.5, 'funcionamento/expediente'],
  [
    'horario_funcionamento',
    3.5,
    'ultimo/primeiro/ultima/primeira horario/hora .. @open/atende/atendem/trabalham/trabalha',
  ],
  // 'tem atendimento sábado?' asks whether they open, not for a slot.
  [
    'horario_funcionamento',
    3.5,
    'tem/ha/teria/tera atendimento [no/na/nos/nas/aos/de/em/o/a] @wday/feriado/feriados/domingos/sabados',
  ],
  [
    'horario_funcionamento',
    3.5,
    'que/quais/qual dia/dias [da] [semana] [voces/voce] @open/atende/atendem/trabalham/trabalha',
  ],
  ['horario_funcionamento', 3.5, 'atende/atendem/@open hoje/amanha'],
  [
    'horario_funcionamento',
    3.5,
    'horario/horarios de/do/da voces/voce/salao/clinica/barbearia/consultorio/loja/studio/estudio/espaco',
  ],
  [
    'horario_funcionamento',
    3.5,
    'estao/esta/voces/voce atendendo/funcionando/abertos/aberto/trabalhando',
  ],
  ['horario_funcionamento', 3.5, 'horario/horarios de atendimento/atencion/funcionamento'],
  ['horario_funcionamento', 2.5, '@open'],
  [
    'horario_funcionamento',
    3.5,
    '@open/atende/atendem/trabalham/trabalha/abrir/fechar .. @wday/feriado/feriados/final/fim/fds/almoco/cedo/agora/domingos/sabados/todo/todos/noite/noites/madrugada',
  ],
  [
    'horario_funcionamento',
    3.5,
    'ta/esta/estao/tao/estara/abre/fica/ficam aberto/aberta/abertos/fechado/fechada/fechados',
  ],
  ['horario_funcionamento', 3, 'opening hours/times'],
  ['horario_funcionamento', 3.5, 'what time .. open/close'],
  // servicos
  [
    'servicos',
    3,
    'servico/servicos/procedimentos/especialidade/especialidades/catalogo/cardapio/services/servicios/tratamentos',
  ],
  [
    'servicos',
    3,
    'opcoes/lista de servico/servicos/tratamento/tratamentos/procedimento/procedimentos',
  ],
  ['servicos', 3, 'fazem/oferecem/oferece/ofereca/trabalham/cortam/hacen/offer'],
  ['servicos', 2.5, 'faz/atendem/atende/mexem/trabalha'],
  ['servicos', 3, 'tipo/tipos de'],
  ['servicos', 3, 'cuidam/cuida/tratam/trata de'],
  ['servicos', 3, 'quem corta/faz/atende/trabalha/mexe'],
  ['servicos', 3, 'presencial/online/domiciliar/teleconsulta/telemedicina/domicilio'],
  ['servicos', 2.5, 'do you do/have'],
  ['servicos', 2, '^ [e] [voces] tem/teria/tiver [o/a/um/uma] _ [de/do/da] [_] ?'],
  ['servicos', 2.5, 'tem/teria @svc'],
  ['servicos', 3, 'o que .. tem/faz/fazem/oferece/oferecem'],
  // falar_humano
  ['falar_humano', 3.5, 'falar/fala/falo/conversar/converso/papo/talk/speak/hablar com/to/with'],
  [
    'falar_humano',
    4,
    'atendente/atendentes/humano/humana/humanos/robo/robot/bot/recepcao/recepcionista/gerente/responsavel/human/agent/representative/persona',
  ],
  ['falar_humano', 3.5, 'alguem/pessoa/gente de verdade/real'],
  ['falar_humano', 4, '^ pessoa/humano/humana/atendente/ajuda/socorro/help $'],
  ['falar_humano', 4, 'ajuda de/da [uma/um/alguma/algum] pessoa/alguem/atendente/humano/gente'],
  [
    'falar_humano',
    3.5,
    'telefone/numero/contato/whatsapp/zap de/da/do alguem/atendente/dono/dona/gerente/responsavel/recepcao',
  ],
  ['falar_humano', 3.5, 'e [um/uma] pessoa/gente/humano/humana ?'],
  ['falar_humano', 3.5, 'telefone/numero/contato para [eu] ligar/falar/ligacao'],
  ['falar_humano', 3.5, 'ninguem [me] [vai] responde/responder/atende/atender/fala/aparece/ajuda'],
  ['falar_humano', 4.5, 'atendimento humano/humanizado/pessoal/presencial'],
  [
    'falar_humano',
    3.5,
    'contato com/de [o/a/um/uma] alguem/atendente/pessoa/responsavel/humano/dono/dona/gerente',
  ],
  ['falar_humano', 3.5, 'me coloca/coloque/bota/poe em contato'],
  [
    'falar_humano',
    4.5,
    'transfere/transferir/transfira/passa/passar/encaminha/encaminhar [me] [para] [o/a/um/uma] atendente/humano/pessoa/alguem/responsavel/recepcao/gerente',
  ],
  [
    'falar_humano',
    3.5,
    'tem/ha alguem [ai/aqui/online/on/atendendo] [para] [me] [atender/responder/ajudar]',
  ],
  ['falar_humano', 3, 'alguem ai/atende/responde/me'],
  // 'vc é uma IA?', 'isso é automático?': wants to know whether a person is there.
  [
    'falar_humano',
    3.5,
    'e/eh/sao [um/uma] ia/automatico/automatica/automatizado/automatizada/chatbot/virtual ?',
  ],
  ['falar_humano', 3.5, 'inteligencia artificial'],
  ['falar_humano', 3.5, 'posso/podemos/consigo [eu] ligar/telefonar'],
  ['falar_humano', 3.5, 'da para [eu] ligar/telefonar'],
  [
    'falar_humano',
    3.5,
    'telefone/numero/fone/contato [de/da/do] [voces/voce/ai] [para] [eu] ligar/ligacao/telefonar',
  ],
  [
    'falar_humano',
    3.5,
    'alguem pode/podia/poderia/consegue [me] responder/atender/ajudar/ligar/falar',
  ],
  [
    'falar_humano',
    3.5,
    'cade/kd [o/a] moca/moco/menina/atendente/dono/dona/pessoa/responsavel/doutor/doutora/gerente/recepcionista',
  ],
  ['falar_humano', 3.5, 'responde/responda/atende/atenda alguem'],
  ['falar_humano', 4, 'me liga/ligue/ligar/chama/chame/telefona/retorna/call'],
  ['falar_humano', 4, 'liga/ligue/ligar/telefona para mim'],
  ['falar_humano', 3.5, 'chama/chame/chamar alguem/a/o [para] [me] [atender/responder/ajudar]'],
  ['falar_humano', 3.5, 'com a/o/uma/um pessoa/dona/dono/moca/moco/menina/secretaria/proprietari*'],
  // saudacao
  [
    'saudacao',
    3,
    'oi/oie/oii/ola/opa/eae/eai/salve/hello/hola/hey/hi/alo/buenas/ei/oiii/oies/oiee',
  ],
  ['saudacao', 3, 'bom/boa/buenos/buenas dia/tarde/noite/dias/tardes/noches'],
  ['saudacao', 3, '^ e ai'],
  ['saudacao', 3, '^ beleza ?'],
  ['saudacao', 3.5, 'eae/eai/opa/oi/oie/salve/ai/fala beleza/suave/tranquilo/firmeza'],
  ['saudacao', 3, '^ fala [ai/mano/irmao/parceiro/meu]'],
  ['saudacao', 3, 'tudo bem/bom/joia/certo/tranquilo/ok/em/beleza ?'],
  ['saudacao', 1.5, 'tudo bem/bom/joia/tranquilo/beleza'],
  ['saudacao', 3, 'good morning/afternoon/evening'],
  // agradecimento
  [
    'agradecimento',
    3,
    'obrigad*/brigad*/valeu/valew/thanks/thank/thx/gracias/agradeco/agradecid*/grato/grata/gratidao/agradecemos/obrigadao',
  ],
  ['agradecimento', 1, 'tamo junto'],
  // 'tenha um bom dia' takes leave, it does not greet.
  ['agradecimento', 3.5, 'tenha/tenham/otimo/otima [um/uma] bom/boa dia/tarde/noite/semana/fds'],
  // outro: these read a topic with no intent of its own, so no weaker cue takes the words
  [
    'outro',
    3,
    'aceita/aceitam/aceitar/pix/cartao/credito/debito/dinheiro/parcel*/boleto/convenio/convenios/plano/planos/unimed/amil/bradesco/sulamerica',
  ],
  [
    'outro',
    3,
    'instagram/insta/site/facebook/cnpj/wifi/wi-fi/emprego/curriculo/contratando/parceria/fornecedor/representante/fiscal',
  ],
  ['outro', 4, 'vaga/vagas de emprego/trabalho/estagio'],
  ['outro', 3, 'estagio/estagiaria/estagiario'],
  ['outro', 3, 'quanto tempo/demora/dura'],
  ['outro', 4, 'quantas vezes'],
  ['outro', 4, '[trabalham/trabalha/atendem/atende/e/so] [com/por] ordem de chegada'],
  ['outro', 3, 'fila/filas'],
  ['outro', 4, 'sugerir/sugestao/sugiro/opiniao/feedback/elogio/elogiar/critica'],
  ['outro', 3, 'banheiro/cafe/cafezinho/acessibilidade/cadeirante/rampa/tomada/fraldario'],
  [
    'outro',
    3,
    'cobranca/cobrado/cobraram/reclamacao/reclamar/reclamo/estorno/grossa/grosso/grosseiro/grosseira',
  ],
  ['outro', 3, 'resultado/resultados/laudo/laudos/receita/recibo/reembolso'],
  ['outro', 3, 'cheguei/chegando/chegamos'],
  ['outro', 3, 'estou/to/tou/estamos [ja] ai/aqui/na'],
  ['outro', 4, 'maquina/maquininha .. funcionando/funciona/passando/aceita'],
  ['outro', 3, 'jejum/documento/documentos/acompanhante/levar/vendem/vende/vendo/produto/produtos'],
  ['outro', 2.5, 'kk*/haha*/rsrs*/hehe*/hmm*/ah/entendi/entendido/blz/beleza'],
];

/** Word classes of the patterns. */
const CLASSES: Record<string, ReadonlySet<string>> = {
  day: new Set([
    'hoje',
    'amanha',
    'segunda',
    'terca',
    'quarta',
    'quinta',
    'sexta',
    'sabado',
    'domingo',
    'semana',
    'feriado',
    'mes',
    'tomorrow',
    'today',
    'manana',
    'hoy',
    'fds',
    'dia',
  ]),
  wday: new Set([
    'segunda',
    'terca',
    'quarta',
    'quinta',
    'sexta',
    'sabado',
    'domingo',
    'feriado',
    'sabados',
    'domingos',
    'segundas',
    'fds',
    'weekend',
    'sunday',
    'saturday',
  ]),
  time: new Set([
    'agora',
    'ja',
    'logo',
    'hoje',
    'amanha',
    'segunda',
    'terca',
    'quarta',
    'quinta',
    'sexta',
    'sabado',
    'domingo',
    'semana',
    'manha',
    'tarde',
    'noite',
    'cedo',
    'meio-dia',
    'tomorrow',
    'today',
  ]),
  svc: new Set([
    'corte',
    'cortar',
    'barba',
    'cabelo',
    'unha',
    'unhas',
    'manicure',
    'pedicure',
    'mao',
    'pe',
    'escova',
    'progressiva',
    'sobrancelha',
    'sobrancelhas',
    'limpeza',
    'consulta',
    'consultas',
    'avaliacao',
    'sessao',
    'hidratacao',
    'luzes',
    'mechas',
    'coloracao',
    'tintura',
    'depilacao',
    'massagem',
    'botox',
    'tratamento',
    'exame',
    'retorno',
    'horario',
    'hora',
    'vaga',
    'procedimento',
    'pezinho',
    'degrade',
    'platinado',
    'alisamento',
    'relaxamento',
    'maquiagem',
    'penteado',
    'design',
    'cilios',
    'haircut',
    'appointment',
    'cita',
    'turno',
    'peeling',
    'drenagem',
    'cauterizacao',
    'selagem',
    'limpeza',
  ]),
  obj: new Set([
    'horario',
    'hora',
    'agendamento',
    'consulta',
    'corte',
    'unha',
    'sessao',
    'atendimento',
    'marcacao',
    'reserva',
    'cita',
    'turno',
    'appointment',
    'escova',
    'barba',
    'retorno',
    'exame',
  ]),
  open: new Set([
    'abre',
    'abrem',
    'abri',
    'abrir',
    'abrindo',
    'fecha',
    'fecham',
    'fechar',
    'fechando',
    'funciona',
    'funcionam',
    'funcionando',
    'comeca',
    'comecam',
    'inicia',
    'iniciam',
    'encerra',
    'encerram',
    'atendendo',
    'aberto',
    'abertos',
    'aberta',
    'open',
    'close',
    'closes',
    'opens',
    'abren',
    'cierran',
    'atienden',
  ]),
};

/** Services by name ('@treat'): '@svc' without the generic 'horário', 'vaga', 'atendimento'. */
const GENERIC = new Set(['horario', 'hora', 'vaga', 'atendimento', 'appointment', 'cita', 'turno']);
CLASSES.treat = new Set([...CLASSES.svc!].filter((w) => !GENERIC.has(w)));

// ---------------------------------------------------------------------------------------------
// Normalisation beyond normalize.ts: the spellings of this reader's own words.

const SPELLINGS: Record<string, string> = {
  qro: 'quero',
  muchas: 'muito',
  muchos: 'muito',
  mucho: 'muito',
  muy: 'muito',
  con: 'com',
  alguien: 'alguem',
  ond: 'onde',
  aond: 'aonde',
  cm: 'com',
  kd: 'cade',
  cade: 'cade',
  vo: 'vou',
  qero: 'quero',
  kero: 'quero',
  qria: 'queria',
  qeria: 'queria',
  keria: 'queria',
  quiero: 'quero',
  quisiera: 'queria',
  necesito: 'necessito',
  ta: 'esta',
  tah: 'esta',
  tao: 'estao',
  eh: 'e',
  ce: 'voce',
  ces: 'voces',
  vou: 'vou',
  tou: 'estou',
  qnto: 'quanto',
  qto: 'quanto',
  qt: 'quanto',
  qtos: 'quantos',
  vlr: 'valor',
  vl: 'valor',
  ngm: 'ninguem',
  algm: 'alguem',
  alg: 'alguem',
  nd: 'nada',
  nda: 'nada',
  loc: 'localizacao',
  ender: 'endereco',
  end: 'endereco',
  agd: 'agendar',
  agnd: 'agendar',
  msg: 'mensagem',
  nops: 'nao',
  nop: 'nao',
  naao: 'nao',
  nem: 'nem',
  ok: 'ok',
  okk: 'ok',
  oki: 'ok',
  okey: 'ok',
  blza: 'beleza',
  bjs: 'beijos',
  vdd: 'verdade',
  fds: 'fds',
  sabadao: 'sabado',
  qual: 'qual',
  ql: 'qual',
  qal: 'qual',
  qm: 'quem',
  oque: 'o',
  porfavor: 'por',
  tks: 'thanks',
  ty: 'thanks',
  obgda: 'obrigada',
  obga: 'obrigada',
  brigadao: 'obrigado',
  brigadinha: 'obrigada',
  dr: 'dr',
  dra: 'dra',
  yes: 'yes',
  yep: 'yep',
  sii: 'sim',
  simmm: 'sim',
};

/** Emoji that say something the rules read. */
const EMOJI: readonly [RegExp, string][] = [
  [/\u{1F44D}|\u{1F44C}|\u2705|\u{1F197}|\u2714/gu, ' joinha '],
  [/\u{1F44B}/gu, ' oi '],
  [/\u{1F44E}|\u274C/gu, ' nao '],
];

/** Words that a pattern's '_' (some thing) does not stand for. */
const FUNCTION_WORDS = new Set([
  'como',
  'algum',
  'alguma',
  'alguem',
  'ninguem',
  'nada',
  'isso',
  'que',
  'o',
  'a',
  'um',
  'uma',
  'de',
  'para',
  'hoje',
  'amanha',
  'horario',
  'horarios',
  'vaga',
  'vagas',
  'mais',
  'jeito',
  'problema',
  'sim',
  'nao',
  'certeza',
]);

/** Words that close a short answer like a full stop ('não obrigado', 'sim valeu'). */
const COURTESY = new Set(['obrigado', 'obrigada', 'valeu', 'thanks', 'gracias', 'agradeco']);

const BOUNDARY = new Set([',', '.', '?', '!', ';', '-', '...']);

/** Every whole word the cues name, and more that a typo must not be read as something else. */
const KNOWN_WORDS: readonly string[] = [
  // months: 'abril' is no typo of 'abrir', 'marco' none of 'marcar'
  'janeiro',
  'fevereiro',
  'marco',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
  'agendamento',
  'agendamentos',
  'grana',
  'desmarcar',
  'cancelar',
  'cancelamento',
  'remarcar',
  'reagendar',
  'confirmar',
  'confirmo',
  'confirmado',
  'confirmada',
  'obrigado',
  'obrigada',
  'horario',
  'horarios',
  'disponivel',
  'estacionamento',
  'localizacao',
  'endereco',
  'funcionamento',
  'atendimento',
  'atendente',
  'servicos',
  'servico',
  'procedimentos',
  'manicure',
  'sobrancelha',
  'progressiva',
  'consulta',
  'gostaria',
  'queria',
  'preciso',
  'precisava',
  'amanha',
  'sabado',
  'domingo',
  'segunda',
  'quarta',
  'quinta',
  'sexta',
  'tarde',
  'noite',
  'manha',
  'carlos',
  'marcos',
  'marcio',
  'marcia',
  'semana',
  'outro',
  'outra',
  'pessoa',
  'alguem',
  'falar',
  'falando',
  'quanto',
  'valor',
  'valores',
  'tabela',
  'custa',
  'abrem',
  'fecham',
  'aberto',
  'fechado',
  'funciona',
  'funcionam',
  'comparecer',
  'refeicao',
  'mudou',
  'mudaram',
  'mudei',
  'mudanca',
  'cancel',
  'reschedule',
  'availability',
  'marquei',
  'agendei',
  'cancela',
  'cancelo',
  'cancele',
  'desmarca',
  'desmarco',
  'remarca',
  'remarco',
  'reagenda',
  'confirma',
  'brigada',
  'brigado',
  'obrigadinha',
  'obrigadinho',
  'agradecida',
  'agradecido',
  'marcado',
  'marcada',
  'atendeu',
  'atenderam',
  'atendida',
  'atendido',
  'presenca',
  'vale',
  'pessoal',
  'procurando',
  'problema',
  'cachorro',
  'guarda',
  'chuva',
  'horrivel',
  'socorro',
  'ontem',
  'trabalho',
  'demora',
  'crianca',
  'criancas',
  'cacheado',
  'filho',
  'filha',
  'marido',
  'esposa',
  'mulher',
  'credito',
  'receita',
  'resultado',
  'atestado',
  'cliente',
  'desculpa',
  'desculpe',
  'infelizmente',
  'imprevisto',
  'trabalhando',
  'esqueci',
  'lembrete',
  'mensagem',
  'conversa',
  'verdade',
  'ajuda',
  'atencao',
  'parabens',
  'saudade',
  'amiga',
  'amigo',
  'menina',
  'moca',
  'entrada',
  'pagamento',
  'pagar',
  'conseguir',
  'consigo',
  'poderei',
  'estarei',
  'ficou',
  'marcado',
  'marcada',
  'agendado',
  'agendada',
  'mesmo',
  'sobre',
  'depois',
  'cabelo',
  'corte',
  'barba',
  'escova',
  'limpeza',
  'depilacao',
  'massagem',
  'clinica',
  'salao',
  'barbearia',
  'doutor',
  'doutora',
  'querer',
  'quero',
  'tambem',
  'ainda',
  'agora',
  'certo',
  'certeza',
  'beleza',
  'perfeito',
  'combinado',
  'fechou',
  'valeu',
  'ficam',
  'fazem',
  'tudo',
  'quando',
  'posso',
  'podia',
  'poderia',
  'mudar',
  'trocar',
  'alterar',
  'adiar',
  'adiantar',
  'antecipar',
  'marcar',
  'agendar',
  'reservar',
  'encaixar',
  'encaixe',
  'vagas',
  'tirar',
  'nenhum',
  'nenhuma',
  'deixa',
  'dispenso',
  'referencia',
  'atendem',
  'trabalham',
  'oferecem',
  'expediente',
  'feriado',
  'recepcao',
  'gerente',
  'humano',
  'ligar',
  'chama',
  'gracias',
  'thanks',
  'hello',
  'salve',
  'quais',
  'dinheiro',
  'cartao',
  'convenio',
  'instagram',
  'emprego',
];

// ---------------------------------------------------------------------------------------------
// Compiled patterns.

type Element =
  | {
      kind: 'words';
      words: ReadonlySet<string>;
      stems: readonly string[];
      classes: readonly string[];
      optional: boolean;
    }
  | { kind: 'any'; optional: boolean }
  | { kind: 'number'; value: string }
  | { kind: 'mark'; mark: string }
  | { kind: 'gap' }
  | { kind: 'start' }
  | { kind: 'end' };

type Cue = { intent: Intent | null; weight: number; elements: readonly Element[] };

function compileElement(raw: string): Element {
  if (raw === '..') return { kind: 'gap' };
  if (raw === '^') return { kind: 'start' };
  if (raw === '$') return { kind: 'end' };
  if (raw === '?') return { kind: 'mark', mark: '?' };
  const optional = raw.startsWith('[') && raw.endsWith(']');
  const body = optional ? raw.slice(1, -1) : raw;
  if (body === '_') return { kind: 'any', optional };
  if (/^\d+$/.test(body)) return { kind: 'number', value: body };
  const words = new Set<string>();
  const stems: string[] = [];
  const classes: string[] = [];
  for (const alt of body.split('/')) {
    if (alt.startsWith('@')) classes.push(alt.slice(1));
    else if (alt.endsWith('*')) stems.push(alt.slice(0, -1));
    else words.add(alt);
  }
  return { kind: 'words', words, stems, classes, optional };
}

const COMPILED: readonly Cue[] = CUES.map(([intent, weight, pattern]) => ({
  intent,
  weight,
  elements: pattern.split(' ').map(compileElement),
}));

const VOCABULARY = new Set<string>(KNOWN_WORDS);
const STEMS = new Set<string>();
for (const cue of COMPILED) {
  for (const e of cue.elements) {
    if (e.kind === 'words') {
      for (const w of e.words) if (/^[a-z]+$/.test(w)) VOCABULARY.add(w);
      for (const s of e.stems) STEMS.add(s);
    }
  }
}
for (const set of Object.values(CLASSES)) for (const w of set) VOCABULARY.add(w);

/** The vocabulary by first letter: a typo rarely hits the first letter, and it keeps lookups fast. */
const BY_INITIAL = new Map<string, string[]>();
for (const w of VOCABULARY) {
  const list = BY_INITIAL.get(w[0]!) ?? [];
  list.push(w);
  BY_INITIAL.set(w[0]!, list);
}
/** Spelling with repeated letters squeezed ('obrigadoo', 'oiee', 'simmm') → the word. */
const SQUEEZED = new Map<string, string>();
for (const w of VOCABULARY) {
  const s = w.replace(/(.)\1+/g, '$1');
  if (!SQUEEZED.has(s)) SQUEEZED.set(s, w);
}

const hasStem = (word: string) => {
  for (const s of STEMS) if (word.startsWith(s)) return true;
  return false;
};

/**
 * The cue word a long word is a typo of, when the start agrees: the first two letters for one typo,
 * the first three for two ('muchas' is not 'mechas', 'mercado' is not 'marcado', 'presenca' is
 * not 'presencial', 'refeicao' is not 'recepcao').
 */
function typoOf(word: string): string | undefined {
  const match = closestWord(word, BY_INITIAL.get(word[0]!) ?? []);
  if (!match) return undefined;
  const distance = editDistance(word, match);
  const agree = distance >= 2 ? 3 : 2;
  if (match.slice(0, agree) === word.slice(0, agree)) return match;
  // Swapped letters right after the first ('qaunto', 'fceham', 'lcoalizacao').
  const head = (w: string) => [...w.slice(0, 3)].sort().join('');
  return word[0] === match[0] && head(word) === head(match) ? match : undefined;
}

const canonicalCache = new Map<string, string>();

/** The word a typed token stands for: shorthand, repeated letters, one or two typos. */
function canonical(token: string): string {
  const cached = canonicalCache.get(token);
  if (cached !== undefined) return cached;
  let word = SPELLINGS[token] ?? token;
  if (!VOCABULARY.has(word) && /^[a-z]+$/.test(word) && !hasStem(word)) {
    const squeezed = word.replace(/(.)\1+/g, '$1');
    // 'obgg' → 'obg' → 'obrigado': the shorthand of normalize.ts, once the letters are squeezed.
    const [expanded, ...rest] = squeezed !== word ? tokenize(squeezed) : [];
    const shorthand = expanded && rest.length === 0 && expanded !== squeezed ? expanded : undefined;
    const fromSqueeze = SQUEEZED.get(squeezed) ?? SPELLINGS[squeezed] ?? shorthand;
    if (fromSqueeze) word = fromSqueeze;
    else if (hasStem(squeezed)) word = squeezed;
    else word = typoOf(squeezed.length >= 5 ? squeezed : word) ?? typoOf(word) ?? word;
  }
  if (canonicalCache.size > 20_000) canonicalCache.clear();
  canonicalCache.set(token, word);
  return word;
}

/** The tokens the cues read: normalised words and marks ('?' ',' '.'), emoji as words. */
export function intentTokens(text: string): string[] {
  let prepared = text.slice(0, MAX_READ_CHARS);
  for (const [pattern, word] of EMOJI) prepared = prepared.replace(pattern, word);
  // "can't", "don't", "I'll": tokenize splits them at the apostrophe already.
  return tokenize(prepared).slice(0, MAX_READ_TOKENS).map(canonical);
}

function inClass(name: string, token: string): boolean {
  if (name === 'num') return /^\d/.test(token);
  if (name === 'clock') return /^\d{1,2}(?:h\d{0,2}|:\d{2})$/.test(token);
  if (name === 'time' && /^\d{1,2}(?:[h:]\d{0,2})?$/.test(token)) return true;
  return CLASSES[name]?.has(token) ?? false;
}

const isWord = (token: string | undefined) => token !== undefined && !BOUNDARY.has(token);

function elementMatches(e: Element, token: string | undefined): boolean {
  if (!isWord(token)) return e.kind === 'mark' && token === e.mark;
  const t = token!;
  switch (e.kind) {
    case 'words':
      if (e.words.has(t)) return true;
      for (const s of e.stems) if (t.startsWith(s)) return true;
      for (const c of e.classes) if (inClass(c, t)) return true;
      return false;
    case 'any':
      return !FUNCTION_WORDS.has(t);
    case 'number':
      return t === e.value;
    default:
      return false;
  }
}

/** The index one past the match of `elements[k..]` at token `i`, or -1. */
function matchFrom(
  tokens: readonly string[],
  elements: readonly Element[],
  k: number,
  i: number,
): number {
  if (k === elements.length) return i;
  const e = elements[k]!;
  switch (e.kind) {
    case 'start':
      return i === 0 || BOUNDARY.has(tokens[i - 1]!) ? matchFrom(tokens, elements, k + 1, i) : -1;
    case 'end':
      return i === tokens.length || BOUNDARY.has(tokens[i]!) || COURTESY.has(tokens[i]!)
        ? matchFrom(tokens, elements, k + 1, i)
        : -1;
    case 'gap': {
      for (let skip = 0; skip <= 3; skip += 1) {
        if (skip > 0 && !isWord(tokens[i + skip - 1])) break;
        const end = matchFrom(tokens, elements, k + 1, i + skip);
        if (end >= 0) return end;
      }
      return -1;
    }
    default: {
      if (elementMatches(e, tokens[i])) {
        const end = matchFrom(tokens, elements, k + 1, i + 1);
        if (end >= 0) return end;
      }
      if ('optional' in e && e.optional) return matchFrom(tokens, elements, k + 1, i);
      return -1;
    }
  }
}

type Hit = { cue: number; intent: Intent | null; weight: number; from: number; to: number };

/**
 * Cues by the words they can start with, so a message tries only the cues its words can begin;
 * cues that start with a stem, a class, an anchor or an optional part are tried everywhere.
 */
const BY_FIRST_WORD = new Map<string, number[]>();
const ANYWHERE: number[] = [];
COMPILED.forEach((cue, index) => {
  const first = cue.elements[0]!;
  if (first.kind === 'words' && !first.optional && !first.stems.length && !first.classes.length) {
    for (const w of first.words) {
      const list = BY_FIRST_WORD.get(w) ?? [];
      list.push(index);
      BY_FIRST_WORD.set(w, list);
    }
  } else {
    ANYWHERE.push(index);
  }
});

function findHits(tokens: readonly string[]): Hit[] {
  const hits: Hit[] = [];
  // One hit per cue and stretch of words: a cue starts again only after its last match.
  const nextFree = new Array<number>(COMPILED.length).fill(0);
  const tryCue = (index: number, i: number) => {
    if (i < nextFree[index]!) return;
    const cue = COMPILED[index]!;
    const to = matchFrom(tokens, cue.elements, 0, i);
    // An empty match (a pattern of anchors and optional parts) reads nothing.
    if (to > i) {
      hits.push({ cue: index, intent: cue.intent, weight: cue.weight, from: i, to });
      nextFree[index] = to;
    }
  };
  for (let i = 0; i < tokens.length; i += 1) {
    for (const index of BY_FIRST_WORD.get(tokens[i]!) ?? []) tryCue(index, i);
    for (const index of ANYWHERE) tryCue(index, i);
  }
  // The strongest and longest cues take their words first ('não vou' before 'vou').
  return hits.sort(
    (a, b) => b.weight - a.weight || b.to - b.from - (a.to - a.from) || a.from - b.from,
  );
}

/** A 'não' (or 'nem', 'sem') up to three words before `from`, in the same clause. */
function isNegated(tokens: readonly string[], from: number): boolean {
  for (let j = from - 1; j >= 0 && j >= from - 3; j -= 1) {
    const t = tokens[j]!;
    if (BOUNDARY.has(t)) return false;
    if (t === 'nao' && isAskingNo(tokens, j)) return false;
    if (t === 'nao' || t === 'nem' || t === 'sem' || t === 'never' || t === 'don' || t === 'not') {
      return true;
    }
  }
  return false;
}

/** Verbs after which a 'não' in a question asks rather than declines. */
const ASKING_AFTER_NO = new Set(['tem', 'teria', 'tinha', 'rola', 'sobrou', 'ha']);

/** 'não tem horário amanhã?', 'não tem nada mais cedo?': a question hoping for a yes. */
function isAskingNo(tokens: readonly string[], j: number): boolean {
  if (!ASKING_AFTER_NO.has(tokens[j + 1] ?? '')) return false;
  for (let k = j + 2; k < tokens.length; k += 1) {
    const t = tokens[k]!;
    if (t === '?') return true;
    if (BOUNDARY.has(t)) return false;
  }
  return false;
}

/** The scores of each intent in a message, after the words were shared out among the cues. */
export function scoreIntents(text: string): Map<Intent, number> {
  const tokens = intentTokens(text);
  const taken = new Array<boolean>(tokens.length).fill(false);
  const scores = new Map<Intent, number>();
  const counted = new Set<number>();
  for (const hit of findHits(tokens)) {
    let free = true;
    for (let j = hit.from; j < hit.to; j += 1) if (taken[j]) free = false;
    if (!free) continue;
    for (let j = hit.from; j < hit.to; j += 1) taken[j] = true;
    const ownsNegation = tokens[hit.from] === 'nao';
    if (hit.intent === null) continue;
    if (NEGATABLE.has(hit.intent) && !ownsNegation && isNegated(tokens, hit.from)) {
      // 'não quero marcar agora' declines; 'não quero cancelar' just rules that out.
      if (hit.intent === 'agendar' || hit.intent === 'confirmar') {
        scores.set('recusar', (scores.get('recusar') ?? 0) + hit.weight);
      }
      continue;
    }
    // A cue said twice ('14h ou 15h') is one piece of evidence.
    if (counted.has(hit.cue)) continue;
    counted.add(hit.cue);
    scores.set(hit.intent, (scores.get(hit.intent) ?? 0) + hit.weight);
  }
  return scores;
}

/** The intents of a message: the most actionable first, then the others it also carries. */
export function classifyIntents(text: string): IntentReading {
  const scores = scoreIntents(text);
  const present = new Set<Intent>();
  for (const [intent, score] of scores) if (score >= PRESENT) present.add(intent);
  const score = (i: Intent) => scores.get(i) ?? 0;

  // 'cancela o de quinta e marca pra sexta', 'não vou conseguir amanhã, posso ir outro dia?'
  if (present.has('cancelar') && (present.has('remarcar') || score('agendar') >= 3)) {
    present.delete('cancelar');
    present.add('remarcar');
    scores.set('remarcar', Math.max(score('remarcar'), score('cancelar')));
  }
  // Weak evidence stands on its own only: beside a clear intent it is noise ('vcs atendem
  // encaixe hoje?' asks for a slot, not for the list of services).
  const isCourtesy = (i: Intent) => i === 'saudacao' || i === 'agradecimento';
  const hasStrong = (but: Intent) =>
    [...present].some((i) => i !== but && !isCourtesy(i) && score(i) >= 3);
  for (const i of [...present]) {
    if (score(i) < 3 && !isCourtesy(i) && hasStrong(i)) present.delete(i);
  }
  if (present.has('remarcar')) present.delete('agendar');
  if (present.has('remarcar') || present.has('cancelar')) {
    present.delete('consultar_agendamento');
    present.delete('confirmar');
  }
  const acts = ['agendar', 'remarcar', 'cancelar', 'confirmar', 'consultar_agendamento'] as const;
  // 'não, quero remarcar', 'não recebi confirmação, tá marcado?': the 'não' is not the answer;
  // the action or the question is.
  if (acts.some((a) => present.has(a))) present.delete('recusar');
  if (present.has('confirmar') && present.has('recusar')) {
    present.delete(score('confirmar') >= score('recusar') ? 'recusar' : 'confirmar');
  }
  if (present.has('consultar_agendamento') && score('consultar_agendamento') >= 3.5) {
    present.delete('confirmar');
  }
  if (present.has('agendar') && score('consultar_agendamento') < 3.5) {
    present.delete('consultar_agendamento');
  }

  const ordered = PRIORITY.filter((i) => present.has(i));
  const intent = ordered[0] ?? 'outro';
  const also = ordered.filter((i) => i !== intent && i !== 'outro');
  return { intent, also };
}
