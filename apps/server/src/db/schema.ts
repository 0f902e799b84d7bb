import type { ColumnType, Generated } from 'kysely';
import type {
  MessageChoice,
  MessageTemplateRef,
  TemplatePurpose,
} from '@/modules/messaging/message-types';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, never, never>;
type UpdatedAt = ColumnType<Date, never, Date | string>;
type ConversaEstado = 'ativo' | 'pausado' | 'aguardando_dono';
/** A delivery status as stored (DeliveryStatus['status'], migration 0031). */
type DeliveryStatusValue = 'enviado' | 'entregue' | 'lido' | 'falhou';
type MensagemTipo = 'texto' | 'audio' | 'imagem' | 'video' | 'sticker' | 'documento' | 'outro';

/** Tables the server reads and writes through Kysely. Names follow the spec (DESIGN.md §2). */
export interface DB {
  user: {
    id: Generated<string>;
    name: string;
    email: string;
    emailVerified: boolean;
    createdAt: Timestamp;
    updatedAt: Timestamp;
  };
  session: { id: Generated<string>; userId: string; token: string; expiresAt: Timestamp };
  /** better-auth's sign-in methods; `password` is the credential's hash, never shown. */
  account: {
    id: Generated<string>;
    userId: string;
    providerId: string;
    accountId: string;
    password: string | null;
    createdAt: Timestamp;
  };
  /** better-auth's one-time values (password reset: identifier 'reset-password:<token>', value the user id). */
  verification: { id: Generated<string>; identifier: string; value: string; expiresAt: Timestamp };
  auth_login_failures: { email: string; window_started_at: Timestamp; failures: number };
  app_secrets: { name: string; value: string; created_at: CreatedAt };
  email_outbox: {
    id: Generated<string>;
    to_address: string;
    subject: string;
    text_body: string;
    html_body: string;
    link: string | null;
    created_at: ColumnType<Date, never, never>;
  };
  stripe_events: { id: string; type: string; received_at: CreatedAt };
  /** phone: E.164 ('+5511987654321'), like every stored phone (0022). */
  profiles: { id: string; nome: string; phone: string | null; updated_at: UpdatedAt };
  paises_ddi: { id: number; iso: string; pais: string; ddi: string; img: string };
  whatsapp_instances: {
    id: Generated<string>;
    user_id: string;
    name: string | null;
    phone_number: string | null;
    /** E.164 ('+5511987654321'), unique across all owners (0016). */
    full_phone_number: string | null;
    pais_id: number | null;
    assistant_name: string | null;
    knowledge_base: string | null;
    timezone: Generated<string>;
    timezone_offset: ColumnType<number, number | undefined, number>;
    status: Generated<string>;
    subscription_id: string | null;
    payment_session_id: string | null;
    price_id: 'start' | 'pro' | 'ultra' | null;
    subscription_renewal_date: Timestamp | null;
    evolution_status: 'criado' | 'erro' | null;
    webhook_secret: Generated<string>;
    subscription_status: string | null;
    /** A cancellation scheduled at the period's end takes effect then (0025). */
    subscription_cancel_at: Timestamp | null;
    /** Deleted by the owner with its data kept (0025, docs/decisions/040). */
    closed_at: Timestamp | null;
    /** Attendant settings (0007). */
    attendant_enabled: Generated<boolean>;
    min_notice_minutes: Generated<number>;
    booking_horizon_days: Generated<number>;
    slot_step_minutes: Generated<number>;
    owner_pause_minutes: Generated<number>;
    /** Attendant settings (0009): greeting (null: the default), actions by chat, policy. */
    greeting: string | null;
    allow_booking: Generated<boolean>;
    allow_reschedule: Generated<boolean>;
    allow_cancel: Generated<boolean>;
    cancel_notice_hours: Generated<number>;
    /** Reminders and notices (0012): texts null = the default text. */
    reminders_enabled: Generated<boolean>;
    reminder_offsets_minutes: ColumnType<number[], number[] | undefined, number[]>;
    proactive_window_start: Generated<string>;
    proactive_window_end: Generated<string>;
    reminder_text: string | null;
    booking_confirmation_enabled: Generated<boolean>;
    booking_confirmation_text: string | null;
    change_notices_enabled: Generated<boolean>;
    cancel_notice_text: string | null;
    reschedule_notice_text: string | null;
    owner_whatsapp_notices: Generated<boolean>;
    /** The earliest instant of this number's next proactive message (pacing, 0018). */
    proactive_next_at: Timestamp | null;
    /** When the last slot was taken (0018). */
    proactive_paced_at: Timestamp | null;
    /** Messages older than this many months are deleted daily; null: never (0015). */
    message_retention_months: ColumnType<number | null, number | null | undefined, number | null>;
    /** When the retention sweep last claimed this instance (0015). */
    retention_swept_at: Timestamp | null;
    /** The model-backed attendant (0014): the owner's choice and extra instructions. */
    attendant_mode: Generated<'regras' | 'ia'>;
    ai_instructions: string | null;
    /** The gateway (Evolution) instance's name, never derived from the number; unique (0016). */
    gateway_name: Generated<string>;
    /** Which gateway serves the line: Evolution (QR code) or Meta's Cloud API (0029). */
    gateway: Generated<'evolution' | 'meta'>;
    /** Meta's phone number ID, unique across owners; set only with gateway 'meta' (0029). */
    meta_phone_number_id: string | null;
    /** The WhatsApp Business Account ID; never shared by two owners (0029). */
    meta_waba_id: string | null;
    /** The access token, AES-256-GCM (lib/secret-box.ts); never returned, logged or exported. */
    meta_access_token_enc: string | null;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  checkout_sessions: {
    id: string;
    user_id: string;
    plan_id: 'start' | 'pro' | 'ultra';
    draft: ColumnType<unknown, string, string>;
    instance_id: string | null;
    created_at: CreatedAt;
    claimed_at: Timestamp | null;
    completed_at: Timestamp | null;
  };
  profissionais: {
    id: Generated<string>;
    user_id: string;
    whatsapp_instance_id: string | null;
    nome: string;
    especialidade: string;
    /** Nicknames the attendant recognises (0007), at most 5. */
    apelidos: Generated<string[]>;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  servicos: {
    id: Generated<string>;
    user_id: string;
    whatsapp_instance_id: string | null;
    nome: string;
    descricao: string | null;
    /** numeric(10,2) in R$, read as a number (pg-types); null when not informed (0007). */
    preco: ColumnType<number | null, number | null | undefined, number | null>;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  profissionais_servicos: {
    id: Generated<string>;
    user_id: string;
    profissional_id: string;
    servico_id: string;
    tempo_execucao: number;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  contatos: {
    id: Generated<string>;
    user_id: string;
    whatsapp_instance_id: string;
    nome: string;
    telefone: string;
    /** The panel's test customer 'Teste (painel)' (0010): one per instance, never messaged. */
    is_test: Generated<boolean>;
    /** The customer wrote PARAR (0012): no proactive message until VOLTAR. */
    opted_out_at: Timestamp | null;
    /** Erased under the LGPD (0015): personal fields replaced, left out of lists. */
    apagado_at: Timestamp | null;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  localizacoes: {
    id: Generated<string>;
    user_id: string;
    whatsapp_instance_id: string;
    nome: string;
    cep: string;
    logradouro: string;
    numero: string;
    bairro: string;
    cidade: string;
    estado: string;
    ponto_referencia: string | null;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  disponibilidades: {
    id: Generated<string>;
    user_id: string;
    profissional_id: string;
    localizacao_id: string;
    /** 'YYYY-MM-DD' (pg-types keeps DATE as text). */
    dia: string;
    /** 'HH:MM:SS' on read; 'HH:MM' accepted on write. */
    hora_inicio: string;
    hora_fim: string;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  disponibilidades_servicos: {
    id: Generated<string>;
    user_id: string;
    disponibilidade_id: string;
    servico_id: string;
  };
  disponibilidades_servicos_real: {
    id: Generated<string>;
    user_id: string;
    disponibilidade_original_id: string;
    servico_id: string | null;
    created_at: CreatedAt;
  };
  agendamentos: {
    id: Generated<string>;
    user_id: string;
    whatsapp_instance_id: string;
    profissional_id: string;
    servico_id: string;
    contato_id: string;
    localizacao_id: string | null;
    data_agendamento: string;
    hora_inicio: string;
    hora_fim: string;
    nome_atendido: string | null;
    /** tstzrange, computed by the server from the instance's time zone. */
    periodo: string;
    status: Generated<'agendado' | 'confirmado' | 'concluido' | 'cancelado' | 'faltou'>;
    status_changed_at: Timestamp | null;
    status_changed_by: string | null;
    /** Who booked it (0007): null for rows from before. */
    created_by: 'dono' | 'atendente' | 'cliente' | 'sistema' | null;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  conversas: {
    id: Generated<string>;
    user_id: string;
    whatsapp_instance_id: string;
    contato_id: string | null;
    remote_jid: string;
    /** Where the chat happens (0010): WhatsApp, or the panel's test chat (never sent out). */
    canal: ColumnType<'whatsapp' | 'painel', 'whatsapp' | 'painel' | undefined, never>;
    estado: ColumnType<ConversaEstado, ConversaEstado | undefined, ConversaEstado>;
    paused_until: Timestamp | null;
    /** jsonb: written as JSON text (stack-notes pitfall 8). */
    dialog_state: ColumnType<unknown, string | undefined, string>;
    unread_count: Generated<number>;
    last_message_at: Timestamp | null;
    last_message_preview: string | null;
    last_unanswered_at: Timestamp | null;
    flood_flagged_at: Timestamp | null;
    locked_by: string | null;
    locked_until: Timestamp | null;
    /** Claims of the chat's turn since its last finished turn (0018). */
    turn_failures: Generated<number>;
    /** The sender is not a customer (0024, docs/decisions/038): the attendant is quiet here. */
    nao_cliente: Generated<boolean>;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  mensagens: {
    id: Generated<string>;
    seq: ColumnType<number, never, never>;
    user_id: string;
    whatsapp_instance_id: string;
    conversa_id: string;
    direction: 'in' | 'out';
    autor: 'cliente' | 'atendente' | 'dono' | 'sistema' | 'lembrete';
    tipo: ColumnType<MensagemTipo, MensagemTipo | undefined, MensagemTipo>;
    texto: string | null;
    gateway_message_id: string | null;
    answered_at: Timestamp | null;
    send_status: 'pendente' | 'enviada' | 'falhou' | null;
    attempts: Generated<number>;
    next_attempt_at: Timestamp | null;
    last_error: string | null;
    locked_by: string | null;
    locked_until: Timestamp | null;
    sent_at: Timestamp | null;
    /** The appointment a reminder or notice was about (0012). */
    agendamento_id: string | null;
    /** The gateway id of the message a customer's reply quotes (0012). */
    quoted_gateway_message_id: string | null;
    /** The composer's idempotency key of an owner message, unique per owner (0027). */
    client_key: ColumnType<string | null, string | null | undefined, string | null>;
    /** The choices offered with an outbound message (0030, docs/decisions/047); jsonb: written as JSON text. */
    choices: ColumnType<MessageChoice[] | null, string | null | undefined, string | null>;
    /** The id of the choice an inbound message tapped (0030). */
    choice_id: ColumnType<string | null, string | null | undefined, string | null>;
    /**
     * A proactive message's template, for a line with the 24-hour window (0032): its purpose and
     * its variables' values; jsonb, written as JSON text.
     */
    template: ColumnType<MessageTemplateRef | null, string | null | undefined, string | null>;
    /** Sent as the approved Meta template instead of the text (0033): what Meta charges for. */
    sent_as_template: Generated<boolean>;
    /** An inbound voice note's media reference for the gateway's media endpoint (0031). */
    media_ref: ColumnType<string | null, string | null | undefined, string | null>;
    /** What the gateway reports of an outbound message (0031); never goes back. */
    delivery_status: ColumnType<
      DeliveryStatusValue | null,
      DeliveryStatusValue | null | undefined,
      DeliveryStatusValue | null
    >;
    /** The gateway's error code of a 'falhou' status (Meta: 131047 outside the window). */
    delivery_error_code: ColumnType<number | null, number | null | undefined, number | null>;
    delivery_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
    created_at: Timestamp;
  };
  /** An official-API instance's message templates, one per purpose (0032). */
  whatsapp_templates: {
    id: Generated<string>;
    user_id: string;
    whatsapp_instance_id: string;
    purpose: TemplatePurpose;
    name: string;
    language: Generated<string>;
    category: Generated<'UTILITY' | 'MARKETING' | 'AUTHENTICATION'>;
    body: string;
    /** Meta's: APPROVED, PENDING, REJECTED, PAUSED, DISABLED… */
    status: Generated<string>;
    meta_template_id: string | null;
    rejected_reason: string | null;
    synced_at: Timestamp | null;
    created_at: Generated<Timestamp>;
  };
  /** Statuses that came before their message's gateway id was stored (0031). */
  entregas_antecipadas: {
    whatsapp_instance_id: string;
    gateway_message_id: string;
    status: DeliveryStatusValue;
    error_code: number | null;
    at: Timestamp;
  };
  /** Durable reminder and notice jobs (0012). */
  avisos: {
    id: Generated<string>;
    user_id: string;
    whatsapp_instance_id: string;
    agendamento_id: string | null;
    kind: AvisoKind;
    chave: string;
    run_at: Timestamp;
    status: Generated<'pendente' | 'feito' | 'cancelado' | 'ignorado' | 'falhou'>;
    texto: string | null;
    last_error: string | null;
    mensagem_id: string | null;
    done_at: Timestamp | null;
    /** Failed attempts so far; `run_at` is the next one's instant (0018). */
    attempts: Generated<number>;
    created_at: CreatedAt;
  };
  /** An owner's embedded test clock: business time minus the server's, in ms (0021). */
  dev_clocks: {
    user_id: string;
    offset_ms: number;
    updated_at: Generated<Date>;
  };
  /** The model's usage per instance and month ('YYYY-MM', the instance's zone) (0014). */
  ai_usage: {
    whatsapp_instance_id: string;
    month: string;
    tokens_in: Generated<number>;
    tokens_out: Generated<number>;
    calls: Generated<number>;
    fallbacks: Generated<number>;
    transcriptions: Generated<number>;
    audio_seconds: Generated<number>;
  };
  /** The owner's notices in the panel (0012). */
  notificacoes: {
    id: Generated<string>;
    user_id: string;
    whatsapp_instance_id: string;
    kind: NotificacaoKind;
    texto: string;
    agendamento_id: string | null;
    conversa_id: string | null;
    read_at: Timestamp | null;
    created_at: Timestamp;
  };
}

export type AvisoKind = 'lembrete' | 'confirmacao' | 'cancelamento' | 'remarcacao' | 'aviso_dono';
export type NotificacaoKind =
  | 'agendado'
  | 'remarcado'
  | 'cancelado'
  | 'confirmado'
  | 'pedido_humano'
  | 'envio_falhou'
  | 'pedido_lgpd';
