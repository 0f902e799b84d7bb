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
  conversaNotFound: 'Conversa não encontrada.',
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
  billingUnavailable: 'O provedor de pagamentos não respondeu. Tente novamente em instantes.',
  // Availability and appointments (spec §5, §8)
  availabilitySelectHint:
    'Selecione os dias no calendário (arraste ou use Ctrl + clique para vários).',
  availabilitySelectHintTouch:
    'Toque nos dias para marcar ou desmarcar vários; para um intervalo, toque, segure e arraste.',
  availabilityRequired: 'Preencha todos os campos obrigatórios.',
  availabilityStartBeforeEnd: 'O horário de início deve ser menor que o horário de fim.',
  availabilityDayRequired: 'Selecione pelo menos um dia.',
  availabilityServiceRequired: 'Selecione pelo menos um serviço.',
  availabilityTooManyDays: 'Selecione no máximo 62 dias de uma vez.',
  availabilityPastDay: 'Não é possível cadastrar disponibilidade em dias que já passaram.',
  availabilityOverlap: 'Este profissional já tem disponibilidade neste horário.',
  availabilitySaved: 'Disponibilidade salva!',
  availabilitySavedCount: (n: number) =>
    `${n} ${n === 1 ? 'disponibilidade cadastrada' : 'disponibilidades cadastradas'}`,
  availabilityUpdated: 'Disponibilidade atualizada',
  availabilityDeleted: 'Disponibilidade excluída',
  availabilityHasAppointments:
    'Existem agendamentos ativos neste horário. Cancele-os antes de excluir a disponibilidade.',
  // Deletes refused because other records depend on the row (409)
  contactHasAppointments: (n: number) =>
    `Este contato tem ${agendamentos(n)} na agenda e não pode ser excluído, para não perder o histórico. Você pode editar os dados dele.`,
  serviceHasAppointments: (n: number) =>
    `Este serviço tem ${agendamentos(n)} na agenda e não pode ser excluído, para não perder o histórico. Para deixar de oferecê-lo, remova-o dos profissionais.`,
  professionalHasAppointments: (n: number) =>
    `Este profissional tem ${agendamentos(n)} ${n === 1 ? 'ativo' : 'ativos'} a partir de hoje. Cancele-os antes de excluí-lo.`,
  locationHasAvailability: (n: number) =>
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
  availabilityNoLinkedServices:
    'Este profissional ainda não tem serviços vinculados. Vincule os serviços que ele realiza para oferecê-los aqui.',
  availabilityLinkServices: 'Vincular serviços a este profissional',
  serviceNotPerformed:
    'Este profissional não realiza o serviço selecionado. Vincule o serviço ao profissional antes.',
  availabilityEditStrands: (n: number) =>
    n === 1
      ? 'Há 1 agendamento ativo que ficaria fora do novo horário ou sem o serviço removido. Cancele-o ou remarque-o antes de alterar a disponibilidade.'
      : `Há ${n} agendamentos ativos que ficariam fora do novo horário ou sem o serviço removido. Cancele-os ou remarque-os antes de alterar a disponibilidade.`,
  dayInvalid: 'Data inválida',
  dateRangeInvalid: 'Período inválido.',
  dateRangeTooLong: 'Período longo demais.',
  serviceNotFromInstance: 'O serviço precisa ser da mesma instância do profissional.',
  locationNotFromInstance: 'A localização precisa ser da mesma instância do profissional.',
  appointmentDateRequired: 'A data é obrigatória',
  appointmentDateInvalid: 'Data inválida',
  appointmentStartRequired: 'Horário de início é obrigatório',
  appointmentEndRequired: 'Horário de término é obrigatório',
  appointmentServiceRequired: 'Serviço é obrigatório',
  appointmentContactRequired: 'Contato é obrigatório',
  appointmentStatusInvalid: 'Situação do agendamento inválida.',
  appointmentOutsideAvailability: 'O horário selecionado está fora do período de disponibilidade',
  appointmentOverlap: 'Já existe um agendamento neste horário',
  appointmentInPast: 'Não é possível agendar em um horário que já passou.',
  appointmentNoLocation: 'Não foi possível determinar a localização para o agendamento',
  appointmentStatusTransition: 'Não é possível mudar a situação deste agendamento.',
  appointmentSaved: 'Agendamento salvo!',
  appointmentSavedText: 'O agendamento foi criado com sucesso.',
  appointmentTimeout: 'A operação demorou muito. Tente novamente.',
  // Booking for every caller (docs/decisions/015)
  appointmentTooSoon: (minutes: number) =>
    `Este horário precisa ser agendado com pelo menos ${minutes} minutos de antecedência.`,
  appointmentTooFar: (days: number) => `Só é possível agendar até ${days} dias à frente.`,
  appointmentNotMovable: 'Só é possível remarcar um agendamento agendado ou confirmado.',
  appointmentRescheduleEmpty: 'Informe a nova data e o novo horário.',
  contactPhoneDuplicate: 'Já existe um contato com este telefone nesta instância.',
  clockInstantInvalid:
    'Informe um instante válido com fuso horário, como 2026-03-10T10:00:00-03:00.',
  attendantSettingRange: (min: number, max: number) =>
    `Informe um número inteiro entre ${min} e ${max}.`,
  attendantEnabledInvalid: 'Informe se a atendente está ligada (verdadeiro ou falso).',
  settingsEmpty: 'Informe ao menos uma configuração para alterar.',
  servicePriceInvalid: 'Informe um preço válido, maior ou igual a zero, com até 2 casas decimais.',
  nicknamesInvalid: 'Informe até 5 apelidos de até 40 caracteres cada.',

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
} as const;
