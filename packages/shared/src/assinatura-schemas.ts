import { z } from 'zod';
import { PlanIdSchema } from './billing-schemas';
import { PLAN_IDS, PLANS, type PlanId } from './plans';

/**
 * Issue 25 (docs/decisions/040): the owner changes an instance's plan (prorated as Stripe does),
 * cancels its subscription at the period's end (and takes that back before it ends), or deletes
 * the instance, keeping or erasing its data. Every pt-BR text of these screens is here once.
 */
export const assinaturaUi = {
  actionsTitle: 'Opções da assinatura',
  changePlan: 'Alterar plano',
  changePlanTitle: 'Alterar plano',
  changePlanDescription:
    'A diferença é calculada pelos dias que faltam no período atual, como faz o provedor de pagamentos.',
  currentPlan: 'atual',
  perMonth: '/mês',
  upToProfessionals: (max: number) => `Até ${max} profissionais`,
  previewLoading: 'Calculando a diferença...',
  previewError: 'Não foi possível calcular a diferença agora.',
  chargeNow: (amount: string) => `Cobrança agora: ${amount} (proporcional aos dias restantes).`,
  creditNow: (amount: string) =>
    `Crédito de ${amount} pelos dias restantes, descontado das próximas faturas.`,
  nextRenewal: (date: string, amount: string) =>
    `Depois, ${amount} por mês a partir da renovação em ${date}.`,
  professionalsOk: (count: number, max: number) =>
    `Esta instância tem ${count} ${count === 1 ? 'profissional' : 'profissionais'}; o plano permite até ${max}.`,
  professionalsOver: (count: number, max: number, plan: string) =>
    `O ${plan} permite até ${max} profissionais e esta instância tem ${count}. Remova ${count - max} ${count - max === 1 ? 'profissional' : 'profissionais'} antes de mudar para este plano: nenhum profissional é removido automaticamente.`,
  confirmChange: 'Confirmar alteração',
  changing: 'Alterando...',
  planChanged: (plan: string) => `Plano alterado para ${plan}`,
  samePlan: 'Esta instância já está neste plano.',
  cancelSubscription: 'Cancelar assinatura',
  cancelTitle: 'Cancelar assinatura?',
  cancelDescription: (date: string) =>
    `A assinatura fica ativa até ${date} e não será renovada. Até lá a secretária continua atendendo, e você pode reativar a assinatura quando quiser.`,
  cancelDescriptionNoDate:
    'A assinatura fica ativa até o fim do período já pago e não será renovada. Até lá você pode reativá-la.',
  keepSubscription: 'Manter assinatura',
  confirmCancel: 'Cancelar assinatura',
  cancelling: 'Cancelando...',
  cancelled: 'Assinatura cancelada',
  cancelScheduled: (date: string) => `Cancelada: termina em ${date}`,
  cancelNotice: (date: string) =>
    `A assinatura termina em ${date} e não será renovada. Reative para continuar depois dessa data.`,
  reactivate: 'Reativar assinatura',
  reactivating: 'Reativando...',
  reactivated: 'Assinatura reativada',
  notCancelled: 'Esta assinatura não está com cancelamento agendado.',
  alreadyCancelled: 'O cancelamento desta assinatura já está agendado.',
  noSubscription: 'Esta instância não tem uma assinatura no provedor de pagamentos.',
  subscriptionEnded: 'Esta assinatura já terminou. Para voltar, contrate um novo plano.',
  cancelPending:
    'Cancele o agendamento do cancelamento (Reativar assinatura) antes de mudar de plano.',
  statusCancelling: 'Cancelamento agendado',
  statusEnded: 'Encerrada',
  deleteInstance: 'Excluir instância',
  deleteTitle: 'Excluir instância?',
  deleteDescription:
    'A assinatura é cancelada agora (sem novas cobranças) e o WhatsApp desta instância é desconectado e removido. Escolha o que fazer com os dados:',
  keepData: 'Manter os dados',
  keepDataHint:
    'Profissionais, serviços, contatos, agendamentos e conversas continuam no painel para consulta e exportação. A instância fica encerrada e o número fica livre.',
  eraseData: 'Apagar todos os dados',
  eraseDataHint:
    'Tudo o que pertence a esta instância é apagado: profissionais, serviços, localizações, disponibilidades, contatos, agendamentos, conversas e avisos. Não pode ser desfeito.',
  confirmNameLabel: (name: string) => `Para confirmar, digite o nome da instância: ${name}`,
  confirmNameMismatch: 'Digite o nome da instância exatamente como aparece.',
  confirmDelete: 'Excluir instância',
  deleting: 'Excluindo...',
  deletedKept: 'Instância encerrada; os dados foram mantidos',
  deletedErased: 'Instância excluída com todos os dados',
  closedNotice:
    'A assinatura foi cancelada e o WhatsApp removido. Os dados ficam aqui para consulta e exportação.',
  closedInstance: 'Esta instância foi encerrada.',
  gatewayUnavailable:
    'Não foi possível desconectar o WhatsApp desta instância agora. Nada foi excluído; tente novamente em alguns minutos.',
  dadosRequired: "Escolha 'Manter os dados' ou 'Apagar todos os dados'.",
  prorationDateInvalid: 'A data do cálculo expirou. Confira a diferença de novo.',
} as const;

export const ASSINATURA_DADOS = ['manter', 'apagar'] as const;
export type AssinaturaDados = (typeof ASSINATURA_DADOS)[number];

export const PlanChangePreviewQuerySchema = z.strictObject({ plano: PlanIdSchema });

export const PlanChangePreviewSchema = z.object({
  plano: z.enum(PLAN_IDS),
  planLabel: z.string(),
  /** The unix second the proration was computed at; sent back to charge exactly that amount. */
  proration_date: z.number().int(),
  /** Charged now (cents); 0 for a downgrade, whose credit is in credit_cents. */
  amount_due_cents: z.number().int(),
  credit_cents: z.number().int(),
  monthly_price_cents: z.number().int(),
  renewal_date: z.string().nullable(),
  profissionais: z.number().int(),
  max_profissionais: z.number().int(),
  /** False when the instance has more professionals than the plan allows (nothing is removed). */
  allowed: z.boolean(),
  message: z.string(),
});
export type PlanChangePreview = z.infer<typeof PlanChangePreviewSchema>;

export const ChangePlanRequestSchema = z.strictObject({
  plano: PlanIdSchema,
  proration_date: z
    .number({ error: assinaturaUi.prorationDateInvalid })
    .int({ error: assinaturaUi.prorationDateInvalid })
    .positive({ error: assinaturaUi.prorationDateInvalid })
    .optional(),
});
export type ChangePlanRequest = z.infer<typeof ChangePlanRequestSchema>;

export const DeleteInstanceQuerySchema = z.strictObject({
  dados: z.enum(ASSINATURA_DADOS, { error: assinaturaUi.dadosRequired }),
});

export const DeleteInstanceResultSchema = z.object({
  excluida: z.literal(true),
  dados: z.enum(ASSINATURA_DADOS),
  assinatura_cancelada: z.boolean(),
  whatsapp_removido: z.boolean(),
});
export type DeleteInstanceResult = z.infer<typeof DeleteInstanceResultSchema>;

/** What a downgrade to `plano` means for the professionals (the same rule the server enforces). */
export function professionalsFit(plano: PlanId, count: number) {
  const plan = PLANS[plano];
  const allowed = count <= plan.maxProfissionais;
  return {
    allowed,
    max: plan.maxProfissionais,
    message: allowed
      ? assinaturaUi.professionalsOk(count, plan.maxProfissionais)
      : assinaturaUi.professionalsOver(count, plan.maxProfissionais, plan.label),
  };
}
