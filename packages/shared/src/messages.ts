const agendamentos = (n: number) => `${n} ${n === 1 ? 'agendamento' : 'agendamentos'}`;

/** pt-BR texts of spec §5 and §8, written once and shared by the server and the web app. */
export const msg = {
  emailInvalid: 'Email inválido',
  passwordMin: 'A senha deve ter pelo menos 6 caracteres',
  passwordMax: 'A senha deve ter no máximo 128 caracteres',
  registerNameMin: 'O nome deve ter pelo menos 2 caracteres',
  profileNameMin: 'Nome deve ter pelo menos 2 caracteres',
  nameMax: 'O nome deve ter no máximo 100 caracteres',
  emailMax: 'O email deve ter no máximo 254 caracteres',
  emailsMismatch: 'Os emails não coincidem',
  passwordsMismatch: 'As senhas não coincidem',
  digitsOnly: 'Apenas números são permitidos',
  profilePhoneMax: 'O telefone deve ter no máximo 11 dígitos',

  signUpSuccessToast: 'Cadastro realizado com sucesso!',
  signUpSuccessToastDescription:
    'Verifique seu email para confirmar o cadastro antes de fazer login.',
  signUpSuccessNotice:
    'Cadastro realizado com sucesso! Por favor, acesse seu email para confirmar o cadastro e continuar com o login.',
  signUpErrorTitle: 'Erro no cadastro',
  signUpErrorFallback: 'Ocorreu um erro ao cadastrar.',
  loginErrorTitle: 'Erro no login',
  loginErrorFallback: 'Email ou senha incorretos.',
  emailNotConfirmed:
    'Email não confirmado. Por favor, acesse seu email e clique no link de confirmação para ativar sua conta.',
  loginFailedNotice: 'Erro ao fazer login. Verifique seu email e senha.',
  logoutErrorTitle: 'Erro ao sair',
  logoutErrorFallback: 'Ocorreu um erro ao sair.',
  unexpected: 'Ocorreu um erro inesperado',
  notAuthenticated: 'Usuário não autenticado.',
  tooManyAttempts: 'Muitas tentativas. Aguarde um minuto e tente novamente.',

  // The attendant's path of a message (docs/decisions/014 §3)
  attendantTextOnly:
    'Por enquanto eu só consigo ler mensagens de texto. Pode me escrever o que precisa? 🙂',
  whatsappEventInvalid: 'Evento do WhatsApp inválido.',
  whatsappSignatureInvalid: 'Assinatura do webhook do WhatsApp inválida.',
  whatsappVerifyTokenInvalid: 'Token de verificação do webhook do WhatsApp inválido.',
  metricsUnauthorized: 'Token de métricas ausente ou inválido.',
  serverStarting: 'O servidor está iniciando: migrações do banco de dados em andamento.',
  // Request edges (docs/decisions/029)
  payloadTooLarge: 'A requisição é grande demais.',
  foreignOrigin: 'Origem da requisição não permitida.',
  databaseUnreachable: 'O banco de dados não respondeu.',
  conversaNotFound: 'Conversa não encontrada.',
  mensagemNotFound: 'Mensagem não encontrada nesta conversa.',
  mensagemNotFailed: 'Só uma mensagem que falhou pode ser enviada de novo.',
  pageCursorInvalid: 'Página inválida. Recarregue a lista.',
  conversaSearchTooLong: 'A busca deve ter no máximo 100 caracteres.',
  /** A chat's last line when the message has no text. */
  mensagemPreview: {
    audio: '🎤 Áudio',
    imagem: '📷 Imagem',
    video: '🎥 Vídeo',
    sticker: 'Figurinha',
    documento: '📄 Documento',
    outro: 'Mensagem',
  },
  /** Above a voice note's transcript in Conversas: the customer spoke, the text is the model's. */
  mensagemTranscricao: '🎤 Áudio · transcrição',

  loadProfileError: 'Erro ao carregar perfil',
  updateProfileError: 'Erro ao atualizar perfil',
  updatePasswordError: 'Erro ao atualizar senha',
  profileUpdated: 'Perfil atualizado',
  passwordUpdated: 'Senha atualizada',
  currentPasswordWrong: 'Senha atual incorreta.',

  invalidBody: 'O corpo da requisição não é um JSON válido.',
  jsonRequired: 'Envie o corpo da requisição como JSON (Content-Type: application/json).',
  notFound: 'Recurso não encontrado.',
  networkError: 'Erro de conexão. Verifique sua internet e tente novamente.',
  serverError: 'Erro no servidor. Tente novamente em instantes.',
  resetLinkInvalid: 'O link de redefinição de senha é inválido ou expirou.',
  verifyLinkInvalid: 'O link de confirmação é inválido ou expirou.',

  // Records (spec §5, §8)
  instanceNotFound: 'Instância não encontrada',
  instanceNotFoundText:
    'A instância solicitada não foi encontrada ou você não tem permissão para acessá-la.',
  recordNotFound: 'Registro não encontrado.',
  instanceEditNameMin: 'O nome é obrigatório e deve ter pelo menos 2 caracteres',
  instancePhoneMin: 'O número de telefone é obrigatório e deve ter pelo menos 10 dígitos',
  instancePhoneMax: 'O número não pode ter mais que 20 dígitos',
  /** One WhatsApp number belongs to one instance (docs/decisions/028). */
  instancePhoneInvalid: 'Este número não é um telefone válido para o país escolhido.',
  instancePhoneOwnTaken: (instancia: string) =>
    `Este número já está na sua instância "${instancia}". Use outro número ou edite aquela instância.`,
  instancePhoneUnavailable:
    'Este número de WhatsApp não pode ser usado. Confira o número ou fale com o suporte.',
  checkoutPhoneTaken:
    'Este número passou a ser usado por outra instância enquanto você pagava. A instância foi criada sem número: informe outro número para conectar o WhatsApp.',
  countryRequired: 'País é obrigatório',
  countryIdInvalid: 'ID do país inválido',
  countryNotFound: 'Nenhum país encontrado na base de dados',
  assistantNameMin: 'O nome do atendente é obrigatório e deve ter pelo menos 2 caracteres',
  timezoneRequired: 'Fuso horário é obrigatório',
  timezoneInvalid: 'Fuso horário inválido',
  textTooLong: 'Texto muito longo',
  nomeRequired: 'Nome é obrigatório',
  especialidadeRequired: 'Especialidade é obrigatória',
  serviceNameMin: 'O nome é obrigatório e deve ter pelo menos 2 caracteres',
  serviceInstanceRequired: 'É necessário selecionar uma instância',
  contactPhoneRequired: 'Telefone é obrigatório',
  contactPhoneMax: 'O telefone deve ter no máximo 11 dígitos',
  contactPhoneMin: 'O telefone deve ter 10 ou 11 dígitos, com DDD',
  cepInvalid: 'CEP inválido',
  logradouroRequired: 'Logradouro é obrigatório',
  numeroRequired: 'Número é obrigatório',
  bairroRequired: 'Bairro é obrigatório',
  cidadeRequired: 'Cidade é obrigatória',
  estadoInvalid: 'Use a sigla do estado (ex: SP)',
  fillAllFields: 'Preencha todos os campos',
  tempoMin: 'O tempo deve ser de pelo menos 1 minuto',
  serviceAlreadyLinked: 'Este serviço já está vinculado a este profissional.',
  serviceFromOtherInstance: 'O serviço precisa ser da mesma instância do profissional.',
  professionalLimit: (limit: number, plan: string) =>
    `Limite de ${limit} profissionais do ${plan} atingido. Remova um profissional ou mude de plano para cadastrar outro.`,
  // Instance creation, checkout and connection (spec §5, §8)
  instanceCreateNameMin: 'Nome/identificação deve ter pelo menos 3 caracteres',
  instanceCreateNameMax: 'Nome/identificação muito longo',
  phoneNumberRequired: 'Número é obrigatório',
  phoneNumberMax: 'Número não pode ter mais que 20 dígitos',
  assistantNameRequired: 'Nome do atendente é obrigatório',
  planRequired: 'Escolha um plano',
  checkoutSessionInvalid: 'Sessão de pagamento inválida.',
  promoCodeInvalid: 'Código promocional inválido para este plano.',
  paymentErrorTitle: 'Erro ao processar pagamento',
  paymentErrorFallback: 'Ocorreu um erro ao criar a sessão de pagamento. Tente novamente.',
  paymentNotCompleted: 'O pagamento não foi concluído. Nenhuma cobrança foi feita.',
  paymentNotConfirmed: 'O pagamento ainda não foi confirmado. Tente novamente em instantes.',
  checkoutNoUrl: 'Nenhuma URL de checkout retornada',
  processingErrorTitle: 'Erro no processamento',
  pendingInstanceMissing: 'Dados da instância não encontrados. Por favor, tente novamente.',
  authErrorTitle: 'Erro de autenticação',
  authErrorText: 'Usuário não autenticado. Por favor, faça login novamente.',
  subscriptionDataError: 'Não foi possível obter os dados da assinatura',
  countryLookupError: 'Erro ao buscar informações do país',
  subscriptionSuccessTitle: 'Assinatura realizada com sucesso!',
  subscriptionSuccessText: 'Sua instância foi criada. Gere o QR Code para conectar o WhatsApp.',
  instanceAlreadyExisted:
    'A instância foi criada, mas já existia no WhatsApp. Pode ser necessário reconectar.',
  instanceCreatedWithWarning:
    'A instância foi criada com um aviso: gere o QR Code para conectar o WhatsApp.',
  paymentHistoryError: 'Erro ao carregar histórico de pagamentos',
  paymentHistoryErrorText:
    'Não foi possível carregar o histórico de pagamentos do provedor de pagamentos.',
  phoneNotConfigured: 'Número de telefone não configurado.',
  disconnectError: 'Erro ao desconectar',
  disconnected: 'WhatsApp desconectado',
  disconnectedText: 'Desconexão realizada com sucesso.',
  whatsappUpdateError: 'Erro ao atualizar instância do WhatsApp',
  qrNotReturned: 'QR code não retornado pelo servidor.',
  qrError: 'Erro ao gerar QR code.',
  connectionCheckError: 'Erro ao verificar conexão. Tente novamente.',
  qrNotInReply: 'QR code não encontrado na resposta da API',
  gatewayUnavailable: 'O serviço do WhatsApp não respondeu. Tente novamente em instantes.',
  // Issue 27: the official WhatsApp API (Meta's Cloud API) per instance (docs/decisions/047)
  gatewayChoiceLabel: 'Como conectar este número',
  gatewayEvolution: 'WhatsApp Web (QR Code)',
  gatewayEvolutionHint: 'Leia um QR Code com o celular do número, como no WhatsApp Web.',
  gatewayMeta: 'API oficial do WhatsApp (Meta)',
  gatewayMetaHint:
    'Para números na plataforma WhatsApp Business da Meta: informe o ID do número, o ID da conta e um token de acesso.',
  metaPhoneNumberIdLabel: 'ID do número de telefone',
  metaWabaIdLabel: 'ID da conta do WhatsApp Business',
  metaAccessTokenLabel: 'Token de acesso (usuário do sistema)',
  metaIdsHint: 'No Gerenciador do WhatsApp da Meta, em Configuração da API.',
  metaAccessTokenHint: 'Guardado criptografado e nunca exibido de novo.',
  metaPhoneNumberIdRequired: 'Informe o ID do número de telefone.',
  metaPhoneNumberIdInvalid: 'O ID do número de telefone tem só números (de 5 a 20 dígitos).',
  metaWabaIdRequired: 'Informe o ID da conta do WhatsApp Business.',
  metaWabaIdInvalid: 'O ID da conta do WhatsApp Business tem só números (de 5 a 20 dígitos).',
  metaAccessTokenRequired: 'Informe o token de acesso.',
  metaAccessTokenInvalid: 'O token de acesso deve ter de 20 a 1.024 caracteres, sem espaços.',
  metaTokenRejected: 'Token de acesso inválido ou expirado.',
  metaPhoneNumberIdNotFound:
    'ID do número de telefone não encontrado, ou este token não tem acesso a ele.',
  metaWabaIdNotFound:
    'ID da conta do WhatsApp Business não encontrado, ou este token não tem acesso a ela.',
  metaNumberNotInWaba: 'Este número não pertence a esta conta do WhatsApp Business.',
  metaNumberNotRegistered:
    'Este número ainda não está registrado na API oficial do WhatsApp. Conclua o registro no Gerenciador do WhatsApp da Meta e tente de novo.',
  metaNumberMismatch: (numeroMeta: string, numeroInstancia: string) =>
    `Este ID é do número ${numeroMeta}, e esta instância atende pelo ${numeroInstancia}. Use o ID do número da instância ou altere o número na aba Informações.`,
  metaNumberTaken: 'Este número da API oficial já está conectado a outra instância.',
  metaNumberOwnTaken: (instancia: string) =>
    `Este número da API oficial já está conectado à sua instância "${instancia}".`,
  metaWabaTaken:
    'Esta conta do WhatsApp Business não pode ser usada. Confira o ID ou fale com o suporte.',
  metaCheckFailed:
    'A Meta não confirmou estas credenciais. Confira os três campos e tente de novo.',
  metaUnavailable: 'A API oficial do WhatsApp não respondeu. Tente novamente em instantes.',
  metaWebhookFailed:
    'A Meta não ativou o recebimento das mensagens desta conta. Tente de novo em instantes; se continuar, fale com o suporte.',
  metaNotConfigured: 'A API oficial do WhatsApp não está disponível neste servidor.',
  metaCredentialsUnreadable:
    'Não foi possível ler o token guardado desta instância. Informe as credenciais de novo.',
  metaNoQr: 'Esta instância usa a API oficial do WhatsApp: não há QR Code para ler.',
  metaConnect: 'Conectar pela API oficial',
  metaConnecting: 'Verificando com a Meta...',
  metaConnectedTitle: 'API oficial do WhatsApp conectada',
  metaConnectedText: 'As credenciais foram conferidas com a Meta e salvas.',
  metaServingNumber: 'A secretária está atendendo pela API oficial no número',
  metaNotConnectedTitle: 'API oficial do WhatsApp: número não conectado',
  metaNumberStatus: (status: string) => `A Meta informa o status do número como ${status}.`,
  metaUpdateCredentials: 'Trocar credenciais',
  metaUseTestNumber: 'Usar número de teste do simulador',
  metaTestNumberHint:
    'No modo local não há conta na Meta: o simulador cria um número de teste para esta instância e preenche os três campos.',
  metaSimulatorPhoneText:
    'No modo local, a página do telefone simulado faz o papel do cliente que escreve para este número.',
  metaSwitchToQr: 'Voltar para WhatsApp Web (QR Code)',
  metaSwitchToQrTitle: 'Voltar para o WhatsApp Web?',
  metaSwitchToQrDescription:
    'As credenciais da API oficial serão apagadas desta instância. Depois, gere o QR Code para conectar o número.',
  metaSwitchedToQr: 'A instância voltou para o WhatsApp Web. Gere o QR Code para conectar.',
  metaSwitchError: 'Não foi possível voltar para o WhatsApp Web. Tente novamente.',
  databaseUnavailable: 'O banco de dados não respondeu. Tente novamente em instantes.',
  billingUnavailable: 'O provedor de pagamentos não respondeu. Tente novamente em instantes.',
  // Availability and appointments (spec §5, §8)
  disponibilidadeSelectHint:
    'Selecione os dias no calendário (arraste ou use Ctrl + clique para vários).',
  disponibilidadeSelectHintTouch:
    'Toque nos dias para marcar ou desmarcar vários; para um intervalo, toque, segure e arraste.',
  /** Issue 25: the selection is kept across months, so each month's share is said. */
  disponibilidadeSelectedPerMonth: (months: { month: string; days: number }[]) =>
    `Selecionados: ${months
      .map(({ month, days }) => `${days} ${days === 1 ? 'dia' : 'dias'} em ${month}`)
      .join(', ')}.`,
  disponibilidadeClearSelection: 'Limpar seleção',
  /** Issue 25: on a phone a day's windows are edited from a list under the month grid. */
  disponibilidadeTapDayToEdit: 'Toque num dia para ver as disponibilidades dele e editá-las.',
  disponibilidadeSelectedDays: 'Disponibilidades dos dias selecionados',
  disponibilidadeDayEmpty: 'Nenhuma disponibilidade neste dia.',
  disponibilidadeRequired: 'Preencha todos os campos obrigatórios.',
  disponibilidadeStartBeforeEnd: 'O horário de início deve ser menor que o horário de fim.',
  disponibilidadeDayRequired: 'Selecione pelo menos um dia.',
  disponibilidadeServiceRequired: 'Selecione pelo menos um serviço.',
  disponibilidadeTooManyDays: 'Selecione no máximo 62 dias de uma vez.',
  disponibilidadePastDay: 'Não é possível cadastrar disponibilidade em dias que já passaram.',
  disponibilidadeOverlap: 'Este profissional já tem disponibilidade neste horário.',
  disponibilidadeSaved: 'Disponibilidade salva!',
  disponibilidadeSavedCount: (n: number) =>
    `${n} ${n === 1 ? 'disponibilidade cadastrada' : 'disponibilidades cadastradas'}`,
  disponibilidadeUpdated: 'Disponibilidade atualizada',
  disponibilidadeDeleted: 'Disponibilidade excluída',
  disponibilidadeHasAgendamentos:
    'Existem agendamentos ativos neste horário. Cancele-os antes de excluir a disponibilidade.',
  // Deletes refused because other records depend on the row (409)
  contactHasAgendamentos: (n: number) =>
    `Este contato tem ${agendamentos(n)} na agenda e não pode ser excluído, para não perder o histórico. Você pode editar os dados dele.`,
  serviceHasAgendamentos: (n: number) =>
    `Este serviço tem ${agendamentos(n)} na agenda e não pode ser excluído, para não perder o histórico. Para deixar de oferecê-lo, remova-o dos profissionais.`,
  professionalHasAgendamentos: (n: number) =>
    `Este profissional tem ${agendamentos(n)} ${n === 1 ? 'ativo' : 'ativos'} a partir de hoje. Cancele-os antes de excluí-lo.`,
  locationHasDisponibilidade: (n: number) =>
    `Esta localização tem ${n} ${n === 1 ? 'disponibilidade' : 'disponibilidades'} a partir de hoje. Exclua-as antes de excluir a localização.`,
  confirmDeleteContato: (nome: string) =>
    `Excluir o contato ${nome}? Esta ação não pode ser desfeita. Contatos com agendamentos na agenda não podem ser excluídos.`,
  confirmDeleteServico: (nome: string) =>
    `Excluir o serviço ${nome}? Esta ação não pode ser desfeita. Serviços com agendamentos na agenda não podem ser excluídos.`,
  confirmDeleteProfissional: (nome: string) =>
    `Remover ${nome}? Os serviços vinculados a este profissional também serão desvinculados. Profissionais com agendamentos ativos a partir de hoje não podem ser removidos.`,
  confirmDeleteLocalizacao: (nome: string) =>
    `Excluir a localização ${nome}? Esta ação não pode ser desfeita. Localizações com disponibilidade a partir de hoje não podem ser excluídas.`,
  unstorableCharacters: (field: string) =>
    `O campo ${field} contém caracteres inválidos (como o caractere nulo). Remova-os e tente novamente.`,
  unstorableCharactersField: 'Contém caracteres inválidos. Remova-os e tente novamente.',
  recordInUse: 'Este registro está em uso por outros dados e não pode ser alterado assim.',
  recordDuplicate: 'Já existe um registro com estes dados.',
  recordInvalidValue: 'Um dos valores enviados é inválido.',
  disponibilidadeNoLinkedServices:
    'Este profissional ainda não tem serviços vinculados. Vincule os serviços que ele realiza para oferecê-los aqui.',
  disponibilidadeLinkServices: 'Vincular serviços a este profissional',
  serviceNotPerformed:
    'Este profissional não realiza o serviço selecionado. Vincule o serviço ao profissional antes.',
  disponibilidadeEditStrands: (n: number) =>
    n === 1
      ? 'Há 1 agendamento ativo que ficaria fora do novo horário ou sem o serviço removido. Cancele-o ou remarque-o antes de alterar a disponibilidade.'
      : `Há ${n} agendamentos ativos que ficariam fora do novo horário ou sem o serviço removido. Cancele-os ou remarque-os antes de alterar a disponibilidade.`,
  dayInvalid: 'Data inválida',
  dateRangeInvalid: 'Período inválido.',
  dateRangeTooLong: 'Período longo demais.',
  serviceNotFromInstance: 'O serviço precisa ser da mesma instância do profissional.',
  locationNotFromInstance: 'A localização precisa ser da mesma instância do profissional.',
  agendamentoDateRequired: 'A data é obrigatória',
  agendamentoDateInvalid: 'Data inválida',
  agendamentoStartRequired: 'Horário de início é obrigatório',
  agendamentoEndRequired: 'Horário de término é obrigatório',
  agendamentoServiceRequired: 'Serviço é obrigatório',
  agendamentoContactRequired: 'Contato é obrigatório',
  agendamentoStatusInvalid: 'Situação do agendamento inválida.',
  agendamentoOutsideDisponibilidade:
    'O horário selecionado está fora do período de disponibilidade',
  agendamentoOverlap: 'Já existe um agendamento neste horário',
  agendamentoInPast: 'Não é possível agendar em um horário que já passou.',
  agendamentoNoLocation: 'Não foi possível determinar a localização para o agendamento',
  agendamentoStatusTransition: 'Não é possível mudar a situação deste agendamento.',
  agendamentoSaved: 'Agendamento salvo!',
  agendamentoSavedText: 'O agendamento foi criado com sucesso.',
  agendamentoTimeout: 'A operação demorou muito. Tente novamente.',
  // Booking for every caller (docs/decisions/015)
  agendamentoTooSoon: (minutes: number) =>
    `Este horário precisa ser agendado com pelo menos ${minutes} minutos de antecedência.`,
  agendamentoTooFar: (days: number) => `Só é possível agendar até ${days} dias à frente.`,
  agendamentoContactOverlap: 'Este contato já tem outro agendamento que coincide com este horário.',
  agendamentoNotMovable: 'Só é possível remarcar um agendamento agendado ou confirmado.',
  agendamentoRescheduleEmpty: 'Informe a nova data e o novo horário.',
  contactPhoneDuplicate: 'Já existe um contato com este telefone nesta instância.',
  clockInstantInvalid:
    'Informe um instante válido com fuso horário, como 2026-03-10T10:00:00-03:00.',
  attendantSettingRange: (min: number, max: number) =>
    `Informe um número inteiro entre ${min} e ${max}.`,
  attendantEnabledInvalid: 'Informe se a atendente está ligada (verdadeiro ou falso).',
  settingsEmpty: 'Informe ao menos uma configuração para alterar.',
  servicePriceInvalid: 'Informe um preço válido, maior ou igual a zero, com até 2 casas decimais.',
  nicknamesInvalid: 'Informe até 5 apelidos de até 40 caracteres cada.',
  // ---- Issue 12, the test chat ('Testar atendente', docs/decisions/016)
  conversaTesteTitle: 'Testar atendente',
  conversaTesteIntro:
    'Converse com a atendente como um cliente faria no WhatsApp: as respostas vêm do mesmo atendimento, com os mesmos serviços, horários e regras, no relógio do servidor. Não é preciso ter o WhatsApp conectado.',
  conversaTesteRealBookings:
    'Os agendamentos feitos aqui são reais: ocupam o horário na Agenda, em nome de "Teste (painel)" e com o selo "Teste", até você apagar os dados de teste. Nenhum lembrete ou aviso é enviado por eles.',
  conversaTesteAttendantOff:
    'A atendente está desligada para os clientes do WhatsApp. Este teste funciona mesmo assim, para você experimentar antes de ligá-la.',
  conversaTesteContactName: 'Teste (painel)',
  conversaTesteMessageRequired: 'Escreva uma mensagem.',
  conversaTesteMessageTooLong: (max: number) => `A mensagem pode ter até ${max} caracteres.`,
  conversaTesteLoading: 'Carregando a conversa de teste...',
  conversaTesteLoadError: 'Não foi possível carregar a conversa de teste.',
  conversaTesteEmpty:
    'Nenhuma mensagem ainda. Escreva como um cliente escreveria, por exemplo: "Oi, quero marcar um horário amanhã às 15h".',
  conversaTesteMessagesLabel: 'Conversa de teste',
  conversaTesteComposerLabel: 'Mensagem de teste',
  conversaTesteComposerPlaceholder: 'Escreva como cliente...',
  conversaTesteSend: 'Enviar',
  conversaTesteSending: 'Enviando...',
  conversaTesteTyping: 'A atendente está respondendo...',
  conversaTesteFromYou: 'Você (cliente de teste)',
  conversaTesteFromAttendant: 'Atendente',
  conversaTesteHandoff:
    'A atendente passou esta conversa para você, como faria no WhatsApp, e não responde mais aqui. Apague os dados de teste para recomeçar.',
  conversaTesteDelete: 'Apagar dados de teste',
  conversaTesteDeleting: 'Apagando...',
  conversaTesteDeleteTitle: 'Apagar dados de teste?',
  conversaTesteDeleteText: (agendamentos: number) =>
    `A conversa de teste${agendamentos === 0 ? '' : agendamentos === 1 ? ' e 1 agendamento' : ` e ${agendamentos} agendamentos`} do contato "Teste (painel)" serão apagados. Clientes reais e seus agendamentos não são afetados.`,
  conversaTesteDeleteConfirm: 'Apagar',
  conversaTesteDeleted: 'Dados de teste apagados',
  conversaTesteNothingToDelete: 'Não há dados de teste para apagar.',
  agendaTestBadge: 'Teste',
  agendaTestBadgeTitle: 'Agendamento de teste, feito no painel em "Testar atendente"',
  // Issue 12, the attendant's settings (the 'Atendente' tab and the engine honouring them)
  greetingTooLong: (max: number) => `A saudação pode ter no máximo ${max} caracteres.`,
  knowledgeBaseTooLong: (max: number) =>
    `A base de conhecimento pode ter no máximo ${max.toLocaleString('pt-BR')} caracteres.`,
  nicknamesLabel: 'Apelidos (opcional)',
  nicknamesHint:
    'Como os clientes também chamam este profissional, separados por vírgula (até 5). A atendente os reconhece nas mensagens.',
  servicePriceLabel: 'Preço (opcional)',
  servicePriceHint: 'Em reais, ex.: 49,90. A atendente informa o preço quando perguntam.',
  attendantActionInvalid: 'Informe se a ação é permitida (verdadeiro ou falso).',
  settingsSaved: 'Configurações salvas',
  settingsSavedText: 'A atendente já usa as novas configurações.',
  settingsSaveError: 'Erro ao salvar configurações',
  settingsLoadError: 'Erro ao carregar as configurações da atendente',
  /** The attendant, when an action is switched off for the chat. */
  attendantActionOff: (action: 'agendar' | 'remarcar' | 'cancelar') =>
    `Por aqui eu não consigo ${action} horários. 😕 Quer que eu chame alguém da equipe para te ajudar?`,
  /** The attendant, when a cancellation or a move falls inside the cancellation policy. */
  attendantPolicyHandoff: (action: 'cancelar' | 'remarcar', hours: number) =>
    `${action === 'cancelar' ? 'Cancelamentos' : 'Remarcações'} com menos de ${hours} ${hours === 1 ? 'hora' : 'horas'} de antecedência são combinados com a equipe. Já chamei alguém para continuar com você; em breve uma pessoa responde por aqui. 🙂`,
  // Issue 12, Agenda and calendar polish
  agendamentoNotStarted: 'Só é possível concluir ou marcar falta depois do início do agendamento.',
  timeFormat: 'Use o formato HH:MM, de 00:00 a 23:59.',
  timeFormatHint: 'Formato 24 horas',
  freeSlotsTyped: 'Início (HH:MM)',
  freeSlotsLoading: 'Carregando horários livres...',
  freeSlotsError: 'Não foi possível carregar os horários livres.',
  freeSlotsEmpty: 'Nenhum horário livre nesta disponibilidade para este serviço.',
  freeSlotsOther: 'Outro horário',
  freeSlotsRetry: 'Tentar novamente',
  agendamentoKeep: 'Manter agendamento',
  agendamentoCancelAction: 'Cancelar agendamento',
  agendamentoCancelling: 'Cancelando...',
  holidaysOfMonth: 'Feriados do mês',

  // Conversas page (issue 12)
  mensagemTextoRequired: 'Escreva uma mensagem.',
  mensagemTextoTooLong: (max: number) => `A mensagem deve ter no máximo ${max} caracteres.`,
  idempotencyKeyInvalid:
    "Chave de envio inválida (cabeçalho 'Idempotency-Key'): use de 8 a 128 letras, números, '-' ou '_'.",
  idempotencyKeyReused: 'Esta chave de envio já foi usada para outra mensagem.',
  conversaIaAtivaInvalid: 'Informe se a IA fica ativa neste chat (verdadeiro ou falso).',
  conversaNaoClienteInvalid: 'Informe se a conversa é de um cliente (verdadeiro ou falso).',
  conversas: {
    title: 'Conversas',
    description: 'As conversas do WhatsApp de cada instância, com a atendente ou com você.',
    prompt: 'Selecione uma instância para ver as conversas.',
    instanceLabel: 'Instância',
    instancePlaceholder: 'Selecione uma instância',
    loadingInstances: 'Carregando instâncias...',
    loadingConversas: 'Carregando conversas...',
    loadingMensagens: 'Carregando mensagens...',
    loadError: 'Não foi possível carregar as conversas.',
    instancesError: 'Não foi possível carregar as instâncias.',
    mensagensError: 'Não foi possível carregar as mensagens.',
    noInstanceTitle: 'Nenhuma instância ainda',
    noInstanceText:
      'As conversas chegam pelo WhatsApp de uma instância. Cadastre uma e conecte o número para começar.',
    goToInstances: 'Ir para Instâncias',
    notConnectedTitle: 'WhatsApp não conectado',
    notConnectedText:
      'Conecte o número desta instância para que as conversas dos clientes cheguem aqui.',
    goToActivation: 'Conectar na Ativação',
    notConnectedBanner:
      'O WhatsApp desta instância está desconectado: mensagens não serão enviadas.',
    noConversasTitle: 'Nenhuma conversa ainda',
    noConversasText:
      'Quando um cliente escrever para o WhatsApp desta instância, a conversa aparece aqui. Enquanto isso, teste a atendente.',
    testAttendant: 'Testar atendente',
    noMatches: 'Nenhuma conversa encontrada.',
    listLabel: 'Lista de conversas',
    searchLabel: 'Buscar por nome ou número',
    searchPlaceholder: 'Buscar por nome ou número',
    filtersLabel: 'Filtrar conversas',
    filtros: {
      todas: 'Todas',
      nao_lidas: 'Não lidas',
      aguardando: 'Aguardando você',
      pausadas: 'IA pausada',
    },
    estados: { ativo: 'IA ativa', pausado: 'IA pausada', aguardando_dono: 'Aguardando você' },
    /** A sender who is not a customer (docs/decisions/038). */
    naoCliente: 'Não é cliente',
    naoClienteHint:
      'A atendente respondeu uma vez e não responde mais neste chat (fornecedor, propaganda, golpe ou número errado).',
    isCliente: 'É cliente',
    markNaoCliente: 'Marcar como não cliente',
    isClienteDone: 'Conversa devolvida para a atendente.',
    naoClienteDone: 'Conversa marcada como não cliente.',
    unread: (n: number) => (n === 1 ? '1 mensagem não lida' : `${n} mensagens não lidas`),
    loadMoreConversas: 'Carregar mais conversas',
    loadMore: 'Carregar mais',
    now: 'agora',
    yesterday: 'ontem',
    today: 'Hoje',
    selectConversa: 'Selecione uma conversa para ler as mensagens.',
    back: 'Voltar para a lista',
    autores: {
      cliente: 'Cliente',
      atendente: 'Atendente',
      dono: 'Você',
      sistema: 'Sistema',
      lembrete: 'Lembrete',
    },
    envio: { pendente: 'Enviando', enviada: 'Enviada', falhou: 'Falhou' },
    /** What WhatsApp reports of a sent message (delivery statuses, issue 27). */
    entrega: { enviado: 'Enviado', entregue: 'Entregue', lido: 'Lido', falhou: 'Falhou' },
    /** Why WhatsApp did not deliver a message, by the gateway's error code (deliveryFailureText). */
    entregaFalhou: {
      janela:
        'Não entregue: o cliente não escreve há mais de 24 horas, e fora desse prazo o WhatsApp só aceita modelos de mensagem aprovados.',
      semWhatsapp:
        'Não entregue: o número não usa WhatsApp, tem uma versão antiga do aplicativo ou não aceita mensagens de empresas.',
      limiteCliente:
        'Não entregue: o WhatsApp limita quantas mensagens de empresas cada cliente recebe.',
      limite: 'Não entregue: o WhatsApp limitou os envios deste número por enquanto.',
      credenciais:
        'Não entregue: a conexão com a API oficial precisa ser revista na aba Ativação da instância.',
      outro: 'O WhatsApp não conseguiu entregar esta mensagem.',
    },
    resend: 'Tentar de novo',
    resendError: 'Não foi possível reenviar a mensagem.',
    noMessages: 'Nenhuma mensagem nesta conversa.',
    messagesLabel: 'Mensagens',
    /** The switch's label says its state: on, or off (paused, or waiting for the owner). */
    iaSwitchOn: 'IA ativa neste chat',
    iaSwitchOff: 'IA pausada neste chat',
    iaPausedUntil: (time: string) => `A atendente volta a responder às ${time}.`,
    iaPaused: 'A atendente não responde neste chat até você reativá-la.',
    waitingOwner: 'O cliente pediu para falar com você. A atendente não responde neste chat.',
    giveBack: 'Devolver para a IA',
    givenBack: 'A atendente voltou a responder neste chat.',
    iaOn: 'IA ativada neste chat.',
    iaOff: 'IA pausada neste chat.',
    composerLabel: 'Mensagem para o cliente',
    composerPlaceholder: 'Escreva uma mensagem...',
    composerHint: 'Enviar pausa a atendente neste chat, como uma resposta pelo celular.',
    send: 'Enviar',
    sendError: 'Não foi possível enviar a mensagem.',
    updateError: 'Não foi possível alterar a conversa.',
    upcoming: 'Próximos agendamentos',
    noUpcoming: 'Nenhum agendamento futuro.',
    openAgendaDay: 'Ver na agenda',
    contact: 'Contato',
    /** The chat's side panel: the contact's LGPD actions (export, erase). */
    contactData: 'Dados do contato',
  },
  // The owner's notices in the panel (issue 13)
  notificacoesIdsInvalid: 'Informe os avisos a marcar como lidos.',
  notificacoesIdsTooMany: (max: number) => `Marque no máximo ${max} avisos de uma vez.`,
  notificacaoKindInvalid: 'Tipo de aviso inválido.',
  notificacaoTextoRequired: 'O texto do aviso é obrigatório.',
  notificacaoTextoTooLong: (max: number) => `O aviso deve ter no máximo ${max} caracteres.`,
  notificacaoNotFound: 'Aviso não encontrado.',
  notificacoes: {
    title: 'Avisos',
    bellLabel: (unread: number) =>
      unread === 0
        ? 'Avisos'
        : unread === 1
          ? 'Avisos: 1 não lido'
          : `Avisos: ${unread > 99 ? 'mais de 99' : unread} não lidos`,
    listLabel: 'Lista de avisos',
    empty: 'Nenhum aviso por enquanto.',
    emptyHint:
      'Quando a atendente agendar, remarcar ou cancelar, ou um cliente pedir para falar com você, o aviso aparece aqui.',
    loading: 'Carregando avisos...',
    loadError: 'Não foi possível carregar os avisos.',
    retry: 'Tentar de novo',
    markAllRead: 'Marcar todas como lidas',
    open: 'Ver',
    markAllReadError: 'Não foi possível marcar os avisos como lidos.',
    loadMore: 'Carregar mais avisos',
    unread: 'Não lido',
    now: 'agora',
  },
  // Panel polish (issue 12): texts that lived inside components, and the new first-steps texts
  loadingSession: 'Carregando sua conta...',
  loadingPage: 'Carregando a página...',
  loadingCheckout: 'Confirmando o pagamento...',
  resendConfirmation: 'Reenviar email de confirmação',
  resendingConfirmation: 'Reenviando...',
  confirmationResent:
    'Email de confirmação reenviado. Verifique sua caixa de entrada e a pasta de spam.',
  resendConfirmationError: 'Erro ao reenviar email',
  resetRequestError: 'Erro ao solicitar redefinição de senha',
  emailVerifiedNotice: 'Email confirmado! Agora é só entrar.',
  checkoutNotCompletedTitle: 'Pagamento não concluído',
  checkoutNotCompletedText:
    'Você saiu da página de pagamento sem pagar. Nenhuma cobrança foi feita; seus dados continuam salvos para tentar de novo.',
  checkoutResume: 'Continuar de onde parei',
  checkoutProcessingText:
    'Estamos confirmando sua assinatura e preparando sua instância. Não feche esta página.',
  noInstancesTitle: 'Nenhuma instância cadastrada',
  noInstancesFirstStep:
    'Comece adicionando o número de WhatsApp em que a secretária vai atender: escolha um plano, pague e depois conecte o número lendo um QR Code.',
  noInstancesSteps: [
    'Adicione o número e escolha o plano',
    'Conclua o pagamento',
    'Conecte o WhatsApp na aba Ativação',
  ],
  firstStepsLabel: 'Primeiros passos',
  addInstance: 'Adicionar instância',
  edit: 'Editar',
  dismissNotice: 'Fechar aviso',
  connectWhatsapp: 'Conectar WhatsApp',
  instanceNotConnectedHint: 'Próximo passo: conectar o WhatsApp',
  qrOnThisPhoneTitle: 'Está vendo este QR Code no próprio celular?',
  qrOnThisPhoneText:
    'O WhatsApp não consegue ler um QR Code exibido na tela do mesmo aparelho. Abra este painel em outra tela (computador ou tablet) e leia o código com o celular, ou use o código de pareamento abaixo.',
  pairingCodeLabel: 'Código de pareamento',
  pairingCodeSteps:
    'No WhatsApp, toque em Aparelhos conectados → Conectar um aparelho → Conectar com número de telefone e digite este código.',
  pairingCodeUnavailable:
    'Este serviço não ofereceu um código de pareamento. Abra o painel em outra tela para ler o QR Code.',
  timezoneSelectPlaceholder: 'Selecione o fuso horário',
  ufSelectPlaceholder: 'UF',
  loadingPayments: 'Carregando pagamentos...',
  // Screen texts that lived inside the panel's components (issue 12)
  loadDataErrorText: 'Não foi possível carregar todos os dados necessários',
  loadingInstance: 'Carregando instância...',
  loadDataError: 'Erro ao carregar dados',
  retry: 'Tentar novamente',
  instancesDescription: 'Os números de WhatsApp em que a sua secretária atende os clientes.',
  instancesTitle: 'Instâncias',
  confirmDeleteTitle: 'Confirmar exclusão',
  cancel: 'Cancelar',
  close: 'Fechar',
  loading: 'Carregando...',
  sectionError: 'Não foi possível exibir esta seção',
  closeMenu: 'Fechar menu',
  privacyPolicy: 'Política de Privacidade',
  termsOfUse: 'Termos de Uso',
  /** Around the two links under the /auth forms: '… os Termos de Uso e a Política de Privacidade.' */
  termsConsentBefore: 'Ao continuar, você concorda com os',
  termsConsentAnd: 'e a',
  signUp: 'Cadastrar',
  signIn: 'Entrar',
  passwordUpdatedText: 'Sua nova senha já está valendo. As outras sessões foram encerradas.',
  passwordHint: 'Use pelo menos 6 caracteres.',
  confirmNewPasswordLabel: 'Confirmar Nova Senha',
  updatePassword: 'Atualizar Senha',
  updating: 'Atualizando...',
  currentPasswordLabel: 'Senha Atual',
  newPasswordLabel: 'Nova Senha',
  forgotPassword: 'Esqueceu a senha?',
  resetPasswordTitle: 'Redefinir senha',
  sendLink: 'Enviar link',
  sending: 'Enviando...',
  emailLabel: 'Email',
  emailPlaceholder: 'voce@empresa.com.br',
  signingIn: 'Entrando...',
  passwordLabel: 'Senha',
  selectedPlan: 'Plano selecionado',
  confirmEmailLabel: 'Confirmar Email',
  confirmPasswordLabel: 'Confirmar Senha',
  signingUp: 'Cadastrando...',
  namePlaceholder: 'Seu nome',
  nameLabel: 'Nome',
  passwordResetText: 'Agora é só entrar com a nova senha.',
  resetPasswordError: 'Erro ao redefinir senha',
  passwordReset: 'Senha redefinida',
  saving: 'Salvando...',
  checkoutProcessingTitle: 'Processando pagamento...',
  paymentHistoryTitle: 'Histórico de pagamentos',
  statusLabel: 'Status',
  noPayments: 'Nenhum pagamento encontrado',
  planDetailsTitle: 'Detalhes do plano',
  nextRenewalLabel: 'Próxima renovação',
  planFieldLabel: 'Plano',
  dateTimeInvalid: 'Data/hora inválida',
  notAvailable: 'Não disponível',
  whatsappNumberHint: 'Somente números, com DDD.',
  instanceInfoTitle: 'Informações da Instância',
  continueToPayment: 'Continuar para pagamento',
  instanceNamePlaceholder: 'Ex.: Clínica Centro',
  instanceNameLabel: 'Nome/identificação',
  whatsappNumberLabel: 'Número do WhatsApp',
  assistantNameLabel: 'Nome do atendente',
  choosePlan: 'Escolha um plano',
  timezoneFieldLabel: 'Fuso horário',
  assistantNamePlaceholder: 'Ex.: Sofia',
  countryLabel: 'País',
  countrySelectPlaceholder: 'Selecione o país',
  unnamed: 'Sem nome',
  instanceUpdatedText: 'As informações da instância foram salvas.',
  instanceUpdateError: 'Erro ao atualizar instância',
  instanceUpdated: 'Instância atualizada',
  knowledgeBaseLabel: 'Base de conhecimento',
  saveChanges: 'Salvar Alterações',
  tabInfo: 'Informações',
  tabSubscription: 'Assinatura',
  tabActivation: 'Ativação',
  loadInstancesErrorText: 'Não foi possível carregar as instâncias',
  loadInstancesError: 'Erro ao buscar instâncias',
  seeAllInstances: 'Ver todas as instâncias',
  backToInstances: 'Voltar para instâncias',
  emailReadOnly: 'O email não pode ser alterado.',
  changesSaved: 'Suas alterações foram salvas.',
  phoneLabel: 'Telefone',
  qrWaiting: 'Aguardando a leitura do QR Code...',
  simulatorPhoneLink: 'Abrir o telefone simulado',
  checkingConnection: 'Verificando conexão...',
  whatsappNotConnected: 'WhatsApp não conectado',
  disconnectTitle: 'Desconectar WhatsApp?',
  qrAlt: 'QR Code do WhatsApp',
  qrGenerating: 'Gerando QR Code...',
  qrRegenerate: 'Gerar novo QR Code',
  whatsappConnected: 'WhatsApp conectado',
  /** Before the number, styled apart: 'A secretária está atendendo pelo número (11) 9…'. */
  whatsappServingNumber: 'A secretária está atendendo pelo número',
  disconnectDescription: (phone: string) =>
    `A secretária deixará de atender pelo número ${phone} até que um novo QR Code seja lido.`,
  /** Around the number, styled apart: 'Gere o QR Code e leia-o no WhatsApp do número … (…).' */
  qrInstructionsBefore: 'Gere o QR Code e leia-o no WhatsApp do número',
  qrInstructionsAfter: '(Aparelhos conectados → Conectar um aparelho).',
  utcDifference: (hours: number) => `Diferença para UTC: ${hours} h`,
  disconnecting: 'Desconectando...',
  qrGenerate: 'Gerar QR Code',
  disconnect: 'Desconectar',
  simulatorPhoneText:
    'No modo local não há um celular de verdade: a página do telefone simulado faz a leitura do QR Code.',
  addInstanceDescription:
    'Cadastre o número de WhatsApp da sua secretária e escolha o plano. O pagamento é feito na página segura do provedor.',
  instanceInfoDescription:
    'Nome, número, atendente virtual, fuso horário e a base de conhecimento que a secretária usa para responder aos clientes.',
  resetRequested: 'Se o email estiver cadastrado, você receberá um link para redefinir a senha.',
  resetRequestDescription:
    'Informe o email da sua conta e enviaremos um link para você criar uma nova senha.',
  knowledgeBasePlaceholder: 'ENDEREÇO: Rua das Flores, 123\nESTACIONAMENTO: Gratuito no local',
  instanceInfoCardTitle: 'Informações da instância',
  activationDescription: 'Conecte o WhatsApp deste número lendo o QR Code.',
  manageSubscriptionTitle: 'Gerenciar assinatura',
  // Issue 13, the reminder settings ('Lembretes e avisos', lembrete-settings-schemas)
  lembreteOffsetRange: 'Cada lembrete deve ser entre 10 minutos e 7 dias (168 horas) antes.',
  lembreteOffsetsMax: (max: number) => `Escolha no máximo ${max} lembretes.`,
  lembreteOffsetsDuplicate: 'Este lembrete já está na lista.',
  janelaDeEnvioTime: 'Informe um horário no formato HH:MM, de 00:00 a 23:59.',
  janelaDeEnvioOrder: 'O fim do horário precisa ser depois do início.',
  avisoTextTooLong: (max: number) =>
    `O texto pode ter no máximo ${max.toLocaleString('pt-BR')} caracteres.`,
  avisoUnknownVariable: (names: string[], known: readonly string[]) =>
    `${names.length === 1 ? 'Variável desconhecida' : 'Variáveis desconhecidas'}: ${names.map((n) => `{${n}}`).join(', ')}. Use ${known
      .slice(0, -1)
      .map((n) => `{${n}}`)
      .join(', ')} ou {${known[known.length - 1] ?? ''}}.`,
  lembreteSwitchInvalid: 'Informe se a opção está ligada (verdadeiro ou falso).',
  lembreteSettingsSaved: 'Lembretes e avisos salvos',
  lembreteSettingsSavedText: 'Os próximos lembretes e avisos já usam estas configurações.',
  lembreteSettingsLoadError: 'Erro ao carregar as configurações de lembretes e avisos',
  // Issue 14, the attendant's mode ('Regras' or 'IA', ia-settings-schemas)
  attendantModeInvalid: "Escolha o modo de atendimento: 'regras' ou 'ia'.",
  attendantModeNoModel:
    'O modo IA não está disponível: nenhum modelo de IA está configurado neste servidor.',
  aiInstructionsTooLong: (max: number) =>
    `As instruções para a IA podem ter no máximo ${max.toLocaleString('pt-BR')} caracteres.`,
  iaSettingsSaved: 'Modo de atendimento salvo',
  iaSettingsSavedText: 'As próximas mensagens dos clientes já seguem este modo.',
  iaSettingsLoadError: 'Erro ao carregar o modo de atendimento',
} as const;

/** Issue 12, the attendant's settings: the 'Atendente' tab's texts. */
export const attendantSettingsUi = {
  tab: 'Atendente',
  movedHintBefore: 'O nome da atendente, a saudação e a base de conhecimento ficam na aba ',
  title: 'Configurações da atendente',
  description: 'Como a atendente responde seus clientes no WhatsApp.',
  loading: 'Carregando configurações...',
  save: 'Salvar configurações',
  saving: 'Salvando...',
  sectionService: 'Atendimento',
  enabled: 'Atendente ligada',
  enabledHint:
    'Desligada, a atendente não responde ninguém; as mensagens continuam chegando em Conversas.',
  ownerPause: 'Pausa depois da sua resposta (minutos)',
  ownerPauseHint:
    'Quando você responde um cliente pelo WhatsApp, a atendente fica em silêncio nessa conversa por este tempo. 0 = volta a responder em seguida.',
  sectionIntro: 'Apresentação',
  assistantName: 'Nome da atendente',
  greeting: 'Saudação (opcional)',
  greetingHint: (used: number, max: number) =>
    `A primeira mensagem para cada cliente. Em branco, a atendente se apresenta pelo nome e diz o que pode fazer. ${used}/${max} caracteres.`,
  greetingPlaceholder: 'Oi! Aqui é a Ana, da Barbearia do Zé. Como posso te ajudar?',
  knowledgeBase: 'Base de conhecimento',
  knowledgeBaseHint:
    'O que a atendente deve saber para responder dúvidas: exceções de horário (feriados, férias), estacionamento, formas de pagamento, políticas (atrasos, faltas, crianças), preparo para o atendimento. Uma informação por linha ou parágrafo.',
  knowledgeBasePlaceholder:
    'Aceitamos Pix, cartão de crédito e débito.\nEstacionamento gratuito na rua de trás.\nNo dia 24/12 atendemos só até 12h.',
  sectionBooking: 'Regras de agendamento',
  minNotice: 'Antecedência mínima (minutos)',
  minNoticeHint: 'A atendente não marca horários que começam antes disso.',
  horizon: 'Agendar até (dias à frente)',
  horizonHint: 'Quantos dias à frente a atendente oferece horários.',
  slotStep: 'Intervalo entre horários (minutos)',
  slotStepHint: 'De quanto em quanto tempo os horários oferecidos começam (ex.: 15 → 9:00, 9:15).',
  sectionActions: 'O que os clientes podem fazer pelo chat',
  actionsHint:
    'O que estiver desligado, a atendente diz que não faz por aqui e oferece chamar você.',
  allowBooking: 'Agendar',
  allowReschedule: 'Remarcar',
  allowCancel: 'Cancelar',
  sectionPolicy: 'Política de cancelamento',
  cancelNotice: 'Cancelar ou remarcar pelo chat até (horas antes)',
  cancelNoticeHint:
    'Mais perto do horário, a atendente passa a conversa para você (Aguardando você). 0 = sempre permitido.',
} as const;

/** Issue 13, the reminder settings: the 'Lembretes e avisos' section of the 'Atendente' tab. */
export const lembreteSettingsUi = {
  title: 'Lembretes e avisos',
  description:
    'Mensagens que a secretária envia sozinha aos seus clientes pelo WhatsApp: lembretes antes do horário e avisos quando algo muda.',
  loading: 'Carregando lembretes e avisos...',
  save: 'Salvar lembretes e avisos',
  saving: 'Salvando...',
  sectionLembretes: 'Lembretes',
  lembretesEnabled: 'Enviar lembretes',
  lembretesEnabledHint:
    'Antes de cada horário marcado, o cliente recebe um lembrete e pode responder 1 para confirmar ou 2 para cancelar.',
  offsets: 'Quando enviar',
  offsetsHint: (max: number) =>
    `Até ${max} lembretes por horário, de 10 minutos a 7 dias antes do início.`,
  offsetsEmpty: 'Nenhum momento escolhido: nenhum lembrete será enviado.',
  offsetsListLabel: 'Lembretes escolhidos',
  /** '24 horas antes', '30 minutos antes', '1 h 30 min antes'. */
  offsetLabel: (minutes: number) => {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    if (hours === 0) return `${rest} ${rest === 1 ? 'minuto' : 'minutos'} antes`;
    if (rest === 0) return `${hours} ${hours === 1 ? 'hora' : 'horas'} antes`;
    return `${hours} h ${rest} min antes`;
  },
  removeOffset: (label: string) => `Remover o lembrete de ${label}`,
  offsetAmount: 'Quanto tempo antes',
  offsetUnit: 'Unidade',
  unitMinutes: 'minutos',
  unitHours: 'horas',
  unitDays: 'dias',
  addOffset: 'Adicionar',
  offsetsFull: (max: number) => `Já são ${max} lembretes. Remova um para adicionar outro.`,
  offsetAmountInvalid: 'Informe um número inteiro maior que zero.',
  sectionWindow: 'Horário das mensagens automáticas',
  windowBefore: 'Enviar mensagens automáticas entre',
  windowBetween: 'e',
  windowStart: 'Início do horário das mensagens automáticas',
  windowEnd: 'Fim do horário das mensagens automáticas',
  windowHint:
    'No fuso horário da instância. Fora desse horário, nenhum lembrete ou aviso automático é enviado aos clientes.',
  sectionNotices: 'Avisos',
  bookingConfirmationEnabled: 'Confirmar ao cliente quando você agenda pelo painel',
  bookingConfirmationEnabledHint:
    'O cliente recebe a mensagem de confirmação com o serviço, a data e o horário.',
  changeNoticesEnabled: 'Avisar o cliente quando você cancela ou remarca pelo painel',
  changeNoticesEnabledHint: 'O cliente recebe o aviso de cancelamento ou de remarcação.',
  ownerWhatsappNotices: 'Receber avisos também no seu WhatsApp',
  ownerWhatsappNoticesHint:
    'Agendamentos, remarcações e cancelamentos feitos pela atendente ou pelos clientes chegam também ao telefone do seu perfil, além do painel.',
  sectionTexts: 'Textos das mensagens',
  textsHint:
    'As variáveis entre chaves são trocadas pelos dados de cada agendamento. Em branco, vale o texto padrão.',
  reminderText: 'Texto do lembrete',
  bookingConfirmationText: 'Texto da confirmação de agendamento',
  cancelNoticeText: 'Texto do aviso de cancelamento',
  rescheduleNoticeText: 'Texto do aviso de remarcação',
  textCount: (used: number, max: number) => `${used}/${max.toLocaleString('pt-BR')} caracteres.`,
  restoreDefault: 'Restaurar texto padrão',
  restoreDefaultOf: (label: string) => `Restaurar texto padrão: ${label}`,
  variablesLabel: 'Inserir variável:',
  insertVariable: (name: string, meaning: string) => `Inserir {${name}}: ${meaning}`,
  variableMeanings: {
    nome: 'nome do cliente',
    servico: 'serviço',
    profissional: 'profissional',
    data: 'data do horário',
    hora: 'hora do início',
    local: 'nome do local',
    endereco: 'endereço do local',
  },
  preview: 'Prévia:',
  previewValues: {
    nome: 'Maria',
    servico: 'Corte de cabelo',
    profissional: 'Rafael',
    hora: '14:00',
    local: 'Unidade Centro',
    endereco: 'Rua das Flores, 123',
  },
} as const;

/** Issue 14, the attendant's mode: the 'Modo de atendimento' section of the 'Atendente' tab. */
export const iaSettingsUi = {
  title: 'Modo de atendimento',
  description: 'Como a atendente entende e responde as mensagens dos seus clientes.',
  loading: 'Carregando modo de atendimento...',
  save: 'Salvar modo de atendimento',
  saving: 'Salvando...',
  modeLabel: 'Modo de atendimento',
  regras: 'Regras',
  regrasHint:
    'Respostas previsíveis: a atendente segue um roteiro para agendar, remarcar, cancelar e tirar dúvidas com a sua base de conhecimento. Funciona sempre.',
  ia: 'IA',
  iaHint:
    'Conversa livre com um modelo de IA, que usa as mesmas ferramentas de agenda: só confirma um horário depois de marcá-lo de verdade. Se a IA falhar, a mensagem é respondida pelas regras.',
  iaUnavailable:
    'Indisponível: nenhum modelo de IA está configurado neste servidor. O administrador do sistema pode configurá-lo.',
  activeRegrasByCap:
    'O limite de uso da IA do seu plano neste mês foi atingido: até o fim do mês, a atendente responde pelas regras.',
  activeRegrasByModel:
    'Nenhum modelo de IA está configurado no servidor agora: a atendente responde pelas regras.',
  instructions: 'Instruções para a IA (opcional)',
  instructionsHint: (used: number, max: number) =>
    `O tom e as orientações do seu negócio para a IA. Vale só no modo IA. ${used.toLocaleString('pt-BR')}/${max.toLocaleString('pt-BR')} caracteres.`,
  instructionsPlaceholder:
    'Fale de forma simpática e breve, trate o cliente por você. Ofereça primeiro os horários da manhã.',
  usageTitle: 'Uso da IA neste mês',
  usageMonth: (label: string) => `Mês de ${label}, no fuso horário da instância.`,
  usageCalls: 'Chamadas à IA',
  usageTokensIn: 'Tokens de entrada',
  usageTokensOut: 'Tokens de saída',
  usageTranscriptions: 'Áudios transcritos',
  usageFallbacks: 'Vezes que voltou às regras',
  usageCap: 'Limite do plano',
  usageCapValue: (used: string, cap: string) => `${used} de ${cap} chamadas`,
  usageNoCap: 'Sem limite de chamadas neste plano.',
  usageProgressLabel: 'Chamadas à IA usadas do limite do plano',
} as const;

/** Issue 15, LGPD for the businesses' customers: contact export and erase, message retention. */
export const lgpdUi = {
  exportContato: 'Exportar dados (LGPD)',
  exportContatoOf: (nome: string) => `Exportar dados (LGPD) de ${nome}`,
  exporting: 'Exportando...',
  exported: 'Dados exportados',
  exportedDescription: (nome: string) => `O arquivo com os dados de ${nome} foi baixado.`,
  exportError: 'Erro ao exportar os dados',
  eraseContato: 'Apagar contato',
  eraseContatoOf: (nome: string) => `Apagar contato ${nome}`,
  eraseTitle: 'Apagar os dados deste contato?',
  eraseDescription: (nome: string) =>
    `Todos os dados pessoais de ${nome} serão apagados para sempre: nome, telefone, conversas e mensagens. Os agendamentos passados continuam na agenda sem o nome do cliente; os futuros são cancelados sem enviar aviso a ninguém. Exporte os dados antes se precisar deles. Esta ação não pode ser desfeita.`,
  eraseConfirm: 'Apagar dados',
  erasing: 'Apagando...',
  erased: 'Contato apagado',
  erasedDescription: 'Os dados pessoais foram apagados.',
  eraseError: 'Erro ao apagar o contato',
  erasedName: 'Contato apagado',
  eraseConfirmRequired: 'Confirme que deseja apagar os dados do contato.',
  eraseRequestReply:
    'Recebemos o seu pedido para apagar os seus dados. O responsável pelo negócio foi avisado e vai cuidar disso. Se tiver algum horário marcado, ele continua valendo até lá.',
  eraseRequestNotice: (quem: string) =>
    `🔒 ${quem} pediu para apagar os dados pessoais (LGPD). Exporte e apague o contato na conversa ou na aba Contatos da instância.`,
  retentionTitle: 'Retenção de mensagens (LGPD)',
  retentionDescription:
    'Mensagens mais antigas que o prazo escolhido são apagadas automaticamente uma vez por dia.',
  retentionLabel: 'Apagar mensagens com mais de',
  retentionNever: 'Nunca apagar',
  retentionMonths: (n: number) => (n === 1 ? '1 mês' : `${n} meses`),
  retentionInvalid: 'Escolha um prazo entre 3 e 60 meses, ou nunca.',
  retentionLoading: 'Carregando retenção de mensagens...',
  retentionSave: 'Salvar retenção',
  retentionSaving: 'Salvando...',
  retentionSaved: 'Retenção de mensagens salva',
  retentionSaveError: 'Erro ao salvar a retenção',
} as const;

/** The owner's own LGPD rights (docs/decisions/025): the account's export and its deletion. */
export const contaUi = {
  sectionTitle: 'Seus dados (LGPD)',
  sectionDescription:
    'Baixe uma cópia de tudo o que a Secretária IA guarda sobre a sua conta, ou exclua a conta e todos os dados dela.',
  exportLabel: 'Exportar meus dados',
  exporting: 'Exportando...',
  exported: 'Dados exportados',
  exportedDescription: 'O arquivo com os dados da sua conta foi baixado.',
  exportError: 'Erro ao exportar os dados',
  deleteLabel: 'Excluir minha conta',
  deleteTitle: 'Excluir sua conta para sempre?',
  deleteDescription:
    'Serão excluídos a sua conta e todos os dados dela: instâncias do WhatsApp (desconectadas e removidas), profissionais, serviços, localizações, disponibilidades, contatos, agendamentos, conversas e mensagens, avisos e o uso da IA. As assinaturas ativas são canceladas e nenhuma nova cobrança será feita. Exporte os seus dados antes se precisar deles. Esta ação não pode ser desfeita.',
  passwordLabel: 'Confirme com a sua senha',
  passwordRequired: 'Digite a sua senha para confirmar.',
  passwordWrong: 'Senha incorreta.',
  deleteConfirm: 'Excluir conta',
  deleting: 'Excluindo...',
  deleted: 'Conta excluída',
  deletedDescription: 'A sua conta e todos os dados dela foram excluídos.',
  deleteError: 'Erro ao excluir a conta',
  paymentsUnavailable:
    'Não foi possível cancelar a sua assinatura no serviço de pagamentos agora. Nada foi excluído; tente novamente em alguns minutos.',
  gatewayUnavailable:
    'Não foi possível desconectar o seu WhatsApp agora. Nada foi excluído; tente novamente em alguns minutos.',
} as const;

/** Issue 25: after the WhatsApp connects, the next thing the attendant needs to book. */
export const nextStepUi = {
  label: 'Próximo passo',
  progress: (done: number, total: number) => `${done} de ${total} etapas concluídas`,
  steps: {
    servicos: {
      title: 'Agora cadastre seus serviços',
      text: 'O WhatsApp está conectado. Cadastre o que você oferece, para a atendente saber o que agendar.',
      action: 'Cadastrar serviços',
    },
    profissionais: {
      title: 'Agora cadastre seus profissionais',
      text: 'Quem atende os clientes: a atendente agenda com cada um.',
      action: 'Cadastrar profissionais',
    },
    vinculos: {
      title: 'Agora vincule os serviços aos profissionais',
      text: 'Diga o que cada profissional faz e quanto tempo leva.',
      action: 'Vincular serviços',
    },
    disponibilidade: {
      title: 'Agora cadastre a disponibilidade',
      text: 'Os dias e horários em que cada profissional atende. Depois disso, a atendente já agenda.',
      action: 'Cadastrar disponibilidade',
    },
  },
} as const;

/**
 * Issue 27 items 4 and 7: an official-API instance's message templates ('Modelos de mensagem',
 * Ativação tab) and the month's count of messages sent as templates.
 */
export const templatesUi = {
  title: 'Modelos de mensagem',
  description:
    'Fora da janela de 24 horas desde a última mensagem do cliente, a Meta só entrega lembretes e avisos enviados como modelos aprovados. Os modelos seguem os textos de Lembretes e avisos (aba Atendente).',
  loading: 'Carregando modelos de mensagem...',
  loadError: 'Não foi possível carregar os modelos de mensagem.',
  empty: 'Nenhum modelo de mensagem para esta instância.',
  purposes: {
    lembrete: 'Lembrete',
    confirmacao: 'Confirmação de agendamento',
    cancelamento: 'Aviso de cancelamento',
    remarcacao: 'Aviso de remarcação',
  },
  states: {
    nao_enviado: 'Não enviado',
    em_analise: 'Em análise',
    aprovado: 'Aprovado',
    rejeitado: 'Rejeitado',
    pausado: 'Pausado',
    desativado: 'Desativado',
  },
  stateHints: {
    nao_enviado: 'Ainda não foi enviado para a Meta aprovar.',
    em_analise: 'A Meta está analisando o modelo; costuma levar de minutos a algumas horas.',
    aprovado: 'Aprovado pela Meta: pode ser enviado fora da janela de 24 horas.',
    rejeitado: 'A Meta rejeitou o modelo. Ajuste o texto em Lembretes e avisos e envie de novo.',
    pausado: 'A Meta pausou o modelo por reclamações de clientes; ele volta sozinho depois.',
    desativado: 'O modelo não está mais disponível na Meta. Envie de novo para aprovação.',
  },
  quickRepliesLabel: 'Botões:',
  bodyLabel: (purpose: string) => `Texto do modelo: ${purpose}`,
  templateName: (name: string) => `Nome na Meta: ${name}`,
  outdated:
    'O texto mudou em Lembretes e avisos depois do envio. Os clientes fora da janela recebem o texto aprovado até a nova versão ser aprovada.',
  submitAll: 'Enviar para aprovação',
  submitAllPending: 'Enviando...',
  submitOne: (purpose: string) => `Enviar para aprovação: ${purpose}`,
  submitNewVersion: (purpose: string) => `Enviar nova versão: ${purpose}`,
  submitOneShort: 'Enviar',
  submitNewVersionShort: 'Enviar nova versão',
  submitted: 'Modelos enviados para aprovação da Meta.',
  submitError: 'Não foi possível enviar os modelos.',
  refresh: 'Atualizar status',
  refreshing: 'Atualizando...',
  refreshed: 'Status dos modelos atualizado.',
  refreshError: 'Não foi possível atualizar o status dos modelos.',
  nothingToSubmit: 'Todos os modelos já foram enviados para a Meta.',
  alreadySubmitted: 'Este modelo já foi enviado para a Meta e o texto não mudou.',
  lastSync: (when: string) => `Status conferido com a Meta em ${when}.`,
  syncProblem:
    'Não foi possível conferir o status com a Meta agora; os status abaixo são os últimos conhecidos.',
  // Errors (server)
  notMeta:
    'Esta instância usa o WhatsApp Web (QR Code): modelos de mensagem existem só na API oficial.',
  tokenRejected:
    'A Meta recusou o token de acesso desta instância (expirado ou sem a permissão whatsapp_business_management). Troque as credenciais acima.',
  refused: (purpose: string) =>
    `A Meta recusou o modelo de ${purpose} como foi escrito. Ajuste o texto em Lembretes e avisos e tente de novo.`,
  metaFailed: 'A Meta não aceitou o pedido. Tente novamente em instantes.',
  startsWithVariable:
    'O texto começa com uma variável, e a Meta não aceita modelos assim. Comece com uma palavra, por exemplo "Olá, {nome}!".',
  tooLong: 'O texto ficou longo demais para um modelo da Meta (até 1.024 caracteres).',
  braces: 'O texto tem chaves duplas ({{ ou }}), que a Meta não aceita fora das variáveis.',
  rejectedReasons: {
    ABUSIVE_CONTENT: 'A Meta considerou o conteúdo abusivo.',
    INVALID_FORMAT: 'Formato inválido (variáveis, pontuação ou tamanho do texto).',
    PROMOTIONAL: 'A Meta considerou o texto promocional para a categoria Utilidade.',
    INCORRECT_CATEGORY: 'A categoria não corresponde ao conteúdo do texto.',
    TAG_CONTENT_MISMATCH: 'A categoria não corresponde ao conteúdo do texto.',
    SCAM: 'A Meta considerou o texto enganoso.',
  } satisfies Record<string, string>,
  rejectedOther: (reason: string) => `Motivo informado pela Meta: ${reason}.`,
  // Item 7: what costs money
  monthCount: (n: number) => `Modelos enviados este mês: ${n.toLocaleString('pt-BR')}`,
  pricingNote:
    'A Meta cobra por mensagem de modelo entregue (categorias utilidade e marketing), com preços por país, inclusive no Brasil. Respostas dentro da janela de 24 horas não são cobradas. A contagem é deste mês no fuso da instância.',
  pricingLink: 'Preços da Meta para a plataforma do WhatsApp Business',
} as const;
