import { z } from 'zod';
import { IdSchema, UUID_PATTERN } from './ids';
import { msg } from './messages';

/**
 * The owner's notices in the panel (issue 13): what the attendant booked, moved or cancelled, a
 * customer asking for a person, a send that failed. Kinds in step with migrations 0012 and 0016.
 */
export const NOTIFICACAO_KINDS = [
  'agendado',
  'remarcado',
  'cancelado',
  'confirmado',
  'pedido_humano',
  'envio_falhou',
  /** A customer asked on WhatsApp for their data to be erased (issue 15, 0016). */
  'pedido_lgpd',
] as const;
export type NotificacaoKind = (typeof NOTIFICACAO_KINDS)[number];

/** Notices per page of the bell's list. */
export const NOTIFICACOES_PAGE_SIZE = 20;
/** At most this many ids in one 'mark as read' request. */
export const NOTIFICACOES_LIDAS_MAX = 100;
/** The longest notice text stored (a notice is one or two sentences). */
export const NOTIFICACAO_TEXTO_MAX = 1000;

/** List cursor: the last row's instant (ms) and id, `<ms>_<uuid>`. */
const cursorPattern = new RegExp(`^\\d{1,15}_${UUID_PATTERN.source.slice(1, -1)}$`, 'i');

export const ListNotificacoesQuerySchema = z.object({
  /** Only this instance's notices (and unread count). */
  whatsapp_instance_id: z.string().regex(UUID_PATTERN, msg.instanceNotFound).optional(),
  cursor: z.string().regex(cursorPattern, msg.pageCursorInvalid).optional(),
});
export type ListNotificacoesQuery = z.infer<typeof ListNotificacoesQuerySchema>;

export const NotificacaoSchema = z.object({
  id: z.string(),
  whatsapp_instance_id: z.string(),
  kind: z.enum(NOTIFICACAO_KINDS),
  texto: z.string(),
  conversa_id: z.string().nullable(),
  /** The appointment it is about, with what the Agenda needs to open its day. */
  agendamento: z
    .object({ id: z.string(), data_agendamento: z.string(), profissional_id: z.string() })
    .nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notificacao = z.infer<typeof NotificacaoSchema>;

/** Newest first; `nextCursor` is null on the last page; `nao_lidas` counts every unread one. */
export const NotificacoesPageSchema = z.object({
  items: z.array(NotificacaoSchema),
  nextCursor: z.string().nullable(),
  nao_lidas: z.number().int(),
});
export type NotificacoesPage = z.infer<typeof NotificacoesPageSchema>;

/** Mark these notices as read, or every one of the owner's when `ids` is left out. */
export const MarcarNotificacoesLidasRequestSchema = z.strictObject({
  ids: z
    .array(IdSchema, { error: msg.notificacoesIdsInvalid })
    .min(1, msg.notificacoesIdsInvalid)
    .max(NOTIFICACOES_LIDAS_MAX, msg.notificacoesIdsTooMany(NOTIFICACOES_LIDAS_MAX))
    .optional(),
});
export type MarcarNotificacoesLidasRequest = z.infer<typeof MarcarNotificacoesLidasRequestSchema>;

export const NotificacoesLidasSchema = z.object({
  /** How many were unread and are now read. */
  marcadas: z.number().int(),
  /** The owner's unread notices left. */
  nao_lidas: z.number().int(),
});
export type NotificacoesLidas = z.infer<typeof NotificacoesLidasSchema>;

/** POST /api/dev/notificacoes (embedded mode): a notice as the attendant would write it. */
export const DevNotificacaoRequestSchema = z.strictObject({
  whatsapp_instance_id: z
    .string({ error: msg.instanceNotFound })
    .regex(UUID_PATTERN, msg.instanceNotFound),
  kind: z.enum(NOTIFICACAO_KINDS, { error: msg.notificacaoKindInvalid }),
  texto: z
    .string({ error: msg.notificacaoTextoRequired })
    .trim()
    .min(1, msg.notificacaoTextoRequired)
    .max(NOTIFICACAO_TEXTO_MAX, msg.notificacaoTextoTooLong(NOTIFICACAO_TEXTO_MAX)),
  conversa_id: z.string().regex(UUID_PATTERN, msg.conversaNotFound).nullable().optional(),
  agendamento_id: z.string().regex(UUID_PATTERN, msg.recordNotFound).nullable().optional(),
});
export type DevNotificacaoRequest = z.infer<typeof DevNotificacaoRequestSchema>;
