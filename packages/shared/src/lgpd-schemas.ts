import { z } from 'zod';
import { lgpdUi } from './messages';

/**
 * LGPD for the businesses' customers (issue 15, docs/decisions/024): what a contact's export
 * holds, the erase request and its result, and the per-instance message retention.
 */

/** Retention choices in months; null is 'never'. In step with migration 0016's check. */
export const RETENCAO_MESES_OPTIONS = [3, 6, 12, 24, 36, 60] as const;
export const RETENCAO_MESES_MIN = 3;
export const RETENCAO_MESES_MAX = 60;
export const RETENCAO_MESES_DEFAULT = 12;

const retencaoMeses = z
  .number({ error: lgpdUi.retentionInvalid })
  .int(lgpdUi.retentionInvalid)
  .min(RETENCAO_MESES_MIN, lgpdUi.retentionInvalid)
  .max(RETENCAO_MESES_MAX, lgpdUi.retentionInvalid)
  .nullable();

export const RetencaoSettingsSchema = z.object({ retencao_meses: z.number().int().nullable() });
export type RetencaoSettings = z.infer<typeof RetencaoSettingsSchema>;

export const UpdateRetencaoRequestSchema = z.strictObject({ retencao_meses: retencaoMeses });
export type UpdateRetencaoRequest = z.infer<typeof UpdateRetencaoRequestSchema>;

/** The owner confirms the erase explicitly: a stray POST without it erases nothing. */
export const ApagarContatoRequestSchema = z.strictObject({
  confirmar: z.literal(true, { error: lgpdUi.eraseConfirmRequired }),
});
export type ApagarContatoRequest = z.infer<typeof ApagarContatoRequestSchema>;

export const ApagarContatoResultSchema = z.object({
  id: z.string(),
  mensagens_apagadas: z.number().int(),
  conversas_apagadas: z.number().int(),
  agendamentos_anonimizados: z.number().int(),
  agendamentos_cancelados: z.number().int(),
  avisos_removidos: z.number().int(),
  notificacoes_removidas: z.number().int(),
});
export type ApagarContatoResult = z.infer<typeof ApagarContatoResultSchema>;

const ExportAgendamentoSchema = z.object({
  id: z.string(),
  data_agendamento: z.string(),
  hora_inicio: z.string(),
  hora_fim: z.string(),
  status: z.string(),
  nome_atendido: z.string().nullable(),
  servico: z.string(),
  profissional: z.string(),
  localizacao: z.string().nullable(),
  created_by: z.string().nullable(),
  created_at: z.string(),
});

const ExportMensagemSchema = z.object({
  id: z.string(),
  direction: z.enum(['in', 'out']),
  autor: z.string(),
  tipo: z.string(),
  texto: z.string().nullable(),
  send_status: z.string().nullable(),
  created_at: z.string(),
});

const ExportConversaSchema = z.object({
  id: z.string(),
  canal: z.string(),
  remote_jid: z.string(),
  estado: z.string(),
  created_at: z.string(),
  mensagens: z.array(ExportMensagemSchema),
});

const ExportAvisoSchema = z.object({
  id: z.string(),
  agendamento_id: z.string().nullable(),
  kind: z.string(),
  status: z.string(),
  run_at: z.string(),
  texto: z.string().nullable(),
});

const ExportNotificacaoSchema = z.object({
  id: z.string(),
  kind: z.string(),
  texto: z.string(),
  created_at: z.string(),
});

/** Everything held about one contact, as the owner downloads it. */
export const ContatoExportSchema = z.object({
  exportado_em: z.string(),
  contato: z.object({
    id: z.string(),
    nome: z.string(),
    telefone: z.string(),
    whatsapp_instance_id: z.string(),
    instancia: z.string().nullable(),
    opted_out_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  }),
  agendamentos: z.array(ExportAgendamentoSchema),
  conversas: z.array(ExportConversaSchema),
  avisos: z.array(ExportAvisoSchema),
  notificacoes: z.array(ExportNotificacaoSchema),
});
export type ContatoExport = z.infer<typeof ContatoExportSchema>;
