import { z } from 'zod';
import { MENSAGEM_ENTREGAS } from './delivery-status';
import { UUID_PATTERN } from './ids';
import { msg } from './messages';

export const CONVERSA_ESTADOS = ['ativo', 'pausado', 'aguardando_dono'] as const;
export const MENSAGEM_AUTORES = ['cliente', 'atendente', 'dono', 'sistema', 'lembrete'] as const;
export const MENSAGEM_TIPOS = [
  'texto',
  'audio',
  'imagem',
  'video',
  'sticker',
  'documento',
  'outro',
] as const;
export const MENSAGEM_ENVIOS = ['pendente', 'enviada', 'falhou'] as const;
export const CONVERSA_FILTROS = ['todas', 'nao_lidas', 'aguardando', 'pausadas'] as const;
export type ConversaFiltro = (typeof CONVERSA_FILTROS)[number];

/** Pages of the chats list and of a chat's messages. */
export const CONVERSAS_PAGE_SIZE = 30;
export const MENSAGENS_PAGE_SIZE = 50;

/** Chats list cursor: the last row's activity instant (ms) and id, `<ms>_<uuid>`. */
const conversaCursorPattern = new RegExp(`^\\d{1,15}_${UUID_PATTERN.source.slice(1, -1)}$`, 'i');

export const ListConversasQuerySchema = z.object({
  filtro: z.enum(CONVERSA_FILTROS).default('todas'),
  q: z.string().trim().max(100, msg.conversaSearchTooLong).optional(),
  cursor: z.string().regex(conversaCursorPattern, msg.pageCursorInvalid).optional(),
});
export type ListConversasQuery = z.infer<typeof ListConversasQuerySchema>;

export const ListMensagensQuerySchema = z.object({
  before: z
    .string()
    .regex(/^\d{1,15}$/, msg.pageCursorInvalid)
    .optional(),
});
export type ListMensagensQuery = z.infer<typeof ListMensagensQuerySchema>;

export const ConversaResumoSchema = z.object({
  id: z.string(),
  whatsapp_instance_id: z.string(),
  contato: z.object({ id: z.string(), nome: z.string(), telefone: z.string() }).nullable(),
  estado: z.enum(CONVERSA_ESTADOS),
  paused_until: z.string().nullable(),
  unread_count: z.number().int(),
  last_message_at: z.string().nullable(),
  last_message_preview: z.string().nullable(),
  /** The sender is not a customer (docs/decisions/038): the attendant answered once, then quiet. */
  nao_cliente: z.boolean(),
});
export type ConversaResumo = z.infer<typeof ConversaResumoSchema>;

/** Newest activity first; `nextCursor` is null on the last page. */
export const ConversasPageSchema = z.object({
  items: z.array(ConversaResumoSchema),
  nextCursor: z.string().nullable(),
});
export type ConversasPage = z.infer<typeof ConversasPageSchema>;

export const MensagemSchema = z.object({
  id: z.string(),
  conversa_id: z.string(),
  direction: z.enum(['in', 'out']),
  autor: z.enum(MENSAGEM_AUTORES),
  tipo: z.enum(MENSAGEM_TIPOS),
  texto: z.string().nullable(),
  /** Outbound only: delivery of the attendant's replies. */
  send_status: z.enum(MENSAGEM_ENVIOS).nullable(),
  /** Outbound, once WhatsApp reports it (issue 27): sent, delivered, read, failed; never back. */
  delivery_status: z.enum(MENSAGEM_ENTREGAS).nullable(),
  /** Why WhatsApp did not deliver it, for the owner (pt-BR); null unless 'falhou'. */
  delivery_error: z.string().nullable(),
  created_at: z.string(),
});
export type Mensagem = z.infer<typeof MensagemSchema>;

/** Newest message first; `nextCursor` (for `before`) pages to older ones, null at the start. */
export const MensagensPageSchema = z.object({
  items: z.array(MensagemSchema),
  nextCursor: z.string().nullable(),
});
export type MensagensPage = z.infer<typeof MensagensPageSchema>;

// ---------------------------------------------------------------- the Conversas page (issue 12)

/** The longest message the owner can send from the panel (WhatsApp takes far more). */
export const MENSAGEM_TEXTO_MAX = 4000;

/** The owner writes in a chat from the panel's composer. */
export const EnviarMensagemRequestSchema = z.strictObject({
  texto: z
    .string({ error: msg.mensagemTextoRequired })
    .trim()
    .min(1, msg.mensagemTextoRequired)
    .max(MENSAGEM_TEXTO_MAX, msg.mensagemTextoTooLong(MENSAGEM_TEXTO_MAX)),
});
export type EnviarMensagemRequest = z.infer<typeof EnviarMensagemRequestSchema>;

/** The HTTP header carrying the composer's client-generated key (docs/decisions/043). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/**
 * A client-generated key for one owner message (a UUID from the composer): a double click or a
 * retry with the same key sends once. 8–128 letters, digits, '-' or '_'.
 */
export const IdempotencyKeySchema = z
  .string({ error: msg.idempotencyKeyInvalid })
  .regex(/^[A-Za-z0-9_-]{8,128}$/, msg.idempotencyKeyInvalid);

/** The send's optional 'Idempotency-Key' header. */
export const EnviarMensagemHeadersSchema = z.object({
  [IDEMPOTENCY_KEY_HEADER]: IdempotencyKeySchema.optional(),
});

/** 'IA ativa neste chat' on or off; 'Devolver para a IA' is `true`. */
export const UpdateConversaRequestSchema = z.strictObject({
  ia_ativa: z.boolean({ error: msg.conversaIaAtivaInvalid }),
});
export type UpdateConversaRequest = z.infer<typeof UpdateConversaRequestSchema>;

/** 'Não é cliente' (true) or 'É cliente' (false): the chat returns to the attendant. */
export const UpdateNaoClienteRequestSchema = z.strictObject({
  nao_cliente: z.boolean({ error: msg.conversaNaoClienteInvalid }),
});
export type UpdateNaoClienteRequest = z.infer<typeof UpdateNaoClienteRequestSchema>;

/** A contact's upcoming appointment, beside the chat. */
export const ConversaAgendamentoSchema = z.object({
  id: z.string(),
  data_agendamento: z.string(),
  hora_inicio: z.string(),
  hora_fim: z.string(),
  servico: z.object({ id: z.string(), nome: z.string() }),
  profissional: z.object({ id: z.string(), nome: z.string() }),
  status: z.string(),
});
export type ConversaAgendamento = z.infer<typeof ConversaAgendamentoSchema>;

/** One chat with its contact's upcoming appointments. */
export const ConversaDetalheSchema = ConversaResumoSchema.extend({
  agendamentos: z.array(ConversaAgendamentoSchema),
});
export type ConversaDetalhe = z.infer<typeof ConversaDetalheSchema>;

/** What the page title and the filters count: chats waiting for the owner, chats unread. */
export const ConversasContagemSchema = z.object({
  aguardando: z.number().int(),
  nao_lidas: z.number().int(),
});
export type ConversasContagem = z.infer<typeof ConversasContagemSchema>;
